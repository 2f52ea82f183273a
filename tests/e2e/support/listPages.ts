/**
 * The practice's list pages and a practice with something in each, for the list layout specs
 * (issue 13: toolbars in one row at 1280 px, tables that fit a phone).
 */
import { apiCall, createOwner, type OwnerAccount } from './recordsAccount';

/** Every list page with a toolbar: the react-admin record lists, the audit log and the services. */
export const LIST_PAGES = [
  '/clients/clientlist',
  '/settings/clinic-service-list',
  '/settings/vat',
  '/coupons',
  '/finances/checkout-types',
  '/finances/invoices',
  '/settings/invoice-templates',
  '/service-categories',
  '/tags',
  '/query-lists',
  '/settings/audit-log',
] as const;

export interface ListPractice {
  owner: OwnerAccount;
  userId: string;
  /** The client, who has one kept and one deleted appointment. */
  contactId: string;
}

/** A day in the practice's zone, `days` from today. */
const zurichDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

/** An owner whose practice has a client, a service, the statutory VAT rates, a coupon, a checkout type, a deleted and a kept appointment. */
export async function listPractice(baseURL: string): Promise<ListPractice> {
  const owner = await createOwner(baseURL);
  const token = owner.tokens.signInToken;
  const { user_id: userId } = await apiCall<{ user_id: string }>(baseURL, 'GET', '/api/auth/getUserFromToken', undefined, token);
  const clinic = `/api/clinics/${owner.centreId}`;
  const { contact_id: contactId } = await apiCall<{ contact_id: string }>(baseURL, 'POST', '/api/contacts', {
    centre_fk: owner.centreId,
    firstName: 'Beatrice',
    lastName: 'Müller-Lüdenscheidt',
    email: 'bea.lists@example.ch',
    countryPhone: '+41',
    phone: '791234567',
    dateOfBirth: '1980-03-04',
  }, token);
  await apiCall(baseURL, 'POST', `${clinic}/services`, { name: 'Physiotherapie Grundbehandlung', duration: 45, ppu: 9000, resourceIds: [userId] }, token);
  await apiCall(baseURL, 'POST', `/api/vats/centre/${owner.centreId}/statutory`, { countryCode: 'CH' }, token);
  await apiCall(baseURL, 'POST', `${clinic}/coupons`, { name: 'Frühling', code: 'SPRING25', discountType: 'percent', discount: 10, active: true, startDate: '2026-01-01', expiryDate: '2026-12-31' }, token);
  await apiCall(baseURL, 'POST', `${clinic}/checkout-types`, { name: 'Bar', active: true }, token);
  const { appointment_id: appointmentId } = await apiCall<{ appointment_id: string }>(baseURL, 'POST', '/api/appointments', {
    centre_fk: owner.centreId,
    contact_fk: contactId,
    resourceId: userId,
    date: zurichDay(1),
    startTime: '10:00',
    endTime: '11:00',
  }, token);
  await apiCall(baseURL, 'PATCH', `/api/appointments/${appointmentId}/status`, { status: 'DELETED' }, token);
  await apiCall(baseURL, 'POST', '/api/appointments', { centre_fk: owner.centreId, contact_fk: contactId, resourceId: userId, date: zurichDay(2), startTime: '14:00', endTime: '15:00' }, token);
  return { owner, userId, contactId };
}

export async function setLanguage(baseURL: string, practice: ListPractice, language: string): Promise<void> {
  await apiCall(baseURL, 'POST', `/api/user/${practice.userId}`, { UserSetting: { language } }, practice.owner.tokens.signInToken);
}

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
  '/settings/invoice-templates',
  '/service-categories',
  '/tags',
  '/query-lists',
  '/settings/audit-log',
] as const;

export interface ListPractice {
  owner: OwnerAccount;
  userId: string;
}

/** An owner whose practice has a client, a service, the statutory VAT rates, a coupon and a checkout type. */
export async function listPractice(baseURL: string): Promise<ListPractice> {
  const owner = await createOwner(baseURL);
  const token = owner.tokens.signInToken;
  const { user_id: userId } = await apiCall<{ user_id: string }>(baseURL, 'GET', '/api/auth/getUserFromToken', undefined, token);
  const clinic = `/api/clinics/${owner.centreId}`;
  await apiCall(baseURL, 'POST', '/api/contacts', {
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
  return { owner, userId };
}

export async function setLanguage(baseURL: string, practice: ListPractice, language: string): Promise<void> {
  await apiCall(baseURL, 'POST', `/api/user/${practice.userId}`, { UserSetting: { language } }, practice.owner.tokens.signInToken);
}

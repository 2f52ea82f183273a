/**
 * The invoicing tests' world: clinics A and B (tests/server/centres/world.ts) with what invoicing
 * needs — the practice address and QR-IBAN, Swiss VAT rates (7.7 % until 2023, 8.1 % since),
 * services, a complete client — and finished appointments made through the API.
 */
import { call, clinicsWorld, type Clinic, type ClinicsWorld } from '../centres/world';
import { sequencePer } from '../support/sequences';
import type { DbKind } from '../support/testApp';
import type { TestUser } from '../support/fixtures';
import type { Config } from '../../../src/server/config';

export const QR_IBAN = 'CH4431999123000889012';
export const IBAN = 'CH9300762011623852957';

export interface InvoiceClinic extends Clinic {
  contact: string;
  /** CHF 120.– per session, VAT-exempt (a treatment). */
  therapy: string;
  /** CHF 24.90, normal VAT rate. */
  oil: string;
}

export interface InvoiceWorld extends ClinicsWorld {
  ia: InvoiceClinic;
  ib: InvoiceClinic;
}

async function ok(res: { statusCode: number; body: string; json(): unknown }, what: string, status = [200, 201]) {
  if (!status.includes(res.statusCode)) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

export async function completeClinic(w: ClinicsWorld, c: Clinic, iban = QR_IBAN): Promise<void> {
  await ok(
    await call(w.t, c.owner, 'PATCH', `/api/centres/${c.centreId}`, {
      address: [{ street: 'Sonnenweg', building: '7', zipcode: '3000', city: 'Bern', country: 'CH' }],
      businessInfo: { iban, bankName: 'PostFinance' },
    }),
    'centre',
  );
}

export async function contactOf(w: ClinicsWorld, c: Clinic, more: Record<string, unknown> = {}): Promise<string> {
  const body = { firstName: 'Anna', lastName: 'Müller', dateOfBirth: '1980-04-02', Address: { street: 'Rue du Lac', building: '12a', zipcode: '1003', city: 'Lausanne', country: 'CH' }, ...more };
  return (await ok(await call(w.t, c.owner, 'POST', `/api/clinics/${c.centreId}/contacts`, body), 'contact')).contact_id as string;
}

export async function serviceOf(w: ClinicsWorld, c: Clinic, body: Record<string, unknown>): Promise<string> {
  return (await ok(await call(w.t, c.owner, 'POST', `/api/clinics/${c.centreId}/services`, body), 'service')).service_id as string;
}

async function vatRates(w: ClinicsWorld, c: Clinic): Promise<void> {
  for (const p of [
    { rate: 7.7, validFrom: '2018-01-01', validUntil: '2023-12-31' },
    { rate: 8.1, validFrom: '2024-01-01' },
  ]) {
    await ok(await call(w.t, c.owner, 'POST', '/api/vats', { centre: c.centreId, name: 'Normalsatz', code: 'CH-normal', ...p }), 'vat');
  }
}

export async function invoiceClinic(w: ClinicsWorld, c: Clinic): Promise<InvoiceClinic> {
  await completeClinic(w, c);
  await vatRates(w, c);
  return {
    ...c,
    contact: await contactOf(w, c),
    therapy: await serviceOf(w, c, { name: 'Physiotherapie 60 Min.', ppu: 12000, count: 1 }),
    oil: await serviceOf(w, c, { name: 'Massageöl', ppu: 2490, count: 1, tax: 'CH-normal', unit: 'piece' }),
  };
}

export async function invoiceWorld(kind: DbKind, overrides: Partial<Config> = {}): Promise<InvoiceWorld> {
  const w = await clinicsWorld(kind, overrides);
  return { ...w, ia: await invoiceClinic(w, w.a), ib: await invoiceClinic(w, w.b) };
}

/** The usual hooks: the world before all tests, the app closed after them (config overrides read when it starts). */
export function useInvoiceWorld(kind: DbKind, overrides: () => Partial<Config> = () => ({})): InvoiceWorld {
  const w = {} as InvoiceWorld;
  beforeAll(async () => {
    Object.assign(w, await invoiceWorld(kind, overrides()));
  }, 120_000);
  afterAll(() => w.t?.close());
  return w;
}

const dayOf = sequencePer<ClinicsWorld>();
/** A date no earlier appointment of the world used, from 2026-01-05 on (the slots never clash). */
export function nextDate(w: ClinicsWorld): string {
  return new Date(Date.UTC(2026, 0, 4) + dayOf(w) * 86_400_000).toISOString().slice(0, 10);
}

/** A FINISHED appointment of the clinic's provider with the client and service, created through the API. */
export async function finished(w: ClinicsWorld, c: InvoiceClinic, more: Record<string, unknown> = {}, status = 'FINISHED'): Promise<string> {
  const body = { centre_fk: c.centreId, resourceId: c.provider.userId, date: nextDate(w), startTime: '09:00', endTime: '10:00', contact_fk: c.contact, service_fk: c.therapy, ...more };
  const id = (await ok(await call(w.t, c.owner, 'POST', '/api/appointments', body), 'appointment')).appointment_id as string;
  if (status !== 'CONFIRMED') await ok(await call(w.t, c.owner, 'PATCH', `/api/appointments/${id}/status`, { status, updateType: 'current', isSms: false, isEmail: false }), 'status');
  return id;
}

export const single = (w: ClinicsWorld, as: TestUser, appointments: string[]) => call(w.t, as, 'POST', '/api/invoices/singleInvoice', { appointments });
export const getAppointment = async (w: ClinicsWorld, as: TestUser, id: string) => (await call(w.t, as, 'GET', `/api/appointments/${id}`)).json() as Record<string, unknown>;

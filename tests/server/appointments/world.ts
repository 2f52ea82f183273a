/** Helpers of the appointment tests: the clinics world plus a contact and calls of the appointment API. */
import { call, type Clinic, type ClinicsWorld } from '../centres/world';
import type { TestUser } from '../support/fixtures';

export type Body = Record<string, unknown>;

/** A contact of the clinic, created through the API. */
export async function contactOf(w: ClinicsWorld, c: Clinic, firstName = 'Bea'): Promise<string> {
  const res = await call(w.t, c.owner, 'POST', `/api/clinics/${c.centreId}/contacts`, { firstName, lastName: 'Beispiel' });
  if (res.statusCode !== 201) throw new Error(`contact: ${res.statusCode} ${res.body}`);
  return res.json().contact_id;
}

/** A valid create body for the clinic's provider. */
export const slot = (c: Clinic, date: string, startTime: string, endTime: string, more: Body = {}): Body => ({
  centre_fk: c.centreId,
  resourceId: c.provider.userId,
  date,
  startTime,
  endTime,
  ...more,
});

export const create = (w: ClinicsWorld, as: TestUser, body: Body) => call(w.t, as, 'POST', '/api/appointments', body);
export const get = (w: ClinicsWorld, as: TestUser, id: string) => call(w.t, as, 'GET', `/api/appointments/${id}`);
export const cancel = (w: ClinicsWorld, as: TestUser, id: string, scope: string) => call(w.t, as, 'GET', `/api/appointments/${id}/updateType/${scope}/cancel`);
export const undo = (w: ClinicsWorld, as: TestUser, id: string) => call(w.t, as, 'GET', `/api/appointments/${id}/undoCancel`);
export const list = (w: ClinicsWorld, as: TestUser, c: Clinic, query: string) => call(w.t, as, 'GET', `/api/appointments?centreId=${c.centreId}&${query}`);

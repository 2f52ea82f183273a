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

/** The therapist's weekly template in the clinic: every day 07:00–20:00 (so plain creates carry no warning). */
export async function openWeek(w: ClinicsWorld, c: Clinic): Promise<void> {
  const workingDays = [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, available: true, timeSlots: [{ centreId: c.centreId, startTime: '07:00', endTime: '20:00' }] }));
  const res = await call(w.t, c.provider, 'PUT', `/booking-api/providers/${c.provider.userId}/schedule-templates`, { workingDays });
  if (res.statusCode !== 200) throw new Error(`schedule template: ${res.statusCode} ${res.body}`);
}

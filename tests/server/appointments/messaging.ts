/** Helpers of the message and reminder tests: dates ahead, reachable clients, the outbox, settings. */
import { and, asc, eq } from 'drizzle-orm';
import { appointments, bookingCommunicationSettings, outbox, services } from '../../../src/server/db/schema';
import { localToday } from '../../../src/server/services/appointments/times';
import { fromDayNumber, toDayNumber } from '../../../src/shared/recurrence/calendarDays';
import { call, type Clinic, type ClinicsWorld } from '../centres/world';

/** The Zurich calendar date `n` days from today. */
export const daysAhead = (n: number): string => fromDayNumber(toDayNumber(localToday('Europe/Zurich')) + n);

export interface ClientOptions {
  email?: string;
  phone?: string;
  language?: string;
  firstName?: string;
}

/** A client of the clinic with the given channels (a Swiss mobile number by default when `phone` is given). */
export async function clientOf(w: ClinicsWorld, c: Clinic, o: ClientOptions = {}): Promise<string> {
  const body = { firstName: o.firstName ?? 'Bea', lastName: 'Beispiel', ...(o.email ? { email: o.email } : {}), ...(o.phone ? { countryPhone: '+41', phone: o.phone } : {}), ...(o.language ? { language: o.language } : {}) };
  const res = await call(w.t, c.owner, 'POST', `/api/clinics/${c.centreId}/contacts`, body);
  if (res.statusCode !== 201) throw new Error(`contact: ${res.statusCode} ${res.body}`);
  return res.json().contact_id;
}

export async function serviceOf(w: ClinicsWorld, c: Clinic, name: string, langDepData: { langKey: string; name: string }[] = []): Promise<string> {
  const [row] = await w.t.ctx.db.insert(services).values({ centreId: c.centreId, name, langDepData: langDepData as never, duration: 60 }).returning({ id: services.serviceId });
  return row.id;
}

/** The outbox rows of a client, oldest first (one transaction's rows share a time: e-mail before SMS). */
export const outboxOf = (w: ClinicsWorld, contactId: string) => w.t.ctx.db.select().from(outbox).where(eq(outbox.contactId, contactId)).orderBy(asc(outbox.createdAt), asc(outbox.channel));

/** Saves the clinic's booking communication settings (columns as stored). */
export async function setCommunication(w: ClinicsWorld, c: Clinic, values: Partial<typeof bookingCommunicationSettings.$inferInsert>): Promise<void> {
  await w.t.ctx.db.delete(bookingCommunicationSettings).where(eq(bookingCommunicationSettings.centreId, c.centreId));
  await w.t.ctx.db.insert(bookingCommunicationSettings).values({ centreId: c.centreId, ...values });
}

export async function appointmentRow(w: ClinicsWorld, c: Clinic, id: string) {
  const [row] = await w.t.ctx.db.select().from(appointments).where(and(eq(appointments.centreId, c.centreId), eq(appointments.appointmentId, id)));
  return row;
}

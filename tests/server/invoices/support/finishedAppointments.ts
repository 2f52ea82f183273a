/**
 * Many finished, unbilled appointments for a bulk run (the invoice bench, the kill -9 test of a
 * bulk run): one complete client each, written straight to the database.
 */
import crypto from 'node:crypto';
import * as schema from '../../../../src/server/db/schema';
import type { InvoiceWorld } from '../world';

/** `count` complete clients of clinic A, each with one finished appointment, stored directly (faster than the API for hundreds). */
export async function seedFinishedAppointments(w: InvoiceWorld, count: number): Promise<string[]> {
  const { ia } = w;
  const contacts = Array.from({ length: count }, (_, i) => ({
    contactId: crypto.randomUUID(),
    centreId: ia.centreId,
    firstName: `Klient${i}`,
    lastName: 'Bench',
    dateOfBirth: '1980-01-01',
    addressStreet: 'Rue du Lac',
    addressBuilding: String(1 + (i % 99)),
    addressZipcode: '1003',
    addressCity: 'Lausanne',
    addressCountry: 'CH',
  }));
  for (let i = 0; i < contacts.length; i += 200) await w.t.ctx.db.insert(schema.contacts).values(contacts.slice(i, i + 200));
  const appointments = contacts.map((c, i) => {
    // From 2028 on: clear of the days the world's own appointments use (tests/server/invoices/world.ts nextDate).
    const start = new Date(Date.UTC(2028, 0, 3, 6) + (i % 300) * 86_400_000 + Math.floor(i / 300) * 3_600_000);
    const end = new Date(start.getTime() + 3_600_000);
    return {
      centreId: ia.centreId,
      date: start.toISOString().slice(0, 10),
      startTime: start.toISOString().slice(11, 16),
      endTime: end.toISOString().slice(11, 16),
      resourceId: ia.provider.userId,
      contactFk: c.contactId,
      serviceFk: ia.therapy,
      status: 'FINISHED',
      duration: 60,
      startsAt: start,
      endsAt: end,
      busyFrom: start,
      busyUntil: end,
    };
  });
  const ids: string[] = [];
  for (let i = 0; i < appointments.length; i += 200) {
    const rows = await w.t.ctx.db.insert(schema.appointments).values(appointments.slice(i, i + 200)).returning({ id: schema.appointments.appointmentId });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/**
 * The calendar's range call carries every row's client name (issue 9 §5, 2,000 appointments in a
 * month view): one name per row over several pages, whatever the number of clients; nothing of
 * another centre's clients; no key without the parameter. Rows are inserted directly (1,500 API
 * creates would take most of the file's time); the list itself goes through the route.
 */
import { and, desc, eq } from 'drizzle-orm';
import { appointments, auditEvents, contacts } from '../../../src/server/db/schema';
import { singleTimes } from '../../../src/server/services/appointments/times';
import { PAGE_SIZE, rangePath } from '../../../src/client/api/calendarPaths';
import { DB_KINDS } from '../support/testApp';
import { call, useClinicsWorld } from '../centres/world';
import { contactOf, create, slot } from './world';

const ROWS = 1500;
const FROM = '2028-03-01';
const TO = '2028-03-31';

interface Listed {
  appointment_id: string;
  contact_fk?: string | null;
  contactName?: { firstName: string; lastName: string } | null;
}

describe.each(DB_KINDS)('client names in the calendar’s range call on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const expected = new Map<string, string>();
  let foreignRow: string;

  beforeAll(async () => {
    const db = w.t.ctx.db;
    const people = await db
      .insert(contacts)
      .values(Array.from({ length: ROWS }, (_, i) => ({ centreId: w.a.centreId, firstName: `Vorname${i}`, lastName: `Nachname${i}` })))
      .returning({ id: contacts.contactId, firstName: contacts.firstName, lastName: contacts.lastName });
    // 1,500 one-hour slots, each with its own client: 3 therapists × 20 days × 25 slots of 30 minutes.
    const therapists = [w.a.owner, w.a.admin, w.a.provider].map((u) => u.userId);
    const rows = people.map((p, i) => {
      const day = Math.floor(i / 75);
      const minute = 6 * 60 + (Math.floor(i / 3) % 25) * 30;
      const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const date = `2028-03-${String(1 + day).padStart(2, '0')}`;
      const times = singleTimes(date, hhmm(minute), hhmm(minute + 30), 'Europe/Zurich', { startBufferTime: 0, endBufferTime: 0 });
      return { centreId: w.a.centreId, startTime: hhmm(minute), endTime: hhmm(minute + 30), resourceId: therapists[i % 3], contactFk: p.id, status: 'CONFIRMED', ...times };
    });
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await db.insert(appointments).values(rows.slice(i, i + 500)).returning({ id: appointments.appointmentId, contact: appointments.contactFk });
      for (const r of inserted) {
        const p = people.find((x) => x.id === r.contact)!;
        expected.set(r.id, `${p.lastName} ${p.firstName}`);
      }
    }
    // A row of centre A pointing at a client of centre B (not possible through the API): no name leaks.
    const foreign = await contactOf(w, w.b, 'Fremd');
    const times = singleTimes('2028-03-31', '20:00', '21:00', 'Europe/Zurich', { startBufferTime: 0, endBufferTime: 0 });
    const [row] = await db.insert(appointments).values({ centreId: w.a.centreId, startTime: '20:00', endTime: '21:00', resourceId: w.a.owner.userId, contactFk: foreign, status: 'CONFIRMED', ...times }).returning({ id: appointments.appointmentId });
    foreignRow = row.id;
  }, 120_000);

  it('names every row’s client on every page, as the calendar asks', async () => {
    const first = await call(w.t, w.a.provider, 'GET', rangePath(w.a.centreId, FROM, TO));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-range']).toBe(`appointments 0-${PAGE_SIZE - 1}/${ROWS + 1}`);
    const second = await call(w.t, w.a.provider, 'GET', rangePath(w.a.centreId, FROM, TO, 1));
    const rows = [...(first.json() as Listed[]), ...(second.json() as Listed[])];
    expect(rows).toHaveLength(ROWS + 1);
    const named = rows.filter((r) => r.appointment_id !== foreignRow).map((r) => [r.appointment_id, r.contactName ? `${r.contactName.lastName} ${r.contactName.firstName}` : null] as const);
    expect(new Map(named)).toEqual(expected);
    expect(rows.find((r) => r.appointment_id === foreignRow)).toMatchObject({ contactName: null });
    // The read is audited with how many clients it named (the last page: 501 rows, 500 of them with a client of this centre).
    const [event] = await w.t.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.centreId, w.a.centreId), eq(auditEvents.objectType, 'appointment'))).orderBy(desc(auditEvents.id)).limit(1);
    expect(event.detail).toMatchObject({ count: ROWS + 1 - PAGE_SIZE, contactNames: ROWS + 1 - PAGE_SIZE - 1 });
  });

  it('leaves the names out unless asked, and gives null for a row without a client', async () => {
    const created = await create(w, w.a.owner, slot(w.a, '2028-04-03', '10:00', '11:00'));
    expect(created.statusCode).toBe(201);
    const plain = await call(w.t, w.a.owner, 'GET', `/api/appointments?centreId=${w.a.centreId}&from=2028-04-03&to=2028-04-03`);
    expect(plain.json()).toHaveLength(1);
    expect(plain.json()[0]).not.toHaveProperty('contactName');
    const asked = await call(w.t, w.a.owner, 'GET', rangePath(w.a.centreId, '2028-04-03', '2028-04-03'));
    expect(asked.json()).toEqual([expect.objectContaining({ appointment_id: created.json().appointment_id, contactName: null })]);
    expect((await call(w.t, w.a.owner, 'GET', `/api/appointments?centreId=${w.a.centreId}&contactNames=yes`)).statusCode).toBe(400);
  });
});

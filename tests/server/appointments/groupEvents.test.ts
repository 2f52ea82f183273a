/** Group events: one slot of a groupEvent service takes up to numberOfPeople clients; groupEventEntries. */
import { eq } from 'drizzle-orm';
import { appointments, services } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call, useClinicsWorld } from '../centres/world';
import { cancel, contactOf, create, slot, undo } from './world';

describe.each(DB_KINDS)('group events on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const groupService = async () => {
    const [s] = await w.t.ctx.db.insert(services).values({ centreId: w.a.centreId, name: 'Pilates', groupEvent: true }).returning();
    return s.serviceId;
  };
  const entries = (id: string) => call(w.t, w.a.provider, 'GET', `/api/appointments/${id}/groupEventEntries`);

  it('fills a slot up to its places, counts it once for the therapist and lists its clients', async () => {
    const service = await groupService();
    const [anna, ben, cleo, dora] = await Promise.all(['Anna', 'Ben', 'Cleo', 'Dora'].map((n) => contactOf(w, w.a, n)));
    const at = (contact: string, more = {}) => slot(w.a, '2027-05-03', '18:00', '19:00', { service_fk: service, contact_fk: contact, ...more });
    const host = await create(w, w.a.owner, at(anna, { numberOfPeople: 3 }));
    expect(host.statusCode).toBe(201);
    const hostId = host.json().appointment_id as string;
    const second = await create(w, w.a.owner, at(ben));
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ groupEvent_fk: hostId, contact_fk: ben, startTime: '18:00', count: 1 });
    expect((await create(w, w.a.owner, at(ben))).json()).toMatchObject({ code: 'groupEventAlreadyJoined' });
    expect((await create(w, w.a.owner, at(cleo))).statusCode).toBe(201);
    expect((await create(w, w.a.owner, at(dora))).json()).toMatchObject({ code: 'groupEventFull', capacity: 3 });
    // The therapist is still busy in that hour for anything else.
    const other = await create(w, w.a.owner, slot(w.a, '2027-05-03', '18:30', '19:30'));
    expect(other.json().code).toBe('appointmentOverlap');

    const listed = await entries(second.json().appointment_id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ groupEvent_fk: hostId, capacity: 3, taken: 3 });
    expect(listed.json().entries.map((e: { contact_fk: string }) => e.contact_fk)).toEqual([anna, ben, cleo]);

    // A cancelled place is free again.
    await cancel(w, w.a.owner, second.json().appointment_id, 'current');
    expect((await entries(hostId)).json().taken).toBe(2);
    expect((await create(w, w.a.owner, at(dora))).statusCode).toBe(201);
    // Undoing the cancel of an entry needs no slot of its own.
    expect((await undo(w, w.a.owner, second.json().appointment_id)).statusCode).toBe(200);
  });

  it('moves and cancels a slot with its clients; an entry does not move alone', async () => {
    const service = await groupService();
    const [eva, finn] = await Promise.all(['Eva', 'Finn'].map((n) => contactOf(w, w.a, n)));
    const at = (contact: string, more = {}) => slot(w.a, '2027-05-10', '07:00', '08:00', { service_fk: service, contact_fk: contact, notes: contact, ...more });
    const hostId = (await create(w, w.a.owner, at(eva, { numberOfPeople: 5 }))).json().appointment_id as string;
    const entryId = (await create(w, w.a.owner, at(finn))).json().appointment_id as string;
    expect((await call(w.t, w.a.owner, 'PATCH', `/api/appointments/${entryId}/shortUpdate`, { startTime: '09:00', endTime: '10:00' })).json()).toMatchObject({ code: 'groupEntryNotMovable' });

    const moved = await call(w.t, w.a.owner, 'PATCH', `/api/appointments/${hostId}`, { startTime: '08:00', endTime: '09:00', notes: 'Raum 2', updateType: 'current' });
    expect(moved.statusCode).toBe(200);
    const [entry] = await w.t.ctx.db.select().from(appointments).where(eq(appointments.appointmentId, entryId));
    // The entry moved with the slot and kept its own notes.
    expect([entry.startTime, entry.endTime, entry.notes]).toEqual(['08:00', '09:00', finn]);

    const cancelled = await cancel(w, w.a.owner, hostId, 'current');
    expect(cancelled.json().changed.map((a: { appointment_id: string }) => a.appointment_id).sort()).toEqual([hostId, entryId].sort());
    expect((await undo(w, w.a.owner, hostId)).json().changed).toHaveLength(2);
  });

  it('never overfills a slot when clients join at the same moment', async () => {
    const service = await groupService();
    const contacts = await Promise.all(Array.from({ length: 11 }, (_, i) => contactOf(w, w.a, `Gast${i}`)));
    const at = (contact: string, more = {}) => slot(w.a, '2027-05-17', '12:00', '13:00', { service_fk: service, contact_fk: contact, ...more });
    const hostId = (await create(w, w.a.owner, at(contacts[0], { numberOfPeople: 5 }))).json().appointment_id as string;
    const results = await Promise.all(contacts.slice(1).map((c) => create(w, w.a.owner, at(c))));
    const codes = results.map((r) => (r.statusCode === 201 ? 201 : r.json().code));
    expect(codes.filter((c) => c === 201)).toHaveLength(4);
    expect(codes.filter((c) => c === 'groupEventFull')).toHaveLength(6);
    expect((await entries(hostId)).json().taken).toBe(5);
  });
});

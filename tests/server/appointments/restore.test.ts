/** Restore deleted appointments (30 days) and the daily purge of older deleted ones. */
import { and, eq } from 'drizzle-orm';
import { appointmentHistoryEntries, appointments, auditEvents, files } from '../../../src/server/db/schema';
import { multipart } from '../centres/testImages';
import { purgeDeletedAppointments } from '../../../src/server/services/appointments/restore';
import { DB_KINDS } from '../support/testApp';
import { call, useClinicsWorld } from '../centres/world';
import { cancel, create, get, slot } from './world';

const DAY = 86_400_000;

describe.each(DB_KINDS)('restoring deleted appointments on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const one = async (date: string, startTime = '09:00', endTime = '10:00') => {
    const res = await create(w, w.a.owner, slot(w.a, date, startTime, endTime));
    expect(res.statusCode).toBe(201);
    return res.json().appointment_id as string;
  };
  const remove = async (id: string) => {
    const res = await call(w.t, w.a.owner, 'PATCH', `/api/appointments/${id}/status`, { status: 'DELETED' });
    expect(res.statusCode).toBe(200);
  };
  const deletedList = async () => {
    const res = await call(w.t, w.a.provider, 'GET', `/api/appointments/centre/${w.a.centreId}/deleted`);
    expect(res.statusCode).toBe(200);
    return res.json() as { appointment_id: string; status: string; deletedAt: string; statusBeforeDelete: string }[];
  };
  const restore = (id: string, as = w.a.provider) => call(w.t, as, 'POST', `/api/appointments/${id}/restore`);
  const ageDeletion = (id: string, days: number) => w.t.ctx.db.update(appointments).set({ deletedAt: new Date(Date.now() - days * DAY) }).where(eq(appointments.appointmentId, id));

  it('lists what was deleted and restores it to exactly its status before', async () => {
    const confirmed = await one('2027-04-05');
    const cancelled = await one('2027-04-06');
    await cancel(w, w.a.owner, cancelled, 'current');
    await remove(confirmed);
    await remove(cancelled);
    const listed = await deletedList();
    expect(listed.map((a) => [a.appointment_id, a.status, a.statusBeforeDelete])).toEqual([
      [cancelled, 'DELETED', 'CANCELLED'],
      [confirmed, 'DELETED', 'CONFIRMED'],
    ]);
    expect(Date.now() - Date.parse(listed[0].deletedAt)).toBeLessThan(60_000);

    const back = await restore(confirmed);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ appointment_id: confirmed, status: 'CONFIRMED' });
    expect([back.json().deletedAt ?? null, back.json().statusBeforeDelete ?? null]).toEqual([null, null]);
    expect((await restore(cancelled)).json().status).toBe('CANCELLED');
    expect(await deletedList()).toEqual([]);
    const audit = await w.t.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.objectId, confirmed), eq(auditEvents.action, 'update')));
    expect(audit.map((a) => a.detail)).toContainEqual({ fields: ['status'], via: 'restore' });
    // Not deleted (any more): nothing to restore.
    expect((await restore(confirmed)).json()).toMatchObject({ code: 'nothingToRestore' });
  });

  it('refuses with 409 appointmentOverlap when the slot was taken meanwhile, and keeps it deleted', async () => {
    const id = await one('2027-04-12', '10:00', '11:00');
    await remove(id);
    await one('2027-04-12', '10:30', '11:30');
    const res = await restore(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'appointmentOverlap', dates: ['2027-04-12'], clash: { startTime: '10:30', endTime: '11:30' } });
    expect((await get(w, w.a.owner, id)).json().status).toBe('DELETED');
  });

  it('hides deletions older than 30 days and the daily purge removes them with their notes', async () => {
    const old = await one('2027-04-19');
    const recent = await one('2027-04-20');
    await call(w.t, w.a.owner, 'POST', '/api/historyEntry/createHistoryEntry', { appointmentId: old, text: 'Befund' });
    const { payload, headers } = multipart([{ filename: 'Befund.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4 x') }]);
    const doc = (await w.t.app.inject({ method: 'POST', url: `/api/appointments/${old}/documents`, payload, headers: { ...w.a.owner.headers, ...headers } })).json()[0].file_id as string;
    await remove(old);
    await remove(recent);
    await ageDeletion(old, 31);
    await ageDeletion(recent, 29);
    const listed = (await deletedList()).map((a) => a.appointment_id);
    expect(listed).toContain(recent);
    expect(listed).not.toContain(old);
    expect((await restore(old)).json()).toMatchObject({ code: 'nothingToRestore' });

    expect(await purgeDeletedAppointments(w.t.ctx.db, w.t.ctx.files)).toBeGreaterThanOrEqual(1);
    expect(await w.t.ctx.db.select().from(appointments).where(eq(appointments.appointmentId, old))).toEqual([]);
    expect(await w.t.ctx.db.select().from(appointmentHistoryEntries).where(eq(appointmentHistoryEntries.appointmentId, old))).toEqual([]);
    expect(await w.t.ctx.db.select().from(appointments).where(eq(appointments.appointmentId, recent))).toHaveLength(1);
    expect(await w.t.ctx.db.select().from(files).where(eq(files.id, doc))).toEqual([]);
    const audit = await w.t.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.objectId, old), eq(auditEvents.action, 'delete')));
    expect(audit).toMatchObject([{ userId: null, detail: { via: 'retention' } }]);
    expect(await purgeDeletedAppointments(w.t.ctx.db, w.t.ctx.files)).toBe(0);
    expect((await restore(recent)).statusCode).toBe(200);
  });

  it('keeps to the centre: another centre sees none of them and cannot restore', async () => {
    const id = await one('2027-04-26');
    await remove(id);
    expect((await restore(id, w.b.owner)).statusCode).toBe(404);
    const bList = await call(w.t, w.b.owner, 'GET', `/api/appointments/centre/${w.b.centreId}/deleted`);
    expect(bList.json()).toEqual([]);
    expect((await call(w.t, w.b.owner, 'GET', `/api/appointments/centre/${w.a.centreId}/deleted`)).statusCode).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { appointments } from '../../../src/server/db/schema';
import { TRANSITIONS, APPOINTMENT_STATUSES } from '../../../src/server/services/appointments/transitions';
import { DB_KINDS } from '../support/testApp';
import { call, useClinicsWorld } from '../centres/world';
import { cancel, create, get, slot, undo } from './world';

describe.each(DB_KINDS)('appointment life cycle on %s', (kind) => {
  const w = useClinicsWorld(kind);

  const weekly = async (date: string, n: number, resourceId = w.a.provider.userId) => {
    const res = await create(w, w.a.owner, slot(w.a, date, '09:00', '10:00', { resourceId, repetition: { frequency: 'WEEKLY', interval: 1, end: 'OCCURRENCES', occurrences: n } }));
    expect(res.statusCode).toBe(201);
    return w.t.ctx.db.select().from(appointments).where(eq(appointments.seriesFk, res.json().series_fk)).orderBy(appointments.seriesIndex);
  };
  const statuses = async (seriesFk: string | null) =>
    (await w.t.ctx.db.select().from(appointments).where(eq(appointments.seriesFk, seriesFk as string)).orderBy(appointments.seriesIndex)).map((r) => r.status);

  it('cancels CURRENT by default scope, this-and-following, or all, and undoes exactly that cancel', async () => {
    const rows = await weekly('2027-01-04', 5);
    const series = rows[0].seriesFk;
    expect((await cancel(w, w.a.provider, rows[0].appointmentId, 'current')).json().changed).toHaveLength(1);
    const following = await cancel(w, w.a.provider, rows[2].appointmentId, 'CURRENT_AND_FUTURE');
    expect(following.statusCode).toBe(200);
    expect(following.json().changed.map((a: { date: string }) => a.date)).toEqual(['2027-01-18', '2027-01-25', '2027-02-01']);
    expect(await statuses(series)).toEqual(['CANCELLED', 'CONFIRMED', 'CANCELLED', 'CANCELLED', 'CANCELLED']);
    // Undo through any row of that cancel: the three come back, the first cancel stays.
    const undone = await undo(w, w.a.provider, rows[3].appointmentId);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().changed).toHaveLength(3);
    expect(await statuses(series)).toEqual(['CANCELLED', 'CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'CONFIRMED']);
    expect((await undo(w, w.a.provider, rows[3].appointmentId)).json().code).toBe('nothingToUndo');
    const all = await cancel(w, w.a.provider, rows[1].appointmentId, 'all');
    // The one already cancelled is not part of this cancel.
    expect(all.json().changed).toHaveLength(4);
    await undo(w, w.a.provider, rows[1].appointmentId);
    expect(await statuses(series)).toEqual(['CANCELLED', 'CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'CONFIRMED']);
  });

  it('refuses to undo a cancel when the slot was taken meanwhile, naming it, and changes nothing', async () => {
    const first = await create(w, w.a.owner, slot(w.a, '2027-05-03', '08:00', '09:00'));
    const id = first.json().appointment_id;
    await cancel(w, w.a.owner, id, 'current');
    expect((await create(w, w.a.owner, slot(w.a, '2027-05-03', '08:30', '09:30'))).statusCode).toBe(201);
    const res = await undo(w, w.a.owner, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'appointmentOverlap', clash: { startTime: '08:30', endTime: '09:30' } });
    expect((await get(w, w.a.owner, id)).json().status).toBe('CANCELLED');
  });

  it('changes status along the transitions table only and answers 409 otherwise', async () => {
    const id = (await create(w, w.a.owner, slot(w.a, '2027-05-10', '08:00', '09:00'))).json().appointment_id;
    const patch = (status: string, updateType?: string) => call(w.t, w.a.owner, 'PATCH', `/api/appointments/${id}/status`, { appointmentId: id, status, ...(updateType ? { updateType } : {}), isSms: false, isEmail: false });
    expect((await patch('BILLED')).json()).toMatchObject({ code: 'invalidStatusTransition', from: 'CONFIRMED', to: 'BILLED' });
    expect((await patch('PROVIDED')).statusCode).toBe(200);
    expect((await patch('FINISHED', 'CURRENT')).json().appointment.status).toBe('FINISHED');
    expect((await patch('CANCELLED')).statusCode).toBe(409);
    expect((await patch('NOPE')).statusCode).toBe(400);
    expect((await get(w, w.a.owner, id)).json().status).toBe('FINISHED');
  });

  it('marks complete through the booking service, also in the past, once', async () => {
    const id = (await create(w, w.a.provider, slot(w.a, '2020-02-03', '08:00', '09:00'))).json().appointment_id;
    const res = await call(w.t, w.a.provider, 'PATCH', `/booking-api/appointments/${id}/mark-complete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ appointment_id: id, status: 'FINISHED' });
    expect((await call(w.t, w.a.provider, 'PATCH', `/booking-api/appointments/${id}/mark-complete`)).statusCode).toBe(409);
  });

  it('answers 404 to another centre for every call naming an appointment', async () => {
    const id = (await create(w, w.a.owner, slot(w.a, '2027-05-11', '08:00', '09:00'))).json().appointment_id;
    for (const [method, url] of [
      ['GET', `/api/appointments/${id}`],
      ['GET', `/api/appointments/${id}/updateType/all/cancel`],
      ['GET', `/api/appointments/${id}/undoCancel`],
      ['PATCH', `/booking-api/appointments/${id}/mark-complete`],
    ] as const) {
      expect([url, (await call(w.t, w.b.owner, method, url)).statusCode]).toEqual([url, 404]);
    }
    expect((await call(w.t, w.b.owner, 'PATCH', `/api/appointments/${id}/status`, { status: 'FINISHED' })).statusCode).toBe(404);
    expect((await get(w, w.a.owner, id)).json().status).toBe('CONFIRMED');
  });

  it('has a transition row for every status and no self-transition', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...APPOINTMENT_STATUSES].sort());
    for (const [from, tos] of Object.entries(TRANSITIONS)) expect(tos).not.toContain(from);
  });

  it('publishes appointment_changed after commit, and nothing for a refused change', async () => {
    const heard: { kind: string; appointmentIds: string[]; centreId: string }[] = [];
    const stop = w.t.ctx.events.on('appointment_changed', (e) => heard.push(e));
    try {
      const id = (await create(w, w.a.owner, slot(w.a, '2027-05-12', '08:00', '09:00'))).json().appointment_id;
      await create(w, w.a.owner, slot(w.a, '2027-05-12', '08:30', '09:00'));
      await cancel(w, w.a.owner, id, 'current');
      await undo(w, w.a.owner, id);
      expect(heard.map((e) => [e.kind, e.appointmentIds, e.centreId])).toEqual([
        ['created', [id], w.a.centreId],
        ['cancelled', [id], w.a.centreId],
        ['updated', [id], w.a.centreId],
      ]);
    } finally {
      stop();
    }
  });
});

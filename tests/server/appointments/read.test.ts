import { eq } from 'drizzle-orm';
import { userSettings } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call, useClinicsWorld } from '../centres/world';
import { cancel, contactOf, create, list, slot } from './world';

describe.each(DB_KINDS)('reading appointments on %s', (kind) => {
  const w = useClinicsWorld(kind);
  let contact: string;
  let ids: string[];

  beforeAll(async () => {
    contact = await contactOf(w, w.a);
    ids = [];
    for (const [date, who] of [['2027-10-04', w.a.provider], ['2027-10-05', w.a.admin], ['2027-10-06', w.a.provider]] as const) {
      const res = await create(w, w.a.owner, slot(w.a, date, '10:00', '11:00', { resourceId: who.userId, contact_fk: date === '2027-10-05' ? undefined : contact }));
      ids.push(res.json().appointment_id);
    }
    await cancel(w, w.a.owner, ids[2], 'current');
    await create(w, w.b.owner, slot(w.b, '2027-10-04', '10:00', '11:00'));
  });

  it('lists in the simple-rest dialect with therapist, status, contact and date range', async () => {
    const all = await list(w, w.a.owner, w.a, 'range=[0,9]');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-range']).toBe('appointments 0-2/3');
    expect(all.json().map((a: { appointment_id: string }) => a.appointment_id)).toEqual(ids);
    const byTherapist = await list(w, w.a.owner, w.a, `therapist=${w.a.provider.userId}`);
    expect(byTherapist.json()).toHaveLength(2);
    const live = await list(w, w.a.owner, w.a, `filter=${encodeURIComponent(JSON.stringify({ status: ['CONFIRMED'], resourceId: w.a.provider.userId }))}`);
    expect(live.json().map((a: { date: string }) => a.date)).toEqual(['2027-10-04']);
    expect((await list(w, w.a.owner, w.a, `status=CANCELLED`)).json()).toHaveLength(1);
    expect((await list(w, w.a.owner, w.a, `contact=${contact}&from=2027-10-05&to=2027-10-31`)).json()).toHaveLength(1);
    const page = await list(w, w.a.owner, w.a, 'range=[1,1]');
    expect(page.headers['content-range']).toBe('appointments 1-1/3');
  });

  it('answers the contact’s appointments with the pinned fields; other centres get 404', async () => {
    const res = await call(w.t, w.a.provider, 'GET', `/api/appointments/centre/${w.a.centreId}/contact/${contact}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: Record<string, unknown>) => [a.date, a.startTime, a.endTime, a.status, typeof a.appointment_id])).toEqual([
      ['2027-10-04', '10:00', '11:00', 'CONFIRMED', 'string'],
      ['2027-10-06', '10:00', '11:00', 'CANCELLED', 'string'],
    ]);
    expect((await call(w.t, w.b.owner, 'GET', `/api/appointments/centre/${w.a.centreId}/contact/${contact}`)).statusCode).toBe(404);
    expect((await call(w.t, w.b.owner, 'GET', `/api/appointments/centre/${w.b.centreId}/contact/${contact}`)).statusCode).toBe(404);
    expect((await list(w, w.b.owner, w.a, 'range=[0,9]')).statusCode).toBe(404);
  });

  it('lists the active centre when the request names none (react-admin’s data provider)', async () => {
    await w.t.ctx.db.update(userSettings).set({ activeCentreId: w.a.centreId }).where(eq(userSettings.userId, w.a.admin.userId));
    const res = await call(w.t, w.a.admin, 'GET', '/api/appointments?range=[0,9]');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('appointments 0-2/3');
    // No active centre: nothing to list in.
    await w.t.ctx.db.update(userSettings).set({ activeCentreId: null }).where(eq(userSettings.userId, w.a.admin.userId));
    expect((await call(w.t, w.a.admin, 'GET', '/api/appointments?range=[0,9]')).statusCode).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { appointments } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call, fieldCodes, useClinicsWorld } from '../centres/world';
import { create, get, slot } from './world';

describe.each(DB_KINDS)('changing appointments on %s', (kind) => {
  const w = useClinicsWorld(kind);

  const patch = (id: string, body: Record<string, unknown>) => call(w.t, w.a.owner, 'PATCH', `/api/appointments/${id}`, body);
  const series = async (date: string, n: number, frequency = 'WEEKLY', resourceId = w.a.provider.userId) => {
    const res = await create(w, w.a.owner, slot(w.a, date, '09:00', '10:00', { resourceId, repetition: { frequency, interval: 1, end: 'OCCURRENCES', occurrences: n } }));
    expect(res.statusCode).toBe(201);
    return w.t.ctx.db.select().from(appointments).where(eq(appointments.seriesFk, res.json().series_fk)).orderBy(appointments.seriesIndex);
  };
  const rowsOf = async (seriesFk: string | null) =>
    (await w.t.ctx.db.select().from(appointments).where(eq(appointments.seriesFk, seriesFk as string)).orderBy(appointments.seriesIndex)).map((r) => `${r.date} ${r.startTime}-${r.endTime}${r.isException ? ' x' : ''}`);

  it('moves one occurrence as an exception, which edits of the whole series then leave alone', async () => {
    const rows = await series('2027-01-05', 3);
    const moved = await patch(rows[1].appointmentId, { date: '2027-01-14', startTime: '14:00', endTime: '15:00' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().appointment).toMatchObject({ date: '2027-01-14', startTime: '14:00', isException: true, startsAt: '2027-01-14T13:00:00.000Z' });
    const all = await patch(rows[0].appointmentId, { startTime: '08:00', endTime: '08:30', notes: 'Neu', updateType: 'all' });
    expect(all.json().changed).toHaveLength(2);
    expect(await rowsOf(rows[0].seriesFk)).toEqual(['2027-01-05 08:00-08:30', '2027-01-14 14:00-15:00 x', '2027-01-19 08:00-08:30']);
    // Asked to, the exception follows too.
    await patch(rows[0].appointmentId, { startTime: '07:30', endTime: '08:00', updateType: 'ALL', includeExceptions: true });
    expect(await rowsOf(rows[0].seriesFk)).toEqual(['2027-01-05 07:30-08:00', '2027-01-14 07:30-08:00 x', '2027-01-19 07:30-08:00']);
    expect((await get(w, w.a.owner, rows[2].appointmentId)).json().notes).toBe('Neu');
  });

  it('changes this and the following ones only, and shifts a whole daily series by a day', async () => {
    const rows = await series('2027-02-01', 4, 'DAILY', w.a.admin.userId);
    await patch(rows[2].appointmentId, { title: 'Gruppe', updateType: 'currentAndFuture' });
    const titles = (await w.t.ctx.db.select().from(appointments).where(eq(appointments.seriesFk, rows[0].seriesFk as string)).orderBy(appointments.seriesIndex)).map((r) => r.title ?? null);
    expect(titles).toEqual([null, null, 'Gruppe', 'Gruppe']);
    // Every row lands on its neighbour's old slot: checked at commit, so it passes.
    const shifted = await patch(rows[0].appointmentId, { date: '2027-02-02', updateType: 'ALL' });
    expect(shifted.statusCode).toBe(200);
    expect(await rowsOf(rows[0].seriesFk)).toEqual(['2027-02-02 09:00-10:00', '2027-02-03 09:00-10:00', '2027-02-04 09:00-10:00', '2027-02-05 09:00-10:00']);
  });

  it('refuses a move onto another appointment with 409 naming it, and changes nothing', async () => {
    const a = (await create(w, w.a.owner, slot(w.a, '2027-03-03', '09:00', '10:00'))).json().appointment_id;
    await create(w, w.a.owner, slot(w.a, '2027-03-03', '11:00', '12:00'));
    const res = await patch(a, { startTime: '10:30', endTime: '11:30' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'appointmentOverlap', clash: { startTime: '11:00', endTime: '12:00' } });
    expect((await get(w, w.a.owner, a)).json().startTime).toBe('09:00');
    // A drag within its own old time is no clash with itself.
    expect((await call(w.t, w.a.owner, 'PATCH', `/api/appointments/${a}/shortUpdate`, { startTime: '09:15', endTime: '10:15' })).json().appointment.startTime).toBe('09:15');
  });

  it('refuses bad values and changes to closed appointments', async () => {
    const id = (await create(w, w.a.owner, slot(w.a, '2027-03-04', '09:00', '10:00'))).json().appointment_id;
    expect(fieldCodes(await patch(id, { date: '2027-13-01' }))).toEqual([expect.stringMatching(/^date:/)]);
    expect(fieldCodes(await patch(id, { contact_fk: w.b.provider.userId }))).toEqual(['contact_fk:invalidReference']);
    expect((await patch(id, { status: 'BILLED', notes: 'x' })).json().appointment.status).toBe('CONFIRMED');
    expect((await call(w.t, w.a.owner, 'PATCH', `/api/appointments/${id}/shortUpdate`, { notes: 'no' })).statusCode).toBe(400);
    await call(w.t, w.a.owner, 'PATCH', `/booking-api/appointments/${id}/mark-complete`);
    expect((await patch(id, { notes: 'später' })).json()).toMatchObject({ code: 'appointmentNotEditable' });
  });

  it('creates with shortCreate without a repetition', async () => {
    const res = await call(w.t, w.a.provider, 'POST', '/api/appointments/shortCreate', slot(w.a, '2027-03-05', '09:00', '09:30'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'CONFIRMED', date: '2027-03-05', count: 1 });
    const rep = await call(w.t, w.a.provider, 'POST', '/api/appointments/shortCreate', slot(w.a, '2027-03-06', '09:00', '09:30', { repetition: { frequency: 'DAILY', interval: 1, end: 'ENDLESS' } }));
    expect(rep.statusCode).toBe(400);
  });
});

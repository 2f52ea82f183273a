/** Repetitions of an existing appointment: GET/POST /api/appointments/repetitions and irregular-repetitions. */
import { asc, eq } from 'drizzle-orm';
import { appointmentSeries, appointments } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call, fieldCodes, useClinicsWorld } from '../centres/world';
import { create, slot } from './world';

describe.each(DB_KINDS)('repetitions of an appointment on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const one = async (date: string, startTime = '09:00', endTime = '10:00') => {
    const res = await create(w, w.a.owner, slot(w.a, date, startTime, endTime, { notes: 'Physio', startBufferTime: 10 }));
    expect(res.statusCode).toBe(201);
    return res.json().appointment_id as string;
  };
  const getRule = (id: string) => call(w.t, w.a.provider, 'GET', `/api/appointments/repetitions?appointmentId=${id}`);
  const setRule = (id: string, repetition: Record<string, unknown>) => call(w.t, w.a.provider, 'POST', '/api/appointments/repetitions', { appointmentId: id, repetition });
  const setDates = (id: string, dates: string[]) => call(w.t, w.a.provider, 'POST', '/api/appointments/irregular-repetitions', { appointmentId: id, dates });
  const seriesRows = (seriesId: string) => w.t.ctx.db.select().from(appointments).where(eq(appointments.seriesFk, seriesId)).orderBy(asc(appointments.seriesIndex));

  it('reads no rule of a single appointment, sets one and reads it back; the rows follow the rule', async () => {
    const id = await one('2027-03-15');
    expect((await getRule(id)).json()).toMatchObject({ appointmentId: id, series_fk: null, repetition: null, dates: null, skippedDates: [] });
    const res = await setRule(id, { frequency: 'WEEKLY', interval: 2, end: 'OCCURRENCES', occurrences: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 3, replaced: 0, appointment: { appointment_id: id, seriesIndex: 0 } });
    expect(res.json().changed.map((a: { date: string }) => a.date)).toEqual(['2027-03-29', '2027-04-12', '2027-04-26']);
    const info = (await getRule(id)).json();
    // The rule is stored normalised (weekDays: the first date's weekday, Monday = 1).
    expect(info).toMatchObject({ repetition: { frequency: 'WEEKLY', interval: 2, end: 'OCCURRENCES', occurrences: 4, weekDays: [1] }, firstDate: '2027-03-15', startTime: '09:00', endTime: '10:00' });
    const rows = await seriesRows(info.series_fk);
    expect(rows.map((r) => [r.seriesIndex, r.date, r.startTime, r.notes, r.startBufferTime])).toEqual([
      [0, '2027-03-15', '09:00', 'Physio', 10],
      [1, '2027-03-29', '09:00', 'Physio', 10],
      [2, '2027-04-12', '09:00', 'Physio', 10],
      [3, '2027-04-26', '09:00', 'Physio', 10],
    ]);
    // Summer time from 28 March: 09:00 local is 07:00 UTC.
    expect(rows[1].startsAt?.toISOString()).toBe('2027-03-29T07:00:00.000Z');
  });

  it('changing the rule of a series member replaces its later generated rows and ends the old series there', async () => {
    const first = await create(w, w.a.owner, slot(w.a, '2027-06-01', '11:00', '12:00', { repetition: { frequency: 'DAILY', interval: 1, end: 'OCCURRENCES', occurrences: 6 } }));
    const oldSeries = first.json().series_fk as string;
    const old = await seriesRows(oldSeries);
    const res = await setRule(old[2].appointmentId, { frequency: 'WEEKLY', interval: 1, end: 'EXACT_DATE', endDate: '2027-06-17' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, replaced: 3 });
    const after = await seriesRows(oldSeries);
    expect(after.map((r) => r.status)).toEqual(['CONFIRMED', 'CONFIRMED', 'DELETED', 'DELETED', 'DELETED']);
    const [ended] = await w.t.ctx.db.select().from(appointmentSeries).where(eq(appointmentSeries.id, oldSeries));
    expect(ended.endedFromIndex).toBe(2);
    const info = (await getRule(old[2].appointmentId)).json();
    expect((await seriesRows(info.series_fk)).map((r) => r.date)).toEqual(['2027-06-03', '2027-06-10', '2027-06-17']);
  });

  it('refuses a rule that clashes on some dates with 409 and the dates, creating nothing', async () => {
    const id = await one('2027-09-06', '14:00', '15:00');
    await one('2027-09-20', '14:30', '15:30');
    const before = (await w.t.ctx.db.select().from(appointments)).length;
    const res = await setRule(id, { frequency: 'WEEKLY', interval: 1, end: 'OCCURRENCES', occurrences: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'appointmentOverlap', dates: ['2027-09-20'], clash: { date: '2027-09-20', startTime: '14:30', endTime: '15:30' } });
    expect((await w.t.ctx.db.select().from(appointments)).length).toBe(before);
    expect((await getRule(id)).json().series_fk).toBeNull();
    // Irregular dates follow the same rule.
    const irregular = await setDates(id, ['2027-09-13', '2027-09-20']);
    expect(irregular.statusCode).toBe(409);
    expect(irregular.json().dates).toEqual(['2027-09-20']);
    expect((await w.t.ctx.db.select().from(appointments)).length).toBe(before);
  });

  it('sets irregular repetitions: the listed dates at the same times, read back as dates', async () => {
    const id = await one('2027-11-02', '16:00', '16:50');
    const res = await setDates(id, ['2027-11-20', '2027-11-05', '2027-11-05', '2027-11-02']);
    expect(res.statusCode).toBe(200);
    expect(res.json().changed.map((a: { date: string; startTime: string; endTime: string }) => `${a.date} ${a.startTime}-${a.endTime}`)).toEqual(['2027-11-05 16:00-16:50', '2027-11-20 16:00-16:50']);
    expect((await getRule(id)).json()).toMatchObject({ repetition: null, dates: ['2027-11-02', '2027-11-05', '2027-11-20'] });
  });

  it('answers field errors for bad rules and dates, 409 for a closed appointment, 404 for another centre', async () => {
    const id = await one('2027-12-06');
    expect(fieldCodes(await setRule(id, { frequency: 'WEEKLY', interval: 0, end: 'ENDLESS' }))).toContain('repetition.interval:tooSmall');
    expect((await setRule(id, { frequency: 'YEARLY', interval: 1, end: 'ENDLESS' })).statusCode).toBe(400);
    const bad = await setDates(id, ['2027-12-01', '2031-01-01', '2027-02-30']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string; code: string }) => `${e.field} ${e.code}`)).toEqual(['dates.0 invalidDateRange', 'dates.1 tooLarge', 'dates.2 invalidCalendarDate']);
    await call(w.t, w.a.owner, 'PATCH', `/booking-api/appointments/${id}/mark-complete`);
    expect((await setRule(id, { frequency: 'DAILY', interval: 1, end: 'OCCURRENCES', occurrences: 2 })).json()).toMatchObject({ code: 'appointmentNotEditable' });
    const other = await call(w.t, w.b.owner, 'GET', `/api/appointments/repetitions?appointmentId=${id}`);
    expect(other.statusCode).toBe(404);
    expect((await call(w.t, w.b.owner, 'POST', '/api/appointments/repetitions', { appointmentId: id, repetition: { frequency: 'DAILY', interval: 1, end: 'ENDLESS' } })).statusCode).toBe(404);
  });
});

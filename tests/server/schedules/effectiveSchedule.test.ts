/**
 * GET /api/providers/schedule (template + special days − days off − public holidays) and
 * workingTimeFor/scheduleWarnings, which the appointments service calls.
 */
import { DB_KINDS } from '../support/testApp';
import { call, fieldCodes, useClinicsWorld } from '../centres/world';
import { scheduleWarnings, workingTimeFor } from '../../../src/server/services/schedules/effectiveHours';

const slotsOf = (day: { timeSlots: { startTime: string; endTime: string }[] }) => day.timeSlots.map((s) => `${s.startTime}-${s.endTime}`);

describe.each(DB_KINDS)('effective schedule on %s', (kind) => {
  const w = useClinicsWorld(kind);

  beforeAll(async () => {
    const p = w.a.provider;
    const split = (c: string) => [
      { centreId: c, startTime: '08:00', endTime: '12:00' },
      { centreId: c, startTime: '13:00', endTime: '17:00' },
    ];
    const template = { workingDays: [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, available: weekDay >= 1 && weekDay <= 5, timeSlots: split(w.a.centreId) })) };
    expect((await call(w.t, p, 'PUT', `/booking-api/providers/${p.userId}/schedule-templates`, template)).statusCode).toBe(200);
    const sd = `/api/providers/${p.userId}/centres/${w.a.centreId}/special-days`;
    expect((await call(w.t, p, 'POST', sd, { date: '2026-12-25', timeSlots: [{ startTime: '09:00', endTime: '11:00' }] })).statusCode).toBe(201);
    expect((await call(w.t, p, 'POST', sd, { date: '2026-12-27', timeSlots: [{ startTime: '10:00', endTime: '12:00' }] })).statusCode).toBe(201);
    const daysOff = { year: 2026, days: [{ date: '2026-12-28', endDate: '2026-12-29', name: 'Ferien' }, { date: '2026-12-30', halfDay: 'morning' }] };
    expect((await call(w.t, p, 'PUT', `/api/providers/${p.userId}/centres/${w.a.centreId}/days-off`, daysOff)).statusCode).toBe(200);
  });

  const schedule = (q: string, as = w.a.provider) => call(w.t, as, 'GET', `/api/providers/schedule?centreId=${w.a.centreId}&${q}`);

  it('combines the template, special days, days off and public holidays date by date', async () => {
    const res = await schedule(`from=2026-12-21&to=2027-01-04&providerId=${w.a.provider.userId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ centreId: w.a.centreId, timeZone: 'Europe/Zurich', from: '2026-12-21', to: '2027-01-04' });
    expect(body.providers).toHaveLength(1);
    const days = Object.fromEntries(body.providers[0].days.map((d: { date: string }) => [d.date, d]));
    expect(Object.keys(days)).toHaveLength(15);
    expect(slotsOf(days['2026-12-21'])).toEqual(['08:00-12:00', '13:00-17:00']);
    expect(days['2026-12-21']).toMatchObject({ weekDay: 1, source: 'template' });
    expect(days['2026-12-21'].timeSlots[0]).toEqual({ startTime: '08:00', endTime: '12:00', start: 480, end: 720 });
    // Christmas is a public holiday, but the special day says she works.
    expect(days['2026-12-25']).toMatchObject({ source: 'specialDay', publicHoliday: { name: 'Weihnachtstag' } });
    expect(slotsOf(days['2026-12-25'])).toEqual(['09:00-11:00']);
    expect(slotsOf(days['2026-12-26'])).toEqual([]);
    expect(slotsOf(days['2026-12-27'])).toEqual(['10:00-12:00']);
    expect(days['2026-12-28']).toMatchObject({ dayOff: { name: 'Ferien' }, timeSlots: [] });
    expect(slotsOf(days['2026-12-29'])).toEqual([]);
    expect(days['2026-12-30']).toMatchObject({ dayOff: { halfDay: 'morning' } });
    expect(slotsOf(days['2026-12-30'])).toEqual(['13:00-17:00']);
    expect(days['2027-01-01']).toMatchObject({ publicHoliday: { name: 'Neujahr' }, timeSlots: [] });
    expect(slotsOf(days['2027-01-04'])).toEqual(['08:00-12:00', '13:00-17:00']);
  });

  it('answers every member of the centre when no provider is named, and leaves out strangers', async () => {
    const all = (await schedule('from=2026-12-21&to=2026-12-21', w.a.admin)).json();
    expect(all.providers.map((p: { providerId: string }) => p.providerId).sort()).toEqual([w.a.owner.userId, w.a.admin.userId, w.a.provider.userId].sort());
    // Someone who saved nothing has the default template: no working day.
    expect(all.providers.find((p: { providerId: string }) => p.providerId === w.a.owner.userId).days[0].timeSlots).toEqual([]);
    const named = (await schedule(`from=2026-12-21&to=2026-12-21&providerId=${w.b.provider.userId}&providerId=${w.a.provider.userId}`)).json();
    expect(named.providers.map((p: { providerId: string }) => p.providerId)).toEqual([w.a.provider.userId]);
  });

  it('refuses bad ranges and other centres', async () => {
    expect((await schedule('from=2026-01-01&to=2026-06-30')).json().code).toBe('scheduleRangeTooLong');
    expect(fieldCodes(await schedule('from=2026-02-10&to=2026-02-01'))).toEqual(['to:invalidDateRange']);
    expect(fieldCodes(await schedule('from=2026-02-30&to=2026-03-01'))).toEqual(['from:invalidCalendarDate']);
    expect((await schedule('from=2026-02-01&to=2026-02-02', w.b.owner)).statusCode).toBe(404);
  });

  it('gives the appointments service working time as instants, across the DST change', async () => {
    const before = await workingTimeFor(w.t.ctx.db, w.a.centreId, w.a.provider.userId, { from: new Date('2027-03-23T08:00:00Z'), to: new Date('2027-03-23T09:00:00Z') });
    expect(before.timeZone).toBe('Europe/Zurich');
    expect(before.days.map((d) => d.date)).toEqual(['2027-03-23']);
    expect(before.intervals.map((i) => [i.startsAt.toISOString(), i.endsAt.toISOString()])).toEqual([
      ['2027-03-22T07:00:00.000Z', '2027-03-22T11:00:00.000Z'],
      ['2027-03-22T12:00:00.000Z', '2027-03-22T16:00:00.000Z'],
      ['2027-03-23T07:00:00.000Z', '2027-03-23T11:00:00.000Z'],
      ['2027-03-23T12:00:00.000Z', '2027-03-23T16:00:00.000Z'],
    ]);
    // After 28 March 2027 08:00 in Zurich is 06:00 UTC.
    const after = await workingTimeFor(w.t.ctx.db, w.a.centreId, w.a.provider.userId, { from: new Date('2027-03-30T06:00:00Z'), to: new Date('2027-03-30T07:00:00Z') });
    expect(after.intervals.at(-2)!.startsAt.toISOString()).toBe('2027-03-30T06:00:00.000Z');
  });

  it('names why a time is not plain working time: outside hours, day off, public holiday', async () => {
    const warn = (from: string, to: string) => scheduleWarnings(w.t.ctx.db, w.a.centreId, w.a.provider.userId, new Date(from), new Date(to));
    expect(await warn('2026-12-21T08:00:00Z', '2026-12-21T09:00:00Z')).toEqual([]);
    expect(await warn('2026-12-21T11:00:00Z', '2026-12-21T12:00:00Z')).toEqual(['outsideWorkingHours']);
    expect(await warn('2026-12-21T15:30:00Z', '2026-12-21T16:30:00Z')).toEqual(['outsideWorkingHours']);
    expect(await warn('2026-12-28T09:00:00Z', '2026-12-28T10:00:00Z')).toEqual(['outsideWorkingHours', 'dayOff']);
    expect(await warn('2026-12-30T08:00:00Z', '2026-12-30T09:00:00Z')).toEqual(['outsideWorkingHours', 'dayOff']);
    expect(await warn('2026-12-30T13:00:00Z', '2026-12-30T14:00:00Z')).toEqual([]);
    expect(await warn('2027-01-01T09:00:00Z', '2027-01-01T10:00:00Z')).toEqual(['outsideWorkingHours', 'publicHoliday']);
    expect(await warn('2026-12-25T08:00:00Z', '2026-12-25T09:00:00Z')).toEqual([]);
  });
});

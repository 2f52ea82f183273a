/**
 * Dashboard statistics (issue 9 §7): figures of a seeded week in Zurich (22–28 March 2027, with
 * Good Friday, a half day off, a special day on the DST Sunday, cancelled, deleted and group-less
 * appointments), another centre's data never counted, and who may see whose figures.
 */
import { eq, inArray } from 'drizzle-orm';
import { appointments, contacts } from '../../../src/server/db/schema';
import { appointmentStatistics } from '../../../src/server/services/statistics/appointmentStatistics';
import type { AuthContext } from '../../../src/server/access/accessRules';
import type { AppointmentStatistics } from '../../../src/shared/api/statistics';
import { localDateTime } from '../../../src/shared/statistics/periods';
import { DB_KINDS } from '../support/testApp';
import { call, useClinicsWorld, type Clinic } from '../centres/world';
import type { TestUser } from '../support/fixtures';
import { contactOf, create, slot } from '../appointments/world';

// Sunday 28 March 2027, 15:00 in Zurich (CEST): the week is Monday 22 … Sunday 28 March.
const SUNDAY_AFTERNOON = Date.UTC(2027, 2, 28, 13, 0);
const owner = (c: Clinic): AuthContext => ({ userId: c.owner.userId, roles: [{ name: 'OWNER', centreId: c.centreId }] });
const byDate = (s: AppointmentStatistics) => Object.fromEntries(s.intervals.map((x) => [x.localStart.slice(0, 10), x]));
const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

describe.each(DB_KINDS)('dashboard statistics on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const stats = (as: TestUser, c: Clinic, query: string) => call(w.t, as, 'GET', `/api/centres/${c.centreId}/statistics/appointments?${query}`);

  async function appointment(c: Clinic, who: TestUser, date: string, startTime: string, endTime: string): Promise<string> {
    const res = await create(w, c.owner, slot(c, date, startTime, endTime, { resourceId: who.userId }));
    if (res.statusCode !== 201) throw new Error(`appointment: ${res.statusCode} ${res.body}`);
    return res.json().appointment_id;
  }
  const setStatus = (id: string, status: string) => w.t.ctx.db.update(appointments).set({ status }).where(eq(appointments.appointmentId, id));
  const setCreatedAt = (ids: string[], iso: string) => w.t.ctx.db.update(contacts).set({ createdAt: new Date(iso) }).where(inArray(contacts.contactId, ids));

  beforeAll(async () => {
    const { a, b } = w;
    const template = (c: Clinic, days: number[], slots: [string, string][]) => ({
      workingDays: [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, available: days.includes(weekDay), timeSlots: slots.map(([startTime, endTime]) => ({ centreId: c.centreId, startTime, endTime })) })),
    });
    const put = async (as: TestUser, url: string, body: unknown) => {
      const res = await call(w.t, as, 'PUT', url, body);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    // Provider: Mon–Fri 08–12 and 13–17; Good Friday is a public holiday; Wednesday morning off; Easter Sunday 09–12.
    await put(a.provider, `/booking-api/providers/${a.provider.userId}/schedule-templates`, template(a, [1, 2, 3, 4, 5], [['08:00', '12:00'], ['13:00', '17:00']]));
    await put(a.provider, `/api/providers/${a.provider.userId}/centres/${a.centreId}/days-off`, { year: 2027, days: [{ date: '2027-03-24', halfDay: 'morning' }] });
    const special = await call(w.t, a.provider, 'POST', `/api/providers/${a.provider.userId}/centres/${a.centreId}/special-days`, { date: '2027-03-28', timeSlots: [{ startTime: '09:00', endTime: '12:00' }] });
    expect(special.statusCode).toBe(201);
    // Admin: Mondays 08–12. Owner: no working hours and no appointments (left out of the practice's therapists).
    await put(a.admin, `/booking-api/providers/${a.admin.userId}/schedule-templates`, template(a, [1], [['08:00', '12:00']]));

    const p = a.provider;
    await appointment(a, p, '2027-03-20', '10:00', '11:00'); // the Saturday before: not in the week
    await appointment(a, p, '2027-03-22', '09:00', '10:00');
    const finished = await appointment(a, p, '2027-03-23', '10:00', '11:30');
    expect((await call(w.t, a.owner, 'PATCH', `/booking-api/appointments/${finished}/mark-complete`)).statusCode).toBe(200);
    const cancelled = await appointment(a, p, '2027-03-24', '14:00', '15:00');
    expect((await call(w.t, a.owner, 'GET', `/api/appointments/${cancelled}/updateType/current/cancel`)).statusCode).toBe(200);
    await appointment(a, p, '2027-03-24', '09:00', '10:00'); // in the morning off: booked outside working time
    await appointment(a, p, '2027-03-25', '16:30', '18:00'); // 30 min inside, 60 outside
    const deleted = await appointment(a, p, '2027-03-25', '12:00', '12:30');
    expect((await call(w.t, a.owner, 'PATCH', `/api/appointments/${deleted}/status`, { status: 'DELETED' })).statusCode).toBe(200);
    await appointment(a, p, '2027-03-28', '09:00', '10:00'); // the DST Sunday's special day
    const booked = await appointment(a, p, '2027-03-28', '16:00', '17:00'); // later today, outside the special day
    await setStatus(booked, 'BOOKED');
    const request = await appointment(a, a.admin, '2027-03-22', '10:00', '11:00');
    await setStatus(request, 'UNCONFIRMED');

    // New clients: Monday 07:30, Tuesday 23:59 (CET), Easter Sunday 03:30 (CEST); one the Sunday before.
    const created = [await contactOf(w, a, 'Mo'), await contactOf(w, a, 'Di'), await contactOf(w, a, 'So'), await contactOf(w, a, 'Vorher')];
    await setCreatedAt([created[0]], '2027-03-22T06:30:00Z');
    await setCreatedAt([created[1]], '2027-03-23T22:59:00Z');
    await setCreatedAt([created[2]], '2027-03-28T01:30:00Z');
    await setCreatedAt([created[3]], '2027-03-21T22:30:00Z');

    // Centre B in the same week: never in A's figures.
    await put(b.provider, `/booking-api/providers/${b.provider.userId}/schedule-templates`, template(b, [1], [['08:00', '12:00']]));
    await appointment(b, b.provider, '2027-03-22', '08:00', '12:00');
    await setCreatedAt([await contactOf(w, b, 'Fremd')], '2027-03-22T08:00:00Z');
  });

  it('counts the week by local day: statuses, new clients and each therapist’s utilisation', async () => {
    const s = await appointmentStatistics(w.t.ctx.db, owner(w.a), w.a.centreId, { period: 'week' }, SUNDAY_AFTERNOON);
    expect(s).toMatchObject({ period: 'week', scope: 'practice', timeZone: 'Europe/Zurich', from: '2027-03-21T23:00:00.000Z', to: '2027-03-28T22:00:00.000Z' });
    const days = byDate(s);
    expect(Object.keys(days)).toEqual(['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28']);
    expect(Object.fromEntries(Object.entries(days).map(([d, x]) => [d, nonZero(x.appointments)]))).toEqual({
      '2027-03-22': { CONFIRMED: 1, UNCONFIRMED: 1 },
      '2027-03-23': { FINISHED: 1 },
      '2027-03-24': { CONFIRMED: 1, CANCELLED: 1 },
      '2027-03-25': { CONFIRMED: 1 },
      '2027-03-26': {},
      '2027-03-27': {},
      '2027-03-28': { CONFIRMED: 1, other: 1 },
    });
    expect(s.intervals.map((x) => x.newClients)).toEqual([1, 1, 0, 0, 0, 0, 1]);
    // The DST Sunday is 23 hours long.
    expect(Date.parse(days['2027-03-28'].end) - Date.parse(days['2027-03-28'].start)).toBe(23 * 3600e3);

    // Exactly these two (members in the order they joined: the world adds both within one
    // millisecond, PGlite's clock step, so the tie falls to their random ids).
    expect(s.therapists.map((t) => t.userId).sort()).toEqual([w.a.admin.userId, w.a.provider.userId].sort());
    const admin = s.therapists.find((t) => t.userId === w.a.admin.userId)!;
    const provider = s.therapists.find((t) => t.userId === w.a.provider.userId)!;
    expect(admin.total).toEqual({ workingMinutes: 240, bookedMinutes: 60, outsideMinutes: 0, utilisation: 0.25 });
    // 4 days × 8 h − Wednesday morning (Good Friday off) + Easter Sunday 3 h = 1860 min; the cancelled and deleted ones book nothing.
    expect(provider.total).toEqual({ workingMinutes: 1860, bookedMinutes: 240, outsideMinutes: 180, utilisation: 240 / 1860 });
    expect(provider.intervals.map((u) => [u.workingMinutes, u.bookedMinutes, u.outsideMinutes])).toEqual([
      [480, 60, 0],
      [480, 90, 0],
      [240, 0, 60],
      [480, 30, 60],
      [0, 0, 0],
      [0, 0, 0],
      [180, 60, 60],
    ]);
    expect(provider.intervals[4].utilisation).toBeNull();
  });

  it('the last day: 12 two-hour intervals up to the end of the current hour', async () => {
    // Thursday 25 March, 17:00 CET: 24 March 18:00 … 25 March 18:00.
    const s = await appointmentStatistics(w.t.ctx.db, owner(w.a), w.a.centreId, { period: 'day' }, Date.UTC(2027, 2, 25, 16, 0));
    expect(s.intervals.map((x) => x.localStart)).toEqual([
      '2027-03-24T18:00', '2027-03-24T20:00', '2027-03-24T22:00', '2027-03-25T00:00', '2027-03-25T02:00', '2027-03-25T04:00',
      '2027-03-25T06:00', '2027-03-25T08:00', '2027-03-25T10:00', '2027-03-25T12:00', '2027-03-25T14:00', '2027-03-25T16:00',
    ]);
    expect(s.intervals.map((x) => x.appointments.CONFIRMED)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const provider = s.therapists.find((t) => t.userId === w.a.provider.userId)!;
    expect(provider.total).toMatchObject({ workingMinutes: 480, bookedMinutes: 30, outsideMinutes: 60 });
    expect(provider.intervals[11]).toEqual({ workingMinutes: 60, bookedMinutes: 30, outsideMinutes: 60, utilisation: 0.5 });
  });

  it('this month: every day from the 1st up to today', async () => {
    const s = await appointmentStatistics(w.t.ctx.db, owner(w.a), w.a.centreId, { period: 'month' }, SUNDAY_AFTERNOON);
    expect(s.intervals).toHaveLength(28);
    expect(s.intervals[0].localStart).toBe('2027-03-01T00:00');
    const total = s.intervals.reduce((sum, x) => sum + Object.values(x.appointments).reduce((a, n) => a + n, 0), 0);
    expect(total).toBe(9);
    expect(s.intervals.reduce((sum, x) => sum + x.newClients, 0)).toBe(4);
  });

  it('never counts another centre’s appointments or clients', async () => {
    const s = await appointmentStatistics(w.t.ctx.db, owner(w.b), w.b.centreId, { period: 'week' }, SUNDAY_AFTERNOON);
    expect(nonZero(byDate(s)['2027-03-22'].appointments)).toEqual({ CONFIRMED: 1 });
    expect(s.intervals.map((x) => x.newClients)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(s.therapists.map((t) => [t.userId, t.total.utilisation])).toEqual([[w.b.provider.userId, 1]]);
    const all = (x: AppointmentStatistics) => x.intervals.reduce((sum, i) => sum + Object.values(i.appointments).reduce((a, n) => a + n, 0), 0);
    expect(all(await appointmentStatistics(w.t.ctx.db, owner(w.a), w.a.centreId, { period: 'week' }, SUNDAY_AFTERNOON))).toBe(8);
  });

  it('answers the practice’s figures to managers and to therapists who may see colleagues, their own to the others', async () => {
    const today = localDateTime(Date.now(), 'Europe/Zurich').slice(0, 10);
    await appointment(w.a, w.a.provider, today, '06:00', '06:30');
    for (const as of [w.a.owner, w.a.admin]) {
      const res = await stats(as, w.a, 'period=week');
      expect(res.statusCode).toBe(200);
      expect(res.json().scope).toBe('practice');
      expect(res.json().intervals.at(-1).appointments.CONFIRMED).toBe(1);
    }
    // The provider has no permission flag: their own figures only.
    expect((await stats(w.a.provider, w.a, 'period=day')).statusCode).toBe(403);
    expect((await stats(w.a.provider, w.a, `period=month&therapist=${w.a.admin.userId}`)).statusCode).toBe(403);
    const own = await stats(w.a.provider, w.a, `period=week&therapist=${w.a.provider.userId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ scope: 'therapist', therapists: [{ userId: w.a.provider.userId }] });
    // A colleague's own figures leave out the other therapists' appointments.
    const adminsOwn = await stats(w.a.admin, w.a, `period=week&therapist=${w.a.admin.userId}`);
    expect(adminsOwn.json().intervals.at(-1).appointments.CONFIRMED).toBe(0);

    // Granted "see colleagues' appointments in detail", the provider sees the practice.
    const grant = await call(w.t, w.a.owner, 'PATCH', `/api/permission/${w.a.cp.provider}/updatePermission`, { Permission: [{ colleagueDetails: true }] });
    expect(grant.statusCode).toBe(200);
    expect((await stats(w.a.provider, w.a, 'period=day')).json().scope).toBe('practice');
    expect((await stats(w.a.provider, w.a, `period=day&therapist=${w.a.admin.userId}`)).statusCode).toBe(200);
    await call(w.t, w.a.owner, 'PATCH', `/api/permission/${w.a.cp.provider}/updatePermission`, { Permission: [{}] });
  });

  it('refuses other centres, strangers as therapists and bad periods', async () => {
    expect((await stats(w.b.owner, w.a, 'period=week')).statusCode).toBe(404);
    expect((await stats(w.a.owner, w.a, `period=week&therapist=${w.b.provider.userId}`)).statusCode).toBe(404);
    const bad = await stats(w.a.owner, w.a, 'period=year');
    expect(bad.statusCode).toBe(400);
    expect((await stats(w.a.owner, w.a, '')).statusCode).toBe(400);
    expect((await stats(w.a.owner, w.a, 'period=week&therapist=nobody')).statusCode).toBe(400);
  });
});

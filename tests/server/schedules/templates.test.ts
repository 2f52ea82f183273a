/** The weekly schedule template: GET/PUT /booking-api/providers/{id}/schedule-templates (issue 9 §4, §8). */
import { and, eq } from 'drizzle-orm';
import { scheduleTemplateDays } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { addMember, createUser, type TestUser } from '../support/fixtures';
import { call, fieldCodes, useClinicsWorld } from '../centres/world';
import type { ScheduleTemplate, TemplateTimeSlot } from '../../../src/shared/availability';

const week = (centreId: string, days: Partial<Record<number, [string, string, string?][]>>, available: number[] = [1, 2, 3, 4, 5]): ScheduleTemplate => ({
  workingDays: [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({
    weekDay,
    available: available.includes(weekDay),
    timeSlots: (days[weekDay] ?? []).map(([startTime, endTime, c]): TemplateTimeSlot => ({ centreId: c ?? centreId, startTime, endTime })),
  })),
});

describe.each(DB_KINDS)('schedule templates on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const url = (userId: string, q = '') => `/booking-api/providers/${userId}/schedule-templates${q}`;
  const get = (as: TestUser, userId: string, q = '') => call(w.t, as, 'GET', url(userId, q));
  const put = (as: TestUser, userId: string, body: unknown, q = '') => call(w.t, as, 'PUT', url(userId, q), body);

  it('answers the default before anything is saved: seven days, unavailable, 09:00–17:00 in the centre', async () => {
    const res = await get(w.a.provider, w.a.provider.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      workingDays: [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, available: false, timeSlots: [{ centreId: w.a.centreId, startTime: '09:00', endTime: '17:00' }] })),
    });
  });

  it('stores several slots a day, drops N/A slots, sorts, and reads the same back', async () => {
    const body = week(w.a.centreId, { 1: [['13:30', '18:00'], ['N/A', '12:00'], ['08:00', '12:00']], 2: [['22:00', '00:30']], 6: [['09:00', '12:00']] });
    const res = await put(w.a.provider, w.a.provider.userId, body);
    expect(res.statusCode).toBe(200);
    const expected = week(w.a.centreId, { 1: [['08:00', '12:00'], ['13:30', '18:00']], 2: [['22:00', '00:30']], 6: [['09:00', '12:00']] });
    expect(res.json()).toEqual(expected);
    expect((await get(w.a.provider, w.a.provider.userId)).json()).toEqual(expected);
    const rows = await w.t.ctx.db.select().from(scheduleTemplateDays).where(and(eq(scheduleTemplateDays.userId, w.a.provider.userId), eq(scheduleTemplateDays.weekDay, 1)));
    expect(rows.map((r) => [r.available, r.timeSlots])).toEqual([[true, [{ startTime: '08:00', endTime: '12:00' }, { startTime: '13:30', endTime: '18:00' }]]]);
  });

  it('refuses incorrect intervals with incorrectWorkingHours and each wrong field, storing nothing', async () => {
    const before = (await get(w.a.provider, w.a.provider.userId)).json();
    const res = await put(
      w.a.provider,
      w.a.provider.userId,
      week(w.a.centreId, { 1: [['12:00', '09:00']], 2: [['08:00', '12:00'], ['11:30', '14:00']], 3: [['05:30', '09:00'], ['09:15', '10:00']] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'incorrectWorkingHours', message: 'errors.incorrectWorkingHours' });
    expect(fieldCodes(res)).toEqual([
      'workingDays.1.timeSlots.0.endTime:timeSlotOrder',
      'workingDays.2.timeSlots.1.startTime:timeSlotOverlap',
      'workingDays.3.timeSlots.0.startTime:timeSlotChoice',
      'workingDays.3.timeSlots.1.startTime:timeSlotChoice',
    ]);
    expect((await get(w.a.provider, w.a.provider.userId)).json()).toEqual(before);
    const dup = week(w.a.centreId, {});
    dup.workingDays[0].weekDay = 3;
    expect(fieldCodes(await put(w.a.provider, w.a.provider.userId, dup))).toEqual(['workingDays:weekDaysIncomplete']);
    const six = { workingDays: week(w.a.centreId, {}).workingDays.slice(1) };
    expect((await put(w.a.provider, w.a.provider.userId, six)).statusCode).toBe(400);
  });

  it('lets managers set a provider’s hours; a colleague gets 403, another centre 404', async () => {
    const body = week(w.a.centreId, { 4: [['07:00', '11:00']] });
    expect((await put(w.a.admin, w.a.provider.userId, body)).statusCode).toBe(200);
    expect((await get(w.a.owner, w.a.provider.userId)).json().workingDays[4].timeSlots).toEqual([{ centreId: w.a.centreId, startTime: '07:00', endTime: '11:00' }]);
    expect((await get(w.a.provider, w.a.admin.userId)).statusCode).toBe(403);
    expect((await put(w.a.provider, w.a.admin.userId, body)).statusCode).toBe(403);
    expect((await get(w.b.owner, w.a.provider.userId)).statusCode).toBe(404);
    expect((await put(w.b.owner, w.a.provider.userId, week(w.b.centreId, {}))).statusCode).toBe(404);
    expect((await get(w.a.owner, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('keeps a provider of two centres apart: each manager sees and writes only their centre, no overlap across them', async () => {
    const both = await createUser(w.t.ctx, { firstName: 'Zwei Praxen' });
    await addMember(w.t.ctx, w.a.centreId, both, 'PROVIDER');
    await addMember(w.t.ctx, w.b.centreId, both, 'PROVIDER');
    // The provider sets both centres at once.
    const own = week(w.a.centreId, { 1: [['08:00', '12:00'], ['13:00', '17:00', w.b.centreId]], 2: [['08:00', '12:00', w.b.centreId]] });
    const saved = await put(both, both.userId, own);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(own);
    // B's manager sees B's slots only.
    const seenByB = (await get(w.b.owner, both.userId)).json() as ScheduleTemplate;
    expect(seenByB.workingDays[1].timeSlots).toEqual([{ centreId: w.b.centreId, startTime: '13:00', endTime: '17:00' }]);
    expect(JSON.stringify(seenByB)).not.toContain(w.a.centreId);
    // A's manager may not name B, nor overlap B's hours, and keeps B's slots when saving A's.
    const naming = await put(w.a.owner, both.userId, week(w.a.centreId, { 1: [['08:00', '12:00', w.b.centreId]] }));
    expect(naming.statusCode).toBe(400);
    expect(fieldCodes(naming)).toEqual(['workingDays.1.timeSlots.0.centreId:centreNotAllowed']);
    const clash = await put(w.a.owner, both.userId, week(w.a.centreId, { 1: [['16:00', '18:00']] }));
    expect(fieldCodes(clash)).toEqual(['workingDays.1.timeSlots.0.startTime:timeSlotOverlap']);
    expect((await put(w.a.owner, both.userId, week(w.a.centreId, { 1: [['07:00', '13:00']] }))).statusCode).toBe(200);
    const mine = (await get(both, both.userId)).json() as ScheduleTemplate;
    expect(mine.workingDays[1].timeSlots).toEqual([
      { centreId: w.a.centreId, startTime: '07:00', endTime: '13:00' },
      { centreId: w.b.centreId, startTime: '13:00', endTime: '17:00' },
    ]);
    // Narrowed to one centre by the query.
    const onlyB = (await get(both, both.userId, `?centreId=${w.b.centreId}`)).json() as ScheduleTemplate;
    expect(onlyB.workingDays[1].timeSlots).toEqual([{ centreId: w.b.centreId, startTime: '13:00', endTime: '17:00' }]);
  });
});

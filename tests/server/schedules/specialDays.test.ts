/** Special days: GET, POST, PUT, PUT-list and POST …/{id} removal under /api/providers/{pid}/centres/{cid}/special-days. */
import { DB_KINDS } from '../support/testApp';
import type { TestUser } from '../support/fixtures';
import { call, fieldCodes, useClinicsWorld, type Clinic } from '../centres/world';

describe.each(DB_KINDS)('special days on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const base = (c: Clinic, userId: string) => `/api/providers/${userId}/centres/${c.centreId}/special-days`;
  const list = (as: TestUser, userId: string, year: number, c = w.a) => call(w.t, as, 'GET', `${base(c, userId)}?year=${year}`);

  it('creates, reads by year, updates and removes one special day', async () => {
    const p = w.a.provider;
    const created = await call(w.t, p, 'POST', base(w.a, p.userId), { date: '2026-12-24', timeSlots: [{ startTime: '13:00', endTime: '15:00', event: ' Kurs ' }, { startTime: '08:00', endTime: '11:00' }] });
    expect(created.statusCode).toBe(201);
    const day = created.json();
    expect(day).toEqual({
      specialDayId: expect.any(String),
      date: '2026-12-24',
      timeSlots: [
        { startTime: '08:00', endTime: '11:00' },
        { startTime: '13:00', endTime: '15:00', event: 'Kurs' },
      ],
    });
    expect((await list(p, p.userId, 2026)).json()).toEqual({ year: 2026, specialDays: [day] });
    expect((await list(p, p.userId, 2027)).json()).toEqual({ year: 2027, specialDays: [] });

    const moved = await call(w.t, p, 'PUT', base(w.a, p.userId), { specialDayId: day.specialDayId, date: '2026-12-23', timeSlots: [{ startTime: '18:00', endTime: '24:00' }] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ specialDayId: day.specialDayId, date: '2026-12-23', timeSlots: [{ startTime: '18:00', endTime: '24:00' }] });

    const removed = await call(w.t, p, 'POST', `${base(w.a, p.userId)}/${day.specialDayId}`);
    expect(removed.statusCode).toBe(200);
    expect((await list(p, p.userId, 2026)).json().specialDays).toEqual([]);
    expect((await call(w.t, p, 'POST', `${base(w.a, p.userId)}/${day.specialDayId}`)).statusCode).toBe(404);
  });

  it('refuses a second special day on a date (409) and incorrect slots (400 with fields)', async () => {
    const p = w.a.admin;
    expect((await call(w.t, p, 'POST', base(w.a, p.userId), { date: '2026-06-01', timeSlots: [] })).statusCode).toBe(201);
    const twice = await call(w.t, p, 'POST', base(w.a, p.userId), { date: '2026-06-01', timeSlots: [] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('specialDayExists');
    const bad = await call(w.t, p, 'POST', base(w.a, p.userId), {
      date: '2026-06-02',
      timeSlots: [
        { startTime: '10:00', endTime: '09:00' },
        { startTime: '11:00', endTime: '13:00' },
        { startTime: '12:00', endTime: '14:00' },
        { startTime: '25:00', endTime: '26:00' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('incorrectWorkingHours');
    expect(fieldCodes(bad)).toEqual([
      'timeSlots.0.endTime:timeSlotOrder',
      'timeSlots.3.startTime:timeSlotChoice',
      'timeSlots.3.endTime:timeSlotChoice',
      'timeSlots.2.startTime:timeSlotOverlap',
    ]);
    expect((await list(p, p.userId, 2026)).json().specialDays.map((d: { date: string }) => d.date)).toEqual(['2026-06-01']);
  });

  it('replaces a year with PUT-list; a date of another year (wrongly loaded calendar) refuses the whole list', async () => {
    const p = w.a.owner;
    const url = `${base(w.a, p.userId)}/list`;
    await call(w.t, p, 'POST', base(w.a, p.userId), { date: '2027-01-05', timeSlots: [] });
    const res = await call(w.t, p, 'PUT', url, {
      year: 2026,
      specialDays: [
        { date: '2026-03-10', timeSlots: [{ startTime: '09:00', endTime: '12:00' }] },
        { date: '2026-03-09', timeSlots: [] },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().specialDays.map((d: { date: string }) => d.date)).toEqual(['2026-03-09', '2026-03-10']);
    const wrongYear = await call(w.t, p, 'PUT', url, { year: 2026, specialDays: [{ date: '2025-12-31', timeSlots: [] }] });
    expect(wrongYear.statusCode).toBe(400);
    expect(wrongYear.json().code).toBe('calendarYearMismatch');
    expect(fieldCodes(wrongYear)).toEqual(['specialDays.0.date:calendarYearMismatch']);
    const dup = await call(w.t, p, 'PUT', url, { year: 2026, specialDays: [{ date: '2026-01-02', timeSlots: [] }, { date: '2026-01-02', timeSlots: [] }] });
    expect(fieldCodes(dup)).toEqual(['specialDays.1.date:duplicateValue']);
    expect((await list(p, p.userId, 2026)).json().specialDays).toHaveLength(2);
    // Other years stay.
    expect((await list(p, p.userId, 2027)).json().specialDays.map((d: { date: string }) => d.date)).toEqual(['2027-01-05']);
  });

  it('is the provider’s or a manager’s: a colleague gets 403, a stranger 404', async () => {
    const target = w.a.admin.userId;
    expect((await list(w.a.provider, target, 2026)).statusCode).toBe(403);
    expect((await call(w.t, w.a.provider, 'POST', base(w.a, target), { date: '2026-07-01', timeSlots: [] })).statusCode).toBe(403);
    expect((await list(w.a.owner, w.a.provider.userId, 2026)).statusCode).toBe(200);
    expect((await list(w.b.owner, w.a.provider.userId, 2026)).statusCode).toBe(404);
    expect((await list(w.b.owner, w.a.provider.userId, 2026, w.b)).statusCode).toBe(404);
    const [mine] = (await list(w.a.admin, target, 2026)).json().specialDays;
    // Another provider's path cannot reach a special day by id.
    expect((await call(w.t, w.a.owner, 'POST', `${base(w.a, w.a.owner.userId)}/${mine.specialDayId}`)).statusCode).toBe(404);
    expect((await call(w.t, w.a.owner, 'PUT', base(w.a, w.a.owner.userId), { ...mine, timeSlots: [] })).statusCode).toBe(404);
  });
});

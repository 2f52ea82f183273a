import { and, eq } from 'drizzle-orm';
import { centres, daysOff } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call, fieldCodes, useClinicsWorld, type Clinic } from '../centres/world';
import type { DaysOffYear } from '../../../src/shared/api/daysOff';

describe.each(DB_KINDS)('days off on %s', (kind) => {
  const w = useClinicsWorld(kind);

  const url = (c: Clinic, providerUserId: string) => `/api/providers/${providerUserId}/centres/${c.centreId}/days-off`;
  const put = (c: Clinic, as: Clinic['owner'], providerUserId: string, body: DaysOffYear) => call(w.t, as, 'PUT', url(c, providerUserId), body);
  const get = (c: Clinic, as: Clinic['owner'], providerUserId: string, year: number) => call(w.t, as, 'GET', `${url(c, providerUserId)}?year=${year}`);

  it('answers an empty year before anything is saved', async () => {
    const res = await get(w.a, w.a.provider, w.a.provider.userId, 2026);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ year: 2026, days: [] });
  });

  it('stores single days, named ranges and half days, sorted, and reads them back', async () => {
    const body: DaysOffYear = {
      year: 2026,
      days: [
        { date: '2026-12-24', endDate: '2026-12-31', name: ' Weihnachtsferien ' },
        { date: '2026-05-14', name: 'Auffahrt' },
        { date: '2026-09-14', halfDay: 'afternoon', name: 'Knabenschiessen' },
        { date: '2026-03-02', endDate: '2026-03-02' },
      ],
    };
    const res = await put(w.a, w.a.provider, w.a.provider.userId, body);
    expect(res.statusCode).toBe(200);
    const expected = {
      year: 2026,
      days: [
        { date: '2026-03-02' },
        { date: '2026-05-14', name: 'Auffahrt' },
        { date: '2026-09-14', halfDay: 'afternoon', name: 'Knabenschiessen' },
        { date: '2026-12-24', endDate: '2026-12-31', name: 'Weihnachtsferien' },
      ],
    };
    expect(res.json()).toEqual(expected);
    expect((await get(w.a, w.a.provider, w.a.provider.userId, 2026)).json()).toEqual(expected);
  });

  it('replaces the whole year and leaves other years and providers untouched', async () => {
    expect((await put(w.a, w.a.provider, w.a.provider.userId, { year: 2027, days: [{ date: '2027-01-01', endDate: '2027-01-02', name: 'Weihnachtsferien' }] })).statusCode).toBe(200);
    expect((await put(w.a, w.a.owner, w.a.owner.userId, { year: 2026, days: [{ date: '2026-08-01' }] })).statusCode).toBe(200);
    const res = await put(w.a, w.a.provider, w.a.provider.userId, { year: 2026, days: [{ date: '2026-07-06', endDate: '2026-07-24', name: 'Sommerferien' }] });
    expect(res.json()).toEqual({ year: 2026, days: [{ date: '2026-07-06', endDate: '2026-07-24', name: 'Sommerferien' }] });
    expect((await get(w.a, w.a.provider, w.a.provider.userId, 2027)).json().days).toEqual([{ date: '2027-01-01', endDate: '2027-01-02', name: 'Weihnachtsferien' }]);
    expect((await get(w.a, w.a.owner, w.a.owner.userId, 2026)).json().days).toEqual([{ date: '2026-08-01' }]);
    expect((await put(w.a, w.a.provider, w.a.provider.userId, { year: 2026, days: [] })).json()).toEqual({ year: 2026, days: [] });
    const rows = await w.t.ctx.db.select().from(daysOff).where(and(eq(daysOff.centreId, w.a.centreId), eq(daysOff.userId, w.a.provider.userId)));
    expect(rows.map((r) => r.year)).toEqual([2027]);
  });

  it('refuses dates outside the year with calendarYearMismatch and the field, storing nothing', async () => {
    await put(w.a, w.a.admin, w.a.admin.userId, { year: 2026, days: [{ date: '2026-02-02' }] });
    const res = await put(w.a, w.a.admin, w.a.admin.userId, {
      year: 2026,
      days: [{ date: '2026-04-03' }, { date: '2025-12-24', endDate: '2026-01-02', name: 'Weihnachtsferien' }, { date: '2026-12-28', endDate: '2027-01-02' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'calendarYearMismatch', message: 'errors.calendarYearMismatch' });
    expect(fieldCodes(res)).toEqual(['days.1.date:calendarYearMismatch', 'days.2.endDate:calendarYearMismatch']);
    expect((await get(w.a, w.a.admin, w.a.admin.userId, 2026)).json().days).toEqual([{ date: '2026-02-02' }]);
  });

  it('saves a vacation that contains a public holiday; the holiday keeps its name inside it (issue 13)', async () => {
    const body: DaysOffYear = { year: 2026, days: [{ date: '2026-08-01', name: 'Bundesfeier' }, { date: '2026-07-20', endDate: '2026-08-07', name: 'Sommerferien' }] };
    const res = await put(w.a, w.a.owner, w.a.owner.userId, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toEqual([
      { date: '2026-07-20', endDate: '2026-08-07', name: 'Sommerferien' },
      { date: '2026-08-01', name: 'Bundesfeier' },
    ]);
  });

  it('refuses duplicates, overlaps, impossible dates, reversed ranges and half-day ranges', async () => {
    const dup = await put(w.a, w.a.admin, w.a.admin.userId, {
      year: 2026,
      days: [{ date: '2026-05-14' }, { date: '2026-05-10', endDate: '2026-05-20' }, { date: '2026-05-14', name: 'Auffahrt' }, { date: '2026-05-18', endDate: '2026-05-25' }],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().code).toBe('validation');
    // A single day inside a range is a named day of it; the same day twice and overlapping ranges are not.
    expect(fieldCodes(dup).sort()).toEqual(['days.2.date:duplicateValue', 'days.3.date:duplicateValue']);

    const bad = await put(w.a, w.a.admin, w.a.admin.userId, {
      year: 2026,
      days: [{ date: '2026-02-30' }, { date: '2026-06-10', endDate: '2026-06-01' }, { date: '2026-06-15', endDate: '2026-06-16', halfDay: 'morning' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldCodes(bad)).toEqual(['days.0.date:invalidCalendarDate', 'days.1.endDate:invalidDateRange', 'days.2.halfDay:halfDayRange']);

    const shape = await put(w.a, w.a.admin, w.a.admin.userId, { year: 2026, days: [{ date: '1.5.2026', name: 'x'.repeat(51), colour: 'red' }] } as unknown as DaysOffYear);
    expect(shape.statusCode).toBe(400);
    expect(shape.json().code).toBe('validation');
    expect((await get(w.a, w.a.admin, w.a.admin.userId, 2026)).json().days).toEqual([{ date: '2026-02-02' }]);
    expect((await call(w.t, w.a.admin, 'GET', url(w.a, w.a.admin.userId))).statusCode).toBe(400);
  });

  it('lets owners and admins edit any provider of the centre, providers only themselves', async () => {
    const body = { year: 2026, days: [{ date: '2026-10-05', endDate: '2026-10-09', name: 'Weiterbildung' }] };
    expect((await put(w.a, w.a.owner, w.a.provider.userId, body)).statusCode).toBe(200);
    expect((await put(w.a, w.a.admin, w.a.owner.userId, body)).statusCode).toBe(200);
    expect((await get(w.a, w.a.admin, w.a.provider.userId, 2026)).json().days).toEqual(body.days);

    const other = await put(w.a, w.a.provider, w.a.admin.userId, { year: 2026, days: [] });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('accessDenied');
    expect((await get(w.a, w.a.provider, w.a.owner.userId, 2026)).statusCode).toBe(403);
    expect((await get(w.a, w.a.admin, w.a.owner.userId, 2026)).json().days).toEqual(body.days);
    expect((await get(w.a, w.a.owner, w.a.admin.userId, 2026)).json().days).toEqual([{ date: '2026-02-02' }]);
  });

  it('answers 404 for providers not in the centre and for other centres', async () => {
    for (const res of [
      await put(w.a, w.a.owner, w.b.provider.userId, { year: 2026, days: [] }),
      await get(w.a, w.a.owner, w.b.provider.userId, 2026),
      await get(w.a, w.a.owner, 'not-a-uuid', 2026),
      await put(w.b, w.a.owner, w.b.provider.userId, { year: 2026, days: [] }),
      await get(w.b, w.a.owner, w.a.owner.userId, 2026),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Praxis B');
    }
  });

  it('suggests the public holidays of the centre canton in the caller language', async () => {
    await w.t.ctx.db.update(centres).set({ address: [{ state: 'ZH', country: 'CH' }] }).where(eq(centres.id, w.a.centreId));
    const zh = await call(w.t, w.a.provider, 'GET', `/api/centres/${w.a.centreId}/public-holidays?year=2026&lng=de`);
    expect(zh.statusCode).toBe(200);
    const body = zh.json();
    expect(body).toMatchObject({ year: 2026, country: 'CH', state: 'ZH' });
    expect(body.days).toEqual(expect.arrayContaining([
      { date: '2026-05-14', name: 'Auffahrt', type: 'public' },
      { date: '2026-09-14', name: 'Knabenschiessen', type: 'optional', halfDay: 'afternoon' },
    ]));
    expect(body.days.some((d: { name: string }) => d.name === 'Muttertag')).toBe(false);

    const ti = (await call(w.t, w.a.provider, 'GET', `/api/centres/${w.a.centreId}/public-holidays?year=2026&state=TI&lng=it`)).json();
    expect(ti.state).toBe('TI');
    expect(ti.days).toContainEqual({ date: '2026-06-29', name: 'Santi Pietro e Paolo', type: 'public' });

    const national = (await call(w.t, w.a.provider, 'GET', `/api/centres/${w.a.centreId}/public-holidays?year=2026&state=XX`)).json();
    expect(national.state).toBeNull();
    expect(national.days).toContainEqual({ date: '2026-08-01', name: 'Bundesfeiertag', type: 'public' });
    const federal = (await call(w.t, w.a.provider, 'GET', `/api/centres/${w.a.centreId}/public-holidays?year=2026&state=&lng=de`)).json();
    expect(federal.state).toBeNull();
    expect(federal.days.some((d: { name: string }) => d.name === 'Knabenschiessen')).toBe(false);
    expect((await call(w.t, w.a.provider, 'GET', `/api/centres/${w.b.centreId}/public-holidays?year=2026`)).statusCode).toBe(404);
  });
});

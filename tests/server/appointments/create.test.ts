import { eq } from 'drizzle-orm';
import { appointments, appointmentSeries, auditEvents } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { fieldCodes, useClinicsWorld } from '../centres/world';
import { contactOf, create, get, openWeek, slot } from './world';

describe.each(DB_KINDS)('creating appointments on %s', (kind) => {
  const w = useClinicsWorld(kind);

  it('answers 201 with the pinned fields, stores UTC instants in the centre zone and reads it back', async () => {
    await openWeek(w, w.a);
    const contact = await contactOf(w, w.a);
    const res = await create(w, w.a.provider, slot(w.a, '2027-03-01', '09:00', '09:45', { contact_fk: contact, notes: 'Rücken', startBufferTime: 10, endBufferTime: 5 }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'CONFIRMED', date: '2027-03-01', startTime: '09:00', endTime: '09:45', contact_fk: contact, duration: 45, warnings: [], count: 1 });
    expect(body.appointment_id).toEqual(expect.any(String));
    // Zurich is UTC+1 in March before the switch.
    expect(body.startsAt).toBe('2027-03-01T08:00:00.000Z');
    expect(body.busyFrom).toBe('2027-03-01T07:50:00.000Z');
    expect(body.busyUntil).toBe('2027-03-01T08:50:00.000Z');
    const again = await get(w, w.a.owner, body.appointment_id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ appointment_id: body.appointment_id, notes: 'Rücken', resourceId: w.a.provider.userId });
    const audit = await w.t.ctx.db.select().from(auditEvents).where(eq(auditEvents.objectId, body.appointment_id));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'read']);
  });

  it('refuses bad bodies with field errors and writes nothing', async () => {
    const before = (await w.t.ctx.db.select().from(appointments)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...slot(w.a, '2027-02-30', '09:00', '10:00') }, 'date:'],
      [{ ...slot(w.a, '2027-03-02', '9:00', '10:00') }, 'startTime:'],
      [{ ...slot(w.a, '2027-03-02', '09:00', '09:00') }, 'endTime:invalidTimeRange'],
      [{ ...slot(w.a, '2027-03-02', '09:00', '10:00'), status: 'BILLED', unknown: 1 }, 'unknown:'],
      [{ ...slot(w.a, '2027-03-02', '09:00', '10:00'), resourceId: w.b.provider.userId }, 'resourceId:invalidReference'],
      [{ ...slot(w.a, '2027-03-02', '09:00', '10:00'), repetition: { frequency: 'WEEKLY', interval: 0, end: 'ENDLESS' } }, 'repetition.interval:tooSmall'],
      [{ ...slot(w.a, '2027-03-02', '09:00', '10:00'), repetition: { frequency: 'YEARLY', interval: 1, end: 'OCCURRENCES' } }, 'repetition.frequency:invalidValue'],
    ];
    for (const [body, expected] of cases) {
      const res = await create(w, w.a.owner, body);
      expect([res.statusCode, fieldCodes(res).some((f) => f.startsWith(expected))]).toEqual([400, true]);
    }
    const contactOfB = await contactOf(w, w.b);
    const foreign = await create(w, w.a.owner, slot(w.a, '2027-03-02', '09:00', '10:00', { contact_fk: contactOfB }));
    expect(fieldCodes(foreign)).toEqual(['contact_fk:invalidReference']);
    expect((await w.t.ctx.db.select().from(appointments)).length).toBe(before);
  });

  it('answers 409 appointmentOverlap naming the clashing time, buffers included; cancelled ones do not count', async () => {
    const first = await create(w, w.a.owner, slot(w.a, '2027-04-05', '10:00', '11:00', { endBufferTime: 15 }));
    expect(first.statusCode).toBe(201);
    const clash = await create(w, w.a.owner, slot(w.a, '2027-04-05', '11:10', '12:00'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'appointmentOverlap', message: 'errors.appointmentOverlap', dates: ['2027-04-05'], clash: { date: '2027-04-05', startTime: '10:00', endTime: '11:00' } });
    // Right after the buffer is free; another therapist at the same time too.
    expect((await create(w, w.a.owner, slot(w.a, '2027-04-05', '11:15', '12:00'))).statusCode).toBe(201);
    expect((await create(w, w.a.owner, slot(w.a, '2027-04-05', '10:00', '11:00', { resourceId: w.a.admin.userId }))).statusCode).toBe(201);
  });

  it('creates a weekly series 18 months ahead that stays at 09:00 across the DST changes', async () => {
    const res = await create(w, w.a.owner, slot(w.a, '2027-03-15', '09:00', '10:00', { repetition: { frequency: 'WEEKLY', interval: 1, weekDays: [1], end: 'OCCURRENCES', occurrences: 4 } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().count).toBe(4);
    const rows = await w.t.ctx.db.select().from(appointments).where(eq(appointments.seriesFk, res.json().series_fk)).orderBy(appointments.seriesIndex);
    expect(rows.map((r) => [r.date, r.startTime, r.startsAt?.toISOString()])).toEqual([
      ['2027-03-15', '09:00', '2027-03-15T08:00:00.000Z'],
      ['2027-03-22', '09:00', '2027-03-22T08:00:00.000Z'],
      // 28 March 2027: Zurich moves to UTC+2.
      ['2027-03-29', '09:00', '2027-03-29T07:00:00.000Z'],
      ['2027-04-05', '09:00', '2027-04-05T07:00:00.000Z'],
    ]);
    const [series] = await w.t.ctx.db.select().from(appointmentSeries).where(eq(appointmentSeries.id, res.json().series_fk));
    expect(series).toMatchObject({ timeZone: 'Europe/Zurich', rule: { frequency: 'WEEKLY', interval: 1, weekDays: [1], end: 'OCCURRENCES', occurrences: 4 } });
  });

  it('expands an endless series to the horizon, 18 months ahead', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await create(w, w.a.owner, slot(w.a, today, '06:00', '06:30', { resourceId: w.a.owner.userId, repetition: { frequency: 'MONTHLY', interval: 1, end: 'ENDLESS' } }));
    expect(res.statusCode).toBe(201);
    // 19 months counted with the first one; a month without that day (the 31st) is skipped.
    expect(res.json().count).toBeGreaterThanOrEqual(11);
    expect(res.json().count).toBeLessThanOrEqual(19);
  });

  it('refuses a whole series that clashes on some dates, naming them, and creates none of it', async () => {
    await create(w, w.a.owner, slot(w.a, '2027-06-16', '14:00', '15:00'));
    await create(w, w.a.owner, slot(w.a, '2027-06-30', '14:30', '15:30'));
    const before = (await w.t.ctx.db.select().from(appointments)).length;
    const res = await create(w, w.a.owner, slot(w.a, '2027-06-02', '14:00', '15:00', { repetition: { frequency: 'WEEKLY', interval: 1, end: 'EXACT_DATE', endDate: '2027-07-14' } }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'appointmentOverlap', dates: ['2027-06-16', '2027-06-30'] });
    expect((await w.t.ctx.db.select().from(appointments)).length).toBe(before);
    expect((await w.t.ctx.db.select().from(appointmentSeries).where(eq(appointmentSeries.firstDate, '2027-06-02'))).length).toBe(0);
  });

  it('accepts a time on a day off with a warning', async () => {
    await w.t.app.inject({
      method: 'PUT',
      url: `/api/providers/${w.a.provider.userId}/centres/${w.a.centreId}/days-off`,
      headers: { ...w.a.provider.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ year: 2027, days: [{ date: '2027-08-02', name: 'Ferien' }] }),
    });
    const res = await create(w, w.a.provider, slot(w.a, '2027-08-02', '08:00', '09:00'));
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual([{ code: 'dayOff', date: '2027-08-02' }]);
  });

  it('accepts a time outside working hours with a warning, and one inside without', async () => {
    await openWeek(w, w.a);
    const early = await create(w, w.a.provider, slot(w.a, '2027-08-03', '06:00', '06:45'));
    expect(early.statusCode).toBe(201);
    expect(early.json().warnings).toEqual([{ code: 'outsideWorkingHours', date: '2027-08-03' }]);
    const inside = await create(w, w.a.provider, slot(w.a, '2027-08-03', '19:00', '20:00'));
    expect(inside.json().warnings).toEqual([]);
    // 1 August is a public holiday in every canton: no working hours that day.
    const holiday = await create(w, w.a.provider, slot(w.a, '2027-08-01', '10:00', '11:00'));
    expect(holiday.json().warnings).toEqual([{ code: 'outsideWorkingHours', date: '2027-08-01' }]);
  });

  it('does not let the database hold two overlapping live rows, even written directly', async () => {
    const row = { centreId: w.a.centreId, date: '2027-09-01', startTime: '10:00', endTime: '11:00', resourceId: w.a.provider.userId, startsAt: new Date('2027-09-01T08:00Z'), endsAt: new Date('2027-09-01T09:00Z'), busyFrom: new Date('2027-09-01T08:00Z'), busyUntil: new Date('2027-09-01T09:00Z') };
    await w.t.ctx.db.insert(appointments).values(row);
    await expect(w.t.ctx.db.insert(appointments).values({ ...row, busyFrom: new Date('2027-09-01T08:59Z'), startsAt: new Date('2027-09-01T08:59Z') })).rejects.toThrow();
    await expect(w.t.ctx.db.insert(appointments).values({ ...row, busyFrom: null })).rejects.toThrow();
    await w.t.ctx.db.insert(appointments).values({ ...row, status: 'CANCELLED' });
  });
});

/**
 * The extension job of ENDLESS series (issue 9 §2): rows after `expanded_until` through the moving
 * 18-month horizon, clashes skipped and recorded, ended series left alone, idempotent.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { appointmentSeries, appointments, auditEvents, centreProviders, googleCalendarAccounts } from '../../../src/server/db/schema';
import { extendEndlessSeries } from '../../../src/server/services/appointments/seriesExtension';
import { localToday } from '../../../src/server/services/appointments/times';
import { continueSeries, horizonDate } from '../../../src/shared/recurrence';
import { DB_KINDS } from '../support/testApp';
import { useClinicsWorld } from '../centres/world';
import { cancel, create, slot, undo } from './world';

const DAY = 86_400_000;
const log = { info: () => undefined, warn: jest.fn() };

describe.each(DB_KINDS)('extending endless series on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const today = localToday('Europe/Zurich');

  const endless = async (startTime: string, endTime: string, repetition: Record<string, unknown> = { frequency: 'WEEKLY', interval: 1, end: 'ENDLESS' }) => {
    const res = await create(w, w.a.owner, slot(w.a, today, startTime, endTime, { notes: 'Serie', startBufferTime: 5, repetition }));
    expect(res.statusCode).toBe(201);
    const [series] = await w.t.ctx.db.select().from(appointmentSeries).where(eq(appointmentSeries.id, res.json().series_fk));
    return { series, first: res.json().appointment_id as string };
  };
  const rowsOf = (seriesId: string) => w.t.ctx.db.select().from(appointments).where(eq(appointments.seriesFk, seriesId)).orderBy(asc(appointments.seriesIndex));
  const seriesRow = async (id: string) => (await w.t.ctx.db.select().from(appointmentSeries).where(eq(appointmentSeries.id, id)))[0];
  const run = (daysLater: number, jobs = w.t.ctx.jobs) => extendEndlessSeries(w.t.ctx.db, w.t.ctx.events, jobs, log, new Date(Date.now() + daysLater * DAY));

  it('adds the occurrences the moved horizon reaches, with the template, and a second run adds none', async () => {
    const { series } = await endless('07:00', '07:30');
    const before = await rowsOf(series.id);
    expect(series.expandedUntil).toBe(horizonDate(today));
    const seen: string[][] = [];
    w.t.ctx.events.on('appointment_changed', (e) => seen.push(e.appointmentIds));

    const report = await run(45);
    const later = localToday('Europe/Zurich', Date.now() + 45 * DAY);
    const expected = continueSeries({ date: today, startTime: '07:00', endTime: '07:30', timeZone: 'Europe/Zurich' }, { frequency: 'WEEKLY', interval: 1, end: 'ENDLESS' }, { after: series.expandedUntil, until: horizonDate(later) });
    expect(expected.length).toBeGreaterThanOrEqual(6);
    expect(report.created).toBeGreaterThanOrEqual(expected.length);
    const after = await rowsOf(series.id);
    const added = after.slice(before.length);
    expect(added.map((r) => [r.seriesIndex, r.date])).toEqual(expected.map((o) => [o.index, o.date]));
    expect(added.every((r) => r.startTime === '07:00' && r.notes === 'Serie' && r.startBufferTime === 5 && r.status === 'CONFIRMED' && r.centreId === w.a.centreId)).toBe(true);
    expect(added[0].startsAt).toEqual(expected[0].startAt);
    expect((await seriesRow(series.id)).expandedUntil).toBe(horizonDate(later));
    expect(seen.flat()).toEqual(expect.arrayContaining(added.map((r) => r.appointmentId)));
    const audited = await w.t.ctx.db.select().from(auditEvents).where(eq(auditEvents.objectId, added[0].appointmentId));
    expect(audited).toMatchObject([{ action: 'create', userId: null }]);

    // Idempotent: the same day again (or a second process) finds nothing to add.
    const again = await run(45);
    expect(again.created).toBe(0);
    expect(await rowsOf(series.id)).toHaveLength(after.length);
  });

  it('sends the new rows to Google when the centre writes into Google calendars', async () => {
    const { series } = await endless('06:00', '06:30');
    const [provider] = await w.t.ctx.db.select().from(centreProviders).where(and(eq(centreProviders.centreId, w.a.centreId), eq(centreProviders.userId, w.a.owner.userId)));
    await w.t.ctx.db.insert(googleCalendarAccounts).values({
      centreId: w.a.centreId, providerId: provider.id, googleAccount: 'owner@example.com', accessTokenEnc: 'x', refreshTokenEnc: 'x', accessTokenExpiresAt: new Date(), writeCalendarId: 'work@group.calendar.google.com',
    });
    try {
      const sent: { queue: string; data: { appointmentId: string } }[] = [];
      const before = await rowsOf(series.id);
      const report = await run(30, { ...w.t.ctx.jobs, send: async (queue: string, data: unknown) => { sent.push({ queue, data: data as { appointmentId: string } }); return 'job'; } } as typeof w.t.ctx.jobs);
      expect(report.created).toBeGreaterThan(0);
      const added = (await rowsOf(series.id)).slice(before.length).map((r) => r.appointmentId);
      expect(sent.filter((j) => j.queue === 'google-calendar-write').map((j) => j.data.appointmentId).sort()).toEqual([...added].sort());
    } finally {
      await w.t.ctx.db.delete(googleCalendarAccounts).where(eq(googleCalendarAccounts.centreId, w.a.centreId));
    }
  });

  it('skips a date whose slot is taken, records it on the series and continues the rest', async () => {
    const { series } = await endless('12:00', '13:00', { frequency: 'DAILY', interval: 1, end: 'ENDLESS' });
    // Two days after the current horizon the therapist already holds 12:30.
    const taken = new Date(Date.parse(`${series.expandedUntil}T00:00:00Z`) + 2 * DAY).toISOString().slice(0, 10);
    const blocker = await create(w, w.a.owner, slot(w.a, taken, '12:30', '13:30'));
    expect(blocker.statusCode).toBe(201);
    const report = await run(10);
    expect(report.failed).toBe(0);
    expect(report.skipped).toBeGreaterThanOrEqual(1);
    const rows = await rowsOf(series.id);
    expect(rows.some((r) => r.date === taken)).toBe(false);
    const next = new Date(Date.parse(`${taken}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    expect(rows.some((r) => r.date === next)).toBe(true);
    expect((await seriesRow(series.id)).skippedDates).toEqual([{ date: taken, reason: 'clash', at: expect.any(String) }]);
    // The series' indexes stay those of the rule: the skipped date's index has no row.
    const idx = rows.map((r) => r.seriesIndex as number);
    expect(idx[idx.length - 1]).toBe(rows.length);
  });

  it('leaves a series ended "this and all following" alone, and goes on after its undo', async () => {
    const { series } = await endless('15:00', '15:45');
    const rows = await rowsOf(series.id);
    const cancelled = await cancel(w, w.a.owner, rows[3].appointmentId, 'currentAndFuture');
    expect(cancelled.statusCode).toBe(200);
    expect((await seriesRow(series.id)).endedFromIndex).toBe(3);
    // Other tests' series go on; this one gets nothing.
    await run(60);
    expect(await rowsOf(series.id)).toHaveLength(rows.length);

    expect((await undo(w, w.a.owner, rows[3].appointmentId)).statusCode).toBe(200);
    expect((await seriesRow(series.id)).endedFromIndex).toBeNull();
    await run(60);
    expect((await rowsOf(series.id)).length).toBeGreaterThan(rows.length);

    // Deleting the whole series ends it too.
    const status = await w.t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${rows[1].appointmentId}/status`,
      headers: { ...w.a.owner.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ status: 'DELETED', updateType: 'all' }),
    });
    expect(status.statusCode).toBe(200);
    expect((await seriesRow(series.id)).endedFromIndex).toBe(0);
    const total = (await rowsOf(series.id)).length;
    await run(120);
    expect(await rowsOf(series.id)).toHaveLength(total);
    const live = await w.t.ctx.db.select().from(appointments).where(and(eq(appointments.seriesFk, series.id), ne(appointments.status, 'DELETED')));
    expect(live).toEqual([]);
  });

  it('does not touch series with an end, and two runs at once add each row once', async () => {
    const limited = await endless('18:00', '18:30', { frequency: 'WEEKLY', interval: 1, end: 'OCCURRENCES', occurrences: 3 });
    const open = await endless('19:00', '19:30');
    const count = (await rowsOf(open.series.id)).length;
    const [r1, r2] = await Promise.all([run(200), run(200)]);
    expect(r1.failed + r2.failed).toBe(0);
    const rows = await rowsOf(open.series.id);
    expect(new Set(rows.map((r) => r.seriesIndex)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(count + 20);
    expect(await rowsOf(limited.series.id)).toHaveLength(3);
  });
});

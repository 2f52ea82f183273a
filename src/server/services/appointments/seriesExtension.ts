/**
 * The extension job of ENDLESS series (issue 9 §2; queue `appointment-series-extension`, daily):
 * rows exist 18 months ahead, so as days pass each endless series gets the occurrences after its
 * `expanded_until` through the new horizon (in the series' own zone). Series ended "this and all
 * following" are skipped (`extensionRange`). A date whose slot the therapist already holds is
 * left out and recorded on the series (`skipped_dates`), never failing the series or the job; the
 * exclusion constraint stays the guarantee (a simultaneous create that wins makes the series try
 * again once). Idempotent by design: each series is continued in one transaction that locks its
 * row, re-reads `expanded_until` and moves it forward with the rows, so a second run (another
 * process, a retry after a crash) finds nothing left to add.
 */
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { acrossCentres, forCentre } from '../../db/centreScope';
import { appointmentSeries, appointments, type AuditDetail } from '../../db/schema';
import type { SkippedDate } from '../../db/appointmentTables';
import { publishAfterCommit, type DomainEventBus } from '../../events/bus';
import { recordAuditMany } from '../audit/recordAudit';
import { queueGoogleWrites, type WriteQueue } from '../googleCalendar/writeQueue';
import { DAY_MS, fromDayNumber } from '../../../shared/recurrence/calendarDays';
import { continueSeries, extensionRange, horizonDate, RecurrenceInputError } from '../../../shared/recurrence';
import { findClashes, isOverlapViolation } from './overlap';
import { seriesRows } from './seriesRows';
import { localToday } from './times';

export interface ExtensionReport {
  /** Series that got new rows or skipped dates. */
  extended: number;
  created: number;
  skipped: number;
  /** Series that could not be continued this time (logged; the next run tries again). */
  failed: number;
}

const PAGE = 100;

/** Continues one series under its row lock; answers the rows created and the dates skipped. */
async function extendOne(db: Db, events: DomainEventBus, jobs: WriteQueue, seriesId: string, now: Date): Promise<{ created: number; skipped: number }> {
  return publishAfterCommit(events, (pending) =>
    db.transaction(async (tx) => {
      const [series] = await tx
        .select()
        .from(acrossCentres(appointmentSeries, 'the extension job continues the endless series of every centre'))
        .where(eq(appointmentSeries.id, seriesId))
        .for('update');
      if (!series) return { created: 0, skipped: 0 };
      const range = extensionRange({ rule: series.rule, expandedUntil: series.expandedUntil, ended: series.endedFromIndex !== null }, localToday(series.timeZone, now.getTime()));
      if (!range || !series.rule) return { created: 0, skipped: 0 };
      const occurrences = continueSeries({ date: series.firstDate, startTime: series.startTime, endTime: series.endTime, timeZone: series.timeZone }, series.rule, range);
      const planned = seriesRows(series, occurrences, now);
      const clashDates = new Set((await findClashes(tx, series.resourceId, planned.times)).map((c) => c.date));
      const inserts = planned.inserts.filter((r) => !clashDates.has(r.date));
      const scoped = forCentre(tx, series.centreId);
      const saved: { id: string }[] = [];
      for (let i = 0; i < inserts.length; i += 200) saved.push(...(await scoped.insert(appointments).values(inserts.slice(i, i + 200)).returning({ id: appointments.appointmentId })));
      const skippedDates: SkippedDate[] = [...clashDates].sort().map((date) => ({ date, reason: 'clash', at: now.toISOString() }));
      await scoped
        .update(appointmentSeries)
        .set({ expandedUntil: range.until, skippedDates: [...series.skippedDates, ...skippedDates], updatedAt: now })
        .where(eq(appointmentSeries.id, series.id));
      await recordAuditMany(
        tx,
        series.centreId,
        saved.map((r) => ({ userId: null, role: null, action: 'create' as const, objectType: 'appointment', objectId: r.id, detail: { via: 'seriesExtension' } as AuditDetail })),
      );
      // Into the therapist's Google calendar like any created appointment (reminders come with the hourly sweep).
      await queueGoogleWrites(tx, jobs, series.centreId, saved.map((r) => ({ appointmentId: r.id })));
      if (saved.length > 0) pending.add('appointment_changed', { centreId: series.centreId, appointmentIds: saved.map((r) => r.id), kind: 'created' });
      return { created: saved.length, skipped: skippedDates.length };
    }),
  );
}

/** Candidates: endless, not ended, expanded short of the latest horizon any zone can have now. */
async function candidates(db: Queryable, now: Date, afterId: string | null): Promise<string[]> {
  // The zone furthest ahead of UTC is at most a day ahead: its horizon bounds every series'.
  const latest = horizonDate(fromDayNumber(Math.floor(now.getTime() / DAY_MS) + 1));
  const rows = await db
    .select({ id: appointmentSeries.id })
    .from(acrossCentres(appointmentSeries, 'the extension job looks for endless series of every centre'))
    .where(
      and(
        sql`${appointmentSeries.rule}->>'end' = 'ENDLESS'`,
        isNull(appointmentSeries.endedFromIndex),
        lt(appointmentSeries.expandedUntil, latest),
        afterId ? gt(appointmentSeries.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(appointmentSeries.id))
    .limit(PAGE);
  return rows.map((r) => r.id);
}

/** Runs the extension over every endless series (the job's work); `now` is the clock (tests move it). */
export async function extendEndlessSeries(db: Db, events: DomainEventBus, jobs: WriteQueue, log: Pick<FastifyBaseLogger, 'warn' | 'info'>, now = new Date()): Promise<ExtensionReport> {
  const report: ExtensionReport = { extended: 0, created: 0, skipped: 0, failed: 0 };
  let afterId: string | null = null;
  for (;;) {
    const ids = await candidates(db, now, afterId);
    if (ids.length === 0) break;
    afterId = ids[ids.length - 1];
    for (const id of ids) {
      // A create that took a slot between our check and insert wins; one more try names it a skip.
      for (let attempt = 1; ; attempt++) {
        try {
          const r = await extendOne(db, events, jobs, id, now);
          if (r.created + r.skipped > 0) report.extended++;
          report.created += r.created;
          report.skipped += r.skipped;
          if (r.skipped > 0) log.info({ seriesId: id, skipped: r.skipped }, 'series extension: dates skipped (slot taken)');
          break;
        } catch (err) {
          if (attempt < 2 && isOverlapViolation(err)) continue;
          report.failed++;
          log.warn({ seriesId: id, err: err instanceof RecurrenceInputError ? err.message : err }, 'series extension: series not continued');
          break;
        }
      }
    }
  }
  return report;
}

/**
 * Clashes with a therapist's other appointments. The exclusion constraint `appointments_no_overlap`
 * (migrations/0014_appointments.sql) is the guarantee; this module names what clashed, before a
 * series is written (so the answer lists every clashing date) and after the constraint refused a
 * row (a simultaneous create won).
 */
import { and, eq, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { acrossCentres } from '../../db/centreScope';
import { appointments } from '../../db/schema';
import { conflict, type HttpError } from '../../errors';
import { FREEING_STATUSES } from './transitions';

export interface BusyRange {
  date: string;
  busyFrom: Date;
  busyUntil: Date;
}

export interface Clash {
  /** The date of the new appointment that clashes. */
  date: string;
  /** The time of the appointment already there (its own centre's wall clock). */
  with: { date: string; startTime: string; endTime: string };
}

const overlaps = (r: BusyRange): SQL =>
  sql`tstzrange(${appointments.busyFrom}, ${appointments.busyUntil}, '[)') && tstzrange(${r.busyFrom.toISOString()}::timestamptz, ${r.busyUntil.toISOString()}::timestamptz, '[)')`;

/**
 * Holds the therapist's time until the transaction ends. Writers of one therapist's time queue here
 * instead of inside the exclusion constraint, where two simultaneous inserts can each wait for the
 * other's uncommitted row and one is killed as a deadlock (seen: 40 of 4,900 creates answered 500).
 * Re-entrant within a transaction; outside one it lasts for the statement only.
 */
export async function lockTherapistTime(db: Queryable, resourceId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`therapist-time:${resourceId}`}))`);
}

/**
 * The therapist's live appointments overlapping any of `ranges`, except `ignoreIds` (the rows being
 * moved). Takes the therapist's time lock first, so in a transaction the answer stays true until commit.
 */
export async function findClashes(db: Queryable, resourceId: string, ranges: BusyRange[], ignoreIds: string[] = []): Promise<Clash[]> {
  await lockTherapistTime(db, resourceId);
  const clashes: Clash[] = [];
  // In chunks: a long daily series has hundreds of dates.
  for (let i = 0; i < ranges.length; i += 200) {
    const chunk = ranges.slice(i, i + 200);
    const rows = await db
      .select({ date: appointments.date, startTime: appointments.startTime, endTime: appointments.endTime, busyFrom: appointments.busyFrom, busyUntil: appointments.busyUntil })
      .from(acrossCentres(appointments, 'a therapist cannot be in two appointments at once, in any of their centres'))
      .where(
        and(
          eq(appointments.resourceId, resourceId),
          notInArray(appointments.status, [...FREEING_STATUSES]),
          // Entries of a group slot share its time: the slot's first appointment holds it (migration 0020).
          isNull(appointments.groupEventFk),
          ignoreIds.length > 0 ? notInArray(appointments.appointmentId, ignoreIds) : undefined,
          or(...chunk.map(overlaps)),
        ),
      )
      .orderBy(appointments.busyFrom);
    for (const r of chunk) {
      const hit = rows.find((a) => (a.busyFrom as Date) < r.busyUntil && (a.busyUntil as Date) > r.busyFrom);
      if (hit) clashes.push({ date: r.date, with: { date: hit.date, startTime: hit.startTime, endTime: hit.endTime } });
    }
  }
  return clashes;
}

/** The 409 answer: the clashing dates of the new appointment(s) and the times already taken. */
export function overlapError(clashes: Clash[]): HttpError {
  const first = clashes[0]?.with;
  return conflict('appointmentOverlap', {
    dates: [...new Set(clashes.map((c) => c.date))],
    clashes,
    ...(first ? { clash: first } : {}),
  });
}

/** Whether a database error is the no-overlap constraint refusing a row (SQLSTATE 23P01). */
export function isOverlapViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23P01' || /appointments_no_overlap/.test(pg.message ?? '')) return true;
  }
  return false;
}


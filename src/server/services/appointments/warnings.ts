/**
 * Warnings a staff appointment is saved with (issue 9 §3): staff know their week, so a time on a
 * day off, on a Google busy block or outside working hours is accepted and named in `warnings`;
 * the calendar asks before saving. Online booking never offers such times.
 */
import { and, eq, gt, gte, lt, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { forCentre } from '../../db/centreScope';
import { centreProviders, daysOff, googleCalendarBusyBlocks } from '../../db/schema';
import type { TimedRow } from './times';

export type WarningCode = 'dayOff' | 'googleBusy' | 'outsideWorkingHours';
export interface AppointmentWarning {
  code: WarningCode;
  date: string;
}

/**
 * Where working hours come from. The schedules domain (schedule templates, special days) is built
 * in parallel; TODO(lead): wire its implementation into `setWorkingHoursSource` when it lands.
 * Until then no appointment is reported outside working hours.
 */
export interface WorkingHoursSource {
  /** The dates among `rows` whose time lies outside the therapist's working hours in the centre. */
  outsideWorkingHours(db: Queryable, centreId: string, resourceId: string, rows: TimedRow[]): Promise<string[]>;
}

let workingHours: WorkingHoursSource | null = null;
export function setWorkingHoursSource(source: WorkingHoursSource | null): void {
  workingHours = source;
}

const HALF_DAY_NOON = '12:00';

export async function appointmentWarnings(db: Queryable, centreId: string, resourceId: string, rows: (TimedRow & { startTime: string })[]): Promise<AppointmentWarning[]> {
  if (rows.length === 0) return [];
  const scoped = forCentre(db, centreId);
  const first = rows[0].date;
  const last = rows[rows.length - 1].date;
  const out: AppointmentWarning[] = [];
  const offs = await scoped
    .select({ start: daysOff.startDate, end: daysOff.endDate, halfDay: daysOff.halfDay })
    .from(daysOff)
    .where(and(eq(daysOff.userId, resourceId), lte(daysOff.startDate, last), gte(daysOff.endDate, first)));
  for (const r of rows) {
    const hit = offs.some((o) => o.start <= r.date && o.end >= r.date && (!o.halfDay || (o.halfDay === 'morning') === r.startTime < HALF_DAY_NOON));
    if (hit) out.push({ code: 'dayOff', date: r.date });
  }
  const [cp] = await scoped.select({ id: centreProviders.id }).from(centreProviders).where(eq(centreProviders.userId, resourceId));
  if (cp) {
    const blocks = await scoped
      .select({ startsAt: googleCalendarBusyBlocks.startsAt, endsAt: googleCalendarBusyBlocks.endsAt })
      .from(googleCalendarBusyBlocks)
      .where(and(eq(googleCalendarBusyBlocks.providerId, cp.id), lt(googleCalendarBusyBlocks.startsAt, rows[rows.length - 1].endsAt), gt(googleCalendarBusyBlocks.endsAt, rows[0].startsAt)));
    for (const r of rows) if (blocks.some((b) => b.startsAt < r.endsAt && b.endsAt > r.startsAt)) out.push({ code: 'googleBusy', date: r.date });
  }
  if (workingHours) for (const date of await workingHours.outsideWorkingHours(db, centreId, resourceId, rows)) out.push({ code: 'outsideWorkingHours', date });
  return out;
}


/**
 * Warnings a staff appointment is saved with (issue 9 §3): staff know their week, so a time on a
 * day off, on a Google busy block or outside working hours is accepted and named in `warnings`;
 * the calendar asks before saving. Online booking never offers such times.
 */
import { and, eq, gt, gte, lt, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { forCentre } from '../../db/centreScope';
import { centreProviders, daysOff, googleCalendarBusyBlocks } from '../../db/schema';
import { mergeIntervals } from '../../../shared/availability';
import { workingTimeFor } from '../schedules/effectiveHours';
import type { TimedRow } from './times';

export type WarningCode = 'dayOff' | 'googleBusy' | 'outsideWorkingHours';
export interface AppointmentWarning {
  code: WarningCode;
  date: string;
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
  // Working hours: the weekly template, special days, minus days off and public holidays (services/schedules).
  // A day off already says why; outsideWorkingHours is named for the other dates.
  const hours = await workingTimeFor(db, centreId, resourceId, { from: rows[0].startsAt, to: rows[rows.length - 1].endsAt });
  const windows = mergeIntervals(hours.intervals.map((i) => ({ start: i.startsAt.getTime(), end: i.endsAt.getTime() })));
  const offDates = new Set(out.filter((x) => x.code === 'dayOff').map((x) => x.date));
  for (const r of rows) {
    const inside = windows.some((i) => i.start <= r.startsAt.getTime() && i.end >= r.endsAt.getTime());
    if (!inside && !offDates.has(r.date)) out.push({ code: 'outsideWorkingHours', date: r.date });
  }
  return out;
}


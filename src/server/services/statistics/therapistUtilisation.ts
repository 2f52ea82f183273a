/**
 * Each therapist's working time and booked time over the statistics intervals. Working time is
 * the effective schedule of services/schedules (template, special days, minus days off and the
 * canton's public holidays), the same hours GET /api/providers/schedule shows; booked time is
 * that of appointments holding the therapist's time (not cancelled, denied or deleted; a group
 * slot once, not per client who joined it).
 */
import type { Queryable } from '../../db/client';
import { effectiveHours, type CentreCalendar } from '../schedules/effectiveHours';
import type { Interval } from '../../../shared/availability';
import { FREEING_STATUSES, type AppointmentStatus } from '../../../shared/appointments/transitions';
import { fromDayNumber, toDayNumber } from '../../../shared/recurrence/calendarDays';
import { wallClockToInstant } from '../../../shared/recurrence/zonedTime';
import { localDayNumber, type StatisticsInterval } from '../../../shared/statistics/periods';
import { toEpochMinute, utilisationByWindow, type Utilisation } from '../../../shared/statistics/utilisation';

export interface AppointmentTimes {
  resourceId: string;
  status: string;
  startsAt: Date | null;
  endsAt: Date | null;
  groupEventFk: string | null;
}

export type TherapistUtilisation = { total: Utilisation; intervals: Utilisation[] };

const holdsTime = (r: AppointmentTimes) => !FREEING_STATUSES.includes(r.status as AppointmentStatus) && r.groupEventFk === null && r.startsAt !== null && r.endsAt !== null;

export async function therapistUtilisation(
  db: Queryable,
  centreId: string,
  cal: CentreCalendar,
  userIds: string[],
  intervals: StatisticsInterval[],
  rows: AppointmentTimes[],
): Promise<Map<string, TherapistUtilisation>> {
  const periodStart = intervals[0].start;
  const periodEnd = intervals[intervals.length - 1].end;
  // The day before too: its slots may run past midnight (until 00:30).
  const firstDay = localDayNumber(periodStart, cal.timeZone) - 1;
  const lastDay = localDayNumber(periodEnd - 1, cal.timeZone);
  const hours = await effectiveHours(db, centreId, userIds, fromDayNumber(firstDay), fromDayNumber(lastDay), cal);
  const windows: Interval[] = intervals.map((x) => ({ start: toEpochMinute(x.start), end: toEpochMinute(x.end) }));
  const out = new Map<string, TherapistUtilisation>();
  for (const userId of userIds) {
    const working: Interval[] = [];
    for (const day of hours.get(userId) ?? []) {
      const n = toDayNumber(day.date);
      for (const i of day.intervals) {
        working.push({ start: toEpochMinute(wallClockToInstant(n, i.start, cal.timeZone).utcMs), end: toEpochMinute(wallClockToInstant(n, i.end, cal.timeZone).utcMs) });
      }
    }
    const booked = rows.filter((r) => r.resourceId === userId && holdsTime(r)).map((r) => ({ start: toEpochMinute(r.startsAt!.getTime()), end: toEpochMinute(r.endsAt!.getTime()) }));
    out.set(userId, utilisationByWindow({ working, booked }, windows));
  }
  return out;
}

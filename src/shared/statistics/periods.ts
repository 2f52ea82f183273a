/**
 * The intervals of the dashboard statistics (behaviour.md §9: last day, last week, this month),
 * in the centre's time zone. Pure: the server buckets appointments and contacts by them, the
 * client labels its charts from `localStart`.
 *
 * - day: the 24 hours up to the end of the current hour, in 12 intervals of two hours. Real
 *   hours, so a DST day's "last day" is still 24 hours long (the labels show the clock jump).
 * - week: the 7 local calendar days ending today (today included), midnight to midnight.
 * - month: every local calendar day of the current month from the 1st up to today.
 * A calendar day is 23 or 25 hours long on the DST days (28 March / 31 October 2027 in Zurich).
 */
import { DAY_MS, MINUTE_MS, fromDayNumber } from '../recurrence/calendarDays';
import { offsetAt, wallClockToInstant } from '../recurrence/zonedTime';

export const STATISTICS_PERIODS = ['day', 'week', 'month'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

export const HOUR_MS = 60 * MINUTE_MS;
/** The last day's intervals: 12 of two hours. */
export const DAY_INTERVALS = 12;
const DAY_INTERVAL_MS = 2 * HOUR_MS;

export interface StatisticsInterval {
  /** UTC milliseconds, inclusive. */
  start: number;
  /** UTC milliseconds, exclusive; the next interval's start. */
  end: number;
  /** Wall clock of `start` in the centre's zone, 'YYYY-MM-DDTHH:mm'. */
  localStart: string;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'YYYY-MM-DDTHH:mm' of an instant in the zone. */
export function localDateTime(utcMs: number, timeZone: string): string {
  const wall = utcMs + offsetAt(utcMs, timeZone);
  const day = Math.floor(wall / DAY_MS);
  const minute = Math.floor((wall - day * DAY_MS) / MINUTE_MS);
  return `${fromDayNumber(day)}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** The local day number (days since 1970-01-01 on the zone's calendar) of an instant. */
export function localDayNumber(utcMs: number, timeZone: string): number {
  return Math.floor((utcMs + offsetAt(utcMs, timeZone)) / DAY_MS);
}

/** Local calendar days `first`…`last` (day numbers) as midnight-to-midnight intervals. */
function dayIntervals(first: number, last: number, timeZone: string): StatisticsInterval[] {
  const out: StatisticsInterval[] = [];
  let start = wallClockToInstant(first, 0, timeZone).utcMs;
  for (let day = first; day <= last; day++) {
    const end = wallClockToInstant(day + 1, 0, timeZone).utcMs;
    out.push({ start, end, localStart: localDateTime(start, timeZone) });
    start = end;
  }
  return out;
}

/** The intervals of `period` at the instant `now` in `timeZone`, oldest first. */
export function statisticsIntervals(period: StatisticsPeriod, now: number, timeZone: string): StatisticsInterval[] {
  const today = localDayNumber(now, timeZone);
  if (period === 'week') return dayIntervals(today - 6, today, timeZone);
  if (period === 'month') {
    const date = fromDayNumber(today);
    const first = today - (Number(date.slice(8, 10)) - 1);
    return dayIntervals(first, today, timeZone);
  }
  // The end of the local hour holding `now` (an offset change always falls on such an hour).
  const intoHour = (((now + offsetAt(now, timeZone)) % HOUR_MS) + HOUR_MS) % HOUR_MS;
  const end = now - intoHour + HOUR_MS;
  const out: StatisticsInterval[] = [];
  for (let i = DAY_INTERVALS; i > 0; i--) {
    const start = end - i * DAY_INTERVAL_MS;
    out.push({ start, end: start + DAY_INTERVAL_MS, localStart: localDateTime(start, timeZone) });
  }
  return out;
}

/** Index of the interval holding instant `t`, or -1 (intervals contiguous, oldest first). */
export function intervalIndexOf(intervals: readonly StatisticsInterval[], t: number): number {
  let lo = 0;
  let hi = intervals.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (t < intervals[mid].start) hi = mid - 1;
    else if (t >= intervals[mid].end) lo = mid + 1;
    else return mid;
  }
  return -1;
}

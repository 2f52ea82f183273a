/**
 * The agenda's date range and its grouping (the /oldcalendar list): a range of date keys,
 * defaulting to the week (Monday first, spec §9), paged by its own length, appointments grouped
 * by day in time order. Pure calendar arithmetic on day numbers, no time zone.
 */
import { fromDayNumber, isCalendarDate, mondayOf, toDayNumber } from '../recurrence/calendarDays';

export interface DateRange {
  from: string;
  to: string;
}

/** The longest range the agenda lists at once (a quarter). */
export const MAX_AGENDA_DAYS = 92;

export function weekOf(date: string): DateRange {
  const monday = mondayOf(toDayNumber(date));
  return { from: fromDayNumber(monday), to: fromDayNumber(monday + 6) };
}

export const rangeDays = (r: DateRange): number => toDayNumber(r.to) - toDayNumber(r.from) + 1;

/** The range `steps` lengths later (negative: earlier): a week pages by weeks, ten days by ten days. */
export function shiftRange(r: DateRange, steps: number): DateRange {
  const offset = rangeDays(r) * steps;
  return { from: fromDayNumber(toDayNumber(r.from) + offset), to: fromDayNumber(toDayNumber(r.to) + offset) };
}

export type RangeProblem = 'invalidRange' | 'tooLong' | null;

export function rangeProblem(r: DateRange): RangeProblem {
  if (!isCalendarDate(r.from) || !isCalendarDate(r.to) || r.to < r.from) return 'invalidRange';
  return rangeDays(r) > MAX_AGENDA_DAYS ? 'tooLong' : null;
}

export interface DayGroup<T> {
  date: string;
  items: T[];
}

/** Appointments by day, days ascending, each day by start time (then end time). */
export function groupByDay<T extends { date: string; startTime: string; endTime: string }>(items: readonly T[]): DayGroup<T>[] {
  const sorted = [...items].sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime));
  const groups: DayGroup<T>[] = [];
  for (const item of sorted) {
    const last = groups[groups.length - 1];
    if (last && last.date === item.date) last.items.push(item);
    else groups.push({ date: item.date, items: [item] });
  }
  return groups;
}

/** A client's appointments split at `today`: upcoming (soonest first) and past (latest first). */
export function splitAtDay<T extends { date: string; startTime: string }>(items: readonly T[], today: string): { upcoming: T[]; past: T[] } {
  const byTime = [...items].sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
  return { upcoming: byTime.filter((a) => a.date >= today), past: byTime.filter((a) => a.date < today).reverse() };
}

/**
 * Rules of a year of days off, shared by the server (which enforces them) and the holidays page
 * (which checks before saving, so a wrongly loaded year never reaches the server).
 */
import type { DayOff } from './api/daysOff';

export interface DayOffError {
  field: string;
  code: 'invalidCalendarDate' | 'invalidDateRange' | 'calendarYearMismatch' | 'halfDayRange' | 'duplicateValue';
}

const DAY_MS = 86_400_000;

/** True for a real calendar date in YYYY-MM-DD (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export const yearOf = (date: string) => Number(date.slice(0, 4));
export const lastDay = (day: DayOff) => day.endDate ?? day.date;

const toDayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const fromDayNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Number of calendar days an entry covers. */
export function dayCount(day: DayOff): number {
  return toDayNumber(lastDay(day)) - toDayNumber(day.date) + 1;
}

/**
 * Field errors of a year's entries: real dates, ranges in order, every date inside `year`
 * (`calendarYearMismatch`), half days only on single days, and no day covered twice.
 */
export function daysOffErrors(year: number, days: DayOff[]): DayOffError[] {
  const errors: DayOffError[] = [];
  const valid: { index: number; from: number; to: number }[] = [];
  days.forEach((day, i) => {
    const at = (key: string) => `days.${i}.${key}`;
    const before = errors.length;
    for (const key of ['date', 'endDate'] as const) {
      const value = day[key];
      if (value === undefined) continue;
      if (!isCalendarDate(value)) errors.push({ field: at(key), code: 'invalidCalendarDate' });
      else if (yearOf(value) !== year) errors.push({ field: at(key), code: 'calendarYearMismatch' });
    }
    if (errors.length > before) return;
    if (day.endDate !== undefined && day.endDate < day.date) errors.push({ field: at('endDate'), code: 'invalidDateRange' });
    else if (day.halfDay && dayCount(day) > 1) errors.push({ field: at('halfDay'), code: 'halfDayRange' });
    else valid.push({ index: i, from: toDayNumber(day.date), to: toDayNumber(lastDay(day)) });
  });
  // A day covered by an earlier entry is a duplicate, reported on the later entry.
  const sorted = [...valid].sort((a, b) => a.from - b.from || a.index - b.index);
  let reach = -Infinity;
  let reachIndex = -1;
  for (const entry of sorted) {
    if (entry.from <= reach) errors.push({ field: `days.${Math.max(entry.index, reachIndex)}.date`, code: 'duplicateValue' });
    if (entry.to > reach) {
      reach = entry.to;
      reachIndex = entry.index;
    }
  }
  return errors;
}

/** Entries sorted by first day, names trimmed, empty names and same-day end dates left out. */
export function normaliseDaysOff(days: DayOff[]): DayOff[] {
  return days
    .map((day) => {
      const out: DayOff = { date: day.date };
      if (day.endDate && day.endDate !== day.date) out.endDate = day.endDate;
      const name = day.name?.trim();
      if (name) out.name = name;
      if (day.halfDay) out.halfDay = day.halfDay;
      return out;
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * Splits a range at the end of `year`: the part inside the year, and what continues into the
 * next year (e.g. Christmas holidays 24.12.–2.1.), which belongs to the next year's list.
 */
export function splitAtYearEnd(day: DayOff, year: number): { inYear: DayOff | null; carry: DayOff | null } {
  const end = lastDay(day);
  const yearEnd = `${year}-12-31`;
  if (yearOf(day.date) > year) return { inYear: null, carry: day };
  if (end <= yearEnd) return { inYear: day, carry: null };
  const inYear: DayOff = { ...day, endDate: yearEnd };
  const carry: DayOff = { ...day, date: `${year + 1}-01-01`, endDate: end };
  return { inYear: normaliseDaysOff([inYear])[0], carry: normaliseDaysOff([carry])[0] };
}

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

/**
 * True when `a` and `b` cover a day twice. A single day inside a range does not: a public
 * holiday inside a vacation keeps its own name (and half day) there.
 */
export function clashes(a: DayOff, b: DayOff): boolean {
  const sharesDay = a.date <= lastDay(b) && lastDay(a) >= b.date;
  return sharesDay && (dayCount(a) === 1) === (dayCount(b) === 1);
}

/** Calendar days covered by the entries, each day once (half days ½ unless a range covers them). */
export function coveredDays(days: DayOff[]): number {
  const covered = new Map<number, number>();
  for (const day of days) {
    for (let n = toDayNumber(day.date); n <= toDayNumber(lastDay(day)); n++) covered.set(n, Math.max(covered.get(n) ?? 0, day.halfDay ? 0.5 : 1));
  }
  return [...covered.values()].reduce((sum, v) => sum + v, 0);
}

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
  // A day covered twice is a duplicate, reported on the later entry, except a single day inside
  // a range: a public holiday inside a vacation stays a named day of it.
  const single = valid.filter((e) => e.from === e.to);
  const ranges = valid.filter((e) => e.from !== e.to);
  const duplicates = new Set<number>();
  for (const group of [single, ranges]) {
    const sorted = [...group].sort((a, b) => a.from - b.from || a.index - b.index);
    let reach = -Infinity;
    let reachIndex = -1;
    for (const entry of sorted) {
      if (entry.from <= reach) duplicates.add(Math.max(entry.index, reachIndex));
      if (entry.to > reach) {
        reach = entry.to;
        reachIndex = entry.index;
      }
    }
  }
  for (const index of [...duplicates].sort((a, b) => a - b)) errors.push({ field: `days.${index}.date`, code: 'duplicateValue' });
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

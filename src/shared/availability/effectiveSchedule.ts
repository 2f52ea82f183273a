/**
 * The effective working hours of one provider in one centre, date by date: the weekly template,
 * replaced on a special day by that day's slots, minus days off and public holidays. A special
 * day is explicit, so it wins over a public holiday (the therapist chose to work); a day off
 * wins over everything (the therapist is away).
 */
import { fromDayNumber, toDayNumber, weekDayOf } from '../recurrence/calendarDays';
import { subtractIntervals, type Interval } from './intervals';
import { MINUTES_PER_DAY } from './times';

export type HalfDay = 'morning' | 'afternoon';

export interface DayOffSpan {
  date: string;
  /** Inclusive last day; the first day when left out. */
  endDate?: string;
  halfDay?: HalfDay;
  name?: string;
}

export interface HolidayDay {
  date: string;
  name: string;
  halfDay?: HalfDay;
}

export interface ScheduleSources {
  /** Working minutes by weekDay (0 = Sunday), only available days non-empty. */
  weekly: Interval[][];
  /** Special days by date. */
  specialDays: ReadonlyMap<string, Interval[]>;
  daysOff: readonly DayOffSpan[];
  publicHolidays: readonly HolidayDay[];
}

export interface EffectiveDay {
  date: string;
  weekDay: number;
  source: 'template' | 'specialDay';
  intervals: Interval[];
  dayOff?: { name?: string; halfDay?: HalfDay };
  publicHoliday?: { name: string; halfDay?: HalfDay };
}

const NOON = 12 * 60;
/** Far enough past midnight for template slots ending at 00:30. */
const DAY_WINDOW_END = 2 * MINUTES_PER_DAY;

/** The minutes a half or whole day off takes away. */
export function offWindow(halfDay: HalfDay | undefined): Interval {
  if (halfDay === 'morning') return { start: 0, end: NOON };
  if (halfDay === 'afternoon') return { start: NOON, end: DAY_WINDOW_END };
  return { start: 0, end: DAY_WINDOW_END };
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = toDayNumber(from), last = toDayNumber(to); d <= last; d++) out.push(fromDayNumber(d));
  return out;
}

export function effectiveSchedule(from: string, to: string, sources: ScheduleSources): EffectiveDay[] {
  const offByDate = new Map<string, DayOffSpan>();
  for (const off of sources.daysOff) for (const date of datesBetween(off.date, off.endDate ?? off.date)) offByDate.set(date, off);
  const holidayByDate = new Map(sources.publicHolidays.map((h) => [h.date, h]));
  return datesBetween(from, to).map((date) => {
    const weekDay = weekDayOf(toDayNumber(date));
    const special = sources.specialDays.get(date);
    const day: EffectiveDay = {
      date,
      weekDay,
      source: special ? 'specialDay' : 'template',
      intervals: special ?? sources.weekly[weekDay] ?? [],
    };
    const holiday = holidayByDate.get(date);
    if (holiday) {
      day.publicHoliday = holiday.halfDay ? { name: holiday.name, halfDay: holiday.halfDay } : { name: holiday.name };
      if (!special) day.intervals = subtractIntervals(day.intervals, [offWindow(holiday.halfDay)]);
    }
    const off = offByDate.get(date);
    if (off) {
      day.dayOff = {};
      if (off.name) day.dayOff.name = off.name;
      if (off.halfDay) day.dayOff.halfDay = off.halfDay;
      day.intervals = subtractIntervals(day.intervals, [offWindow(off.halfDay)]);
    }
    day.intervals = subtractIntervals(day.intervals, []);
    return day;
  });
}

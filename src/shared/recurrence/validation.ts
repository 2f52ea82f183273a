/**
 * Field errors of a series start, a repetition rule and an explicit date list, with the API's
 * field-error codes, so the server answers 400 with them and the form can check before saving.
 * Fields a rule does not use (weekDays of a DAILY rule, endDate of an ENDLESS one) are ignored,
 * not refused: forms keep hidden values, and `normaliseRepetition` drops them.
 */
import { isCalendarDate, parseTime, toDayNumber, weekDayOf } from './calendarDays';
import { isTimeZone } from './zonedTime';
import {
  FREQUENCIES,
  MAX_INTERVAL,
  MAX_IRREGULAR_DATES,
  MAX_OCCURRENCES,
  REPETITION_ENDS,
  type RecurrenceError,
  type Repetition,
  type SeriesStart,
  type WeekDay,
} from './types';

/** What arrives from a form or a request body before it is known to be a Repetition. */
export type Loose<T> = { [K in keyof T]?: unknown };

const isIn = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);
const isWeekDay = (value: unknown): value is WeekDay => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 6;

export function seriesStartErrors(start: Loose<SeriesStart>): RecurrenceError[] {
  const errors: RecurrenceError[] = [];
  if (start.date === undefined) errors.push({ field: 'date', code: 'required' });
  else if (typeof start.date !== 'string' || !isCalendarDate(start.date)) errors.push({ field: 'date', code: 'invalidCalendarDate' });
  for (const key of ['startTime', 'endTime'] as const) {
    if (start[key] === undefined) errors.push({ field: key, code: 'required' });
    else if (parseTime(start[key]) === null) errors.push({ field: key, code: 'invalidFormat' });
  }
  // Equal times would be a zero-length (or 24 h) appointment; end before start crosses midnight.
  if (parseTime(start.startTime) !== null && start.startTime === start.endTime) errors.push({ field: 'endTime', code: 'invalidTimeRange' });
  if (start.timeZone !== undefined && !isTimeZone(start.timeZone)) errors.push({ field: 'timeZone', code: 'invalidTimezone' });
  return errors;
}

function countErrors(value: unknown, field: string, max: number): RecurrenceError[] {
  if (value === undefined) return [{ field, code: 'required' }];
  if (typeof value !== 'number' || !Number.isInteger(value)) return [{ field, code: 'invalidType' }];
  if (value < 1) return [{ field, code: 'tooSmall' }];
  if (value > max) return [{ field, code: 'tooLarge' }];
  return [];
}

function endErrors(rule: Loose<Repetition>, firstDate: string, at: (key: string) => string): RecurrenceError[] {
  if (rule.end === undefined) return [{ field: at('end'), code: 'required' }];
  if (!isIn(REPETITION_ENDS, rule.end)) return [{ field: at('end'), code: 'invalidValue' }];
  if (rule.end === 'OCCURRENCES') return countErrors(rule.occurrences, at('occurrences'), MAX_OCCURRENCES);
  if (rule.end !== 'EXACT_DATE') return [];
  const endDate = rule.endDate;
  if (endDate === undefined) return [{ field: at('endDate'), code: 'required' }];
  if (typeof endDate !== 'string' || !isCalendarDate(endDate)) return [{ field: at('endDate'), code: 'invalidCalendarDate' }];
  // EXACT_DATE is inclusive, so an end on the first date is a series of one.
  if (isCalendarDate(firstDate) && endDate < firstDate) return [{ field: at('endDate'), code: 'invalidDateRange' }];
  return [];
}

/** Errors of a repetition rule for a series starting on `firstDate`; fields are `${prefix}.<key>`. */
export function repetitionErrors(rule: Loose<Repetition>, firstDate: string, prefix = 'repetition'): RecurrenceError[] {
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  const errors: RecurrenceError[] = [];
  if (rule.frequency === undefined) errors.push({ field: at('frequency'), code: 'required' });
  else if (!isIn(FREQUENCIES, rule.frequency)) errors.push({ field: at('frequency'), code: 'invalidValue' });
  errors.push(...countErrors(rule.interval, at('interval'), MAX_INTERVAL));
  if (rule.frequency === 'WEEKLY' && rule.weekDays !== undefined) {
    if (!Array.isArray(rule.weekDays)) errors.push({ field: at('weekDays'), code: 'invalidType' });
    else if (rule.weekDays.length > 7) errors.push({ field: at('weekDays'), code: 'tooMany' });
    else rule.weekDays.forEach((d, i) => isWeekDay(d) || errors.push({ field: at(`weekDays.${i}`), code: 'invalidValue' }));
  }
  errors.push(...endErrors(rule, firstDate, at));
  return errors;
}

/**
 * The canonical rule: weekDays deduped and sorted (0 = Sunday first), defaulting to the first
 * date's weekday when missing or empty; fields the frequency and end do not use are dropped.
 * Expects a rule without `repetitionErrors`.
 */
export function normaliseRepetition(rule: Repetition, firstDate: string): Repetition {
  const out: Repetition = { frequency: rule.frequency, interval: rule.interval, end: rule.end };
  if (rule.frequency === 'WEEKLY') {
    const days = [...new Set(rule.weekDays ?? [])].sort((a, b) => a - b);
    out.weekDays = days.length > 0 ? days : [weekDayOf(toDayNumber(firstDate)) as WeekDay];
  }
  if (rule.end === 'EXACT_DATE') out.endDate = rule.endDate;
  if (rule.end === 'OCCURRENCES') out.occurrences = rule.occurrences;
  return out;
}

/**
 * Errors of an irregular repetition: an explicit list of further dates. Each must be a calendar
 * date on or after the first date and, when `lastDate` is given (the horizon), not after it:
 * such a list has no rule to continue later, so all of its rows are created at once.
 * Duplicates (and the first date itself) are allowed: `normaliseIrregularDates` folds them.
 */
export function irregularDatesErrors(dates: unknown, firstDate: string, lastDate?: string, field = 'dates'): RecurrenceError[] {
  if (!Array.isArray(dates)) return [{ field, code: dates === undefined ? 'required' : 'invalidType' }];
  if (dates.length === 0) return [{ field, code: 'tooFew' }];
  if (dates.length > MAX_IRREGULAR_DATES) return [{ field, code: 'tooMany' }];
  const errors: RecurrenceError[] = [];
  dates.forEach((date: unknown, i) => {
    const at = `${field}.${i}`;
    if (typeof date !== 'string' || !isCalendarDate(date)) errors.push({ field: at, code: 'invalidCalendarDate' });
    else if (date < firstDate) errors.push({ field: at, code: 'invalidDateRange' });
    else if (lastDate !== undefined && date > lastDate) errors.push({ field: at, code: 'tooLarge' });
  });
  return errors;
}

/** The first date and the listed dates, without duplicates, in calendar order. */
export function normaliseIrregularDates(dates: readonly string[], firstDate: string): string[] {
  return [...new Set([firstDate, ...dates])].sort();
}

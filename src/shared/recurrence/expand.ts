/**
 * Series expansion: a rule and its first appointment → the occurrences up to a horizon, as local
 * dates and UTC instants. Dates come from integer calendar arithmetic; only the final
 * wall-clock → instant step looks at the zone (see zonedTime.ts for DST gaps and overlaps).
 *
 * Semantics (RFC 5545 where it speaks, written down where it does not):
 * - The first date is always occurrence 0, even when its weekday is not among `weekDays`
 *   (RFC 5545 counts DTSTART as the first occurrence) and even past the horizon: it is the
 *   appointment being saved. OCCURRENCES counts it.
 * - DAILY: every `interval` days. WEEKLY: in every `interval`-th week (weeks start on Monday,
 *   counted from the first date's week), each chosen weekday on or after the first date.
 * - MONTHLY: the first date's day of the month, every `interval` months; months without that day
 *   (31 April, 30 February) are skipped, as RFC 5545 and Google Calendar do (Outlook would move
 *   them to the month's last day), and a skipped month does not count towards OCCURRENCES.
 * - EXACT_DATE includes `endDate`. ENDLESS stops at the horizon only.
 */
import { DAY_MS, MINUTE_MS, addMonthsClamped, daysInMonth, fromDayNumber, isCalendarDate, mondayOf, parseTime, toDayNumber } from './calendarDays';
import { DEFAULT_TIME_ZONE, HORIZON_MONTHS, type Occurrence, type RecurrenceError, type Repetition, type SeriesStart } from './types';
import { irregularDatesErrors, normaliseIrregularDates, normaliseRepetition, repetitionErrors, seriesStartErrors } from './validation';
import { wallClockToInstant } from './zonedTime';

export class RecurrenceInputError extends Error {
  constructor(readonly errors: RecurrenceError[]) {
    super(`invalid series: ${errors.map((e) => `${e.field} ${e.code}`).join(', ')}`);
    this.name = 'RecurrenceInputError';
  }
}

/** The last date series rows are created for: `months` after `today` (a local date, passed in). */
export function horizonDate(today: string, months = HORIZON_MONTHS): string {
  return addMonthsClamped(today, months);
}

/** Rule dates after the first one, in order, while not after `lastDay`. */
function* laterDays(first: number, rule: Repetition, lastDay: number): Generator<number> {
  const step = rule.interval;
  if (rule.frequency === 'DAILY') {
    for (let d = first + step; d <= lastDay; d += step) yield d;
  } else if (rule.frequency === 'WEEKLY') {
    const offsets = (rule.weekDays ?? []).map((w) => (w + 6) % 7).sort((a, b) => a - b); // days after Monday
    for (let monday = mondayOf(first); monday <= lastDay; monday += 7 * step) {
      for (const o of offsets) {
        const d = monday + o;
        if (d > lastDay) return;
        if (d > first) yield d;
      }
    }
  } else {
    const start = new Date(first * DAY_MS);
    const dayOfMonth = start.getUTCDate();
    for (let k = step; ; k += step) {
      const year = start.getUTCFullYear() + Math.floor((start.getUTCMonth() + k) / 12);
      const month0 = (start.getUTCMonth() + k) % 12;
      const monthStart = Date.UTC(year, month0, 1) / DAY_MS;
      if (monthStart > lastDay) return;
      if (dayOfMonth <= daysInMonth(year, month0) && monthStart + dayOfMonth - 1 <= lastDay) yield monthStart + dayOfMonth - 1;
    }
  }
}

/** Every date of the series up to `until`, first date included, ending as the rule says. */
function* seriesDays(first: number, rule: Repetition | undefined, until: number): Generator<number> {
  yield first;
  if (!rule) return;
  const end = rule.end === 'EXACT_DATE' && rule.endDate ? Math.min(until, toDayNumber(rule.endDate)) : until;
  let left = rule.end === 'OCCURRENCES' ? (rule.occurrences ?? 1) - 1 : Number.POSITIVE_INFINITY;
  if (left <= 0) return;
  for (const d of laterDays(first, rule, end)) {
    yield d;
    if (--left <= 0) return;
  }
}

interface Prepared {
  first: number;
  rule: Repetition | undefined;
  startMinute: number;
  lengthMinutes: number;
  timeZone: string;
}

function prepare(start: SeriesStart, repetition: Repetition | undefined, dates: Record<string, string>, more: RecurrenceError[] = []): Prepared {
  const errors = [...seriesStartErrors(start), ...more];
  if (repetition) errors.push(...repetitionErrors(repetition, start.date));
  for (const [field, value] of Object.entries(dates)) if (!isCalendarDate(value)) errors.push({ field, code: 'invalidCalendarDate' });
  if (errors.length > 0) throw new RecurrenceInputError(errors);
  const startMinute = parseTime(start.startTime) as number;
  const endMinute = parseTime(start.endTime) as number;
  return {
    first: toDayNumber(start.date),
    rule: repetition && normaliseRepetition(repetition, start.date),
    startMinute,
    lengthMinutes: endMinute > startMinute ? endMinute - startMinute : endMinute + 1440 - startMinute,
    timeZone: start.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

function occurrence(p: Prepared, index: number, day: number): Occurrence {
  const { utcMs, inDstGap } = wallClockToInstant(day, p.startMinute, p.timeZone);
  return { index, date: fromDayNumber(day), startAt: new Date(utcMs), endAt: new Date(utcMs + p.lengthMinutes * MINUTE_MS), inDstGap };
}

/**
 * The occurrences of a series from its first date through `until` (inclusive local date, usually
 * `horizonDate(today)`). Without a repetition, the single first appointment.
 * Throws RecurrenceInputError (with field errors) on an invalid start, rule or date.
 */
export function expandSeries(start: SeriesStart, repetition: Repetition | undefined, range: { until: string }): Occurrence[] {
  const p = prepare(start, repetition, { until: range.until });
  const out: Occurrence[] = [];
  let index = 0;
  for (const day of seriesDays(p.first, p.rule, toDayNumber(range.until))) out.push(occurrence(p, index++, day));
  return out;
}

/**
 * The occurrences after the local date `after` through `until`: what a series already stored
 * through `after` lacks once its horizon moves to `until` (the extension job). Equal to the tail of
 * `expandSeries` to `until`, indexes included. Pass the horizon the series was last expanded to,
 * not the date of its last row: that row may have been moved or cancelled.
 */
export function continueSeries(start: SeriesStart, repetition: Repetition, range: { after: string; until: string }): Occurrence[] {
  const p = prepare(start, repetition, { after: range.after, until: range.until });
  const after = toDayNumber(range.after);
  const out: Occurrence[] = [];
  let index = 0;
  // Walking the dates from the start is integer arithmetic; only the new ones are converted.
  for (const day of seriesDays(p.first, p.rule, toDayNumber(range.until))) {
    if (day > after) out.push(occurrence(p, index, day));
    index++;
  }
  return out;
}

/**
 * The occurrences of an irregular repetition: the first date plus an explicit list of dates
 * (deduplicated, sorted; see `irregularDatesErrors`). All are returned: check the list against
 * the horizon when it is saved.
 */
export function expandDates(start: SeriesStart, dates: readonly string[]): Occurrence[] {
  const p = prepare(start, undefined, {}, irregularDatesErrors(dates, start.date));
  return normaliseIrregularDates(dates, start.date).map((date, i) => occurrence(p, i, toDayNumber(date)));
}

/** The repetition contract of an appointment series (issue 9) and what its expansion yields. */

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** ENDLESS is shown as 'never', EXACT_DATE as 'on', OCCURRENCES as 'after'. */
export const REPETITION_ENDS = ['ENDLESS', 'EXACT_DATE', 'OCCURRENCES'] as const;
export type RepetitionEnd = (typeof REPETITION_ENDS)[number];

/** 0 = Sunday … 6 = Saturday, as `Date.getDay()` and the schedule templates count. */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface Repetition {
  frequency: Frequency;
  /** Every `interval` days, weeks or months; at least 1. */
  interval: number;
  /** WEEKLY only: the days of the week; missing or empty means the first date's weekday. */
  weekDays?: WeekDay[];
  end: RepetitionEnd;
  /** EXACT_DATE only: the last possible date (YYYY-MM-DD, inclusive). */
  endDate?: string;
  /** OCCURRENCES only: how many appointments, the first one included. */
  occurrences?: number;
}

/** The appointment that starts a series, in the centre's wall clock. */
export interface SeriesStart {
  /** First local date, YYYY-MM-DD. It is always the first occurrence. */
  date: string;
  /** Local start, HH:mm (24 h). */
  startTime: string;
  /** Local end, HH:mm; at or before `startTime` means the next day (23:30–00:30). */
  endTime: string;
  /** IANA zone of the centre; default Europe/Zurich. */
  timeZone?: string;
}

export interface Occurrence {
  /** Position in the series, 0 for the first date; stable when a series is continued. */
  index: number;
  /** Local date of the start, YYYY-MM-DD. */
  date: string;
  startAt: Date;
  /** `startAt` plus the appointment's length: the length is kept across a DST change. */
  endAt: Date;
  /** The start's wall-clock time did not exist that day (spring gap) and was moved later by the gap. */
  inDstGap: boolean;
}

export const DEFAULT_TIME_ZONE = 'Europe/Zurich';
/** Repeating appointments are created this far ahead (spec wording §9). */
export const HORIZON_MONTHS = 18;
export const MAX_INTERVAL = 99;
export const MAX_OCCURRENCES = 999;
/** Explicit (irregular) date lists hold at most this many dates. */
export const MAX_IRREGULAR_DATES = 999;

/** Codes match the API's field-error codes (locales/<lng>/errors.json). */
export type RecurrenceErrorCode =
  | 'required'
  | 'invalidType'
  | 'invalidValue'
  | 'invalidFormat'
  | 'invalidCalendarDate'
  | 'invalidDateRange'
  | 'invalidTimeRange'
  | 'invalidTimezone'
  | 'tooSmall'
  | 'tooLarge'
  | 'tooFew'
  | 'tooMany';

export interface RecurrenceError {
  /** Dotted path of the offending field, e.g. `repetition.endDate` or `dates.3`. */
  field: string;
  code: RecurrenceErrorCode;
}

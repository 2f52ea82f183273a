/**
 * Clock times of working hours as integer minutes after the day's local midnight. Template
 * times run from 06:00 to 00:30 in 30-minute steps (spec §9): 00:00 and 00:30 are the end of
 * the evening, i.e. minutes 1440 and 1470 of the same working day.
 */
import { parseTime } from '../recurrence/calendarDays';

export { parseTime };

export const MINUTES_PER_DAY = 1440;
/** The "not set" value of a slot's time select; such slots are skipped on save (spec §5). */
export const NOT_SET = 'N/A';
export const TEMPLATE_FIRST_MINUTE = 6 * 60;
export const TEMPLATE_LAST_MINUTE = MINUTES_PER_DAY + 30;
export const TEMPLATE_STEP = 30;
/** The default slot of every weekday (spec §3 Schedule). */
export const DEFAULT_START = '09:00';
export const DEFAULT_END = '17:00';

/** HH:mm of a minute, past midnight wrapping to 00:mm (1470 → 00:30). */
export function formatMinute(minute: number): string {
  const m = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const h = Math.floor(m / 60);
  const mm = m % 60;
  return `${h < 10 ? '0' : ''}${h}:${mm < 10 ? '0' : ''}${mm}`;
}

/** Every time a template slot may start or end at, in order: 06:00, 06:30, …, 23:30, 00:00, 00:30. */
export const TEMPLATE_TIME_CHOICES: readonly string[] = Array.from(
  {
    length: (TEMPLATE_LAST_MINUTE - TEMPLATE_FIRST_MINUTE) / TEMPLATE_STEP + 1,
  },
  (_, i) => formatMinute(TEMPLATE_FIRST_MINUTE + i * TEMPLATE_STEP),
);

/** The minute of a template time choice (00:00 → 1440, 00:30 → 1470), or null when it is none. */
export function templateMinute(value: unknown): number | null {
  const m = parseTime(value);
  if (m === null || m % TEMPLATE_STEP !== 0) return null;
  const minute = m < TEMPLATE_FIRST_MINUTE ? m + MINUTES_PER_DAY : m;
  return minute <= TEMPLATE_LAST_MINUTE ? minute : null;
}

/** Minutes of a special-day time: HH:mm, or 24:00 for the end of the day. */
export function dayMinute(value: unknown): number | null {
  return value === '24:00' ? MINUTES_PER_DAY : parseTime(value);
}

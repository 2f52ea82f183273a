/**
 * Local calendar dates as whole day numbers (days since 1970-01-01). Series rules are pure
 * calendar arithmetic, so they run on integers and never touch a time zone.
 */
import { isCalendarDate } from '../daysOff';

export { isCalendarDate };

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

/** Day number of a valid YYYY-MM-DD date. */
export function toDayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/**
 * YYYY-MM-DD of a day number (years 1000–9999), by plain arithmetic (H. Hinnant's
 * civil_from_days): `toISOString` was most of an expansion's time.
 */
export function fromDayNumber(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekDayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The Monday of the day's week: weeks start on Monday (spec §9, RFC 5545 WKST=MO). */
export function mondayOf(day: number): number {
  return day - ((weekDayOf(day) + 6) % 7);
}

export function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/** The day `months` months after `date`, clamped to the month's last day (31 Aug + 6 → 28/29 Feb). */
export function addMonthsClamped(date: string, months: number): string {
  const total = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12);
  const month0 = total - year * 12;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month0));
  return fromDayNumber(Date.UTC(year, month0, day) / DAY_MS);
}

/** Minutes after midnight of an HH:mm time, or null when it is not one (24:00 is not). */
export function parseTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

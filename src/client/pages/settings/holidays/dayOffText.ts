import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import type { DayOff } from '../../../../shared/api/daysOff';
import { dayCount } from '../../../../shared/daysOff';
import { DEFAULT_DATE_FORMAT } from '../../../components/DatePickerInput';

/** "Do., 14.05.2026" in the user's date format, with the short weekday of the interface language. */
export function formatDate(date: string, locale: string, dateFormat = DEFAULT_DATE_FORMAT): string {
  return dayjs(date).locale(locale).format(`dd, ${dateFormat}`);
}

/** One day, or "Do., 24.12.2026 – Do., 31.12.2026" for a range. */
export function formatDayOff(day: DayOff, locale: string, dateFormat?: string): string {
  const first = formatDate(day.date, locale, dateFormat);
  return day.endDate ? `${first} – ${formatDate(day.endDate, locale, dateFormat)}` : first;
}

/** Locale key and count describing how long an entry is. */
export function durationKey(day: DayOff): { key: string; count: number } {
  if (day.halfDay) return { key: day.halfDay === 'morning' ? 'settings.holidays.morningOff' : 'settings.holidays.afternoonOff', count: 1 };
  const count = dayCount(day);
  return { key: count === 1 ? 'settings.holidays.oneDay' : 'settings.holidays.manyDays', count };
}

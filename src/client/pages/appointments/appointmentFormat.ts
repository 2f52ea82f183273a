/**
 * How appointment dates and times read (spec §9): dates DD.MM.YYYY with the weekday, times HH:mm
 * or hh:mm A per the user's setting. The wire carries the centre's wall clock, so nothing here
 * converts time zones.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { toLanguage } from '../../../shared/languages';

export type TimeFormat = '24h' | '12h';

const DAYJS_LOCALE = { de: 'de', en: 'en-gb', fr: 'fr', it: 'it' } as const;
const dayjsLocale = (language: string) => DAYJS_LOCALE[toLanguage(language)];

/** "Mo., 04.01.2027" style: short weekday and DD.MM.YYYY. */
export function formatDay(date: string, language: string): string {
  return dayjs(date).locale(dayjsLocale(language)).format('dd, DD.MM.YYYY');
}

/** "Montag, 4. Januar 2027": the agenda's day heading. */
export function formatLongDay(date: string, language: string): string {
  return dayjs(date).locale(dayjsLocale(language)).format('dddd, D. MMMM YYYY');
}

/** "09:00" or "09:00 AM" from the wire's HH:mm. */
export function formatTime(time: string, timeFormat: TimeFormat): string {
  if (timeFormat === '24h') return time;
  const [h, m] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export const formatTimeRange = (start: string, end: string, timeFormat: TimeFormat) => `${formatTime(start, timeFormat)} – ${formatTime(end, timeFormat)}`;

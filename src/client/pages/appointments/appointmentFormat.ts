/**
 * How appointment dates and times read (spec §9): dates DD.MM.YYYY with the weekday, times HH:mm
 * or hh:mm A per the user's setting. The wire carries the centre's wall clock, so nothing here
 * converts time zones.
 */
import dayjs from 'dayjs';
import { toLanguage } from '../../../shared/languages';

export type TimeFormat = '24h' | '12h';

// Weekday and month names from Intl, not dayjs locales: those are the calendar grid's chunks, and
// sharing them would split them out of its first download.
const intlLocale = (language: string) => `${toLanguage(language)}-CH`;
const utcDate = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));
const dateKeyToSwiss = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** "Mo., 04.01.2027" style: short weekday and DD.MM.YYYY. */
export function formatDay(date: string, language: string): string {
  const weekday = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', timeZone: 'UTC' }).format(utcDate(date));
  return `${weekday}, ${dateKeyToSwiss(date)}`;
}

/** "Montag, 4. Januar 2027": the agenda's day heading. */
export function formatLongDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDate(date));
}

/** "09:00" or "09:00 AM" from the wire's HH:mm. */
export function formatTime(time: string, timeFormat: TimeFormat): string {
  if (timeFormat === '24h') return time;
  const [h, m] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export const formatTimeRange = (start: string, end: string, timeFormat: TimeFormat) => `${formatTime(start, timeFormat)} – ${formatTime(end, timeFormat)}`;

/** "04.01.2027 09:30" (or "… 09:30 AM") of an instant, in the browser's zone: when a note was written or a file uploaded. */
export const formatStamp = (iso: string, timeFormat: TimeFormat) => `${dayjs(iso).format('DD.MM.YYYY')} ${formatTime(dayjs(iso).format('HH:mm'), timeFormat)}`;

/**
 * Opening hours as the server stores them (spec §3: day 0-6, openTime/closeTime as decimal hours,
 * e.g. 13.5 = 13:30). Day numbers follow JavaScript/dayjs: 0 = Sunday; the editor lists Monday first.
 */
export interface OpeningInterval {
  day: number;
  openTime: number;
  closeTime: number;
}

/** Monday first (spec §9: the week starts on Monday). */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/** Time choices every 30 minutes from 00:00 to 24:00 (spec §9: 30-minute steps). */
export const TIME_CHOICES: number[] = Array.from({ length: 49 }, (_, i) => i / 2);

export function formatDecimalTime(value: number, timeFormat: '24h' | '12h' = '24h'): string {
  const totalMinutes = Math.round(value * 60);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  const mm = String(m).padStart(2, '0');
  if (timeFormat === '24h') return `${String(h).padStart(2, '0')}:${mm}`;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${mm} ${h % 24 < 12 ? 'AM' : 'PM'}`;
}

export function intervalsOfDay(hours: readonly OpeningInterval[], day: number): OpeningInterval[] {
  return hours.filter((h) => h.day === day).sort((a, b) => a.openTime - b.openTime);
}

/** Replaces one weekday's intervals, keeping the list ordered by day (Monday first) and time. */
export function replaceDay(hours: readonly OpeningInterval[], day: number, next: OpeningInterval[]): OpeningInterval[] {
  const merged = [...hours.filter((h) => h.day !== day), ...next.map((n) => ({ ...n, day }))];
  const order = (d: number) => WEEKDAYS_MONDAY_FIRST.indexOf(d as (typeof WEEKDAYS_MONDAY_FIRST)[number]);
  return merged.sort((a, b) => order(a.day) - order(b.day) || a.openTime - b.openTime);
}

/** A sensible next interval for a day: an hour after the last one, otherwise 08:00-18:00. */
export function suggestInterval(existing: readonly OpeningInterval[], day: number): OpeningInterval {
  const last = existing[existing.length - 1];
  if (!last) return { day, openTime: 8, closeTime: 18 };
  const openTime = Math.min(last.closeTime + 1, 23);
  return { day, openTime, closeTime: Math.min(openTime + 4, 24) };
}

export type OpeningHoursProblem = 'closeBeforeOpen' | 'overlap';

/** Problems per weekday: an interval must end after it starts and must not overlap another. */
export function openingHoursProblems(hours: readonly OpeningInterval[]): Map<number, OpeningHoursProblem> {
  const problems = new Map<number, OpeningHoursProblem>();
  for (const day of WEEKDAYS_MONDAY_FIRST) {
    const list = intervalsOfDay(hours, day);
    if (list.some((i) => i.closeTime <= i.openTime)) problems.set(day, 'closeBeforeOpen');
    else if (list.some((i, idx) => idx > 0 && i.openTime < list[idx - 1].closeTime)) problems.set(day, 'overlap');
  }
  return problems;
}

/** Weekday name in the interface language; 7 January 2024 was a Sunday (day 0). */
export function weekdayName(day: number, locale: string, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width }).format(new Date(2024, 0, 7 + day));
}

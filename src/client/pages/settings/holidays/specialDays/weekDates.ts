/**
 * Dates and clock times of the special-days week grid. The grid shows wall-clock times as local
 * Dates (as the calendar does); a special day's times are 'HH:mm', 24:00 ending at midnight.
 * Weeks start on Monday (spec §9).
 */
import dayjs from 'dayjs';

const key = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** Monday of the week of `date` (dayjs counts 0 = Sunday, whatever the locale). */
export function mondayOf(date: Date): Date {
  const d = dayjs(date).startOf('day');
  return d.subtract((d.day() + 6) % 7, 'day').toDate();
}

/** The seven dates of the week of `date`, Monday first. */
export function weekDates(date: Date): string[] {
  const monday = dayjs(mondayOf(date));
  return Array.from({ length: 7 }, (_, i) => key(monday.add(i, 'day')));
}

/** The week shown first: this week in the current year, else the week of 1 January. */
export function firstWeekOf(year: number, today = new Date()): Date {
  return mondayOf(today.getFullYear() === year ? today : new Date(year, 0, 1));
}

/** Whether the week of `date` holds a day of `year` (the weeks the editor can show). */
export function weekInYear(date: Date, year: number): boolean {
  return weekDates(date).some((d) => Number(d.slice(0, 4)) === year);
}

/** A date and 'HH:mm' (24:00 = the next midnight) as the grid's Date. */
export function gridDate(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y, m - 1, d, h, min);
}

/** A range of the grid as a date and times; null when it does not lie within one day. */
export function slotOfRange(start: Date, end: Date): { date: string; startTime: string; endTime: string } | null {
  const s = dayjs(start);
  const e = dayjs(end);
  const date = key(s);
  const endsAtMidnight = key(e) === key(s.add(1, 'day')) && e.hour() === 0 && e.minute() === 0;
  if (key(e) !== date && !endsAtMidnight) return null;
  return { date, startTime: s.format('HH:mm'), endTime: endsAtMidnight ? '24:00' : e.format('HH:mm') };
}

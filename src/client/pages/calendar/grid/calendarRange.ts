/**
 * The dates a calendar view shows (issue 9 §5: only the visible range plus one period of
 * prefetch is fetched). Weeks start on Monday (spec §9); dates are the centre's wall-clock dates
 * as 'YYYY-MM-DD'.
 */
import dayjs, { type Dayjs } from 'dayjs';

export type CalendarView = 'day' | 'week' | 'month' | 'agenda';

/** react-big-calendar's agenda shows 30 days from the date. */
export const AGENDA_DAYS = 30;

export interface DateRange {
  from: string;
  to: string;
}

const key = (d: Dayjs) => d.format('YYYY-MM-DD');
/** Monday of the week of `d` (0 = Sunday in dayjs, whatever the locale). */
const monday = (d: Dayjs) => d.subtract((d.day() + 6) % 7, 'day').startOf('day');

export function visibleRange(date: Date, view: CalendarView): DateRange {
  const d = dayjs(date).startOf('day');
  switch (view) {
    case 'day':
      return { from: key(d), to: key(d) };
    case 'week':
      return { from: key(monday(d)), to: key(monday(d).add(6, 'day')) };
    case 'month': {
      const first = monday(d.startOf('month'));
      const lastMonday = monday(d.endOf('month'));
      return { from: key(first), to: key(lastMonday.add(6, 'day')) };
    }
    case 'agenda':
      return { from: key(d), to: key(d.add(AGENDA_DAYS - 1, 'day')) };
  }
}

/** The date one period after `date` in this view (what the "next" button shows). */
export function nextPeriod(date: Date, view: CalendarView): Date {
  const d = dayjs(date);
  if (view === 'day') return d.add(1, 'day').toDate();
  if (view === 'week') return d.add(1, 'week').toDate();
  if (view === 'month') return d.add(1, 'month').startOf('month').toDate();
  return d.add(AGENDA_DAYS, 'day').toDate();
}

/** A wall-clock date and time as a local Date (the grid shows the centre's clock as is). */
export function wallClock(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y, m - 1, d, h, min);
}

/** The wall-clock date and 'HH:mm' of a grid Date. */
export function wallClockOf(value: Date): { date: string; time: string } {
  const d = dayjs(value);
  return { date: d.format('YYYY-MM-DD'), time: d.format('HH:mm') };
}

/** A UTC instant as the grid's Date of the centre's wall clock in `timeZone`. */
export function centreWallClock(iso: string, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
}

/**
 * Axis labels of the statistics charts from each interval's wall-clock start in the centre's
 * zone ('YYYY-MM-DDTHH:mm'): the hour for the last day (24h or 12h per user setting), weekday and
 * date for the week, the day of the month for the month. Formatting runs in UTC on the wall-clock
 * parts, so the browser's own zone never shifts a label.
 */
import type { StatisticsPeriod } from '../../../../shared/statistics/periods';

export type TimeFormat = '24h' | '12h';

const wallClock = (localStart: string) =>
  new Date(Date.UTC(Number(localStart.slice(0, 4)), Number(localStart.slice(5, 7)) - 1, Number(localStart.slice(8, 10)), Number(localStart.slice(11, 13)), Number(localStart.slice(14, 16))));

function hourLabel(localStart: string, timeFormat: TimeFormat): string {
  if (timeFormat === '24h') return localStart.slice(11, 16);
  const h = Number(localStart.slice(11, 13));
  const minutes = localStart.slice(14, 16);
  return `${h % 12 === 0 ? 12 : h % 12}${minutes === '00' ? '' : `:${minutes}`} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Short labels for the chart axis. */
export function intervalLabels(period: StatisticsPeriod, localStarts: readonly string[], locale: string, timeFormat: TimeFormat): string[] {
  if (period === 'day') return localStarts.map((s) => hourLabel(s, timeFormat));
  const format = new Intl.DateTimeFormat(locale, period === 'week' ? { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' } : { day: 'numeric', timeZone: 'UTC' });
  return localStarts.map((s) => format.format(wallClock(s)));
}

/** Full labels for the tables read by screen readers ("Monday, 22 March 2027, 14:00"). */
export function intervalLongLabels(period: StatisticsPeriod, localStarts: readonly string[], locale: string, timeFormat: TimeFormat): string[] {
  const date = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return localStarts.map((s) => (period === 'day' ? `${date.format(wallClock(s))}, ${hourLabel(s, timeFormat)}` : date.format(wallClock(s))));
}

/** A share 0…1 as a whole percentage ("38 %"), or null when there was no working time. */
export function percent(share: number | null, locale: string): string | null {
  return share === null ? null : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

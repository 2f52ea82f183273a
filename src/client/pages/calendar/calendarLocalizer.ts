/**
 * react-big-calendar + dayjs set-up for the UI language and the user's time format.
 * The week views take their first day from dayjs' *global* locale (the dayjs localizer ignores
 * the culture there), so the locale is switched globally; every locale used starts on Monday
 * (spec §9), English through en-gb.
 *
 * dayjs only formats and names the first day of the week: the date arithmetic is the library's
 * own on plain Dates (the defaults of its DateLocalizer, which its date-fns and globalize
 * localizers use too), its hottest comparisons on epoch numbers (calendarDateMath.ts). The dayjs
 * localizer wrapped every comparison in new dayjs objects; with 500 appointments in a week that
 * was most of the grid's render time (issue 9 §5, `npm run bench`). Not importing it also keeps
 * its eight dayjs plugins out of the calendar's first download.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { DateLocalizer, type DateLocalizerSpec, type Formats } from 'react-big-calendar';
import { fastDateMath } from './calendarDateMath';
import { toLanguage, type Language } from '../../../shared/languages';

const DAYJS_LOCALE: Record<Language, string> = { de: 'de', en: 'en-gb', fr: 'fr', it: 'it' };

export type TimeFormat = '24h' | '12h';

/** Spec §9: time HH:mm, 12-hour form hh:mm A. */
export const TIME_PATTERN: Record<TimeFormat, string> = { '24h': 'HH:mm', '12h': 'hh:mm A' };

export function dayjsLocaleFor(language: string): string {
  return DAYJS_LOCALE[toLanguage(language)];
}

/** Applies the language to dayjs and returns a localizer bound to it. */
export function createCalendarLocalizer(language: string): { localizer: DateLocalizer; culture: string } {
  const culture = dayjsLocaleFor(language);
  dayjs.locale(culture);
  const spec: DateLocalizerSpec = {
    // calendarFormats (passed to the grid) sets every other format.
    formats: { dateFormat: 'DD', weekdayFormat: 'ddd' } as Formats,
    // Monday in every language used (the locale's weekStart).
    firstOfWeek: (c) => dayjs.Ls[c ?? culture]?.weekStart ?? 1,
    format: (value, format, c) => (c ? dayjs(value as Date).locale(c) : dayjs(value as Date)).format(format),
  };
  // inEventRange's published type differs from how the library calls it (calendarDateMath.ts).
  const localizer = new DateLocalizer({ ...spec, ...(fastDateMath(new DateLocalizer(spec)) as unknown as Partial<DateLocalizerSpec>) });
  return { localizer, culture };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A time as TIME_PATTERN writes it ('HH:mm', 'hh:mm A'), without dayjs: every appointment's label
 * is two of these (1,000 in a week of 500). dayjs' 'A' is AM/PM in all our locales.
 */
export function clockTime(d: Date, timeFormat: TimeFormat): string {
  const h = d.getHours();
  if (timeFormat === '24h') return `${two(h)}:${two(d.getMinutes())}`;
  return `${two(h % 12 || 12)}:${two(d.getMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

export function calendarFormats(timeFormat: TimeFormat): Formats {
  const time = TIME_PATTERN[timeFormat];
  const range = ({ start, end }: { start: Date; end: Date }) => `${clockTime(start, timeFormat)} – ${clockTime(end, timeFormat)}`;
  return {
    timeGutterFormat: time,
    eventTimeRangeFormat: range,
    selectRangeFormat: range,
    agendaTimeFormat: time,
    agendaTimeRangeFormat: range,
    eventTimeRangeStartFormat: ({ start }) => `${clockTime(start, timeFormat)} – `,
    eventTimeRangeEndFormat: ({ end }) => ` – ${clockTime(end, timeFormat)}`,
    dayFormat: 'dd DD.MM.',
    dayRangeHeaderFormat: ({ start, end }, culture, loc) =>
      `${loc?.format(start, 'D. MMM', culture)} – ${loc?.format(end, 'D. MMM YYYY', culture)}`,
    dayHeaderFormat: 'dddd, D. MMMM YYYY',
    monthHeaderFormat: 'MMMM YYYY',
    agendaHeaderFormat: ({ start, end }, culture, loc) =>
      `${loc?.format(start, 'DD.MM.YYYY', culture)} – ${loc?.format(end, 'DD.MM.YYYY', culture)}`,
    agendaDateFormat: 'dd DD.MM.',
  };
}

/** The visible day starts at 06:00 (spec §9: schedule choices from 06:00); the date part is ignored. */
export function calendarMinTime(): Date {
  return dayjs().hour(6).minute(0).second(0).millisecond(0).toDate();
}

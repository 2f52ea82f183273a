/**
 * How the public pages write money, durations, dates and times: Swiss conventions of the page's
 * language (de-CH, fr-CH, it-CH, en-CH), through Intl (nothing downloaded).
 */
import type { Language } from '../../shared/languages';

const locale = (language: Language) => `${language}-CH`;

/** Intl formatters are slow to make and the calendar asks for many: one per language and options. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale(language), { ...options, timeZone: 'UTC' })));
  return f;
}

/**
 * Rappen/cents as Swiss practices write prices in every language: "CHF 1’250.00" (no Intl
 * currency formatter: making one costs a phone tens of milliseconds at start).
 */
export function formatPrice(cents: number, currency: string): string {
  const [francs, rappen] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${currency || 'CHF'} ${cents < 0 ? '-' : ''}${francs.replace(/\B(?=(\d{3})+(?!\d))/g, '’')}.${rappen}`;
}

/** Names of regions and languages in the page's language; one formatter per kind and language. */
const displayNames = new Map<string, Intl.DisplayNames>();
export function displayName(code: string, type: 'region' | 'language', language: string): string {
  try {
    const key = `${type}|${language}`;
    let names = displayNames.get(key);
    if (!names) displayNames.set(key, (names = new Intl.DisplayNames([language], { type })));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

const utcDate = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Dienstag, 2. März 2027". */
export const formatLongDate = (date: string, language: Language) => dateFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utcDate(date));

/** "März 2027" for "2027-03". */
export const formatMonth = (month: string, language: Language) => dateFormat(language, { month: 'long', year: 'numeric' }).format(utcDate(`${month}-01`));

/** Short weekday names from Monday. */
export function weekdayNames(language: Language, width: 'short' | 'long' = 'short'): string[] {
  const format = dateFormat(language, { weekday: width });
  // 2027-03-01 is a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(utcDate(`2027-03-0${i + 1}`)));
}

/** Minutes after midnight as "08:30". */
export const formatMinutes = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Today's date in the centre's time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

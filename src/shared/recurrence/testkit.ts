/**
 * Test helpers only (index.ts does not export them): an independent reading of an instant's wall
 * clock through Intl, so the tests do not check zonedTime.ts against itself, and the series
 * arbitrary of the property tests.
 */
import fc from 'fast-check';
import { fromDayNumber, toDayNumber } from './calendarDays';
import { MAX_INTERVAL, MAX_OCCURRENCES, type Repetition, type SeriesStart, type WeekDay } from './types';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD HH:mm' of `at` in `timeZone`. */
export function localClock(at: Date | number, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('sv-SE', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f.format(at);
}

/** UTC offset of `timeZone` at `at`, in minutes. */
export function offsetMinutes(at: number, timeZone: string): number {
  const [date, time] = localClock(at, timeZone).split(' ');
  const wall = Date.parse(`${date}T${time}:00Z`);
  return (wall - Math.floor(at / 60_000) * 60_000) / 60_000;
}

/** Zones with the shapes of DST that matter: northern and southern, 30-minute and none. */
export const ZONES = [
  'Europe/Zurich',
  'Europe/London',
  'America/New_York',
  'America/Santiago',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'UTC',
] as const;

export interface Case {
  start: SeriesStart;
  repetition: Repetition;
  /** The horizon: last local date expanded. */
  until: string;
}

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
export const plusDays = (date: string, days: number) => fromDayNumber(toDayNumber(date) + days);

/**
 * Mostly small intervals and counts, sometimes the extremes; first dates often just before a DST
 * change and times often inside the gaps (01:00–03:59), so the DST paths are exercised.
 */
export const caseArb: fc.Arbitrary<Case> = fc
  .record({
    first: fc.oneof(
      fc.integer({ min: toDayNumber('2026-01-01'), max: toDayNumber('2030-12-31') }).map(fromDayNumber),
      // Days just before the DST changes of both hemispheres, so short series cross them.
      fc.record({ y: fc.integer({ min: 2026, max: 2030 }), m: fc.constantFrom(3, 4, 9, 10, 11), d: fc.integer({ min: 1, max: 30 }) })
        .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
    ),
    startMinute: fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 60, max: 239 })),
    lengthMinutes: fc.integer({ min: 5, max: 600 }),
    timeZone: fc.constantFrom(...ZONES),
    frequency: fc.constantFrom('DAILY' as const, 'WEEKLY' as const, 'MONTHLY' as const),
    interval: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: MAX_INTERVAL })),
    weekDays: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }), { nil: undefined }),
    end: fc.constantFrom('ENDLESS' as const, 'EXACT_DATE' as const, 'OCCURRENCES' as const),
    endOffset: fc.integer({ min: 0, max: 900 }),
    occurrences: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: MAX_OCCURRENCES })),
    untilOffset: fc.integer({ min: -30, max: 700 }),
  })
  .map((c) => {
    const repetition: Repetition = { frequency: c.frequency, interval: c.interval, end: c.end };
    if (c.weekDays) repetition.weekDays = c.weekDays as WeekDay[];
    if (c.end === 'EXACT_DATE') repetition.endDate = plusDays(c.first, c.endOffset);
    if (c.end === 'OCCURRENCES') repetition.occurrences = c.occurrences;
    const start = { date: c.first, startTime: hhmm(c.startMinute), endTime: hhmm((c.startMinute + c.lengthMinutes) % 1440), timeZone: c.timeZone };
    return { start, repetition, until: plusDays(c.first, c.untilOffset) };
  });

/** Months of the spring and autumn DST changes of the zones that have them. */
const DST_MONTHS: Record<string, [number, number]> = {
  'Europe/Zurich': [3, 10],
  'Europe/London': [3, 10],
  'America/New_York': [3, 11],
  'America/Santiago': [9, 4],
  'Australia/Sydney': [10, 4],
  'Australia/Lord_Howe': [10, 4],
  'Pacific/Chatham': [9, 4],
};

/** Daily night-time series from the month before a DST change through it. */
export const dstCaseArb: fc.Arbitrary<Case> = fc
  .record({
    y: fc.integer({ min: 2026, max: 2030 }),
    timeZone: fc.constantFrom(...Object.keys(DST_MONTHS)),
    autumn: fc.boolean(),
    d: fc.integer({ min: 1, max: 28 }),
    startMinute: fc.integer({ min: 0, max: 239 }),
    lengthMinutes: fc.integer({ min: 5, max: 240 }),
  })
  .map((c) => {
    const month = DST_MONTHS[c.timeZone][c.autumn ? 1 : 0] - 1 || 12;
    const date = `${month === 12 ? c.y - 1 : c.y}-${String(month).padStart(2, '0')}-${String(c.d).padStart(2, '0')}`;
    const start = { date, startTime: hhmm(c.startMinute), endTime: hhmm(c.startMinute + c.lengthMinutes), timeZone: c.timeZone };
    const repetition: Repetition = { frequency: 'DAILY', interval: 1, end: 'ENDLESS' };
    return { start, repetition, until: plusDays(date, 62) };
  });

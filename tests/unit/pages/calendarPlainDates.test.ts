/**
 * The grid's hot paths run on plain Dates instead of dayjs (issue 9 §5: 500 appointments in a
 * week): they must give exactly what dayjs gave, across DST changes and the 12-hour clock.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import dayjs from 'dayjs';
import fc from 'fast-check';
import { clockTime, createCalendarLocalizer, TIME_PATTERN } from '../../../src/client/pages/calendar/calendarLocalizer';
import { dateKey } from '../../../src/client/pages/calendar/grid/workingHours';
import { fastDateMath } from '../../../src/client/pages/calendar/calendarDateMath';
import { DateLocalizer } from 'react-big-calendar';

const anyDate = fc.date({ min: new Date(2020, 0, 1), max: new Date(2035, 11, 31), noInvalidDate: true });

describe('plain-Date replacements of dayjs in the calendar grid', () => {
  it('clockTime writes the times as dayjs does with TIME_PATTERN', () => {
    fc.assert(
      fc.property(anyDate, (d) => {
        expect(clockTime(d, '24h')).toBe(dayjs(d).format(TIME_PATTERN['24h']));
        expect(clockTime(d, '12h')).toBe(dayjs(d).format(TIME_PATTERN['12h']));
      }),
    );
    expect(clockTime(new Date(2027, 2, 28, 0, 5), '12h')).toBe('12:05 AM');
    expect(clockTime(new Date(2027, 2, 28, 12, 30), '12h')).toBe('12:30 PM');
  });

  it('dateKey is the wall-clock date, also a day before or after (DST days included)', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -2, max: 2 }), (d, offset) => {
        expect(dateKey(d, offset)).toBe(dayjs(d).add(offset, 'day').format('YYYY-MM-DD'));
      }),
    );
    expect(dateKey(new Date(2027, 2, 28, 0, 30), -1)).toBe('2027-03-27');
  });

  it('the epoch-number comparisons, differences, merges and range tests agree with the library’s date arithmetic, DST days included', () => {
    const base = new DateLocalizer({ formats: {}, firstOfWeek: () => 1, format: () => '' });
    const fast = fastDateMath(base);
    const units = [undefined, 'milliseconds', 'minutes', 'hours', 'day', 'week', 'month'] as const;
    // Near the DST changes of 2027 and anywhere, often within the same day.
    const near = fc.oneof(anyDate, fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }).map((ms) => new Date(Date.UTC(2027, 9, 31, 1) + ms)), fc.integer({ min: -86_400_000, max: 86_400_000 }).map((ms) => new Date(Date.UTC(2027, 2, 28, 1) + ms)));
    fc.assert(
      fc.property(near, near, fc.constantFrom(...units), (a, b, unit) => {
        for (const op of ['lt', 'lte', 'gt', 'gte', 'eq', 'neq'] as const) expect([op, fast[op]!(a, b, unit)]).toEqual([op, base[op](a, b, unit)]);
        expect(fast.inRange!(a, b, new Date(+b + 86_400_000), unit)).toBe(base.inRange(a, b, new Date(+b + 86_400_000), unit));
        if (unit !== undefined && unit !== 'week') expect(+fast.startOf!(a, unit)).toBe(+base.startOf(a, unit));
        expect(fast.diff(a, b, unit)).toBe(base.diff(a, b, unit));
        expect(fast.merge(a, b)!.getTime()).toBe(base.merge(a, b)!.getTime());
        expect(fast.isSameDate(a, b)).toBe(base.isSameDate(a, b));
        const event = { start: a < b ? a : b, end: a < b ? b : a };
        const range = { start: new Date(+a - 86_400_000), end: new Date(+a + 43_200_000) };
        const baseInEventRange = base.inEventRange as unknown as typeof fast.inEventRange;
        expect(fast.inEventRange({ event, range })).toBe(baseInEventRange({ event, range }));
      }),
      { numRuns: 500 },
    );
  });

  it('a missing date (the month popup’s slot end) compares as the library compares it, without throwing', () => {
    const base = new DateLocalizer({ formats: {}, firstOfWeek: () => 1, format: () => '' });
    const fast = fastDateMath(base);
    const missing = undefined as unknown as Date;
    const day = new Date(2027, 4, 12, 9);
    for (const unit of [undefined, 'minutes', 'day'] as const) {
      for (const op of ['lt', 'lte', 'gt', 'gte', 'eq', 'neq'] as const) {
        expect([op, unit, fast[op]!(day, missing, unit)]).toEqual([op, unit, base[op](day, missing, unit)]);
        expect([op, unit, fast[op]!(missing, day, unit)]).toEqual([op, unit, base[op](missing, day, unit)]);
      }
    }
  });

  it('agrees in Europe/Zurich too, where the days of the DST changes have 23 and 25 hours', () => {
    // Jest cannot switch its own zone: the same checks run in a Node process on the centre's zone.
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'support', 'calendarDatesInZone.ts')], { env: { ...process.env, TZ: 'Europe/Zurich' }, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('offset -120; agreed on 1000 cases');
  });

  it('the localizer keeps Monday as the first day and formats through dayjs in the UI language', () => {
    for (const language of ['de', 'en', 'fr', 'it']) {
      const { localizer, culture } = createCalendarLocalizer(language);
      expect(localizer.startOfWeek(culture)).toBe(1);
      const monday = localizer.startOf(new Date(2027, 2, 31, 15), 'week', localizer.startOfWeek(culture));
      expect(dateKey(monday)).toBe('2027-03-29');
    }
    const { localizer, culture } = createCalendarLocalizer('de');
    expect(localizer.format(new Date(2027, 2, 1), 'dddd, D. MMMM YYYY', culture)).toBe('Montag, 1. März 2027');
  });
});

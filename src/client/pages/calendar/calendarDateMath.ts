/**
 * The comparisons react-big-calendar makes most (by day and by minute, thousands per render of a
 * week of 500 appointments: every column filters its therapist's events by day and places them
 * by minute differences and merged times), on epoch
 * numbers instead of date-arithmetic's chain of Date copies. Other units go to the library's
 * own functions (`base`); tests/unit/pages/calendarPlainDates.test.ts checks both agree.
 */
import type { DateLocalizer, DateLocalizerSpec } from 'react-big-calendar';

type Unit = NonNullable<Parameters<DateLocalizer['lt']>[2]>;
type Fallback = Pick<DateLocalizer, 'startOf' | 'lt' | 'lte' | 'gt' | 'gte' | 'eq' | 'neq'>;
type StartOf = (d: Date, unit: Unit, firstOfWeek?: number) => Date;
const MINUTE = 60_000;

/** The start of `unit` containing `d` in epoch ms, or null for units left to the library. */
function floorOf(d: Date, unit: Unit | undefined): number | null {
  if (unit === undefined || unit === 'milliseconds') return +d;
  // Zone offsets are whole minutes, so flooring the instant floors the wall clock (and keeps the
  // hour that the autumn change repeats apart).
  if (unit === 'minutes') return +d - ((((+d) % MINUTE) + MINUTE) % MINUTE);
  if (unit === 'day') return +new Date(d.getFullYear(), d.getMonth(), d.getDate());
  return null;
}

/** The library's unit lengths for `diff` (date-arithmetic's MILLI) of the units floored here. */
const UNIT_MS: Partial<Record<Unit, number>> = { minutes: MINUTE, day: 86_400_000 };

type FastMath = Pick<DateLocalizerSpec, 'startOf' | 'lt' | 'lte' | 'gt' | 'gte' | 'eq' | 'neq' | 'inRange'> & {
  diff: DateLocalizer['diff'];
  merge: DateLocalizer['merge'];
  isSameDate: DateLocalizer['isSameDate'];
  /** Called by the library with one object (its published types say two arguments). */
  inEventRange: (args: { event: { start: Date; end: Date }; range: { start: Date; end: Date } }) => boolean;
};

/**
 * The library's own floor for `diff`: rebuilt from the wall clock, so in the hour the autumn
 * change repeats it lands on the first pass (as date-arithmetic's setters do). Events there are
 * placed exactly as the library places them.
 */
function wallFloor(d: Date, unit: Unit): number {
  if (unit === 'day') return floorOf(d, 'day') as number;
  return +new Date(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes());
}

export function fastDateMath(base: Fallback & Pick<DateLocalizer, 'diff'>): FastMath {
  const compare = (op: 'lt' | 'lte' | 'gt' | 'gte' | 'eq' | 'neq', test: (a: number, b: number) => boolean) => (a: Date, b: Date, unit?: Unit) => {
    // The month view's "+N more" popup compares with a slot end it never sets: the library's
    // answer (an invalid date compares false), not a crash.
    if (!a || !b) return base[op](a, b, unit);
    const x = floorOf(a, unit);
    const y = floorOf(b, unit);
    return x === null || y === null ? base[op](a, b, unit) : test(x, y);
  };
  const gte = compare('gte', (a, b) => a >= b);
  const lte = compare('lte', (a, b) => a <= b);
  const gt = compare('gt', (a, b) => a > b);
  const eq = compare('eq', (a, b) => a === b);
  const neq = compare('neq', (a, b) => a !== b);
  return {
    startOf: ((d, unit, firstOfWeek) => (unit === 'day' ? new Date(floorOf(d, 'day') as number) : (base.startOf as StartOf)(d, unit, firstOfWeek))) as StartOf as DateLocalizerSpec['startOf'],
    lt: compare('lt', (a, b) => a < b),
    lte,
    gt,
    gte,
    eq,
    neq,
    inRange: (day: Date, min?: Date, max?: Date, unit: Unit = 'day') => (!min || gte(day, min, unit)) && (!max || lte(day, max, unit)),
    // Each column places every event by these (slot metrics, 70 columns in a week of ten therapists).
    diff: (a, b, unit) => {
      const ms = unit && UNIT_MS[unit];
      if (!ms) return base.diff(a, b, unit);
      return Math.round(Math.abs(wallFloor(a, unit) / ms - wallFloor(b, unit) / ms));
    },
    merge: (date, time) => {
      if (date == null && time == null) return null;
      const d = date ?? new Date();
      const t = time ?? new Date();
      return new Date(d.getFullYear(), d.getMonth(), d.getDate(), t.getHours(), t.getMinutes(), t.getSeconds(), t.getMilliseconds());
    },
    isSameDate: (a, b) => eq(a, b, 'day'),
    inEventRange: ({ event: { start, end }, range }) => {
      const startDay = new Date(floorOf(start, 'day') as number);
      const endsAfterStart = neq(startDay, end, 'minutes') ? gt(end, range.start, 'minutes') : gte(end, range.start, 'minutes');
      return lte(startDay, range.end, 'day') && endsAfterStart;
    },
  };
}

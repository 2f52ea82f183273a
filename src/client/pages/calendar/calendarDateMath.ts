/**
 * The comparisons react-big-calendar makes most (by day and by minute, thousands per render of a
 * week of 500 appointments: every column filters its therapist's events by day), on epoch
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

export function fastDateMath(base: Fallback): Pick<DateLocalizerSpec, 'startOf' | 'lt' | 'lte' | 'gt' | 'gte' | 'eq' | 'neq' | 'inRange'> {
  const compare = (op: 'lt' | 'lte' | 'gt' | 'gte' | 'eq' | 'neq', test: (a: number, b: number) => boolean) => (a: Date, b: Date, unit?: Unit) => {
    const x = floorOf(a, unit);
    const y = floorOf(b, unit);
    return x === null || y === null ? base[op](a, b, unit) : test(x, y);
  };
  const gte = compare('gte', (a, b) => a >= b);
  const lte = compare('lte', (a, b) => a <= b);
  return {
    startOf: ((d, unit, firstOfWeek) => (unit === 'day' ? new Date(floorOf(d, 'day') as number) : (base.startOf as StartOf)(d, unit, firstOfWeek))) as StartOf as DateLocalizerSpec['startOf'],
    lt: compare('lt', (a, b) => a < b),
    lte,
    gt: compare('gt', (a, b) => a > b),
    gte,
    eq: compare('eq', (a, b) => a === b),
    neq: compare('neq', (a, b) => a !== b),
    inRange: (day: Date, min?: Date, max?: Date, unit: Unit = 'day') => (!min || gte(day, min, unit)) && (!max || lte(day, max, unit)),
  };
}

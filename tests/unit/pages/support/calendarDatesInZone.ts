/**
 * Run by calendarPlainDates.test.ts with TZ=Europe/Zurich: the calendar's plain-Date helpers
 * against dayjs and react-big-calendar's own date arithmetic around the DST changes of 2027.
 * Prints one line; any disagreement throws (stderr, non-zero exit).
 */
import assert from 'node:assert/strict';
import dayjs from 'dayjs';
import { DateLocalizer } from 'react-big-calendar';
import { fastDateMath } from '../../../../src/client/pages/calendar/calendarDateMath';
import { clockTime, TIME_PATTERN } from '../../../../src/client/pages/calendar/calendarLocalizer';
import { dateKey } from '../../../../src/client/pages/calendar/grid/workingHours';

const base = new DateLocalizer({ formats: {}, firstOfWeek: () => 1, format: () => '' });
const fast = fastDateMath(base);
const units = [undefined, 'milliseconds', 'minutes', 'hours', 'day', 'week', 'month'] as const;
// A deterministic walk over the three days around each change, in uneven steps (seconds included).
const around = (utc: number) => Array.from({ length: 500 }, (_, i) => new Date(utc - 36 * 3_600_000 + i * 517_331));
const dates = [...around(Date.UTC(2027, 2, 28, 1)), ...around(Date.UTC(2027, 9, 31, 1))];
let cases = 0;
for (const [i, a] of dates.entries()) {
  const b = dates[(i * 7919) % dates.length];
  const unit = units[i % units.length];
  for (const op of ['lt', 'lte', 'gt', 'gte', 'eq', 'neq'] as const) assert.equal(fast[op]!(a, b, unit), base[op](a, b, unit), `${op} ${a.toISOString()} ${b.toISOString()} ${unit}`);
  const end = new Date(+b + 86_400_000);
  assert.equal(fast.inRange!(a, b, end, unit), base.inRange(a, b, end, unit));
  if (unit !== undefined && unit !== 'week') assert.equal(+fast.startOf!(a, unit), +base.startOf(a, unit), `startOf ${a.toISOString()} ${unit}`);
  assert.equal(fast.diff(a, b, unit), base.diff(a, b, unit), `diff ${a.toISOString()} ${b.toISOString()} ${unit}`);
  assert.equal(fast.merge(a, b)!.getTime(), base.merge(a, b)!.getTime(), `merge ${a.toISOString()} ${b.toISOString()}`);
  assert.equal(fast.isSameDate(a, b), base.isSameDate(a, b));
  const event = { start: a < b ? a : b, end: a < b ? b : a };
  const range = { start: new Date(+a - 86_400_000), end: new Date(+a + 43_200_000) };
  assert.equal(fast.inEventRange({ event, range }), (base.inEventRange as unknown as typeof fast.inEventRange)({ event, range }), `inEventRange ${a.toISOString()} ${b.toISOString()}`);
  assert.equal(clockTime(a, '24h'), dayjs(a).format(TIME_PATTERN['24h']));
  assert.equal(clockTime(a, '12h'), dayjs(a).format(TIME_PATTERN['12h']));
  assert.equal(dateKey(a, -1), dayjs(a).subtract(1, 'day').format('YYYY-MM-DD'));
  cases++;
}
process.stdout.write(`offset ${new Date(2027, 6, 1).getTimezoneOffset()}; agreed on ${cases} cases\n`);

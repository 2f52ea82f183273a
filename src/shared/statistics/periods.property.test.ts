/** Statistics intervals (fast-check): contiguous, covering the period, DST days 23/25 hours. */
import fc from 'fast-check';
import { DAY_INTERVALS, HOUR_MS, STATISTICS_PERIODS, intervalIndexOf, localDateTime, statisticsIntervals } from './periods';

const ZONES = ['Europe/Zurich', 'UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney'];
// 2026-01-01 … 2029-12-31 (UTC milliseconds, any second).
const nowArb = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2029, 11, 31) });
const zoneArb = fc.constantFrom(...ZONES);
const periodArb = fc.constantFrom(...STATISTICS_PERIODS);

describe('statistics intervals (properties)', () => {
  it('are contiguous and hold now in the last interval', () => {
    fc.assert(
      fc.property(periodArb, nowArb, zoneArb, (period, now, zone) => {
        const list = statisticsIntervals(period, now, zone);
        expect(list.length).toBeGreaterThan(0);
        for (let i = 1; i < list.length; i++) expect(list[i].start).toBe(list[i - 1].end);
        for (const x of list) expect(x.end).toBeGreaterThan(x.start);
        const last = list[list.length - 1];
        expect(last.start).toBeLessThanOrEqual(now);
        expect(now).toBeLessThan(last.end);
        expect(intervalIndexOf(list, now)).toBe(list.length - 1);
        expect(intervalIndexOf(list, list[0].start - 1)).toBe(-1);
        expect(intervalIndexOf(list, last.end)).toBe(-1);
        for (let i = 0; i < list.length; i++) expect(intervalIndexOf(list, list[i].start)).toBe(i);
        for (const x of list) expect(x.localStart).toBe(localDateTime(x.start, zone));
      }),
    );
  });

  it('last day: 12 intervals of two real hours ending at the next full local hour', () => {
    fc.assert(
      fc.property(nowArb, zoneArb, (now, zone) => {
        const list = statisticsIntervals('day', now, zone);
        expect(list).toHaveLength(DAY_INTERVALS);
        for (const x of list) expect(x.end - x.start).toBe(2 * HOUR_MS);
        const end = list[list.length - 1].end;
        expect(end - now).toBeGreaterThan(0);
        expect(end - now).toBeLessThanOrEqual(HOUR_MS);
        expect(localDateTime(end, zone).slice(14)).toBe('00');
      }),
    );
  });

  it('week: the 7 local days ending today, each starting at local midnight', () => {
    fc.assert(
      fc.property(nowArb, zoneArb, (now, zone) => {
        const list = statisticsIntervals('week', now, zone);
        expect(list).toHaveLength(7);
        expect(list[6].localStart.slice(0, 10)).toBe(localDateTime(now, zone).slice(0, 10));
        const dates = list.map((x) => x.localStart.slice(0, 10));
        expect(new Set(dates).size).toBe(7);
        for (const x of list) expect(x.localStart.slice(11)).toBe('00:00');
      }),
    );
  });

  it('month: from the 1st of the current local month up to today', () => {
    fc.assert(
      fc.property(nowArb, zoneArb, (now, zone) => {
        const today = localDateTime(now, zone).slice(0, 10);
        const list = statisticsIntervals('month', now, zone);
        expect(list).toHaveLength(Number(today.slice(8, 10)));
        expect(list[0].localStart).toBe(`${today.slice(0, 8)}01T00:00`);
        expect(list[list.length - 1].localStart.slice(0, 10)).toBe(today);
        for (const x of list) expect(x.localStart.slice(0, 7)).toBe(today.slice(0, 7));
      }),
    );
  });
});

describe('statistics intervals on the DST days in Zurich', () => {
  const hours = (x: { start: number; end: number }) => (x.end - x.start) / HOUR_MS;

  it('28 March 2027 has 23 hours, 31 October 2027 has 25', () => {
    const spring = statisticsIntervals('week', Date.UTC(2027, 2, 28, 12), 'Europe/Zurich');
    expect(spring[6].localStart).toBe('2027-03-28T00:00');
    expect(spring.map(hours)).toEqual([24, 24, 24, 24, 24, 24, 23]);
    const autumn = statisticsIntervals('month', Date.UTC(2027, 9, 31, 20), 'Europe/Zurich');
    expect(autumn).toHaveLength(31);
    expect(autumn[30].localStart).toBe('2027-10-31T00:00');
    expect(autumn.slice(0, 30).every((x) => hours(x) === 24)).toBe(true);
    expect(hours(autumn[30])).toBe(25);
  });

  it('the last day across the spring change is still 24 real hours; its labels skip the missing hour (00:00, then 03:00)', () => {
    // 28 March 2027, 06:30 CEST (04:30 UTC): the hours end at 07:00 CEST.
    const list = statisticsIntervals('day', Date.UTC(2027, 2, 28, 4, 30), 'Europe/Zurich');
    expect(list[11].end - list[0].start).toBe(24 * HOUR_MS);
    expect(list.map((x) => x.localStart.slice(11))).toEqual(['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00', '00:00', '03:00', '05:00']);
    expect(list[0].localStart).toBe('2027-03-27T06:00');
  });
});

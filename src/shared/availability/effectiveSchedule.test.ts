/** Effective working hours: template, special days, days off, public holidays (examples and properties). */
import fc from 'fast-check';
import { effectiveSchedule, datesBetween, type ScheduleSources } from './effectiveSchedule';
import { subtractIntervals, type Interval } from './intervals';

const nineToFive: Interval[] = [{ start: 540, end: 1020 }];
const weekdays = [[], nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, []];
const none: ScheduleSources = {
  weekly: weekdays,
  specialDays: new Map(),
  daysOff: [],
  publicHolidays: [],
};

describe('effectiveSchedule', () => {
  it('follows the template by weekday (2026-11-23 is a Monday)', () => {
    const days = effectiveSchedule('2026-11-21', '2026-11-24', none);
    expect(days.map((d) => [d.date, d.weekDay, d.intervals])).toEqual([
      ['2026-11-21', 6, []],
      ['2026-11-22', 0, []],
      ['2026-11-23', 1, nineToFive],
      ['2026-11-24', 2, nineToFive],
    ]);
  });

  it('replaces the template on a special day, even a Sunday or a public holiday', () => {
    const sources: ScheduleSources = {
      ...none,
      specialDays: new Map([
        ['2026-11-22', [{ start: 600, end: 720 }]],
        ['2026-12-25', [{ start: 480, end: 600 }]],
        ['2026-11-24', []],
      ]),
      publicHolidays: [{ date: '2026-12-25', name: 'Weihnachten' }],
    };
    const byDate = new Map(effectiveSchedule('2026-11-20', '2026-12-31', sources).map((d) => [d.date, d]));
    expect(byDate.get('2026-11-22')).toMatchObject({
      source: 'specialDay',
      intervals: [{ start: 600, end: 720 }],
    });
    expect(byDate.get('2026-11-24')).toMatchObject({
      source: 'specialDay',
      intervals: [],
    });
    expect(byDate.get('2026-12-25')).toMatchObject({
      source: 'specialDay',
      intervals: [{ start: 480, end: 600 }],
      publicHoliday: { name: 'Weihnachten' },
    });
  });

  it('takes away days off (ranges, half days) and public holidays (half days too)', () => {
    const sources: ScheduleSources = {
      ...none,
      daysOff: [
        { date: '2026-12-21', endDate: '2026-12-23', name: 'Ferien' },
        { date: '2026-09-15', halfDay: 'morning' },
      ],
      publicHolidays: [
        { date: '2026-09-14', name: 'Knabenschiessen', halfDay: 'afternoon' },
        { date: '2026-12-24', name: 'Heiligabend' },
      ],
    };
    const byDate = new Map(effectiveSchedule('2026-09-01', '2026-12-31', sources).map((d) => [d.date, d]));
    expect(byDate.get('2026-12-22')).toMatchObject({
      intervals: [],
      dayOff: { name: 'Ferien' },
    });
    expect(byDate.get('2026-12-24')).toMatchObject({
      intervals: [],
      publicHoliday: { name: 'Heiligabend' },
    });
    expect(byDate.get('2026-09-14')!.intervals).toEqual([{ start: 540, end: 720 }]);
    expect(byDate.get('2026-09-15')!.intervals).toEqual([{ start: 720, end: 1020 }]);
  });

  it('a day off wins over a special day', () => {
    const sources: ScheduleSources = {
      ...none,
      specialDays: new Map([['2026-11-23', [{ start: 600, end: 700 }]]]),
      daysOff: [{ date: '2026-11-23' }],
    };
    expect(effectiveSchedule('2026-11-23', '2026-11-23', sources)[0].intervals).toEqual([]);
  });

  it('never works more than its source, never on a whole day off, one entry per date (property)', () => {
    const iv = fc.tuple(fc.integer({ min: 360, max: 1470 }), fc.integer({ min: 360, max: 1470 })).map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }));
    const dateArb = fc.integer({ min: 0, max: 40 }).map((n) => datesBetween('2027-03-01', '2027-04-30')[n]);
    fc.assert(
      fc.property(
        fc.array(fc.array(iv, { maxLength: 3 }), {
          minLength: 7,
          maxLength: 7,
        }),
        fc.array(fc.tuple(dateArb, fc.array(iv, { maxLength: 3 })), {
          maxLength: 5,
        }),
        fc.uniqueArray(fc.tuple(dateArb, fc.constantFrom(undefined, 'morning' as const, 'afternoon' as const)), { maxLength: 5, selector: ([d]) => d }),
        fc.array(dateArb, { maxLength: 3 }),
        (weekly, specials, offs, holidays) => {
          const sources: ScheduleSources = {
            weekly: weekly.map((w) => subtractIntervals(w, [])),
            specialDays: new Map(specials.map(([d, list]) => [d, subtractIntervals(list, [])])),
            daysOff: offs.map(([date, halfDay]) => (halfDay ? { date, halfDay } : { date })),
            publicHolidays: holidays.map((date) => ({
              date,
              name: 'Feiertag',
            })),
          };
          const days = effectiveSchedule('2027-03-01', '2027-04-10', sources);
          expect(days.map((d) => d.date)).toEqual(datesBetween('2027-03-01', '2027-04-10'));
          for (const d of days) {
            const source = sources.specialDays.get(d.date) ?? sources.weekly[d.weekDay];
            expect(subtractIntervals(d.intervals, source)).toEqual([]);
            const off = offs.find(([date]) => date === d.date);
            if (off && !off[1]) expect(d.intervals).toEqual([]);
            if (off?.[1] === 'morning') expect(d.intervals.every((i) => i.start >= 720)).toBe(true);
            if (off?.[1] === 'afternoon') expect(d.intervals.every((i) => i.end <= 720)).toBe(true);
            if (holidays.includes(d.date) && !sources.specialDays.has(d.date)) expect(d.intervals).toEqual([]);
          }
        },
      ),
    );
  });
});

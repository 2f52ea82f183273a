import { RecurrenceInputError, continueSeries, expandDates, expandSeries, horizonDate } from './expand';
import { localClock } from './testkit';
import type { Occurrence, Repetition, SeriesStart } from './types';

const zurich = (o: Occurrence) => localClock(o.startAt, 'Europe/Zurich');
const dates = (os: Occurrence[]) => os.map((o) => o.date);
const weekly: Repetition = { frequency: 'WEEKLY', interval: 1, end: 'ENDLESS' };
const nine: SeriesStart = { date: '2027-03-14', startTime: '09:00', endTime: '10:00' };

describe('DST in Europe/Zurich (28 March and 31 October 2027)', () => {
  it('keeps a weekly 09:00 at 09:00 local across both changes, moving its UTC time', () => {
    const spring = expandSeries(nine, weekly, { until: '2027-04-04' });
    expect(spring.map(zurich)).toEqual(['2027-03-14 09:00', '2027-03-21 09:00', '2027-03-28 09:00', '2027-04-04 09:00']);
    expect(spring.map((o) => o.startAt.toISOString().slice(11, 16))).toEqual(['08:00', '08:00', '07:00', '07:00']);
    const autumn = expandSeries({ ...nine, date: '2027-10-24' }, weekly, { until: '2027-11-07' });
    expect(autumn.map(zurich)).toEqual(['2027-10-24 09:00', '2027-10-31 09:00', '2027-11-07 09:00']);
    expect(autumn.map((o) => o.startAt.toISOString().slice(11, 16))).toEqual(['07:00', '08:00', '08:00']);
    expect([...spring, ...autumn].every((o) => o.endAt.getTime() - o.startAt.getTime() === 3_600_000)).toBe(true);
  });

  it('moves the 02:30 of 28 March to 03:30, flagged, and keeps 02:30 on the other Sundays', () => {
    const os = expandSeries({ date: '2027-03-21', startTime: '02:30', endTime: '03:15' }, weekly, { until: '2027-04-04' });
    expect(os.map(zurich)).toEqual(['2027-03-21 02:30', '2027-03-28 03:30', '2027-04-04 02:30']);
    expect(os.map((o) => o.inDstGap)).toEqual([false, true, false]);
    expect(localClock(os[1].endAt, 'Europe/Zurich')).toBe('2027-03-28 04:15');
  });

  it('takes the first 02:30 of 31 October and keeps the length (ends at the second 02:30)', () => {
    const os = expandSeries({ date: '2027-10-24', startTime: '02:30', endTime: '03:30' }, weekly, { until: '2027-10-31' });
    expect(os[1].startAt.toISOString()).toBe('2027-10-31T00:30:00.000Z'); // 02:30 CEST
    expect(os[1].endAt.toISOString()).toBe('2027-10-31T01:30:00.000Z'); // 02:30 CET, 60 minutes later
  });
});

describe('rules', () => {
  it('DAILY every 3 days, EXACT_DATE inclusive', () => {
    const r: Repetition = { frequency: 'DAILY', interval: 3, end: 'EXACT_DATE', endDate: '2027-01-10' };
    expect(dates(expandSeries({ ...nine, date: '2027-01-01' }, r, { until: '2028-01-01' }))).toEqual(['2027-01-01', '2027-01-04', '2027-01-07', '2027-01-10']);
  });

  it('WEEKLY every 2 weeks on Monday and Sunday, weeks starting on Monday', () => {
    // Wed 6 Jan 2027: Sun 10 Jan is in the same week; the next week used starts Mon 18 Jan.
    const r: Repetition = { frequency: 'WEEKLY', interval: 2, weekDays: [1, 0], end: 'OCCURRENCES', occurrences: 5 };
    expect(dates(expandSeries({ ...nine, date: '2027-01-06' }, r, { until: '2028-01-01' }))).toEqual(['2027-01-06', '2027-01-10', '2027-01-18', '2027-01-24', '2027-02-01']);
  });

  it('WEEKLY without weekDays repeats on the first date’s weekday', () => {
    const os = expandSeries({ ...nine, date: '2027-01-06' }, { ...weekly, weekDays: [] }, { until: '2027-01-20' });
    expect(dates(os)).toEqual(['2027-01-06', '2027-01-13', '2027-01-20']);
  });

  it('keeps a first date that is not on a chosen weekday as occurrence 0, and counts it', () => {
    const r: Repetition = { frequency: 'WEEKLY', interval: 1, weekDays: [1], end: 'OCCURRENCES', occurrences: 3 };
    expect(dates(expandSeries({ ...nine, date: '2027-01-05' }, r, { until: '2028-01-01' }))).toEqual(['2027-01-05', '2027-01-11', '2027-01-18']);
  });

  it('MONTHLY on the 31st skips shorter months without counting them', () => {
    const r: Repetition = { frequency: 'MONTHLY', interval: 1, end: 'OCCURRENCES', occurrences: 5 };
    expect(dates(expandSeries({ ...nine, date: '2027-01-31' }, r, { until: '2028-12-31' }))).toEqual(['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31', '2027-08-31']);
  });

  it('MONTHLY on 29 February every 12 months lands only in leap years', () => {
    const r: Repetition = { frequency: 'MONTHLY', interval: 12, end: 'ENDLESS' };
    expect(dates(expandSeries({ ...nine, date: '2028-02-29' }, r, { until: '2036-03-01' }))).toEqual(['2028-02-29', '2032-02-29', '2036-02-29']);
  });

  it('ENDLESS stops at the horizon, 18 months after today with the month end clamped', () => {
    expect(horizonDate('2026-11-21')).toBe('2028-05-21');
    expect(horizonDate('2026-08-31')).toBe('2028-02-29');
    const os = expandSeries({ ...nine, date: '2026-11-23' }, weekly, { until: horizonDate('2026-11-21') });
    expect(os.at(-1)?.date).toBe('2028-05-15');
    expect(os).toHaveLength(78);
  });

  it('returns the first appointment even past the horizon, and alone without a rule', () => {
    expect(dates(expandSeries({ ...nine, date: '2029-01-01' }, weekly, { until: '2028-05-21' }))).toEqual(['2029-01-01']);
    expect(dates(expandSeries(nine, undefined, { until: '2028-05-21' }))).toEqual(['2027-03-14']);
  });

  it('lets an appointment cross midnight when it ends before it starts', () => {
    const [o] = expandSeries({ date: '2027-01-01', startTime: '23:30', endTime: '00:30' }, undefined, { until: '2027-01-01' });
    expect([o.startAt.toISOString(), o.endAt.toISOString()]).toEqual(['2027-01-01T22:30:00.000Z', '2027-01-01T23:30:00.000Z']);
  });

  it('uses the given zone', () => {
    const [o] = expandSeries({ ...nine, timeZone: 'America/New_York', date: '2027-07-01' }, undefined, { until: '2027-07-01' });
    expect(o.startAt.toISOString()).toBe('2027-07-01T13:00:00.000Z');
  });
});

describe('continuing a series (the extension job)', () => {
  it('yields exactly the occurrences after the last horizon, with their series indexes', () => {
    const r: Repetition = { frequency: 'WEEKLY', interval: 1, weekDays: [2, 4], end: 'ENDLESS' };
    const whole = expandSeries(nine, r, { until: '2027-06-30' });
    const tail = continueSeries(nine, r, { after: '2027-04-30', until: '2027-06-30' });
    expect(tail).toEqual(whole.filter((o) => o.date > '2027-04-30'));
    expect(tail[0].index).toBe(whole.findIndex((o) => o.date > '2027-04-30'));
  });

  it('yields nothing when an OCCURRENCES series is complete', () => {
    const r: Repetition = { frequency: 'DAILY', interval: 1, end: 'OCCURRENCES', occurrences: 3 };
    expect(continueSeries(nine, r, { after: '2027-03-20', until: '2027-12-31' })).toEqual([]);
  });
});

describe('irregular repetitions', () => {
  it('adds the first date, drops duplicates and sorts', () => {
    const os = expandDates(nine, ['2027-05-02', '2027-03-20', '2027-05-02', '2027-03-14']);
    expect(os.map((o) => [o.index, o.date])).toEqual([[0, '2027-03-14'], [1, '2027-03-20'], [2, '2027-05-02']]);
    expect(os.map(zurich)).toEqual(['2027-03-14 09:00', '2027-03-20 09:00', '2027-05-02 09:00']);
  });

  it('refuses dates before the first date or not on the calendar', () => {
    expect(() => expandDates(nine, ['2027-03-13', '2027-02-30'])).toThrow(RecurrenceInputError);
  });
});

describe('invalid input', () => {
  it('throws RecurrenceInputError carrying the field errors', () => {
    let caught: unknown;
    try {
      expandSeries({ date: '2027-02-29', startTime: '25:00', endTime: '10:00' }, { frequency: 'DAILY', interval: 0, end: 'ENDLESS' }, { until: '2028-01-01' });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(RecurrenceInputError);
    expect((caught as RecurrenceInputError).errors).toEqual([
      { field: 'date', code: 'invalidCalendarDate' },
      { field: 'startTime', code: 'invalidFormat' },
      { field: 'repetition.interval', code: 'tooSmall' },
    ]);
  });
});

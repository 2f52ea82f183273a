import { MAX_INTERVAL, MAX_OCCURRENCES } from './types';
import { irregularDatesErrors, normaliseIrregularDates, normaliseRepetition, repetitionErrors, seriesStartErrors } from './validation';

const codes = (errors: { field: string; code: string }[]) => errors.map((e) => `${e.field}:${e.code}`);

describe('repetitionErrors', () => {
  const first = '2027-03-14';

  it('accepts each frequency and end', () => {
    expect(repetitionErrors({ frequency: 'DAILY', interval: 1, end: 'ENDLESS' }, first)).toEqual([]);
    expect(repetitionErrors({ frequency: 'WEEKLY', interval: 2, weekDays: [1, 3], end: 'EXACT_DATE', endDate: first }, first)).toEqual([]);
    expect(repetitionErrors({ frequency: 'MONTHLY', interval: MAX_INTERVAL, end: 'OCCURRENCES', occurrences: MAX_OCCURRENCES }, first)).toEqual([]);
  });

  it('requires frequency, interval and end', () => {
    expect(codes(repetitionErrors({}, first))).toEqual(['repetition.frequency:required', 'repetition.interval:required', 'repetition.end:required']);
  });

  it('refuses unknown values, a fractional or out-of-range interval', () => {
    expect(codes(repetitionErrors({ frequency: 'YEARLY', interval: 1.5, end: 'SOMETIMES' }, first))).toEqual([
      'repetition.frequency:invalidValue',
      'repetition.interval:invalidType',
      'repetition.end:invalidValue',
    ]);
    expect(codes(repetitionErrors({ frequency: 'DAILY', interval: 0, end: 'ENDLESS' }, first))).toEqual(['repetition.interval:tooSmall']);
    expect(codes(repetitionErrors({ frequency: 'DAILY', interval: MAX_INTERVAL + 1, end: 'ENDLESS' }, first))).toEqual(['repetition.interval:tooLarge']);
    expect(codes(repetitionErrors({ frequency: 'DAILY', interval: '2', end: 'ENDLESS' }, first))).toEqual(['repetition.interval:invalidType']);
  });

  it('checks WEEKLY weekDays (0 = Sunday … 6) and ignores them for other frequencies', () => {
    expect(codes(repetitionErrors({ frequency: 'WEEKLY', interval: 1, weekDays: [0, 7, 1.5], end: 'ENDLESS' }, first))).toEqual([
      'repetition.weekDays.1:invalidValue',
      'repetition.weekDays.2:invalidValue',
    ]);
    expect(codes(repetitionErrors({ frequency: 'WEEKLY', interval: 1, weekDays: 'MO', end: 'ENDLESS' }, first))).toEqual(['repetition.weekDays:invalidType']);
    expect(codes(repetitionErrors({ frequency: 'WEEKLY', interval: 1, weekDays: [1, 1, 1, 1, 1, 1, 1, 1], end: 'ENDLESS' }, first))).toEqual(['repetition.weekDays:tooMany']);
    expect(repetitionErrors({ frequency: 'DAILY', interval: 1, weekDays: [9], end: 'ENDLESS' }, first)).toEqual([]);
  });

  it('EXACT_DATE needs a calendar endDate on or after the first date', () => {
    const exact = { frequency: 'DAILY', interval: 1, end: 'EXACT_DATE' };
    expect(codes(repetitionErrors(exact, first))).toEqual(['repetition.endDate:required']);
    expect(codes(repetitionErrors({ ...exact, endDate: '2027-02-29' }, first))).toEqual(['repetition.endDate:invalidCalendarDate']);
    expect(codes(repetitionErrors({ ...exact, endDate: '2027-03-13' }, first))).toEqual(['repetition.endDate:invalidDateRange']);
  });

  it('OCCURRENCES needs a whole count from 1 to the maximum', () => {
    const after = { frequency: 'DAILY', interval: 1, end: 'OCCURRENCES' };
    expect(codes(repetitionErrors(after, first))).toEqual(['repetition.occurrences:required']);
    expect(codes(repetitionErrors({ ...after, occurrences: 0 }, first))).toEqual(['repetition.occurrences:tooSmall']);
    expect(codes(repetitionErrors({ ...after, occurrences: MAX_OCCURRENCES + 1 }, first))).toEqual(['repetition.occurrences:tooLarge']);
  });

  it('names fields with the given prefix', () => {
    expect(codes(repetitionErrors({ frequency: 'DAILY', end: 'ENDLESS' }, first, ''))).toEqual(['interval:required']);
  });
});

describe('normaliseRepetition', () => {
  it('sorts and dedupes weekDays, defaults them to the first date’s weekday, drops unused fields', () => {
    expect(normaliseRepetition({ frequency: 'WEEKLY', interval: 1, weekDays: [5, 1, 5], end: 'ENDLESS', endDate: '2030-01-01' }, '2027-03-14')).toEqual({
      frequency: 'WEEKLY',
      interval: 1,
      weekDays: [1, 5],
      end: 'ENDLESS',
    });
    expect(normaliseRepetition({ frequency: 'WEEKLY', interval: 1, end: 'OCCURRENCES', occurrences: 4 }, '2027-03-14').weekDays).toEqual([0]);
    expect(normaliseRepetition({ frequency: 'DAILY', interval: 1, weekDays: [2], end: 'EXACT_DATE', endDate: '2027-04-01', occurrences: 3 }, '2027-03-14')).toEqual({
      frequency: 'DAILY',
      interval: 1,
      end: 'EXACT_DATE',
      endDate: '2027-04-01',
    });
  });
});

describe('seriesStartErrors', () => {
  it('checks the date, HH:mm times, their order and the zone', () => {
    expect(seriesStartErrors({ date: '2027-03-14', startTime: '09:00', endTime: '09:45', timeZone: 'Europe/Zurich' })).toEqual([]);
    expect(codes(seriesStartErrors({}))).toEqual(['date:required', 'startTime:required', 'endTime:required']);
    expect(codes(seriesStartErrors({ date: '14.03.2027', startTime: '9:00', endTime: '24:00', timeZone: 'Zurich' }))).toEqual([
      'date:invalidCalendarDate',
      'startTime:invalidFormat',
      'endTime:invalidFormat',
      'timeZone:invalidTimezone',
    ]);
    expect(codes(seriesStartErrors({ date: '2027-03-14', startTime: '09:00', endTime: '09:00' }))).toEqual(['endTime:invalidTimeRange']);
  });
});

describe('irregular dates', () => {
  const first = '2027-03-14';

  it('checks each date against the first date and the horizon', () => {
    expect(irregularDatesErrors(['2027-03-14', '2027-04-01', '2027-04-01'], first, '2028-09-14')).toEqual([]);
    expect(codes(irregularDatesErrors(['2027-03-13', '2027-13-01', 5, '2028-09-15'], first, '2028-09-14'))).toEqual([
      'dates.0:invalidDateRange',
      'dates.1:invalidCalendarDate',
      'dates.2:invalidCalendarDate',
      'dates.3:tooLarge',
    ]);
  });

  it('refuses a missing, empty or oversized list', () => {
    expect(codes(irregularDatesErrors(undefined, first))).toEqual(['dates:required']);
    expect(codes(irregularDatesErrors('2027-04-01', first))).toEqual(['dates:invalidType']);
    expect(codes(irregularDatesErrors([], first))).toEqual(['dates:tooFew']);
    expect(codes(irregularDatesErrors(Array.from({ length: 1000 }, () => first), first))).toEqual(['dates:tooMany']);
  });

  it('normalises to the first date plus the others, once each, in order', () => {
    expect(normaliseIrregularDates(['2027-05-01', '2027-03-14', '2027-04-01', '2027-05-01'], first)).toEqual(['2027-03-14', '2027-04-01', '2027-05-01']);
  });
});

import fc from 'fast-check';
import { DAY_MS, addMonthsClamped, fromDayNumber, mondayOf, parseTime, toDayNumber, weekDayOf } from './calendarDays';

describe('calendar day numbers', () => {
  it('formats every day of years 1000–9999 as Date does, and parses it back', () => {
    const days = fc.integer({ min: Date.UTC(1000, 0, 1) / DAY_MS, max: Date.UTC(9999, 11, 31) / DAY_MS });
    fc.assert(
      fc.property(days, (n) => {
        const iso = new Date(n * DAY_MS).toISOString().slice(0, 10);
        expect(fromDayNumber(n)).toBe(iso);
        expect(toDayNumber(iso)).toBe(n);
      }),
      { numRuns: 5000 },
    );
  });

  it('counts weekdays from Sunday = 0 and weeks from Monday', () => {
    expect(weekDayOf(toDayNumber('2027-03-28'))).toBe(0);
    expect(weekDayOf(toDayNumber('1969-12-31'))).toBe(3);
    expect(fromDayNumber(mondayOf(toDayNumber('2027-03-28')))).toBe('2027-03-22');
    expect(fromDayNumber(mondayOf(toDayNumber('2027-03-22')))).toBe('2027-03-22');
  });

  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonthsClamped('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsClamped('2027-08-31', 18)).toBe('2029-02-28');
    expect(addMonthsClamped('2026-12-15', 13)).toBe('2028-01-15');
  });

  it('reads HH:mm times only', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('23:59')).toBe(1439);
    for (const bad of ['24:00', '9:00', '09:60', '0900', 900, undefined]) expect(parseTime(bad)).toBeNull();
  });
});

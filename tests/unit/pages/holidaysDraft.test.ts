import fc from 'fast-check';
import { clashes, daysOffErrors, isCalendarDate, splitAtYearEnd } from '../../../src/shared/daysOff';
import { addDayOff, addPublicHolidays, totalDays } from '../../../src/client/pages/settings/holidays/daysOffDraft';

describe('days off rules', () => {
  it('knows real dates, leap years included', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
  });

  it('cuts a range at 31 December and carries the rest into the next year', () => {
    expect(splitAtYearEnd({ date: '2026-12-24', endDate: '2027-01-02', name: 'Weihnachtsferien' }, 2026)).toEqual({
      inYear: { date: '2026-12-24', endDate: '2026-12-31', name: 'Weihnachtsferien' },
      carry: { date: '2027-01-01', endDate: '2027-01-02', name: 'Weihnachtsferien' },
    });
    expect(splitAtYearEnd({ date: '2026-12-31', endDate: '2027-01-01' }, 2026).carry).toEqual({ date: '2027-01-01' });
  });

  it('reports a day listed twice on the later entry, and adjacent ranges are fine', () => {
    expect(daysOffErrors(2026, [{ date: '2026-07-06', endDate: '2026-07-10' }, { date: '2026-07-11', endDate: '2026-07-12' }])).toEqual([]);
    expect(daysOffErrors(2026, [{ date: '2026-07-06', endDate: '2026-07-10' }, { date: '2026-07-09', endDate: '2026-07-12' }])).toEqual([{ field: 'days.1.date', code: 'duplicateValue' }]);
    expect(daysOffErrors(2026, [{ date: '2026-07-10' }, { date: '2026-07-10', name: 'x' }])).toEqual([{ field: 'days.1.date', code: 'duplicateValue' }]);
  });

  it('takes a vacation that contains a public holiday, in either order (issue 13)', () => {
    const holiday = { date: '2026-08-01', name: 'Bundesfeier' };
    const vacation = { date: '2026-07-20', endDate: '2026-08-07', name: 'Sommerferien' };
    expect(daysOffErrors(2026, [holiday, vacation])).toEqual([]);
    const added = addDayOff([holiday], 2026, vacation);
    expect(added).toEqual({ ok: true, days: [vacation, holiday], carry: null });
    expect(addPublicHolidays([vacation], [{ ...holiday, type: 'public' }])).toEqual([vacation, holiday]);
    expect(totalDays([vacation, holiday])).toBe(19);
  });

  it('adds to the draft in date order, refuses overlaps and days of other years', () => {
    const first = addDayOff([], 2026, { date: '2026-12-28', endDate: '2027-01-03', name: 'Ferien', halfDay: 'morning' });
    expect(first).toEqual({ ok: true, days: [{ date: '2026-12-28', endDate: '2026-12-31', name: 'Ferien' }], carry: { date: '2027-01-01', endDate: '2027-01-03', name: 'Ferien' } });
    const days = first.ok ? first.days : [];
    expect(addDayOff(days, 2026, { date: '2026-12-30', endDate: '2026-12-31' })).toEqual({ ok: false, field: 'date', code: 'duplicateValue' });
    expect(addDayOff(days, 2026, { date: '2025-12-31' })).toEqual({ ok: false, field: 'date', code: 'calendarYearMismatch' });
    const more = addPublicHolidays(days, [
      { date: '2026-12-31', name: 'Silvester', type: 'optional' },
      { date: '2026-09-14', name: 'Knabenschiessen', type: 'optional', halfDay: 'afternoon' },
    ]);
    expect(addPublicHolidays(more, [{ date: '2026-09-14', name: 'Knabenschiessen', type: 'optional' }])).toEqual(more);
    expect(more).toEqual([{ date: '2026-09-14', name: 'Knabenschiessen', halfDay: 'afternoon' }, ...days, { date: '2026-12-31', name: 'Silvester' }]);
    expect(totalDays(more)).toBe(4.5);
  });
});

describe('days off duplicates (property)', () => {
  const day = fc.integer({ min: 1, max: 60 }).chain((from) =>
    fc.integer({ min: 0, max: 5 }).map((len) => {
      const iso = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString().slice(0, 10);
      return len === 0 ? { date: iso(from) } : { date: iso(from), endDate: iso(from + len) };
    }),
  );
  it('reports a duplicate exactly when two entries clash', () => {
    fc.assert(
      fc.property(fc.array(day, { maxLength: 8 }), (days) => {
        const clash = days.some((a, i) => days.some((b, j) => i < j && clashes(a, b)));
        expect(daysOffErrors(2026, days).some((e) => e.code === 'duplicateValue')).toBe(clash);
      }),
    );
  });
});

import fc from 'fast-check';
import { fromDayNumber, toDayNumber, weekDayOf } from '../recurrence/calendarDays';
import { groupByDay, MAX_AGENDA_DAYS, rangeDays, rangeProblem, shiftRange, splitAtDay, weekOf } from './agendaRange';

// Dates from 1990 to 2100 as day numbers.
const day = fc.integer({ min: 7305, max: 47482 });
const date = day.map(fromDayNumber);
const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const appointment = fc.record({ date, startTime: time, endTime: time, id: fc.uuid() });

describe('agenda range', () => {
  it('the week of any day runs Monday to Sunday and contains it', () => {
    fc.assert(
      fc.property(date, (d) => {
        const w = weekOf(d);
        expect(weekDayOf(toDayNumber(w.from))).toBe(1);
        expect(rangeDays(w)).toBe(7);
        expect(w.from <= d && d <= w.to).toBe(true);
      }),
    );
    expect(weekOf('2027-03-28')).toEqual({ from: '2027-03-22', to: '2027-03-28' });
  });

  it('pages by its own length, and back again to where it was', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 40 }), fc.integer({ min: -5, max: 5 }), (start, length, steps) => {
        const r = { from: fromDayNumber(start), to: fromDayNumber(start + length - 1) };
        const moved = shiftRange(r, steps);
        expect(rangeDays(moved)).toBe(length);
        expect(toDayNumber(moved.from) - start).toBe(steps * length);
        expect(shiftRange(moved, -steps)).toEqual(r);
      }),
    );
    expect(shiftRange({ from: '2026-12-28', to: '2027-01-03' }, 1)).toEqual({ from: '2027-01-04', to: '2027-01-10' });
  });

  it('refuses an end before the start and more than a quarter', () => {
    expect(rangeProblem({ from: '2027-01-10', to: '2027-01-09' })).toBe('invalidRange');
    expect(rangeProblem({ from: '2027-01-10', to: 'x' })).toBe('invalidRange');
    expect(rangeProblem({ from: '2027-01-01', to: fromDayNumber(toDayNumber('2027-01-01') + MAX_AGENDA_DAYS - 1) })).toBeNull();
    expect(rangeProblem({ from: '2027-01-01', to: fromDayNumber(toDayNumber('2027-01-01') + MAX_AGENDA_DAYS) })).toBe('tooLong');
  });
});

describe('grouping appointments', () => {
  it('keeps every appointment once, one group per day, days and times ascending', () => {
    fc.assert(
      fc.property(fc.array(appointment, { maxLength: 40 }), (list) => {
        const groups = groupByDay(list);
        expect(groups.flatMap((g) => g.items.map((i) => i.id)).sort()).toEqual(list.map((a) => a.id).sort());
        expect(new Set(groups.map((g) => g.date)).size).toBe(groups.length);
        groups.forEach((g, i) => {
          if (i > 0) expect(groups[i - 1].date < g.date).toBe(true);
          g.items.forEach((item, j) => {
            expect(item.date).toBe(g.date);
            if (j > 0) expect(g.items[j - 1].startTime <= item.startTime).toBe(true);
          });
        });
      }),
    );
  });

  it('splits a client’s appointments into upcoming (soonest first) and past (latest first)', () => {
    fc.assert(
      fc.property(fc.array(appointment, { maxLength: 30 }), date, (list, today) => {
        const { upcoming, past } = splitAtDay(list, today);
        expect(upcoming.length + past.length).toBe(list.length);
        expect(upcoming.every((a) => a.date >= today) && past.every((a) => a.date < today)).toBe(true);
        upcoming.forEach((a, i) => i > 0 && expect(upcoming[i - 1].date <= a.date).toBe(true));
        past.forEach((a, i) => i > 0 && expect(past[i - 1].date >= a.date).toBe(true));
      }),
    );
  });
});

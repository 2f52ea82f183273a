import fc from 'fast-check';
import { formatMinute, specialDayErrors, type SpecialDay, type SpecialDaySlot } from '../../../src/shared/availability';
import {
  addEntry, applyReply, changeEntry, changesOf, closedDates, draftDays, entriesOf, entryAt, removeEntry, reopenDate, yearMismatch,
  type SpecialDayChange, type SpecialDaysDraft, type SpecialDaysMap,
} from '../../../src/client/pages/settings/holidays/specialDays/specialDaysDraft';
import { slotOfRange, weekDates, weekInYear, firstWeekOf, gridDate } from '../../../src/client/pages/settings/holidays/specialDays/weekDates';

const YEAR = 2027;
const WEEK = weekDates(new Date(2027, 2, 24)); // Monday 22 March 2027 … Sunday 28 March

/** Slots of one day: sorted cut points of the grid's quarter hours (06:00–23:00), paired, so they never overlap. */
const slotsArb: fc.Arbitrary<SpecialDaySlot[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 68 }), { maxLength: 8 })
  .map((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const slots: SpecialDaySlot[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) slots.push({ startTime: formatMinute(360 + sorted[i] * 15), endTime: formatMinute(360 + sorted[i + 1] * 15) });
    return slots;
  });
const dateArb = fc.integer({ min: 0, max: 364 }).map((n) => gridDate(`${YEAR}-01-01`, '12:00').getTime() + n * 86_400_000).map((t) => {
  const d = new Date(t);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
});
const daysArb: fc.Arbitrary<SpecialDaysMap> = fc.dictionary(dateArb, slotsArb, { maxKeys: 12 });
const storedArb: fc.Arbitrary<SpecialDay[]> = daysArb.map((days) =>
  Object.entries(days).sort(([a], [b]) => a.localeCompare(b)).map(([date, timeSlots], i) => ({ specialDayId: `id-${i}`, date, timeSlots: [...timeSlots] })),
);

/** What a server holding `stored` answers to each change (create: a new id). */
function serve(stored: SpecialDay[], changes: SpecialDayChange[]): SpecialDay[] {
  let held = stored;
  changes.forEach((change, n) => {
    const reply: SpecialDay = change.kind === 'create' ? { specialDayId: `new-${n}`, ...change.body } : change.kind === 'update' ? change.body : held.find((d) => d.specialDayId === change.specialDayId)!;
    held = applyReply(held, change, reply);
  });
  return held;
}

describe('special days draft', () => {
  it('sends exactly the calls that make the server hold the draft (property)', () => {
    fc.assert(
      fc.property(storedArb, daysArb, (stored, days) => {
        const changes = changesOf(stored, days);
        expect(new Set(changes.map((c) => c.date)).size).toBe(changes.length);
        expect(draftDays(serve(stored, changes))).toEqual(draftDays(Object.entries(days).map(([date, timeSlots]) => ({ specialDayId: '', date, timeSlots: [...timeSlots] }))));
        // Nothing left to send afterwards, and a draft equal to what is stored sends nothing.
        expect(changesOf(serve(stored, changes), days)).toEqual([]);
        expect(changesOf(stored, draftDays(stored))).toEqual([]);
      }),
    );
  });

  it('adds, moves and removes entries without ever letting two slots of a date overlap (property)', () => {
    const step = fc.record({ day: fc.integer({ min: 0, max: 6 }), from: fc.integer({ min: 0, max: 67 }), length: fc.integer({ min: 1, max: 16 }), move: fc.boolean() });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let days: SpecialDaysMap = {};
        for (const s of steps) {
          const slot = { date: WEEK[s.day], startTime: formatMinute(360 + s.from * 15), endTime: formatMinute(Math.min(360 + (s.from + s.length) * 15, 23 * 60)) };
          const entries = entriesOf(days, WEEK);
          const result = s.move && entries.length ? changeEntry(days, YEAR, entries[s.from % entries.length].id, slot) : addEntry(days, YEAR, slot);
          if (result.ok) {
            expect(entriesOf(result.days, WEEK)).toHaveLength(entries.length + (s.move && entries.length ? 0 : 1));
            days = result.days;
          } else {
            expect(['timeSlotOverlap', 'timeSlotOrder']).toContain(result.code);
          }
          for (const [date, timeSlots] of Object.entries(days)) expect(specialDayErrors({ date, timeSlots: [...timeSlots] }, '', YEAR)).toEqual([]);
        }
        // Removing every entry leaves no special day at all.
        for (const e of entriesOf(days, WEEK).reverse()) days = removeEntry(days, e.id);
        expect(days).toEqual({});
      }),
    );
  });

  it('turns a week of edits into create, update and remove calls by date', () => {
    const stored: SpecialDay[] = [
      { specialDayId: 'a', date: '2027-03-22', timeSlots: [{ startTime: '08:00', endTime: '12:00' }] },
      { specialDayId: 'b', date: '2027-03-23', timeSlots: [{ startTime: '13:00', endTime: '17:00', event: 'Kurs' }] },
      { specialDayId: 'c', date: '2027-03-24', timeSlots: [] },
    ];
    let days = draftDays(stored);
    expect(closedDates(days, WEEK)).toEqual(['2027-03-24']);
    // Monday's entry moves to Friday 14:00–18:00; Tuesday gets a second slot; Wednesday works again.
    const moved = changeEntry(days, YEAR, entryAt(days, '2027-03-22', '08:00')!, { date: '2027-03-26', startTime: '14:00', endTime: '18:00' });
    days = moved.ok ? moved.days : days;
    const added = addEntry(days, YEAR, { date: '2027-03-23', startTime: '08:00', endTime: '10:30' });
    days = added.ok ? added.days : days;
    days = reopenDate(days, '2027-03-24');
    expect(changesOf(stored, days)).toEqual([
      { kind: 'remove', date: '2027-03-22', specialDayId: 'a' },
      { kind: 'update', date: '2027-03-23', body: { specialDayId: 'b', date: '2027-03-23', timeSlots: [{ startTime: '08:00', endTime: '10:30' }, { startTime: '13:00', endTime: '17:00', event: 'Kurs' }] } },
      { kind: 'remove', date: '2027-03-24', specialDayId: 'c' },
      { kind: 'create', date: '2027-03-26', body: { date: '2027-03-26', timeSlots: [{ startTime: '14:00', endTime: '18:00' }] } },
    ]);
  });

  it('refuses overlaps, an end before the start and dates of another year', () => {
    const days = draftDays([{ specialDayId: 'a', date: '2027-03-22', timeSlots: [{ startTime: '08:00', endTime: '12:00' }] }]);
    expect(addEntry(days, YEAR, { date: '2027-03-22', startTime: '11:30', endTime: '13:00' })).toEqual({ ok: false, code: 'timeSlotOverlap' });
    expect(addEntry(days, YEAR, { date: '2027-03-22', startTime: '14:00', endTime: '13:00' })).toEqual({ ok: false, code: 'timeSlotOrder' });
    expect(addEntry(days, YEAR, { date: '2026-12-31', startTime: '08:00', endTime: '09:00' })).toEqual({ ok: false, code: 'calendarYearMismatch' });
    // Touching slots are fine (half-open intervals), and 24:00 ends the day.
    expect(addEntry(days, YEAR, { date: '2027-03-22', startTime: '12:00', endTime: '24:00' }).ok).toBe(true);
  });

  it('blocks saving a draft of another year or provider (wording §5)', () => {
    const stored: SpecialDay[] = [];
    const draft: SpecialDaysDraft = { providerId: 'p', year: YEAR, loadedYear: YEAR, stored, days: { '2027-03-22': [{ startTime: '08:00', endTime: '09:00' }] } };
    expect(yearMismatch(draft, 'p', YEAR)).toBe(false);
    expect(yearMismatch({ ...draft, loadedYear: YEAR - 1 }, 'p', YEAR)).toBe(true);
    expect(yearMismatch(draft, 'q', YEAR)).toBe(true);
    expect(yearMismatch(draft, 'p', YEAR + 1)).toBe(true);
    expect(yearMismatch({ ...draft, days: { '2026-12-31': [{ startTime: '08:00', endTime: '09:00' }] } }, 'p', YEAR)).toBe(true);
  });
});

describe('special days week', () => {
  it('starts weeks on Monday and keeps to the weeks of the year', () => {
    expect(weekDates(new Date(2027, 0, 1))).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(firstWeekOf(2027, new Date(2026, 5, 1))).toEqual(new Date(2026, 11, 28));
    expect(firstWeekOf(2027, new Date(2027, 2, 24, 15))).toEqual(new Date(2027, 2, 22));
    expect(weekInYear(new Date(2026, 11, 28), 2027)).toBe(true);
    expect(weekInYear(new Date(2026, 11, 21), 2027)).toBe(false);
    expect(weekInYear(new Date(2027, 11, 27), 2027)).toBe(true);
    expect(weekInYear(new Date(2028, 0, 3), 2027)).toBe(false);
  });

  it('reads a grid range as one date with times, midnight as 24:00', () => {
    expect(slotOfRange(gridDate('2027-03-22', '09:00'), gridDate('2027-03-22', '10:30'))).toEqual({ date: '2027-03-22', startTime: '09:00', endTime: '10:30' });
    expect(slotOfRange(gridDate('2027-03-22', '22:00'), gridDate('2027-03-23', '00:00'))).toEqual({ date: '2027-03-22', startTime: '22:00', endTime: '24:00' });
    expect(slotOfRange(gridDate('2027-03-22', '22:00'), gridDate('2027-03-23', '01:00'))).toBeNull();
    // Across the change to summer time (28 March 2027) the wall clock still reads as set.
    expect(slotOfRange(gridDate('2027-03-28', '01:00'), gridDate('2027-03-28', '04:00'))).toEqual({ date: '2027-03-28', startTime: '01:00', endTime: '04:00' });
  });
});

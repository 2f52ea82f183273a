/** Utilisation of working hours against a minute-by-minute oracle (fast-check) and by example. */
import fc from 'fast-check';
import type { Interval } from '../availability/intervals';
import { utilisationByWindow, utilisationIn } from './utilisation';

const SPAN = 200;
const intervalArb = fc.tuple(fc.integer({ min: 0, max: SPAN }), fc.integer({ min: 0, max: SPAN })).map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }));
const listArb = fc.array(intervalArb, { maxLength: 6 });

const minutes = (list: readonly Interval[]) => {
  const s = new Set<number>();
  for (const i of list) for (let m = i.start; m < i.end; m++) s.add(m);
  return s;
};

describe('utilisation of working hours', () => {
  it('counts each minute once: working, booked inside, booked outside', () => {
    fc.assert(
      fc.property(listArb, listArb, intervalArb, (working, booked, window) => {
        const inWindow = (m: number) => m >= window.start && m < window.end;
        const w = [...minutes(working)].filter(inWindow);
        const b = [...minutes(booked)].filter(inWindow);
        const ws = new Set(w);
        const u = utilisationIn({ working, booked }, window);
        expect(u.workingMinutes).toBe(w.length);
        expect(u.bookedMinutes).toBe(b.filter((m) => ws.has(m)).length);
        expect(u.outsideMinutes).toBe(b.filter((m) => !ws.has(m)).length);
        expect(u.utilisation).toBe(w.length > 0 ? u.bookedMinutes / w.length : null);
        if (u.utilisation !== null) expect(u.utilisation).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('the total of contiguous windows is the sum of its windows', () => {
    fc.assert(
      fc.property(listArb, listArb, fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 }), (working, booked, lengths) => {
        let start = 0;
        const windows = lengths.map((len) => ({ start, end: (start += len) }));
        const { total, intervals } = utilisationByWindow({ working, booked }, windows);
        expect(total).toEqual(utilisationIn({ working, booked }, { start: 0, end: start }));
        expect(intervals).toHaveLength(windows.length);
      }),
    );
  });

  it('a 08:00–12:00 morning with a 09:00–10:00 and a 11:30–12:30 appointment: 1.5 h of 4 booked, 30 min outside', () => {
    const u = utilisationIn({ working: [{ start: 480, end: 720 }], booked: [{ start: 540, end: 600 }, { start: 690, end: 750 }] }, { start: 0, end: 1440 });
    expect(u).toEqual({ workingMinutes: 240, bookedMinutes: 90, outsideMinutes: 30, utilisation: 0.375 });
  });
});

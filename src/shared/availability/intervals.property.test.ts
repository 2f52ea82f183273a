/** Interval arithmetic against a minute-by-minute oracle (fast-check). */
import fc from 'fast-check';
import { clipIntervals, covers, intersectIntervals, mergeIntervals, overlappingIndexes, subtractIntervals, totalMinutes, type Interval } from './intervals';

const SPAN = 120;
const intervalArb = fc.tuple(fc.integer({ min: 0, max: SPAN }), fc.integer({ min: 0, max: SPAN })).map(([a, b]) => ({ start: a, end: b }));
const listArb = fc.array(intervalArb, { maxLength: 8 });

/** The set of minutes an interval list covers. */
function minutes(list: readonly Interval[]): Set<number> {
  const s = new Set<number>();
  for (const i of list) for (let m = i.start; m < i.end; m++) s.add(m);
  return s;
}
const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

function isNormalised(list: Interval[]): boolean {
  return list.every((i, k) => i.end > i.start && (k === 0 || i.start > list[k - 1].end));
}

describe('interval arithmetic (properties)', () => {
  it('merge covers the same minutes, normalised, and is idempotent', () => {
    fc.assert(
      fc.property(listArb, (list) => {
        const merged = mergeIntervals(list);
        expect(isNormalised(merged)).toBe(true);
        expect(sorted(minutes(merged))).toEqual(sorted(minutes(list)));
        expect(mergeIntervals(merged)).toEqual(merged);
        expect(totalMinutes(list)).toBe(minutes(list).size);
      }),
    );
  });

  it('subtract leaves exactly the minutes of `from` not in `minus`', () => {
    fc.assert(
      fc.property(listArb, listArb, (from, minus) => {
        const out = subtractIntervals(from, minus);
        const cut = minutes(minus);
        expect(isNormalised(out)).toBe(true);
        expect(sorted(minutes(out))).toEqual(sorted(minutes(from)).filter((m) => !cut.has(m)));
      }),
    );
  });

  it('clip and intersect keep exactly the common minutes', () => {
    fc.assert(
      fc.property(listArb, listArb, intervalArb, (a, b, w) => {
        const inW = minutes([w]);
        expect(sorted(minutes(clipIntervals(a, w)))).toEqual(sorted(minutes(a)).filter((m) => inW.has(m)));
        const inB = minutes(b);
        const both = intersectIntervals(a, b);
        expect(isNormalised(both)).toBe(true);
        expect(sorted(minutes(both))).toEqual(sorted(minutes(a)).filter((m) => inB.has(m)));
      }),
    );
  });

  it('covers a span exactly when every minute of it is in the list', () => {
    fc.assert(
      fc.property(listArb, intervalArb, (list, span) => {
        fc.pre(span.end > span.start);
        const inList = minutes(list);
        const all = sorted(minutes([span])).every((m) => inList.has(m));
        expect(covers(list, span)).toBe(all);
      }),
    );
  });

  it('reports an overlap exactly when two non-empty intervals share a minute', () => {
    fc.assert(
      fc.property(listArb, (list) => {
        const nonEmpty = list.filter((i) => i.end > i.start);
        const bad = overlappingIndexes(nonEmpty);
        const shared = nonEmpty.some((a, i) => nonEmpty.some((b, j) => i < j && a.start < b.end && b.start < a.end));
        expect(bad.length > 0).toBe(shared);
        // Without the reported ones, the rest never overlap.
        const rest = nonEmpty.filter((_, i) => !bad.includes(i));
        expect(totalMinutes(rest)).toBe(rest.reduce((s, i) => s + i.end - i.start, 0));
      }),
    );
  });

  it('treats touching intervals as one working stretch, not an overlap', () => {
    expect(
      mergeIntervals([
        { start: 720, end: 1020 },
        { start: 540, end: 720 },
      ]),
    ).toEqual([{ start: 540, end: 1020 }]);
    expect(
      overlappingIndexes([
        { start: 540, end: 720 },
        { start: 720, end: 1020 },
      ]),
    ).toEqual([]);
    expect(subtractIntervals([{ start: 540, end: 1020 }], [{ start: 720, end: 780 }])).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 1020 },
    ]);
  });
});

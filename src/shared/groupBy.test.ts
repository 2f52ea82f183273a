import fc from 'fast-check';
import { groupBy } from './groupBy';

describe('groupBy', () => {
  it('keeps first-seen key order and input order within a group', () => {
    const g = groupBy(['b1', 'a1', 'b2', 'c1', 'a2'], (s) => s[0], (s) => Number(s[1]));
    expect([...g]).toEqual([
      ['b', [1, 2]],
      ['a', [1, 2]],
      ['c', [1]],
    ]);
  });

  it('puts every item in exactly the group of its key (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.string())), (pairs) => {
        const g = groupBy(pairs, ([k]) => k);
        expect([...g.values()].reduce((n, v) => n + v.length, 0)).toBe(pairs.length);
        for (const [k, group] of g) expect(group).toEqual(pairs.filter(([key]) => key === k));
      }),
    );
  });

  it('groups 100,000 items into one group (copying the group at each item would not end within the test timeout)', () => {
    const ids = Array.from({ length: 100_000 }, (_, i) => i);
    expect(groupBy(ids, () => 'one').get('one')).toEqual(ids);
  });
});

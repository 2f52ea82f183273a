/** Properties of the extension of ENDLESS series (fast-check): extending day by day equals one expansion. */
import fc from 'fast-check';
import { continueSeries, expandSeries, horizonDate } from './expand';
import { extensionRange } from './extension';
import { caseArb, plusDays } from './testkit';
import type { Occurrence } from './types';

const key = (o: Occurrence) => `${o.index} ${o.date} ${o.startAt.toISOString()} ${o.endAt.toISOString()}`;

describe('extensionRange', () => {
  it('continues only unended ENDLESS rules, up to the horizon, and is idempotent', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 0, max: 800 }), fc.boolean(), ({ start, repetition, until }, days, ended) => {
        const today = plusDays(start.date, days);
        const range = extensionRange({ rule: repetition, expandedUntil: until, ended }, today);
        const due = repetition.end === 'ENDLESS' && !ended && horizonDate(today) > until;
        expect(range).toEqual(due ? { after: until, until: horizonDate(today) } : null);
        // Once extended to the horizon, the same day asks for nothing more.
        if (range) expect(extensionRange({ rule: repetition, expandedUntil: range.until, ended }, today)).toBeNull();
        expect(extensionRange({ rule: null, expandedUntil: until, ended }, today)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('extending in several steps yields exactly the rows of one expansion to the last horizon', () => {
    fc.assert(
      fc.property(caseArb, fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 1, maxLength: 6 }), ({ start, repetition }, steps) => {
        const rule = { ...repetition, end: 'ENDLESS' as const };
        let today = start.date;
        let expandedUntil = horizonDate(today);
        const stored = expandSeries(start, rule, { until: expandedUntil });
        for (const step of steps) {
          today = plusDays(today, step);
          const range = extensionRange({ rule, expandedUntil, ended: false }, today);
          if (!range) continue;
          stored.push(...continueSeries(start, rule, range));
          expandedUntil = range.until;
        }
        expect(stored.map(key)).toEqual(expandSeries(start, rule, { until: expandedUntil }).map(key));
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * The calendar dates of a series against rrule-temporal (a maintained RFC 5545 implementation,
 * a dev dependency only), evaluated in UTC so time zones play no part: the same dates, in the
 * same order, for any rule. Our extras are set the same way on its side: DTSTART counts even off
 * the rule (includeDtstart), weeks start on Monday (WKST=MO).
 */
import fc from 'fast-check';
import { RRuleTemporal } from 'rrule-temporal';
import { toDayNumber, weekDayOf } from './calendarDays';
import { expandSeries } from './expand';
import { caseArb, type Case } from './testkit';

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const compact = (date: string) => date.replaceAll('-', '');

function oracleDates({ start, repetition: r, until }: Case): string[] {
  const parts = [`FREQ=${r.frequency}`, `INTERVAL=${r.interval}`, 'WKST=MO'];
  if (r.frequency === 'WEEKLY') {
    const days = r.weekDays?.length ? r.weekDays : [weekDayOf(toDayNumber(start.date))];
    parts.push(`BYDAY=${[...new Set(days)].map((d) => BYDAY[d]).join(',')}`);
  }
  const last = r.end === 'EXACT_DATE' && r.endDate! < until ? r.endDate! : until;
  // Our first date is the appointment being saved: it stays even past the horizon.
  if (last < start.date) return [start.date];
  // RFC 5545 allows COUNT or UNTIL, not both: the horizon of a counted series is applied below.
  parts.push(r.end === 'OCCURRENCES' ? `COUNT=${r.occurrences}` : `UNTIL=${compact(last)}T235959Z`);
  const rule = new RRuleTemporal({ rruleString: `DTSTART;TZID=UTC:${compact(start.date)}T120000\nRRULE:${parts.join(';')}`, includeDtstart: true });
  const dates = rule.all().map((z) => z.toPlainDate().toString());
  return dates.filter((d, i) => i === 0 || d <= last);
}

describe('series dates agree with RFC 5545 (rrule-temporal)', () => {
  it('for random DAILY, WEEKLY and MONTHLY rules, ends and horizons', () => {
    // Long counted rules take the oracle a while: keep them to a few years.
    const cases = caseArb.filter((c) => c.repetition.end !== 'OCCURRENCES' || c.repetition.occurrences! * c.repetition.interval <= 1500);
    fc.assert(
      fc.property(cases, (c) => {
        const ours = expandSeries({ ...c.start, timeZone: 'UTC' }, c.repetition, { until: c.until }).map((o) => o.date);
        expect(ours).toEqual(oracleDates(c));
      }),
      { numRuns: 300 },
    );
  });
});

/** Properties of series expansion over random rules, zones, times and horizons (fast-check). */
import fc from 'fast-check';
import { DAY_MS, MINUTE_MS, mondayOf, parseTime, toDayNumber, weekDayOf } from './calendarDays';
import { continueSeries, expandDates, expandSeries } from './expand';
import { caseArb, dstCaseArb, localClock, offsetMinutes, plusDays } from './testkit';
import type { Occurrence, Repetition } from './types';

const RUNS = { numRuns: 300 };
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

function followsRule(date: string, first: string, r: Repetition): boolean {
  const d = toDayNumber(date);
  const f = toDayNumber(first);
  if (r.frequency === 'DAILY') return (d - f) % r.interval === 0;
  if (r.frequency === 'WEEKLY') {
    const days = r.weekDays?.length ? r.weekDays : [weekDayOf(f)];
    return days.includes(weekDayOf(d) as never) && ((mondayOf(d) - mondayOf(f)) / 7) % r.interval === 0;
  }
  return date.slice(8) === first.slice(8) && (monthIndex(date) - monthIndex(first)) % r.interval === 0;
}

describe('expandSeries properties', () => {
  it('yields the first date, then rule dates in strict order, within the end and the horizon', () => {
    fc.assert(
      fc.property(caseArb, ({ start, repetition: r, until }) => {
        const os = expandSeries(start, r, { until });
        expect(os[0].date).toBe(start.date);
        const last = r.end === 'EXACT_DATE' && r.endDate! < until ? r.endDate! : until;
        // One expect per series: jest's matchers cost more than the expansion.
        const wrong = os.filter((o, i) => {
          if (o.index !== i) return true;
          if (i === 0) return false;
          const prev = os[i - 1];
          return !(o.date > prev.date && o.startAt > prev.startAt && o.date <= last && followsRule(o.date, start.date, r));
        });
        expect(wrong).toEqual([]);
        if (r.end === 'OCCURRENCES') expect(os.length).toBeLessThanOrEqual(r.occurrences!);
      }),
      RUNS,
    );
  });

  it('keeps the wall clock (or moves it later by exactly the DST gap) and the length', () => {
    fc.assert(
      fc.property(fc.oneof(caseArb, dstCaseArb), ({ start, repetition, until }) => {
        const zone = start.timeZone!;
        const length = (parseTime(start.endTime)! - parseTime(start.startTime)! + 1440) % 1440;
        const wrong = expandSeries(start, repetition, { until }).filter((o) => {
          if (o.endAt.getTime() - o.startAt.getTime() !== length * MINUTE_MS) return true;
          const shown = localClock(o.startAt, zone);
          if (!o.inDstGap) return shown !== `${o.date} ${start.startTime}`;
          const t = o.startAt.getTime();
          const gap = offsetMinutes(t, zone) - offsetMinutes(t - DAY_MS, zone);
          return !(gap > 0 && shown.slice(0, 10) === o.date && parseTime(shown.slice(11)) === parseTime(start.startTime)! + gap);
        });
        expect(wrong).toEqual([]);
      }),
      RUNS,
    );
  });

  it('OCCURRENCES gives exactly that many DAILY or WEEKLY dates when the horizon is far enough', () => {
    // Bounded to about 40 years so the test stays fast.
    const daily = caseArb.filter((c) => c.repetition.frequency !== 'MONTHLY' && c.repetition.end === 'OCCURRENCES' && c.repetition.occurrences! * c.repetition.interval <= 2000);
    fc.assert(
      fc.property(daily, ({ start, repetition: r }) => {
        const until = plusDays(start.date, r.occurrences! * r.interval * 7);
        expect(expandSeries(start, r, { until })).toHaveLength(r.occurrences!);
      }),
      RUNS,
    );
  });

  it('a series extended in steps equals the series expanded at once', () => {
    const cuts = fc.array(fc.integer({ min: -40, max: 700 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(caseArb, cuts, ({ start, repetition, until }, offsets) => {
        const whole = expandSeries(start, repetition, { until });
        const horizons = [...offsets.map((o) => plusDays(start.date, o)).filter((h) => h < until), until].sort();
        // The first batch is what the appointment's creation stored; the job adds the rest.
        const first = horizons[0] >= start.date ? horizons[0] : start.date;
        const stepped: Occurrence[] = expandSeries(start, repetition, { until: first > until ? until : first });
        let after = first > until ? until : first;
        for (const h of horizons) {
          if (h <= after) continue;
          stepped.push(...continueSeries(start, repetition, { after, until: h }));
          after = h;
        }
        expect(stepped).toEqual(whole);
      }),
      RUNS,
    );
  });

  it('continuing from any cut yields exactly the occurrences after it', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: -40, max: 740 }), ({ start, repetition, until }, cut) => {
        const after = plusDays(start.date, cut);
        const whole = expandSeries(start, repetition, { until });
        expect(continueSeries(start, repetition, { after, until })).toEqual(whole.filter((o) => o.date > after));
      }),
      RUNS,
    );
  });
});

describe('expandDates properties', () => {
  it('yields the first date and every listed date once, sorted, at the wall clock', () => {
    const later = fc.array(fc.integer({ min: 0, max: 540 }), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(caseArb, later, ({ start }, offsets) => {
        const dates = offsets.map((o) => plusDays(start.date, o));
        const os = expandDates(start, dates);
        expect(os.map((o) => o.date)).toEqual([...new Set([start.date, ...dates])].sort());
        for (const o of os) if (!o.inDstGap) expect(localClock(o.startAt, start.timeZone!)).toBe(`${o.date} ${start.startTime}`);
      }),
      RUNS,
    );
  });
});

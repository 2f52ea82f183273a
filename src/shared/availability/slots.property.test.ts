/**
 * Free slots (fast-check): whatever the hours, appointments and rules, no slot overlaps taken
 * time or its buffers, none lies outside working hours or the booking window, DST days give the
 * slots their real length allows, and the order of the inputs does not matter.
 */
import fc from 'fast-check';
import { MINUTE_MS, fromDayNumber, toDayNumber } from '../recurrence/calendarDays';
import { wallClockToInstant } from '../recurrence/zonedTime';
import { covers, mergeIntervals, type Interval } from './intervals';
import { freeSlots, type ProviderAvailability, type SlotRange, type SlotService } from './slots';
import type { EffectiveDay } from './effectiveSchedule';

const TZ = 'Europe/Zurich';
/** Normal days and both DST changes of 2027 (28 March, 31 October). */
const FIRST_DAYS = ['2027-03-27', '2027-05-03', '2027-10-30'];
const instant = (date: string, minute: number) => wallClockToInstant(toDayNumber(date), minute, TZ).utcMs / MINUTE_MS;

const dayArb = (date: string) =>
  fc
    .array(
      fc.tuple(fc.integer({ min: 0, max: 290 }), fc.integer({ min: 1, max: 100 })).map(([s, len]) => ({ start: s * 5, end: Math.min(s * 5 + len * 5, 1470) })),
      { maxLength: 3 },
    )
    .map((intervals): EffectiveDay => ({ date, weekDay: 0, source: 'template', intervals: mergeIntervals(intervals) }));

const worldArb = fc.constantFrom(...FIRST_DAYS).chain((first) => {
  const dates = [0, 1, 2].map((i) => fromDayNumber(toDayNumber(first) + i));
  const base = instant(first, 0);
  const span = 3 * 1440;
  const busyArb = fc.array(
    fc.tuple(fc.integer({ min: -120, max: span }), fc.integer({ min: 1, max: 240 })).map(([s, len]) => ({ start: base + s, end: base + s + len })),
    { maxLength: 12 },
  );
  const serviceArb = fc.record({
    duration: fc.integer({ min: 5, max: 150 }),
    bufferBefore: fc.integer({ min: 0, max: 30 }),
    bufferAfter: fc.integer({ min: 0, max: 30 }),
    fixedStart: fc.option(fc.integer({ min: 0, max: 1439 }), { freq: 4 }),
  });
  return fc.record({
    days: fc.tuple(...dates.map(dayArb)),
    busy: busyArb,
    step: fc.integer({ min: 5, max: 90 }),
    service: serviceArb,
    earliest: fc.integer({ min: base - 60, max: base + span }),
    reach: fc.integer({ min: 0, max: span }),
    groups: fc.array(fc.tuple(fc.integer({ min: 0, max: span }), fc.integer({ min: 10, max: 120 }), fc.integer({ min: 0, max: 3 })), { maxLength: 2 }),
  }).map((w) => {
    const provider: ProviderAvailability = {
      providerId: 'p',
      days: w.days,
      busy: w.busy,
      step: w.step,
      openGroupSlots: w.groups.map(([s, len, places]) => ({ start: base + s, end: base + s + len, busyStart: base + s - 5, busyEnd: base + s + len, placesLeft: places })),
    };
    const range: SlotRange = { from: dates[1], to: dates[2], timeZone: TZ, earliest: w.earliest, latest: w.earliest + w.reach };
    return { provider, service: w.service as SlotService, range };
  });
});

const shuffled = <T>(xs: readonly T[], seed: number): T[] => {
  const out = [...xs];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

describe('free slots (properties)', () => {
  it('never overlap taken time with their buffers, stay in working hours, the window and the range', () => {
    fc.assert(
      fc.property(worldArb, ({ provider, service, range }) => {
        const slots = freeSlots(provider, service, range);
        const work = mergeIntervals(provider.days.flatMap((d) => d.intervals.map((i) => ({ start: instant(d.date, i.start), end: instant(d.date, i.end) }))));
        const groupTimes = new Set((provider.openGroupSlots ?? []).filter((g) => g.placesLeft > 0).map((g) => `${g.start}/${g.end}`));
        for (const s of slots) {
          expect(covers(work, { start: s.startsAt, end: s.endsAt })).toBe(true);
          expect(s.startsAt).toBeGreaterThanOrEqual(range.earliest);
          expect(s.startsAt).toBeLessThanOrEqual(range.latest);
          expect(s.date >= range.from && s.date <= range.to).toBe(true);
          // The name books exactly this slot (the same rule the booking call uses).
          expect(instant(s.date, Number(s.startTime.slice(0, 2)) * 60 + Number(s.startTime.slice(3)))).toBe(s.startsAt);
          if (groupTimes.has(`${s.startsAt}/${s.endsAt}`)) {
            for (const b of provider.busy) expect(overlaps(b, { start: s.startsAt - 5, end: s.endsAt })).toBe(false);
            continue;
          }
          expect(s.endsAt - s.startsAt).toBe(service.duration);
          const taken = [...provider.busy, ...(provider.openGroupSlots ?? []).map((g) => ({ start: g.busyStart, end: g.busyEnd }))];
          for (const b of taken) expect(overlaps(b, { start: s.startsAt - service.bufferBefore, end: s.endsAt + service.bufferAfter })).toBe(false);
        }
        const names = slots.map((s) => `${s.date} ${s.startTime}`);
        expect(new Set(names).size).toBe(names.length);
      }),
      { numRuns: 300 },
    );
  });

  it('answers the same whatever the order of days, intervals and busy times', () => {
    fc.assert(
      fc.property(worldArb, fc.integer({ min: 1, max: 1e6 }), ({ provider, service, range }, seed) => {
        const mixed: ProviderAvailability = {
          ...provider,
          days: shuffled(provider.days, seed).map((d) => ({ ...d, intervals: shuffled(d.intervals, seed + 1) })),
          busy: shuffled(provider.busy, seed + 2),
          openGroupSlots: shuffled(provider.openGroupSlots ?? [], seed + 3),
        };
        expect(freeSlots(mixed, service, range)).toEqual(freeSlots(provider, service, range));
      }),
      { numRuns: 200 },
    );
  });

  it('gives a DST day the slots its real length holds, one per bookable name', () => {
    const arb = fc.record({
      date: fc.constantFrom('2027-03-28', '2027-10-31', '2027-05-04', '2028-03-26', '2028-10-29'),
      start: fc.integer({ min: 0, max: 20 * 4 }).map((q) => q * 15),
      length: fc.integer({ min: 1, max: 24 * 4 }).map((q) => q * 15),
      duration: fc.constantFrom(15, 30, 45, 60, 90),
    });
    fc.assert(
      fc.property(arb, ({ date, start, length, duration }) => {
        const end = Math.min(start + length, 1440);
        const from = instant(date, start);
        const real = instant(date, end) - from;
        const day: EffectiveDay = { date, weekDay: 0, source: 'specialDay', intervals: [{ start, end }] };
        const slots = freeSlots({ providerId: 'p', days: [day], busy: [], step: duration }, { duration, bufferBefore: 0, bufferAfter: 0, fixedStart: null }, { from: date, to: date, timeZone: TZ, earliest: 0, latest: Number.MAX_SAFE_INTEGER });
        // Grid points whose wall-clock name means an earlier instant (the autumn overlap's second hour).
        let twins = 0;
        for (let t = from; t + duration <= from + real; t += duration) {
          const local = new Date(t * MINUTE_MS).toLocaleTimeString('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
          if (instant(date, Number(local.slice(0, 2)) * 60 + Number(local.slice(3))) !== t) twins++;
        }
        expect(slots).toHaveLength(Math.max(0, Math.floor(real / duration)) - twins);
        if (date === '2027-03-28' && start === 0 && end === 1440 && duration === 60) expect(slots).toHaveLength(23);
        if (date === '2027-10-31' && start === 0 && end === 1440 && duration === 60) expect(slots).toHaveLength(24);
      }),
      { numRuns: 300 },
    );
  });
});

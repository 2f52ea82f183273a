import fc from 'fast-check';
import { toDayNumber } from './calendarDays';
import { ZONES, localClock } from './testkit';
import { isTimeZone, wallClockToInstant } from './zonedTime';

const at = (date: string, time: string, zone = 'Europe/Zurich') => {
  const r = wallClockToInstant(toDayNumber(date), Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), zone);
  return { iso: new Date(r.utcMs).toISOString(), inDstGap: r.inDstGap };
};

describe('wall clock → instant in Europe/Zurich', () => {
  it('uses CET before and CEST after the spring change of 28 March 2027', () => {
    expect(at('2027-03-28', '01:59')).toEqual({ iso: '2027-03-28T00:59:00.000Z', inDstGap: false });
    expect(at('2027-03-28', '03:00')).toEqual({ iso: '2027-03-28T01:00:00.000Z', inDstGap: false });
    expect(at('2027-03-28', '09:00')).toEqual({ iso: '2027-03-28T07:00:00.000Z', inDstGap: false });
  });

  it('moves a time in the spring gap later by the gap: 02:30 becomes 03:30 CEST', () => {
    expect(at('2027-03-28', '02:00')).toEqual({ iso: '2027-03-28T01:00:00.000Z', inDstGap: true });
    expect(at('2027-03-28', '02:30')).toEqual({ iso: '2027-03-28T01:30:00.000Z', inDstGap: true });
    expect(localClock(Date.parse(at('2027-03-28', '02:30').iso), 'Europe/Zurich')).toBe('2027-03-28 03:30');
  });

  it('takes the earlier (CEST) of the two 02:30s of 31 October 2027', () => {
    expect(at('2027-10-31', '02:00')).toEqual({ iso: '2027-10-31T00:00:00.000Z', inDstGap: false });
    expect(at('2027-10-31', '02:30')).toEqual({ iso: '2027-10-31T00:30:00.000Z', inDstGap: false });
    expect(at('2027-10-31', '03:00')).toEqual({ iso: '2027-10-31T02:00:00.000Z', inDstGap: false });
    expect(at('2027-10-31', '09:00')).toEqual({ iso: '2027-10-31T08:00:00.000Z', inDstGap: false });
  });
});

describe('other zones', () => {
  it('handles a 30-minute DST (Lord Howe, 3 October 2027) and the southern autumn (Sydney, 4 April 2027)', () => {
    const lordHowe = at('2027-10-03', '02:15', 'Australia/Lord_Howe');
    expect(lordHowe).toEqual({ iso: '2027-10-02T15:45:00.000Z', inDstGap: true });
    expect(localClock(Date.parse(lordHowe.iso), 'Australia/Lord_Howe')).toBe('2027-10-03 02:45');
    expect(at('2027-04-04', '02:30', 'Australia/Sydney')).toEqual({ iso: '2027-04-03T15:30:00.000Z', inDstGap: false });
  });

  it('knows zone names and refuses others', () => {
    expect(isTimeZone('Europe/Zurich')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});

describe('property: round trip against Intl', () => {
  it('maps the wall clock of any instant back to it, or to the earlier instant of an overlap', () => {
    const instant = fc.integer({ min: Date.UTC(1990, 0, 1) / 60_000, max: Date.UTC(2060, 0, 1) / 60_000 }).map((m) => m * 60_000);
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (t, zone) => {
        const [date, time] = localClock(t, zone).split(' ');
        const back = wallClockToInstant(toDayNumber(date), Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), zone);
        expect(back.inDstGap).toBe(false);
        expect(localClock(back.utcMs, zone)).toBe(`${date} ${time}`);
        // Either the same instant, or the first of the two that show this wall clock (≤ 1 h earlier).
        expect(t - back.utcMs).toBeGreaterThanOrEqual(0);
        expect(t - back.utcMs).toBeLessThanOrEqual(3_600_000);
      }),
      { numRuns: 2000 },
    );
  });
});

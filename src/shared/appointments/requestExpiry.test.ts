import fc from 'fast-check';
import { isRequestExpired, madeBeforeForExpiry, requestExpiresAt } from './requestExpiry';

const HOUR = 3_600_000;
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });
const hours = fc.integer({ min: 1, max: 720 });

describe('requestExpiresAt', () => {
  it('is the setting’s hours after the request, or its start when that comes first', () => {
    const made = new Date('2027-03-01T10:00:00.000Z');
    expect(requestExpiresAt(made, new Date('2027-03-10T08:00:00.000Z'), 48)?.toISOString()).toBe('2027-03-03T10:00:00.000Z');
    expect(requestExpiresAt(made, new Date('2027-03-02T08:00:00.000Z'), 48)?.toISOString()).toBe('2027-03-02T08:00:00.000Z');
    expect(requestExpiresAt(made, null, 1)?.toISOString()).toBe('2027-03-01T11:00:00.000Z');
  });

  it('never expires with 0 hours (the practice answers every request itself)', () => {
    const made = new Date('2027-03-01T10:00:00.000Z');
    expect(requestExpiresAt(made, new Date('2027-03-01T09:00:00.000Z'), 0)).toBeNull();
    expect(isRequestExpired(made, null, 0, new Date('2099-01-01T00:00:00.000Z'))).toBe(false);
    expect(madeBeforeForExpiry(0, made)).toBeNull();
  });

  it('expires exactly from its expiry instant on, never before the request was made plus the hours or after its start', () => {
    fc.assert(
      fc.property(instant, fc.option(fc.integer({ min: -10 * HOUR, max: 2000 * HOUR }), { nil: null }), hours, fc.integer({ min: -HOUR, max: 1000 * HOUR }), (made, startOffset, h, elapsed) => {
        const madeAt = new Date(made);
        const startsAt = startOffset === null ? null : new Date(made + startOffset);
        const at = requestExpiresAt(madeAt, startsAt, h) as Date;
        expect(at.getTime()).toBeLessThanOrEqual(made + h * HOUR);
        if (startsAt) expect(at.getTime()).toBeLessThanOrEqual(startsAt.getTime());
        const now = new Date(made + elapsed);
        expect(isRequestExpired(madeAt, startsAt, h, now)).toBe(now.getTime() >= at.getTime());
        // The job's query bound never misses a request expired by age.
        if (now.getTime() >= made + h * HOUR) expect(madeAt.getTime()).toBeLessThanOrEqual((madeBeforeForExpiry(h, now) as Date).getTime());
      }),
    );
  });
});

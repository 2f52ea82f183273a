import fc from 'fast-check';
import { RESTORE_DAYS, restoreDaysLeft } from './restoreWindow';

const DAY = 86_400_000;
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });
const elapsed = fc.integer({ min: -DAY, max: 40 * DAY });

describe('restoreDaysLeft', () => {
  it('counts whole days down from 30 to 1, and 0 once the window has closed', () => {
    const at = new Date('2027-03-01T10:00:00.000Z');
    const after = (ms: number) => restoreDaysLeft(at.toISOString(), new Date(at.getTime() + ms));
    expect(after(0)).toBe(30);
    expect(after(1)).toBe(30);
    expect(after(DAY)).toBe(29);
    expect(after(DAY + 1)).toBe(29);
    expect(after(29 * DAY + 1)).toBe(1);
    expect(after(30 * DAY - 1)).toBe(1);
    expect(after(30 * DAY)).toBe(0);
    expect(after(45 * DAY)).toBe(0);
  });

  it('stays within 0..30, never rises as time passes, and is 0 exactly when the window has closed', () => {
    fc.assert(
      fc.property(instant, elapsed, fc.integer({ min: 0, max: 5 * DAY }), (deleted, e, later) => {
        const now = new Date(deleted + e);
        const left = restoreDaysLeft(new Date(deleted), now);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(RESTORE_DAYS);
        expect(restoreDaysLeft(new Date(deleted), new Date(now.getTime() + later))).toBeLessThanOrEqual(left);
        expect(left === 0).toBe(e >= RESTORE_DAYS * DAY);
        // The days left cover the time left: the window closes within the last counted day.
        if (left > 0 && e >= 0) expect(deleted + RESTORE_DAYS * DAY - now.getTime()).toBeLessThanOrEqual(left * DAY);
      }),
    );
  });
});

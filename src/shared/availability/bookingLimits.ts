/**
 * Online-presence limits (wording §5: "Cancellation and booking limits are set in hours, days,
 * weeks, months or years"): the minimum notice, the booking horizon and the cancellation limit.
 * Hours are clock time; days and longer are calendar steps on the centre's wall clock, so
 * "1 day" before 10:00 on the day after a DST change is 10:00 the day before (23 or 25 hours).
 */
import { DAY_MS, MINUTE_MS, addMonthsClamped, fromDayNumber, toDayNumber } from '../recurrence/calendarDays';
import { offsetAt, wallClockToInstant } from '../recurrence/zonedTime';

export const LIMIT_UNITS = ['hours', 'days', 'weeks', 'months', 'years'] as const;
export type LimitUnit = (typeof LIMIT_UNITS)[number];

export interface BookingLimit {
  amount: number;
  unit: LimitUnit;
}

/** The instant `amount` units after `nowMs` (before it when negative), in epoch milliseconds. */
export function shiftInstant(nowMs: number, limit: BookingLimit, timeZone: string): number {
  const { amount, unit } = limit;
  if (unit === 'hours') return nowMs + amount * 60 * MINUTE_MS;
  const local = nowMs + offsetAt(nowMs, timeZone);
  const day = Math.floor(local / DAY_MS);
  const msOfDay = local - day * DAY_MS;
  let target: number;
  if (unit === 'days') target = day + amount;
  else if (unit === 'weeks') target = day + 7 * amount;
  else target = toDayNumber(addMonthsClamped(fromDayNumber(day), unit === 'months' ? amount : 12 * amount));
  const minute = Math.floor(msOfDay / MINUTE_MS);
  return wallClockToInstant(target, minute, timeZone).utcMs + (msOfDay - minute * MINUTE_MS);
}

export interface BookingWindow {
  /** First start an online booking may have (now + minimum notice), epoch minutes, inclusive. */
  earliest: number;
  /** Last start an online booking may have (now + horizon), epoch minutes, inclusive. */
  latest: number;
}

/** The starts online bookings may take at `nowMs`: no sooner than the notice, no later than the horizon. */
export function bookingWindow(nowMs: number, notice: BookingLimit, horizon: BookingLimit, timeZone: string): BookingWindow {
  return {
    earliest: Math.ceil(shiftInstant(nowMs, notice, timeZone) / MINUTE_MS),
    latest: Math.floor(shiftInstant(nowMs, horizon, timeZone) / MINUTE_MS),
  };
}

/** Whether a client may still cancel online at `nowMs` an appointment starting at `startsAtMs`. */
export function mayCancelOnline(startsAtMs: number, nowMs: number, limit: BookingLimit, timeZone: string): boolean {
  return nowMs <= shiftInstant(startsAtMs, { amount: -limit.amount, unit: limit.unit }, timeZone);
}

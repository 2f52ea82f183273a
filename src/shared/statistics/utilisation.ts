/**
 * Utilisation of working hours: of a therapist's working time in an interval, the share booked
 * by appointments that hold their time. Times are whole minutes since 1970-01-01 UTC (appointments
 * and schedules are minute-exact), so the interval arithmetic of src/shared/availability applies.
 * Booked time outside working time is reported beside the ratio, not in it: the ratio stays a
 * share of working hours (0…1) and overtime is still visible.
 */
import { clipIntervals, intersectIntervals, mergeIntervals, totalMinutes, type Interval } from '../availability/intervals';
import { MINUTE_MS } from '../recurrence/calendarDays';

export interface UtilisationInput {
  /** Working time (epoch minutes). */
  working: readonly Interval[];
  /** Appointments holding the therapist's time (epoch minutes); overlaps count once. */
  booked: readonly Interval[];
}

export interface Utilisation {
  workingMinutes: number;
  bookedMinutes: number;
  outsideMinutes: number;
  utilisation: number | null;
}

export const toEpochMinute = (utcMs: number): number => Math.floor(utcMs / MINUTE_MS);

/** The figures of one window [start, end) (epoch minutes). */
export function utilisationIn(input: UtilisationInput, window: Interval): Utilisation {
  const working = clipIntervals(input.working, window);
  const booked = clipIntervals(input.booked, window);
  const workingMinutes = totalMinutes(working);
  const bookedTotal = totalMinutes(booked);
  const bookedMinutes = totalMinutes(intersectIntervals(booked, working));
  return { workingMinutes, bookedMinutes, outsideMinutes: bookedTotal - bookedMinutes, utilisation: workingMinutes > 0 ? bookedMinutes / workingMinutes : null };
}

/** Figures per window and for all of them together (windows contiguous, oldest first). */
export function utilisationByWindow(input: UtilisationInput, windows: readonly Interval[]): { total: Utilisation; intervals: Utilisation[] } {
  const normalised = { working: mergeIntervals(input.working), booked: mergeIntervals(input.booked) };
  const intervals = windows.map((w) => utilisationIn(normalised, w));
  const workingMinutes = intervals.reduce((s, u) => s + u.workingMinutes, 0);
  const bookedMinutes = intervals.reduce((s, u) => s + u.bookedMinutes, 0);
  const outsideMinutes = intervals.reduce((s, u) => s + u.outsideMinutes, 0);
  return { total: { workingMinutes, bookedMinutes, outsideMinutes, utilisation: workingMinutes > 0 ? bookedMinutes / workingMinutes : null }, intervals };
}

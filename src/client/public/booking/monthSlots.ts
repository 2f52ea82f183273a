/**
 * The month calendar of the booking page, on plain dates (YYYY-MM-DD, no time zone: the slots
 * come in the centre's wall clock): the visible month's grid, its one slots request (≤ 31 of
 * the API's 62 days) and what the grid and the time list show of the answer.
 */
import { daysInMonth, fromDayNumber, toDayNumber, weekDayOf } from '../../../shared/recurrence/calendarDays';
import type { PublicSlot } from '../../../shared/api/publicBooking';

/** A month as "YYYY-MM". */
export type Month = string;

export const monthOf = (date: string): Month => date.slice(0, 7);

export function addMonths(month: Month, n: number): Month {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const lastDayOf = (month: Month) => `${month}-${String(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1)).padStart(2, '0')}`;

/** The dates one request asks for: the month, from today on when it is the current month; null for a month past. */
export function monthRange(month: Month, today: string): { from: string; to: string } | null {
  const to = lastDayOf(month);
  if (to < today) return null;
  const first = `${month}-01`;
  return { from: first < today ? today : first, to };
}

/** The month's days in weeks from Monday; null pads the first and last week. */
export function monthWeeks(month: Month): (string | null)[][] {
  const first = toDayNumber(`${month}-01`);
  const last = toDayNumber(lastDayOf(month));
  const lead = (weekDayOf(first) + 6) % 7; // Monday first
  const cells: (string | null)[] = [...Array.from({ length: lead }, () => null)];
  for (let d = first; d <= last; d++) cells.push(fromDayNumber(d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Dates with at least one free slot. */
export const daysWithSlots = (slots: readonly PublicSlot[]) => new Set(slots.map((s) => s.date));

/**
 * The times of a day, once each, earliest first. With "any therapist" several may be free at the
 * same time: the first of them in the server's order takes the booking.
 */
export function timesOfDay(slots: readonly PublicSlot[], date: string): PublicSlot[] {
  const byTime = new Map<string, PublicSlot>();
  for (const s of slots) if (s.date === date && !byTime.has(s.startTime)) byTime.set(s.startTime, s);
  return [...byTime.values()].sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0));
}

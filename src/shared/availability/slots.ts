/**
 * Free slots for online booking (issue 10 §1): the starts a client may book with a therapist for
 * a service. The server computes them authoritatively (and recomputes on booking); the public
 * page uses the same function for display.
 *
 * Times are integer minutes. Working hours arrive as the effective days (wall clock, see
 * effectiveSchedule.ts); everything that blocks time arrives as epoch minutes (UTC), because
 * appointments and Google blocks are instants. The grid runs in elapsed minutes from the start of
 * each working interval, so a slot is always `duration` real minutes long, also across a DST
 * change. A slot is named by its wall-clock date and time; in the autumn overlap a name means the
 * earlier instant (as for appointments, zonedTime.ts), so the later twin is not offered.
 *
 * A slot is free when the appointment lies inside working hours, its busy range (the appointment
 * with the service's buffers) overlaps no busy range already there (the database's no-overlap
 * constraint compares the same ranges), and its start lies in the booking window (minimum
 * notice, horizon). Buffers may reach outside working hours (preparation before opening is fine).
 */
import { DAY_MS, MINUTE_MS, fromDayNumber, toDayNumber } from '../recurrence/calendarDays';
import { offsetAt, wallClockToInstant } from '../recurrence/zonedTime';
import { mergeIntervals, type Interval } from './intervals';
import { formatMinute } from './times';
import type { EffectiveDay } from './effectiveSchedule';
import type { BookingWindow } from './bookingLimits';

export interface SlotService {
  /** Minutes, at least 1. */
  duration: number;
  bufferBefore: number;
  bufferAfter: number;
  /** Wall-clock minute of the day online bookings must start at (fixStart), or null for the grid. */
  fixedStart: number | null;
  /**
   * A group class (service groupEvent): only seats in the open group slots the practice scheduled
   * are offered. A patient cannot open a class of their own: its capacity is the practice's.
   */
  seatsOnly?: boolean;
}

/** An open group slot of this service and therapist (groupEvents.ts): bookable while places are left. */
export interface OpenGroupSlot {
  /** Epoch minutes of the appointment. */
  start: number;
  end: number;
  /** Its busy range with buffers, epoch minutes. */
  busyStart: number;
  busyEnd: number;
  placesLeft: number;
}

export interface ProviderAvailability {
  providerId: string;
  /** Effective working days; include the day before the range (its hours may run past midnight). */
  days: readonly EffectiveDay[];
  /** Taken time, epoch minutes: live appointments with their buffers, Google busy blocks. */
  busy: readonly Interval[];
  /** The therapist's booking grid (minScheduleStep), minutes, at least 1. */
  step: number;
  openGroupSlots?: readonly OpenGroupSlot[];
}

export interface SlotRange extends BookingWindow {
  /** Dates (the slot's local start date), both included. */
  from: string;
  to: string;
  timeZone: string;
}

export interface FreeSlot {
  providerId: string;
  date: string;
  startTime: string;
  endTime: string;
  /** Epoch minutes. */
  startsAt: number;
  endsAt: number;
}

const instantMinute = (day: number, minute: number, timeZone: string) => wallClockToInstant(day, minute, timeZone).utcMs / MINUTE_MS;

/** Local date and HH:mm of an epoch minute. */
function wallClock(epochMinute: number, timeZone: string): { day: number; minute: number; date: string; time: string } {
  const ms = epochMinute * MINUTE_MS;
  const local = ms + offsetAt(ms, timeZone);
  const day = Math.floor(local / DAY_MS);
  const minute = (local - day * DAY_MS) / MINUTE_MS;
  return { day, minute, date: fromDayNumber(day), time: formatMinute(minute) };
}

/** Index of the first interval of the sorted, disjoint `busy` that ends after `at`. */
function firstEndingAfter(busy: readonly Interval[], at: number): number {
  let lo = 0;
  let hi = busy.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (busy[mid].end > at) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** True when [start, end) overlaps nothing of the sorted, disjoint `busy`. */
function isClear(busy: readonly Interval[], start: number, end: number): boolean {
  const i = firstEndingAfter(busy, start);
  return i >= busy.length || busy[i].start >= end;
}

/** Working time of the days as epoch-minute intervals, merged. */
export function workingInstants(days: readonly EffectiveDay[], timeZone: string): Interval[] {
  const out: Interval[] = [];
  for (const day of days) {
    const n = toDayNumber(day.date);
    for (const i of day.intervals) out.push({ start: instantMinute(n, i.start, timeZone), end: instantMinute(n, i.end, timeZone) });
  }
  return mergeIntervals(out);
}

/** Candidate starts in one working interval: the grid from its start, or the fixed start. */
function candidates(work: Interval, duration: number, step: number, fixed: number[]): number[] {
  if (fixed.length) return fixed.filter((t) => work.start <= t && t + duration <= work.end);
  const out: number[] = [];
  for (let t = work.start; t + duration <= work.end; t += step) out.push(t);
  return out;
}

/** Epoch minutes of the fixed start on each working day (skipping days where that time does not exist). */
function fixedStarts(days: readonly EffectiveDay[], minute: number, timeZone: string): number[] {
  const out: number[] = [];
  for (const day of days) {
    const z = wallClockToInstant(toDayNumber(day.date), minute, timeZone);
    if (!z.inDstGap) out.push(z.utcMs / MINUTE_MS);
  }
  return out;
}

/** The free slots of one therapist for one service, sorted by start. */
export function freeSlots(p: ProviderAvailability, service: SlotService, range: SlotRange): FreeSlot[] {
  const { duration, bufferBefore, bufferAfter } = service;
  const groups = (p.openGroupSlots ?? []).filter((g) => g.placesLeft > 0);
  const taken = mergeIntervals([...p.busy, ...(p.openGroupSlots ?? []).map((g) => ({ start: g.busyStart, end: g.busyEnd }))]);
  const work = mergeIntervals(workingInstants(p.days, range.timeZone));
  // The grid restarts at each interval; sorted days make the result independent of their order.
  const days = [...p.days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const fixed = service.fixedStart === null ? [] : fixedStarts(days, service.fixedStart, range.timeZone);
  if (service.fixedStart !== null && fixed.length === 0) return [];
  const starts = new Set<number>();
  const inWindow = (t: number) => t >= range.earliest && t <= range.latest;
  for (const w of service.seatsOnly ? [] : work) {
    for (const t of candidates(w, duration, Math.max(1, p.step), fixed)) {
      if (inWindow(t) && isClear(taken, t - bufferBefore, t + duration + bufferAfter)) starts.add(t);
    }
  }
  const slots: FreeSlot[] = [];
  const named = new Set<string>();
  const emit = (start: number, end: number) => {
    const s = wallClock(start, range.timeZone);
    if (s.date < range.from || s.date > range.to) return;
    const key = `${s.date} ${s.time}`;
    // The autumn overlap's later twin bears the earlier one's name, which books the earlier instant.
    if (named.has(key) || instantMinute(s.day, s.minute, range.timeZone) !== start) return;
    named.add(key);
    slots.push({ providerId: p.providerId, date: s.date, startTime: s.time, endTime: wallClock(end, range.timeZone).time, startsAt: start, endsAt: end });
  };
  const freeBusy = mergeIntervals(p.busy);
  const groupStarts = groups
    .filter((g) => inWindow(g.start) && work.some((w) => w.start <= g.start && g.end <= w.end) && isClear(freeBusy, g.busyStart, g.busyEnd))
    .map((g) => ({ start: g.start, end: g.end }));
  const all = [...[...starts].map((t) => ({ start: t, end: t + duration })), ...groupStarts].sort((a, b) => a.start - b.start || a.end - b.end);
  for (const s of all) emit(s.start, s.end);
  return slots;
}

/** Free slots of several therapists ("any therapist"), sorted by start, then therapist. */
export function teamSlots(providers: readonly ProviderAvailability[], service: SlotService, range: SlotRange): FreeSlot[] {
  return providers
    .flatMap((p) => freeSlots(p, service, range))
    .sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt || (a.providerId < b.providerId ? -1 : a.providerId > b.providerId ? 1 : 0));
}

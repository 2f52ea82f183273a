/**
 * Wall-clock time in an IANA zone → UTC instant, through the runtime's Intl tz data only.
 *
 * Non-existent times (the spring gap, 02:30 on 28 March 2027 in Zurich) are read with the UTC
 * offset before the gap, i.e. moved later by the gap's length (02:30 → 03:30 CEST). Times that
 * happen twice (the autumn overlap, 02:30 on 31 October 2027) are the earlier one (CEST). This is
 * RFC 5545 §3.3.5 for an explicit DATE-TIME, Temporal's 'compatible' and what Google Calendar and
 * Exchange show.
 *
 * Intl formatting costs microseconds, so offsets are cached per zone and UTC day: a day holds at
 * most one offset change (true of every zone in use today), found to the minute by bisection.
 */
import { DAY_MS, MINUTE_MS } from './calendarDays';

interface DayOffsets {
  start: number;
  end: number;
  /** First instant of the day with the `end` offset. */
  switchAt: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const dayCache = new Map<string, Map<number, DayOffsets>>();
/** Bounds memory in a long-running server: about 55 years of days per zone. */
const MAX_CACHED_DAYS = 20_000;

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True for a zone name the runtime knows (Intl accepts any case; we ask for the canonical one). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds the zone's wall clock is ahead of UTC at `utcMs` (uncached). */
function rawOffset(utcMs: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

function dayOffsets(timeZone: string, utcDay: number): DayOffsets {
  let days = dayCache.get(timeZone);
  if (!days) dayCache.set(timeZone, (days = new Map()));
  const hit = days.get(utcDay);
  if (hit) return hit;
  let lo = utcDay * DAY_MS;
  let hi = lo + DAY_MS;
  const start = rawOffset(lo, timeZone);
  const end = rawOffset(hi, timeZone);
  if (start !== end) {
    // Invariant: lo has the start offset, hi does not.
    while (hi - lo > MINUTE_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
      if (rawOffset(mid, timeZone) === start) lo = mid;
      else hi = mid;
    }
  }
  const entry = { start, end, switchAt: hi };
  if (days.size >= MAX_CACHED_DAYS) days.clear();
  days.set(utcDay, entry);
  return entry;
}

/** Milliseconds the zone's wall clock is ahead of UTC at the instant `utcMs`. */
export function offsetAt(utcMs: number, timeZone: string): number {
  const d = dayOffsets(timeZone, Math.floor(utcMs / DAY_MS));
  return utcMs < d.switchAt ? d.start : d.end;
}

export interface ZonedInstant {
  utcMs: number;
  /** The wall-clock time did not exist (spring gap) and was moved later by the gap. */
  inDstGap: boolean;
}

/** The instant of local day number `day` at `minute` minutes after local midnight. */
export function wallClockToInstant(day: number, minute: number, timeZone: string): ZonedInstant {
  const wall = day * DAY_MS + minute * MINUTE_MS;
  // The offsets a day either side bracket any change near this wall-clock time.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const early = wall - before;
  const late = wall - after;
  const earlyFits = early + offsetAt(early, timeZone) === wall;
  const lateFits = before === after ? earlyFits : late + offsetAt(late, timeZone) === wall;
  // In an overlap both fit: take the earlier instant.
  if (earlyFits && lateFits) return { utcMs: Math.min(early, late), inDstGap: false };
  if (earlyFits || lateFits) return { utcMs: earlyFits ? early : late, inDstGap: false };
  return { utcMs: early, inDstGap: true };
}

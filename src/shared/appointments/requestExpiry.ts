/**
 * When an unanswered booking request (an UNCONFIRMED appointment, issue 10 §5) is denied by itself:
 * `hours` after it was made (the practice's online-presence setting `requestExpiryHours`, default
 * 48; 0 = never), or when its time has come, whichever is first — a request nobody answered before
 * the appointment would have begun cannot be kept any more. Pure; the expiry job applies it.
 */
export const DEFAULT_REQUEST_EXPIRY_HOURS = 48;
export const MAX_REQUEST_EXPIRY_HOURS = 720;

const HOUR_MS = 3_600_000;

/** The instant the request expires, or null when the practice lets requests wait (hours 0). */
export function requestExpiresAt(madeAt: Date, startsAt: Date | null, hours: number): Date | null {
  if (!Number.isFinite(hours) || hours <= 0) return null;
  const byAge = madeAt.getTime() + Math.min(hours, MAX_REQUEST_EXPIRY_HOURS) * HOUR_MS;
  return new Date(startsAt ? Math.min(byAge, startsAt.getTime()) : byAge);
}

/** The request has expired at `now` (the expiry instant itself counts as expired). */
export function isRequestExpired(madeAt: Date, startsAt: Date | null, hours: number, now: Date): boolean {
  const at = requestExpiresAt(madeAt, startsAt, hours);
  return at !== null && at.getTime() <= now.getTime();
}

/** The latest creation time a request may have and still be waiting at `now` (the job's query bound). */
export function madeBeforeForExpiry(hours: number, now: Date): Date | null {
  if (!Number.isFinite(hours) || hours <= 0) return null;
  return new Date(now.getTime() - Math.min(hours, MAX_REQUEST_EXPIRY_HOURS) * HOUR_MS);
}

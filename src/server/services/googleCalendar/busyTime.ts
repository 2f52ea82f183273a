/**
 * From a Google event to busy time. Only the times are kept — never a title, description,
 * location or attendee, those are other people's data. Cancelled, free ("transparent") and
 * declined events are not busy time, nor are the appointments Kura itself wrote there.
 */
import type { GoogleEvent, GoogleEventTime } from './googleClient';
import { appointmentIdOfGoogleEvent } from '../../../shared/googleEventId';

export interface BusyTime {
  googleEventId: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
}

const FALLBACK_ZONE = 'Europe/Zurich';

/** Milliseconds the zone's wall clock is ahead of UTC at instant `ts`. */
function zoneOffsetMs(ts: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ts));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - ts;
}

export function validZone(timeZone: string | undefined | null): string {
  if (!timeZone) return FALLBACK_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return FALLBACK_ZONE;
  }
}

/** Midnight of a calendar date (YYYY-MM-DD) in `timeZone`, as a UTC instant (DST-safe). */
export function zonedMidnight(date: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  let utc = wall - zoneOffsetMs(wall, timeZone);
  const corrected = wall - zoneOffsetMs(utc, timeZone);
  if (corrected !== utc) utc = corrected;
  return new Date(utc);
}

function instant(time: GoogleEventTime | undefined, timeZone: string): Date | null {
  if (time?.dateTime) {
    const d = new Date(time.dateTime);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return time?.date ? zonedMidnight(time.date, timeZone) : null;
}

/** Kura's own appointments written into the calendar: already in Kura, never busy time. */
export const isKuraEvent = (event: GoogleEvent) => Boolean(event.extendedProperties?.private?.kuraAppointmentId) || appointmentIdOfGoogleEvent(event.id) !== null;

/** The busy time of an event, or null when the event does not block the provider. */
export function busyTimeOf(event: GoogleEvent, timeZone: string): BusyTime | null {
  if (isKuraEvent(event)) return null;
  if (event.status === 'cancelled' || event.transparency === 'transparent') return null;
  if (event.attendees?.some((a) => a.self && a.responseStatus === 'declined')) return null;
  const startsAt = instant(event.start, timeZone);
  const endsAt = instant(event.end, timeZone);
  if (!startsAt || !endsAt || endsAt <= startsAt) return null;
  return { googleEventId: event.id, startsAt, endsAt, allDay: Boolean(event.start?.date && !event.start.dateTime) };
}

/**
 * Writes a feed's iCalendar text with ical-generator: one VEVENT per appointment, times in the
 * centre's wall clock with TZID and the zone's VTIMEZONE (@touch4it/ical-timezones), UID
 * `<appointment id>@<host>` so calendar apps update events in place.
 */
import ical from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { fromDayNumber, toDayNumber } from '../../../shared/recurrence/calendarDays';

export interface FeedEvent {
  appointmentId: string;
  /** Local date and times in the centre's zone, as stored ('YYYY-MM-DD', 'HH:mm'). */
  date: string;
  startTime: string;
  endTime: string;
  summary: string;
  lastModified: Date;
}

export interface FeedCalendarInput {
  name: string;
  timeZone: string;
  /** PUBLIC_URL: its host makes the UIDs, and each event links to the appointment. */
  publicUrl: string;
  events: FeedEvent[];
}

/**
 * A wall-clock time as a Date whose UTC fields are that clock's fields. ical-generator prints an
 * event with `timezone` set and no calendar zone from the UTC fields without the Z, after TZID.
 */
const wallClock = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/** An end at or before the start (an appointment up to midnight, 00:00) ends on the next day. */
const endDate = (e: FeedEvent) => (e.endTime <= e.startTime ? fromDayNumber(toDayNumber(e.date) + 1) : e.date);

export function feedCalendarText(input: FeedCalendarInput): string {
  const host = new URL(input.publicUrl).hostname;
  const calendar = ical({ name: input.name, prodId: { company: 'Kura', product: 'calendar-feed', language: 'DE' }, ttl: 3600 });
  // No calendar-wide zone (DTSTAMP and LAST-MODIFIED stay UTC); the generator adds the VTIMEZONE of the events' zone.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const e of input.events) {
    calendar.createEvent({
      id: `${e.appointmentId}@${host}`,
      start: wallClock(e.date, e.startTime),
      end: wallClock(endDate(e), e.endTime),
      timezone: input.timeZone,
      summary: e.summary,
      lastModified: e.lastModified,
      url: `${input.publicUrl}/edit-appointment/${e.appointmentId}`,
    });
  }
  return calendar.toString();
}

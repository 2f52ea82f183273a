/**
 * GET /booking-api/public/manage/{token}/ics: the booking as one iCalendar event for the
 * patient's own calendar ("add to calendar" on the done page), in the centre's wall clock with
 * its VTIMEZONE, linking back to the manage page. A cancelled booking is a CANCELLED event, so a
 * calendar that imported it can drop it.
 */
import ical, { ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { ManagedBooking } from '../../../shared/api/publicBooking';
import { fromDayNumber, toDayNumber } from '../../../shared/recurrence/calendarDays';

const wallClock = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

export function bookingCalendarText(b: ManagedBooking, input: { appointmentId: string; timeZone: string; publicUrl: string; manageUrl: string }): string {
  const host = new URL(input.publicUrl).hostname;
  const calendar = ical({ name: b.centreName, prodId: { company: 'Kura', product: 'booking', language: 'DE' } });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const endDate = b.endTime <= b.startTime ? fromDayNumber(toDayNumber(b.date) + 1) : b.date;
  calendar.createEvent({
    id: `${input.appointmentId}@${host}`,
    start: wallClock(b.date, b.startTime),
    end: wallClock(endDate, b.endTime),
    timezone: input.timeZone,
    summary: `${b.serviceName} – ${b.centreName}`,
    description: b.providerName,
    url: input.manageUrl,
    status: b.status === 'CANCELLED' || b.status === 'DENIED' ? ICalEventStatus.CANCELLED : b.status === 'UNCONFIRMED' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

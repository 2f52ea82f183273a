/**
 * GET /booking-api/public/centres/{cid}/slots (issue 10 §4): the free slots of one bookable
 * therapist, or of every bookable therapist offering the service ("any"), for at most 62 days,
 * in the centre's wall clock. Computed on each call by the shared engine; the booking call will
 * recompute the same way and never trust what the page sent.
 */
import { badRequest, invalidField, notFound } from '../../errors';
import type { Queryable } from '../../db/client';
import { effectiveHours } from '../schedules/effectiveHours';
import { bookableTherapists, loadBookableCentre, onlineServices, type ServiceRow } from './bookableCentre';
import { takenTime } from './takenTime';
import { bookingWindow, teamSlots, type ProviderAvailability, type SlotService } from '../../../shared/availability';
import { DAY_MS, fromDayNumber, isCalendarDate, parseTime, toDayNumber } from '../../../shared/recurrence/calendarDays';
import { MAX_SLOT_DAYS, type SlotsQuery, type SlotsReply } from '../../../shared/api/publicBooking';

export function slotService(s: ServiceRow): SlotService {
  return {
    duration: Math.max(1, s.duration),
    bufferBefore: s.bufferTimeBefore,
    bufferAfter: s.bufferTime,
    fixedStart: s.fixStart && s.fixStartTime ? parseTime(s.fixStartTime) : null,
    seatsOnly: s.groupEvent,
  };
}

/** 400 unless from and to are real dates, in order, and at most MAX_SLOT_DAYS apart. */
export function checkRange(from: string, to: string): void {
  if (!isCalendarDate(from)) throw invalidField('from', 'invalidCalendarDate');
  if (!isCalendarDate(to)) throw invalidField('to', 'invalidCalendarDate');
  if (to < from) throw invalidField('to', 'invalidDateRange');
  if (toDayNumber(to) - toDayNumber(from) + 1 > MAX_SLOT_DAYS) throw badRequest('slotRangeTooLong', { field: 'to', limit: MAX_SLOT_DAYS });
}

/** What counts as free although taken: an online booking being moved, a waitlist entry's held slot (the patient taking their offer). */
export interface SlotExceptions {
  appointmentId?: string;
  hold?: string;
}

export async function publicSlots(db: Queryable, centreId: string, q: SlotsQuery, nowMs = Date.now(), except: SlotExceptions = {}): Promise<SlotsReply> {
  // Both need only the centre id: one round trip instead of two (the service is dropped on a 404).
  const [b, [service]] = await Promise.all([loadBookableCentre(db, centreId), onlineServices(db, centreId, q.serviceId)]);
  checkRange(q.from, q.to);
  if (!service) throw notFound('serviceNotBookable');
  const assigned = q.providerId ? service.resourceIds.filter((id) => id === q.providerId) : service.resourceIds;
  // The day before `from` too: its hours may run past midnight into the range.
  const first = fromDayNumber(toDayNumber(q.from) - 1);
  // Hours and taken time of every assigned therapist beside the check of who is bookable: one
  // round trip less (the assigned ones are the centre's members; the others' are dropped unread).
  const [therapists, hours, taken] = await Promise.all([
    bookableTherapists(db, b, assigned),
    effectiveHours(db, centreId, assigned, first, q.to, b.calendar),
    // Wide enough for any zone and any buffer: two days either side of the dates.
    takenTime(db, {
      userIds: assigned,
      from: new Date(toDayNumber(first) * DAY_MS - DAY_MS),
      to: new Date((toDayNumber(q.to) + 3) * DAY_MS),
      centreId,
      groupService: service.groupEvent ? service.serviceId : null,
      ignoreAppointmentId: except.appointmentId,
      exceptHold: except.hold,
    }),
  ]);
  if (therapists.length === 0) throw notFound(q.providerId ? 'providerNotBookable' : 'serviceNotBookable');
  const providers: ProviderAvailability[] = therapists.map((t) => ({
    providerId: t.userId,
    days: hours.get(t.userId) ?? [],
    busy: taken.busy.get(t.userId) ?? [],
    openGroupSlots: taken.groups.get(t.userId) ?? [],
    step: t.step,
  }));
  const window = bookingWindow(nowMs, b.notice, b.horizon, b.timeZone);
  const slots = teamSlots(providers, slotService(service), { from: q.from, to: q.to, timeZone: b.timeZone, ...window });
  return { slots: slots.map((s) => ({ providerId: s.providerId, date: s.date, startTime: s.startTime, endTime: s.endTime })) };
}

/**
 * A seat in a group class booked online (issue 10 §1 "group-event capacity", issue 9 §1 group
 * events). The practice schedules a class as a group slot with its places (numberOfPeople); the
 * slots engine offers it while places are left (seatsOnly); the booking joins it as an entry
 * (groupEvent_fk = the slot), as a staff join does (appointments/groupEvents.ts). The slot's row
 * lock orders this join with the practice's own joins; online bookings are serialised by the
 * therapist's lock before it. A full class answers 409 slotTaken like any time no longer free.
 */
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Tx } from '../../db/client';
import { appointments } from '../../db/schema';
import { conflict } from '../../errors';
import { FREEING_STATUSES } from '../appointments/transitions';
import type { AppointmentRow } from '../appointments/record';
import { joinRefusal } from '../../../shared/groupEvents';

export interface SeatRequest {
  providerId: string;
  serviceId: string;
  startsAt: Date;
  endsAt: Date;
  contactId: string;
  status: 'CONFIRMED' | 'UNCONFIRMED';
  title: string;
  notes: string | null;
  now: Date;
}

/** Joins the open group slot at the booked time; 409 slotTaken when it is full or gone, 409 groupEventAlreadyJoined for a second seat. */
export async function bookGroupSeat(tx: Tx, centreId: string, r: SeatRequest): Promise<AppointmentRow> {
  const scoped = forCentre(tx, centreId);
  const [slot] = (await scoped
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.resourceId, r.providerId),
        eq(appointments.serviceFk, r.serviceId),
        eq(appointments.startsAt, r.startsAt),
        eq(appointments.endsAt, r.endsAt),
        isNull(appointments.groupEventFk),
        notInArray(appointments.status, [...FREEING_STATUSES]),
      ),
    )
    .limit(1)
    .for('update')) as AppointmentRow[];
  if (!slot) throw conflict('slotTaken');
  const joined = await scoped.select({ status: appointments.status, contactId: appointments.contactFk }).from(appointments).where(eq(appointments.groupEventFk, slot.appointmentId));
  const refusal = joinRefusal(slot.numberOfPeople, [{ status: slot.status, contactId: slot.contactFk }, ...joined], r.contactId);
  if (refusal === 'groupEventAlreadyJoined') throw conflict(refusal);
  if (refusal) throw conflict('slotTaken');
  const [row] = (await scoped
    .insert(appointments)
    .values({
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      startBufferTime: slot.startBufferTime,
      endBufferTime: slot.endBufferTime,
      resourceId: slot.resourceId,
      contactFk: r.contactId,
      serviceFk: r.serviceId,
      title: r.title,
      notes: r.notes,
      status: r.status,
      numberOfPeople: 1,
      duration: slot.duration,
      postedAt: r.now,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      busyFrom: slot.busyFrom,
      busyUntil: slot.busyUntil,
      groupEventFk: slot.appointmentId,
    })
    .returning()) as AppointmentRow[];
  return row;
}

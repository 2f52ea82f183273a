/**
 * POST /booking-api/public/centres/{cid}/appointments (issue 10 §3, §4): a patient with a verified
 * phone books a free slot. One transaction, serialised per therapist by an advisory lock, in
 * which the SMS code is used, the slots are recomputed by the engine of GET …/slots (the page is
 * never trusted), the patient is matched or created, and the appointment, its manage link, audit,
 * reminders and messages are written. Confirmed at once when the service confirms automatically
 * or the therapist books instantly (instantBooking); otherwise an UNCONFIRMED request for the
 * inbox, which holds its slot. The no-overlap constraint stays the last guard (staff bookings
 * take no lock): its refusal is the same 409 slotTaken. A group class books a seat in a class the
 * practice scheduled (groupSeat.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { PendingEvents } from '../../events/bus';
import { forCentre } from '../../db/centreScope';
import type { Tx } from '../../db/client';
import { bookingProviderOptions, onlineBookings, appointments } from '../../db/schema';
import { badRequest, conflict, invalidField, notFound } from '../../errors';
import { publishAfterCommit } from '../../events/bus';
import { isOverlapViolation, lockTherapistTime } from '../appointments/overlap';
import type { AppointmentRow } from '../appointments/record';
import { singleTimes } from '../appointments/times';
import { loadBookableCentre, onlineServices, type BookableCentre, type ServiceRow } from './bookableCentre';
import { bookingContact } from './bookingContact';
import { manageUrl, newManageToken } from './manageToken';
import { bookGroupSeat } from './groupSeat';
import { recordOnlineChange, type PublicBookingDeps } from './onlineChange';
import { consumePhoneCode, e164Of } from './phoneVerification';
import { publicSlots, type SlotExceptions } from './publicSlots';
import type { BookingBody, BookingReply } from '../../../shared/api/publicBooking';
import { statusMessageEvent } from '../../../shared/appointmentMessages';
import { toLanguage } from '../../../shared/languages';
import { isCalendarDate } from '../../../shared/recurrence/calendarDays';
import { isValidEmail } from '../../../shared/validators/email';

const isTime = (t: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(t);

/** Checks beyond the JSON Schema: real dates and times, an e-mail and a phone that exist. */
function checkFields(body: BookingBody, b: BookableCentre): string {
  if (!isCalendarDate(body.date)) throw invalidField('date', 'invalidCalendarDate');
  if (!isTime(body.startTime)) throw invalidField('startTime', 'timeSlotChoice');
  if (!isValidEmail(body.email.trim())) throw invalidField('email', 'invalidEmail');
  const e164 = e164Of(body);
  if (!e164) throw invalidField('phone', 'invalidPhone');
  if (body.dateOfBirth !== undefined && (!isCalendarDate(body.dateOfBirth) || body.dateOfBirth > body.date)) throw invalidField('dateOfBirth', 'invalidCalendarDate');
  if (b.askDateOfBirth && body.dateOfBirth === undefined) throw invalidField('dateOfBirth', 'required');
  return e164;
}

/** 409 slotTaken unless the slot is among the therapist's free slots right now. */
export async function assertFreeSlot(tx: Tx, centreId: string, q: { serviceId: string; providerId: string; date: string; startTime: string }, nowMs: number, except: SlotExceptions = {}): Promise<{ endTime: string }> {
  const { slots } = await publicSlots(tx, centreId, { serviceId: q.serviceId, providerId: q.providerId, from: q.date, to: q.date }, nowMs, except);
  const slot = slots.find((s) => s.providerId === q.providerId && s.date === q.date && s.startTime === q.startTime);
  if (!slot) throw conflict('slotTaken');
  return { endTime: slot.endTime };
}

/** The service confirms automatically, or the therapist books instantly (instantBooking). */
export async function confirmsAtOnce(tx: Tx, service: ServiceRow, providerId: string): Promise<boolean> {
  if (service.confirmation === 'automatic') return true;
  const [options] = await tx.select({ instant: bookingProviderOptions.instantBooking }).from(bookingProviderOptions).where(eq(bookingProviderOptions.userId, providerId));
  return options?.instant === true;
}

type Outcome = { ok: true; reply: BookingReply } | { ok: false };

/** A booking's checked input: the patient proved their phone (SMS code, or a waitlist offer's link). */
export interface VerifiedBooking {
  b: BookableCentre;
  service: ServiceRow;
  body: Omit<BookingBody, 'code'>;
  e164: string;
  language: string;
  /** A waitlist entry taking its offer: its held slot counts as free. */
  hold?: string;
}

/** The appointment of a plain (not group) booking, at the free slot the engine confirmed. */
async function insertAppointment(
  tx: Tx,
  centreId: string,
  a: { date: string; startTime: string; endTime: string; providerId: string; buffers: { startBufferTime: number; endBufferTime: number }; contactId: string; service: ServiceRow; status: string; notes: string | null; t: ReturnType<typeof singleTimes>; now: Date },
): Promise<AppointmentRow> {
  const [row] = (await forCentre(tx, centreId)
    .insert(appointments)
    .values({
      date: a.date,
      startTime: a.startTime,
      endTime: a.endTime,
      ...a.buffers,
      resourceId: a.providerId,
      contactFk: a.contactId,
      serviceFk: a.service.serviceId,
      title: a.service.name,
      notes: a.notes,
      status: a.status,
      duration: a.t.duration,
      postedAt: a.now,
      startsAt: a.t.startsAt,
      endsAt: a.t.endsAt,
      busyFrom: a.t.busyFrom,
      busyUntil: a.t.busyUntil,
    })
    .returning()) as AppointmentRow[];
  return row;
}

/**
 * Writes a verified booking inside the caller's transaction, which holds the therapist's lock:
 * rechecks the slot, matches or creates the patient, writes the appointment, its manage link,
 * audit, reminders and messages. 409 slotTaken when the slot is no longer free.
 */
export async function writeVerifiedBooking(tx: Tx, deps: PublicBookingDeps, events: PendingEvents, v: VerifiedBooking, nowMs: number): Promise<BookingReply> {
  const { b, service, body } = v;
  const centreId = b.centre.id;
  const now = new Date(nowMs);
  const { endTime } = await assertFreeSlot(tx, centreId, body, nowMs, { hold: v.hold });
  const contactId = await bookingContact(tx, centreId, { ...body, e164: v.e164, language: v.language }, b.addressBookOnly);
  const status = (await confirmsAtOnce(tx, service, body.providerId)) ? 'CONFIRMED' : 'UNCONFIRMED';
  const buffers = { startBufferTime: service.bufferTimeBefore, endBufferTime: service.bufferTime };
  const t = singleTimes(body.date, body.startTime, endTime, b.timeZone, buffers);
  const notes = body.note?.trim() || null;
  // A group class: a seat in the slot the practice scheduled (groupSeat.ts), else the appointment itself.
  const row = service.groupEvent
    ? await bookGroupSeat(tx, centreId, { providerId: body.providerId, serviceId: service.serviceId, startsAt: t.startsAt as Date, endsAt: t.endsAt as Date, contactId, status, title: service.name, notes, now })
    : await insertAppointment(tx, centreId, { ...body, endTime, buffers, contactId, service, status, notes, t, now });
  const token = newManageToken();
  const link = manageUrl(deps.publicUrl, token.token);
  await forCentre(tx, centreId).insert(onlineBookings).values({ appointmentId: row.appointmentId, tokenHash: token.hash });
  await recordOnlineChange(tx, deps, events, { row, kind: 'created', action: 'create', detail: { via: v.hold ? 'waitlistOffer' : 'onlineBooking', status }, event: statusMessageEvent('', status), manageUrl: link }, now);
  return { appointment_id: row.appointmentId, status, manageUrl: link };
}

/** The service as an online booking of it is checked: bookable online, offered by the therapist (a group class too: a seat). */
export async function bookableService(deps: PublicBookingDeps, centreId: string, serviceId: string, providerId: string): Promise<ServiceRow> {
  const [service] = await onlineServices(deps.db, centreId, serviceId);
  if (!service) throw notFound('serviceNotBookable');
  if (!service.resourceIds.includes(providerId)) throw notFound('providerNotBookable');
  return service;
}

export async function bookOnline(deps: PublicBookingDeps, centreId: string, body: BookingBody, acceptLanguage?: string, nowMs = Date.now()): Promise<BookingReply> {
  const b = await loadBookableCentre(deps.db, centreId);
  const e164 = checkFields(body, b);
  const service = await bookableService(deps, centreId, body.serviceId, body.providerId);
  const language = toLanguage(body.lang ?? acceptLanguage);
  let outcome: Outcome;
  try {
    outcome = await publishAfterCommit(deps.events, (events) =>
      deps.db.transaction(async (tx): Promise<Outcome> => {
        // Serialises writers of this therapist's time: the recheck below sees every booking committed before.
        await lockTherapistTime(tx, body.providerId);
        // A wrong code is answered after this transaction commits, so the guess is counted (and nothing else is written).
        if (!(await consumePhoneCode(tx, body, body.code))) return { ok: false };
        return { ok: true, reply: await writeVerifiedBooking(tx, deps, events, { b, service, body, e164, language }, nowMs) };
      }),
    );
  } catch (err) {
    if (isOverlapViolation(err)) throw conflict('slotTaken');
    throw err;
  }
  if (!outcome.ok) throw badRequest('invalidCode');
  return outcome.reply;
}

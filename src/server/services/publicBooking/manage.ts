/**
 * The patient's manage link of an online booking (issue 10 §3): see it, cancel it or move it to
 * another free slot until the practice's cancellation limit, and add it to a calendar — no
 * account, only the link's token. An unknown token is 404. The answers name the practice, the
 * service, the therapist and the time, nothing else of the patient or of anyone.
 *
 * An online cancellation is visible to staff as such: online_bookings.cancelled_online_at is set
 * (the inbox lists CANCELLED appointments joined to it), and its audit event says
 * `via: 'onlineCancel'` with no user.
 */
import crypto from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Queryable, Tx } from '../../db/client';
import { appointments, centres, onlineBookings, onlinePresenceSettings, services, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { publishAfterCommit } from '../../events/bus';
import { isOverlapViolation, lockTherapistTime } from '../appointments/overlap';
import type { AppointmentRow } from '../appointments/record';
import { singleTimes } from '../appointments/times';
import { calendarOf } from '../schedules/effectiveHours';
import { assertFreeSlot, confirmsAtOnce } from './book';
import { onlineServices } from './bookableCentre';
import { isManageToken, manageTokenHash } from './manageToken';
import { recordOnlineChange, type PublicBookingDeps } from './onlineChange';
import type { ManagedBooking, ManageMoveBody } from '../../../shared/api/publicBooking';
import { mayCancelOnline, shiftInstant, type BookingLimit, type LimitUnit } from '../../../shared/availability';
import { statusMessageEvent } from '../../../shared/appointmentMessages';
import { canTransition } from '../../../shared/appointments/transitions';
import { personName } from '../../../shared/displayNames';

/** Statuses a patient may still cancel or move online: their appointment holds its time. */
const CHANGEABLE = ['CONFIRMED', 'UNCONFIRMED', 'BOOKED'];

export interface ManagedAppointment {
  row: AppointmentRow;
  centreName: string;
  timeZone: string;
  cancellation: BookingLimit;
  bookingEnabled: boolean;
}

/** The booking a token opens (its row locked when `lock`), or 404. */
export async function findManaged(db: Queryable, token: string, lock = false): Promise<ManagedAppointment> {
  if (!isManageToken(token)) throw notFound();
  const [link] = await db
    .select({ appointmentId: onlineBookings.appointmentId, centreId: onlineBookings.centreId })
    .from(acrossCentres(onlineBookings, 'the token alone names the booking and so its centre'))
    .where(or(eq(onlineBookings.tokenHash, manageTokenHash(token)), eq(onlineBookings.messageTokenHash, manageTokenHash(token))));
  if (!link) throw notFound();
  const scoped = forCentre(db, link.centreId);
  const rowQuery = scoped.select().from(appointments).where(eq(appointments.appointmentId, link.appointmentId));
  const [[row], [centre], [presence]] = await Promise.all([
    lock ? rowQuery.for('update') : rowQuery,
    db.select().from(acrossCentres(centres, "the booking's own centre")).where(eq(centres.id, link.centreId)),
    scoped.select().from(onlinePresenceSettings),
  ]);
  if (!row || !centre || row.deletedAt) throw notFound();
  return {
    row,
    centreName: centre.name,
    timeZone: calendarOf(centre).timeZone,
    // No settings row: the defaults (24 hours; booking off).
    cancellation: presence ? { amount: presence.cancellationLimitAmount, unit: presence.cancellationLimitUnit as LimitUnit } : { amount: 24, unit: 'hours' },
    bookingEnabled: presence?.bookingEnabled ?? false,
  };
}

const cancelUntilMs = (m: ManagedAppointment) => shiftInstant((m.row.startsAt as Date).getTime(), { amount: -m.cancellation.amount, unit: m.cancellation.unit }, m.timeZone);
const mayChange = (m: ManagedAppointment, nowMs: number) =>
  CHANGEABLE.includes(m.row.status) && m.row.startsAt !== null && mayCancelOnline(m.row.startsAt.getTime(), nowMs, m.cancellation, m.timeZone);

export async function managedView(db: Queryable, m: ManagedAppointment, nowMs = Date.now()): Promise<ManagedBooking> {
  const { row } = m;
  const [[service], [provider]] = await Promise.all([
    row.serviceFk ? forCentre(db, row.centreId).select({ name: services.name }).from(services).where(eq(services.serviceId, row.serviceFk)) : Promise.resolve([]),
    db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, row.resourceId)),
  ]);
  const mayCancel = mayChange(m, nowMs);
  const stillBookable = m.bookingEnabled && row.serviceFk !== null && (await onlineServices(db, row.centreId, row.serviceFk)).length > 0;
  return {
    centreId: row.centreId,
    centreName: m.centreName,
    serviceName: service?.name ?? row.title ?? '',
    providerName: personName(provider),
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    status: row.status,
    mayCancel,
    // A seat in a group class moves with its class, never alone (groupEntryNotMovable).
    mayMove: mayCancel && stillBookable && row.groupEventFk === null,
    cancelUntil: new Date(cancelUntilMs(m)).toISOString(),
    ...(row.serviceFk ? { serviceId: row.serviceFk } : {}),
    providerId: row.resourceId,
  };
}

/** The refusal of a change: 409 cancellationClosed past the limit, bookingNotChangeable once it no longer holds its time. */
function assertChangeable(m: ManagedAppointment, nowMs: number): void {
  if (!CHANGEABLE.includes(m.row.status) || !canTransition(m.row.status, 'CANCELLED')) throw conflict('bookingNotChangeable');
  if (!mayChange(m, nowMs)) throw conflict('cancellationClosed');
}

export async function cancelOnline(deps: PublicBookingDeps, token: string, nowMs = Date.now()): Promise<{ status: string }> {
  const now = new Date(nowMs);
  return publishAfterCommit(deps.events, (events) =>
    deps.db.transaction(async (tx) => {
      const m = await findManaged(tx, token, true);
      // A second click on "cancel" finds it cancelled already: the same answer.
      if (m.row.status === 'CANCELLED') return { status: m.row.status };
      assertChangeable(m, nowMs);
      const scoped = forCentre(tx, m.row.centreId);
      const [row] = await scoped
        .update(appointments)
        .set({ status: 'CANCELLED', statusBeforeCancel: m.row.status, cancelledAt: now, cancelBatch: crypto.randomUUID(), updatedAt: now })
        .where(eq(appointments.appointmentId, m.row.appointmentId))
        .returning();
      await scoped.update(onlineBookings).set({ cancelledOnlineAt: now }).where(eq(onlineBookings.appointmentId, row.appointmentId));
      await recordOnlineChange(tx, deps, events, { row, kind: 'cancelled', action: 'update', detail: { via: 'onlineCancel', fields: ['status'] }, event: statusMessageEvent(m.row.status, 'CANCELLED') }, now);
      return { status: row.status };
    }),
  );
}

export async function moveOnline(deps: PublicBookingDeps, token: string, to: ManageMoveBody, nowMs = Date.now()): Promise<ManagedBooking> {
  const now = new Date(nowMs);
  try {
    const m = await publishAfterCommit(deps.events, (events) =>
      deps.db.transaction(async (tx: Tx) => {
        const before = await findManaged(tx, token);
        await lockTherapistTime(tx, before.row.resourceId);
        const m = await findManaged(tx, token, true);
        assertChangeable(m, nowMs);
        if (m.row.groupEventFk) throw conflict('groupEntryNotMovable');
        if (!m.row.serviceFk) throw conflict('slotTaken');
        const [service] = await onlineServices(tx, m.row.centreId, m.row.serviceFk);
        const q = { serviceId: m.row.serviceFk, providerId: m.row.resourceId, date: to.date, startTime: to.startTime };
        // Not bookable any more (service or centre switched off) or not a free slot: the same 409.
        if (!service) throw conflict('slotTaken');
        const { endTime } = await assertFreeSlot(tx, m.row.centreId, q, nowMs, { appointmentId: m.row.appointmentId });
        const t = singleTimes(to.date, to.startTime, endTime, m.timeZone, { startBufferTime: m.row.startBufferTime, endBufferTime: m.row.endBufferTime });
        // A practice that confirms by hand confirms the new time too: the move is a request again.
        const status = (await confirmsAtOnce(tx, service, m.row.resourceId)) ? m.row.status : 'UNCONFIRMED';
        const [row] = await forCentre(tx, m.row.centreId)
          .update(appointments)
          .set({ date: to.date, startTime: to.startTime, endTime, status, duration: t.duration, startsAt: t.startsAt, endsAt: t.endsAt, busyFrom: t.busyFrom, busyUntil: t.busyUntil, updatedAt: now })
          .where(eq(appointments.appointmentId, m.row.appointmentId))
          .returning();
        const event = status !== m.row.status ? statusMessageEvent(m.row.status, status) : 'bookingChange';
        await recordOnlineChange(tx, deps, events, { row, kind: 'moved', action: 'update', detail: { via: 'onlineMove', fields: ['date', 'startTime', 'endTime', 'status'] }, event }, now);
        return { ...m, row };
      }),
    );
    return managedView(deps.db, m, nowMs);
  } catch (err) {
    if (isOverlapViolation(err)) throw conflict('slotTaken');
    throw err;
  }
}

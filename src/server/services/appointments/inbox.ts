/**
 * The practice's booking inbox (issue 10 §5; behaviour.md §2 /inbox/new-appointments and
 * /inbox/cancelled-appointments): booking requests (UNCONFIRMED appointments) to confirm, deny or
 * move, newest first, and the appointments clients cancelled online. Confirm and deny are status
 * changes of the one life cycle (lifecycle.ts), so the client and the therapist hear of them the
 * same way; only a request can be confirmed or denied here (409 `notARequest` otherwise).
 *
 * "Cancelled online" is the public manage link's own mark (online_bookings.cancelled_online_at,
 * written in the cancel's transaction), at or after the cancel: a later staff cancel of the same
 * appointment (after an undo) is then not mistaken for the client's.
 */
import { and, count, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { forCentre } from '../../db/centreScope';
import { appointments, onlineBookings, onlinePresenceSettings } from '../../db/schema';
import { conflict } from '../../errors';
import { recordAccess } from '../audit/recordAudit';
import { DEFAULT_REQUEST_EXPIRY_HOURS, requestExpiresAt } from '../../../shared/appointments/requestExpiry';
import { callerRole, type AppointmentCaller } from './context';
import { changeStatus, type ChangeResult } from './lifecycle';
import { findAppointment, withContactNames } from './read';
import { toWire, type AppointmentWire } from './record';

/** The most rows one inbox list answers (a practice answers its requests within days). */
const LIST_LIMIT = 500;

export interface InboxCount {
  /** Open booking requests of the centre. */
  requests: number;
}

/** The centre's request expiry in hours (online presence; default 48, 0 = never). */
export async function requestExpiryHours(q: Queryable, centreId: string): Promise<number> {
  const [row] = await forCentre(q, centreId).select({ hours: onlinePresenceSettings.requestExpiryHours }).from(onlinePresenceSettings).limit(1);
  return row?.hours ?? DEFAULT_REQUEST_EXPIRY_HOURS;
}

const logRead = (c: AppointmentCaller, count: number, filter: string) =>
  recordAccess(c.db, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'read', objectType: 'appointment', objectId: null, detail: { count, filters: [filter] } });

export async function inboxCount(c: AppointmentCaller): Promise<InboxCount> {
  const [row] = await forCentre(c.db, c.centreId).select({ n: count() }).from(appointments).where(eq(appointments.status, 'UNCONFIRMED'));
  return { requests: Number(row?.n ?? 0) };
}

/** Open requests, the newest first, each with its client's name and when it expires (null: never). */
export async function listRequests(c: AppointmentCaller): Promise<AppointmentWire[]> {
  const rows = await forCentre(c.db, c.centreId)
    .select()
    .from(appointments)
    .where(eq(appointments.status, 'UNCONFIRMED'))
    .orderBy(desc(appointments.createdAt), desc(appointments.appointmentId))
    .limit(LIST_LIMIT);
  const hours = await requestExpiryHours(c.db, c.centreId);
  const expiry = new Map(rows.map((r) => [r.appointmentId, requestExpiresAt(r.createdAt, r.startsAt, hours)?.toISOString() ?? null]));
  const { records } = await withContactNames(c, rows.map(toWire));
  await logRead(c, rows.length, 'inboxRequests');
  return records.map((r) => ({ ...r, expiresAt: expiry.get(r.appointment_id as string) ?? null }));
}

/** Appointments their clients cancelled online (still cancelled), the latest cancel first. */
export async function listOnlineCancellations(c: AppointmentCaller): Promise<AppointmentWire[]> {
  const scoped = forCentre(c.db, c.centreId);
  const marks = await scoped
    .select({ appointmentId: onlineBookings.appointmentId })
    .from(onlineBookings)
    .innerJoin(appointments, eq(appointments.appointmentId, onlineBookings.appointmentId))
    .where(and(eq(appointments.status, 'CANCELLED'), isNotNull(appointments.cancelledAt), gte(onlineBookings.cancelledOnlineAt, appointments.cancelledAt)))
    .orderBy(desc(onlineBookings.cancelledOnlineAt))
    .limit(LIST_LIMIT);
  const ids = [...new Set(marks.map((m) => m.appointmentId))];
  const rows = ids.length === 0 ? [] : await scoped.select().from(appointments).where(inArray(appointments.appointmentId, ids));
  const byId = new Map(rows.map((r) => [r.appointmentId, r]));
  const { records } = await withContactNames(c, ids.flatMap((id) => (byId.has(id) ? [toWire(byId.get(id)!)] : [])));
  await logRead(c, records.length, 'inboxCancelledOnline');
  return records;
}

export interface AnswerOptions {
  /** A personal message to the client, added under the practice's text (deny). */
  message?: string;
  isSms?: boolean;
  isEmail?: boolean;
}

async function assertRequest(c: AppointmentCaller, id: string): Promise<void> {
  const row = await findAppointment(c, id);
  if (row.status !== 'UNCONFIRMED') throw conflict('notARequest', { status: row.status });
}

/** Confirms a request: the client gets the confirmation, the therapist hears of it if someone else confirmed. */
export async function confirmRequest(c: AppointmentCaller, id: string, opts: AnswerOptions = {}): Promise<ChangeResult> {
  await assertRequest(c, id);
  return changeStatus(c, id, 'CONFIRMED', 'CURRENT', { isSms: opts.isSms, isEmail: opts.isEmail });
}

/** Denies a request (its time is free again): the client is told, with the practice's message if any. */
export async function denyRequest(c: AppointmentCaller, id: string, opts: AnswerOptions = {}): Promise<ChangeResult> {
  await assertRequest(c, id);
  return changeStatus(c, id, 'DENIED', 'CURRENT', { isSms: opts.isSms, isEmail: opts.isEmail, note: opts.message });
}

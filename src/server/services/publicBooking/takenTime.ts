/**
 * The time therapists already have taken, for the slot engine (src/shared/availability/slots.ts):
 * live appointments with their buffers and Google busy blocks, in every centre (one person cannot
 * be in two places; the no-overlap constraint compares across centres too), slots held for a
 * waitlisted patient's live offer, and the open group slots of the service being booked. Only times leave this module: no titles, clients or centres.
 */
import { and, eq, gt, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { acrossCentres } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { appointments, centreProviders, googleCalendarBusyBlocks, waitlistEntries } from '../../db/schema';
import { FREEING_STATUSES } from '../appointments/transitions';
import { placesTaken } from '../../../shared/groupEvents';
import { MINUTE_MS } from '../../../shared/recurrence/calendarDays';
import type { Interval, OpenGroupSlot } from '../../../shared/availability';

export interface TakenTime {
  busy: Map<string, Interval[]>;
  groups: Map<string, OpenGroupSlot[]>;
}

const floorMin = (d: Date) => Math.floor(d.getTime() / MINUTE_MS);
const ceilMin = (d: Date) => Math.ceil(d.getTime() / MINUTE_MS);

const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * Taken time of `userIds` overlapping [from, to). Group slots of `groupService` in `centreId` are
 * answered apart (with their places left) so the engine can offer the ones not yet full.
 */
export async function takenTime(
  db: Queryable,
  q: {
    userIds: string[];
    from: Date;
    to: Date;
    centreId: string;
    groupService: string | null;
    /** An appointment being moved: its own time is not taken. */
    ignoreAppointmentId?: string;
    /** A waitlist entry taking its offer: its held slot is not taken. */
    exceptHold?: string;
  },
): Promise<TakenTime> {
  const out: TakenTime = { busy: new Map(), groups: new Map() };
  if (q.userIds.length === 0) return out;
  const [rows, blocks, holds] = await Promise.all([
    db
      .select({
        id: appointments.appointmentId,
        centreId: appointments.centreId,
        resourceId: appointments.resourceId,
        serviceFk: appointments.serviceFk,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        busyFrom: appointments.busyFrom,
        busyUntil: appointments.busyUntil,
        numberOfPeople: appointments.numberOfPeople,
      })
      .from(acrossCentres(appointments, 'a therapist is busy in every centre they work in'))
      .where(
        and(
          inArray(appointments.resourceId, q.userIds),
          notInArray(appointments.status, [...FREEING_STATUSES]),
          isNull(appointments.groupEventFk),
          q.ignoreAppointmentId ? ne(appointments.appointmentId, q.ignoreAppointmentId) : undefined,
          // The form of the no-overlap constraint, so its GiST index (resource, busy range) answers.
          sql`tstzrange(${appointments.busyFrom}, ${appointments.busyUntil}, '[)') && tstzrange(${q.from.toISOString()}::timestamptz, ${q.to.toISOString()}::timestamptz, '[)')`,
        ),
      ),
    db
      .select({ userId: centreProviders.userId, startsAt: googleCalendarBusyBlocks.startsAt, endsAt: googleCalendarBusyBlocks.endsAt })
      .from(acrossCentres(googleCalendarBusyBlocks, "a therapist's own calendar blocks them in every centre"))
      .innerJoin(acrossCentres(centreProviders, 'the provider records of the blocks, of any centre'), eq(centreProviders.id, googleCalendarBusyBlocks.providerId))
      .where(and(inArray(centreProviders.userId, q.userIds), lt(googleCalendarBusyBlocks.startsAt, q.to), gt(googleCalendarBusyBlocks.endsAt, q.from))),
    // A slot offered to a waitlisted patient is theirs until the offer runs out (issue 10 §6).
    db
      .select({ id: waitlistEntries.id, userId: waitlistEntries.offerProviderId, busyFrom: waitlistEntries.offerBusyFrom, busyUntil: waitlistEntries.offerBusyUntil })
      .from(acrossCentres(waitlistEntries, 'a therapist held for a waitlist offer is busy in every centre'))
      .where(
        and(
          eq(waitlistEntries.status, 'offered'),
          inArray(waitlistEntries.offerProviderId, q.userIds),
          gt(waitlistEntries.offeredUntil, new Date(Date.now())),
          lt(waitlistEntries.offerBusyFrom, q.to),
          gt(waitlistEntries.offerBusyUntil, q.from),
        ),
      ),
  ]);
  const groupRows = rows.filter((r) => q.groupService !== null && r.serviceFk === q.groupService && r.centreId === q.centreId);
  const entries = groupRows.length
    ? await db
        .select({ slot: appointments.groupEventFk, status: appointments.status })
        .from(acrossCentres(appointments, 'entries of group slots found above, of this centre'))
        .where(
          and(
            eq(appointments.centreId, q.centreId),
            inArray(
              appointments.groupEventFk,
              groupRows.map((r) => r.id),
            ),
          ),
        )
    : [];
  for (const r of rows) {
    const busy = { start: floorMin(r.busyFrom as Date), end: ceilMin(r.busyUntil as Date) };
    if (!groupRows.includes(r)) {
      push(out.busy, r.resourceId, busy);
      continue;
    }
    const members = [{ status: 'CONFIRMED', contactId: null }, ...entries.filter((e) => e.slot === r.id).map((e) => ({ status: e.status, contactId: null }))];
    push(out.groups, r.resourceId, { start: floorMin(r.startsAt as Date), end: ceilMin(r.endsAt as Date), busyStart: busy.start, busyEnd: busy.end, placesLeft: r.numberOfPeople - placesTaken(members) });
  }
  for (const b of blocks) push(out.busy, b.userId, { start: floorMin(b.startsAt), end: ceilMin(b.endsAt) });
  for (const h of holds) {
    if (h.id === q.exceptHold || !h.userId || !h.busyFrom || !h.busyUntil) continue;
    const held = { start: floorMin(h.busyFrom), end: ceilMin(h.busyUntil) };
    // A seat of an open class held for a waitlisted patient takes one place, not the whole class.
    const seat = out.groups.get(h.userId)?.find((g) => g.busyStart < held.end && held.start < g.busyEnd);
    if (seat) seat.placesLeft = Math.max(0, seat.placesLeft - 1);
    else push(out.busy, h.userId, held);
  }
  return out;
}

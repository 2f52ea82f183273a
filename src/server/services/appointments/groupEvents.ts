/**
 * Group events (issue 9 §1, behaviour.md §7 groupEventEntries). A service flagged `groupEvent`
 * makes its appointments group slots: the first appointment at a therapist's slot holds the time
 * (the no-overlap constraint sees it alone); a create of the same service, therapist and times
 * joins that slot as an entry (`groupEvent_fk` = the slot's first appointment), which the
 * constraint leaves out (migration 0020), up to the slot's numberOfPeople places. The places are
 * counted under the slot's row lock, so simultaneous joins cannot overfill it.
 */
import { and, asc, eq, isNull, ne, notInArray, or } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { appointments, services } from '../../db/schema';
import { conflict, invalidFields } from '../../errors';
import { publishAfterCommit } from '../../events/bus';
import { recordAccess, recordAudit } from '../audit/recordAudit';
import { joinRefusal, placesTaken } from '../../../shared/groupEvents';
import { RecurrenceInputError } from '../../../shared/recurrence';
import { announce, callerRole, type AppointmentCaller } from './context';
import { toWire, writableColumns, type AppointmentRow, type AppointmentWire } from './record';
import { findAppointment } from './read';
import { centreTimeZone } from './references';
import { singleTimes } from './times';
import { FREEING_STATUSES } from './transitions';
import { notifyChange, type MessageOutcome, type NotifyOptions } from './messages';
import { syncReminders } from './reminders';
import { queueGoogleWrites } from '../googleCalendar/writeQueue';
import { statusMessageEvent } from '../../../shared/appointmentMessages';

export interface GroupEventEntries {
  /** The slot's first appointment, which the entries joined. */
  groupEvent_fk: string;
  capacity: number;
  taken: number;
  /** The slot's first appointment and every entry (deleted ones left out), in booking order. */
  entries: AppointmentWire[];
}

const members = (rows: AppointmentRow[]) => rows.map((r) => ({ status: r.status, contactId: r.contactFk }));

/**
 * Joins the open group slot this create body names (same group service, therapist and times), or
 * answers null when there is none (the create then makes the slot's first appointment).
 */
export async function joinGroupEvent(c: AppointmentCaller, body: Record<string, unknown>, notify: NotifyOptions = {}): Promise<{ appointment: AppointmentWire; messages: MessageOutcome[] } | null> {
  if (body.repetition || typeof body.service_fk !== 'string') return null;
  const scoped = forCentre(c.db, c.centreId);
  if (!(await scoped.exists(services, and(eq(services.serviceId, body.service_fk), eq(services.groupEvent, true))))) return null;
  const values = writableColumns(body);
  let times;
  try {
    times = singleTimes(String(body.date), String(body.startTime), String(body.endTime), await centreTimeZone(c.db, c.centreId), { startBufferTime: values.startBufferTime ?? 0, endBufferTime: values.endBufferTime ?? 0 });
  } catch (e) {
    if (e instanceof RecurrenceInputError) throw invalidFields(e.errors.map((x) => ({ field: x.field, code: x.code, message: `errors.${x.code}` })));
    throw e;
  }
  const slotWhere = and(
    eq(appointments.resourceId, String(body.resourceId)),
    eq(appointments.serviceFk, body.service_fk),
    eq(appointments.startsAt, times.startsAt),
    eq(appointments.endsAt, times.endsAt),
    isNull(appointments.groupEventFk),
    notInArray(appointments.status, [...FREEING_STATUSES]),
  );
  const [open] = await scoped.select({ id: appointments.appointmentId }).from(appointments).where(slotWhere).limit(1);
  if (!open) return null;
  return publishAfterCommit(c.events, (events) =>
    c.db.transaction(async (tx) => {
      const inTx = forCentre(tx, c.centreId);
      // The slot's lock orders simultaneous joins: each counts the places the previous ones took.
      const [slot] = await inTx.select().from(appointments).where(and(eq(appointments.appointmentId, open.id), slotWhere)).for('update');
      if (!slot) throw conflict('groupEventFull', { capacity: 0 });
      const joined = await inTx.select().from(appointments).where(eq(appointments.groupEventFk, slot.appointmentId));
      const refusal = joinRefusal(slot.numberOfPeople, members([slot, ...joined]), values.contactFk ?? null);
      if (refusal) throw conflict(refusal, { capacity: slot.numberOfPeople });
      const [row] = await inTx
        .insert(appointments)
        .values({
          ...values,
          numberOfPeople: 1,
          date: times.date,
          startTime: slot.startTime,
          endTime: slot.endTime,
          resourceId: slot.resourceId,
          status: 'CONFIRMED',
          duration: times.duration,
          postedAt: new Date(),
          startsAt: times.startsAt,
          endsAt: times.endsAt,
          busyFrom: times.busyFrom,
          busyUntil: times.busyUntil,
          groupEventFk: slot.appointmentId,
        })
        .returning();
      await recordAudit(tx, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'create', objectType: 'appointment', objectId: row.appointmentId, detail: { via: 'groupEvent' } });
      announce(events, c, 'created', [row.appointmentId]);
      // The joining client gets the confirmation and the reminders like any new appointment.
      await syncReminders(tx, c.jobs, c.centreId, [row]);
      await queueGoogleWrites(tx, c.jobs, c.centreId, [row]);
      const messages = await notifyChange(tx, c, row, statusMessageEvent('', row.status), notify);
      return { appointment: toWire(row), messages };
    }),
  );
}

/** GET /api/appointments/{id}/groupEventEntries: the slot of the appointment (slot or entry) and its clients. */
export async function groupEventEntries(c: AppointmentCaller, id: string): Promise<GroupEventEntries> {
  const row = await findAppointment(c, id);
  const slotId = row.groupEventFk ?? row.appointmentId;
  const rows = await forCentre(c.db, c.centreId)
    .select()
    .from(appointments)
    .where(and(or(eq(appointments.appointmentId, slotId), eq(appointments.groupEventFk, slotId)), ne(appointments.status, 'DELETED')))
    .orderBy(asc(appointments.createdAt), asc(appointments.appointmentId));
  const slot = rows.find((r) => r.appointmentId === slotId) ?? (await findAppointment(c, slotId));
  const entries = rows.some((r) => r.appointmentId === slotId) ? rows : [slot, ...rows];
  await recordAccess(c.db, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'read', objectType: 'appointment', objectId: slotId, detail: { count: entries.length, fields: ['groupEventEntries'] } });
  return { groupEvent_fk: slotId, capacity: slot.numberOfPeople, taken: placesTaken(members(entries)), entries: entries.map(toWire) };
}

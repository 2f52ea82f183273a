/**
 * Changing appointments (PATCH /api/appointments/{id}, shortUpdate): fields and times, with the
 * scope of behaviour.md §3. CURRENT changes this appointment; an occurrence of a series moved by
 * hand becomes an exception. CURRENT_AND_FUTURE and ALL change the series' rows: times move to the
 * new wall-clock times on each row's own date, a new date shifts every row by the same number of
 * days, and exceptions stay as they are unless `includeExceptions` is set (the dialog asks).
 * Closed, billed and gone appointments are not changed (409 appointmentNotEditable).
 */
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { forCentre } from '../../db/centreScope';
import { appointmentSeries, appointments } from '../../db/schema';
import { conflict, invalidFields } from '../../errors';
import { publishAfterCommit } from '../../events/bus';
import { recordAuditMany } from '../audit/recordAudit';
import { fromDayNumber, toDayNumber } from '../../../shared/recurrence/calendarDays';
import { RecurrenceInputError } from '../../../shared/recurrence';
import { announce, callerRole, type AppointmentCaller } from './context';
import { clashAfterRefusal } from './create';
import { findClashes, overlapError } from './overlap';
import { toWire, validateBody, writableColumns, type AppointmentRow, type AppointmentWire } from './record';
import { centreTimeZone, checkReferences } from './references';
import { parseScope } from './scopes';
import { rowsInScope } from './scopes';
import { singleTimes, type TimedRow } from './times';
import { EDITABLE_STATUSES, type AppointmentStatus } from './transitions';
import { appointmentWarnings, type AppointmentWarning } from './warnings';
import { notifyChange, switchesOf, type MessageOutcome } from './messages';
import { syncReminders } from './reminders';
import { queueGoogleWrites } from '../googleCalendar/writeQueue';

export const UPDATE_EXTRA_KEYS = ['updateType', 'includeExceptions', 'appointmentId', 'isSms', 'isEmail'];
const TIME_KEYS = ['date', 'startTime', 'endTime', 'startBufferTime', 'endBufferTime', 'resourceId'] as const;

export interface UpdateResult {
  appointment: AppointmentWire;
  changed: AppointmentWire[];
  warnings: AppointmentWarning[];
  /** The client's change message about this appointment, per channel (none unless its time or therapist changed). */
  messages: MessageOutcome[];
}

/** Statuses whose client is told of a move (the appointment still lies ahead of them). */
const TOLD_OF_MOVES = ['UNCONFIRMED', 'BOOKED', 'CONFIRMED', 'IMPORTED'];

const editable = (r: AppointmentRow) => EDITABLE_STATUSES.includes(r.status as AppointmentStatus);

interface Planned {
  row: AppointmentRow;
  set: Partial<AppointmentRow>;
  times: TimedRow & { startTime: string };
}

function plan(rows: AppointmentRow[], values: Partial<AppointmentRow>, target: AppointmentRow, timeZone: string, singleRow: boolean): Planned[] {
  const dayShift = values.date ? toDayNumber(values.date) - toDayNumber(target.date) : 0;
  const timeMoved = TIME_KEYS.some((k) => k in values);
  const timeOnly = Object.fromEntries(Object.entries(values).filter(([k]) => (TIME_KEYS as readonly string[]).includes(k))) as Partial<AppointmentRow>;
  return rows.map((row) => {
    const own = row.groupEventFk && row.appointmentId !== target.appointmentId ? timeOnly : values;
    const next = { ...row, ...own, date: singleRow ? (values.date ?? row.date) : fromDayNumber(toDayNumber(row.date) + dayShift) };
    let t: TimedRow;
    try {
      t = singleTimes(next.date, next.startTime, next.endTime, timeZone, next);
    } catch (e) {
      if (e instanceof RecurrenceInputError) throw invalidFields(e.errors.map((x) => ({ field: x.field, code: x.code, message: `errors.${x.code}` })));
      throw e;
    }
    const isException = row.isException || (singleRow && row.seriesFk !== null && timeMoved);
    return { row, times: { ...t, startTime: next.startTime }, set: { ...own, date: t.date, duration: t.duration, startsAt: t.startsAt, endsAt: t.endsAt, busyFrom: t.busyFrom, busyUntil: t.busyUntil, isException } };
  });
}

/** Keeps the series' own times and template in step when a scope beyond CURRENT changed them. */
async function updateSeries(tx: Queryable, c: AppointmentCaller, target: AppointmentRow, values: Partial<AppointmentRow>, body: Record<string, unknown>) {
  if (!target.seriesFk) return;
  const scoped = forCentre(tx, c.centreId);
  const [series] = await scoped.select().from(appointmentSeries).where(eq(appointmentSeries.id, target.seriesFk));
  if (!series) return;
  const template = { ...series.template };
  for (const [k, v] of Object.entries(body)) if (!UPDATE_EXTRA_KEYS.includes(k) && !['date', 'startTime', 'endTime'].includes(k)) template[k] = v;
  await scoped
    .update(appointmentSeries)
    .set({ template, startTime: values.startTime ?? series.startTime, endTime: values.endTime ?? series.endTime, updatedAt: new Date() })
    .where(eq(appointmentSeries.id, series.id));
}

export async function updateAppointments(c: AppointmentCaller, id: string, rawBody: unknown): Promise<UpdateResult> {
  const body = validateBody(rawBody, 'update', UPDATE_EXTRA_KEYS);
  const switches = switchesOf(body);
  const scope = parseScope(body.updateType);
  const values = writableColumns(body);
  await checkReferences(c.db, c.centreId, body);
  const timeZone = await centreTimeZone(c.db, c.centreId);
  const timeMoved = TIME_KEYS.some((k) => k in values);
  let planned: Planned[] = [];
  let resourceId = '';
  try {
    const changed = await publishAfterCommit(c.events, (events) =>
      c.db.transaction(async (tx) => {
        // Moving a group slot moves the clients who joined it (their other fields stay theirs).
        const { target, rows } = await rowsInScope(tx, c.centreId, id, scope, timeMoved);
        if (!editable(target)) throw conflict('appointmentNotEditable', { status: target.status });
        if (target.groupEventFk && timeMoved) throw conflict('groupEntryNotMovable');
        const reached = rows.filter((r) => r.appointmentId === id || (editable(r) && (body.includeExceptions === true || !r.isException)));
        planned = plan(reached, values, target, timeZone, scope === 'CURRENT' || !target.seriesFk);
        resourceId = values.resourceId ?? target.resourceId;
        if (timeMoved) {
          // Rows of one series may move onto each other's old times: the constraint checks at commit.
          await tx.execute(sql`set constraints appointments_no_overlap deferred`);
          const clashes = await findClashes(tx, resourceId, planned.map((p) => p.times), reached.map((r) => r.appointmentId));
          if (clashes.length > 0) throw overlapError(clashes);
        }
        const scoped = forCentre(tx, c.centreId);
        const saved: AppointmentRow[] = [];
        for (const p of planned) {
          const [row] = await scoped.update(appointments).set({ ...p.set, updatedAt: new Date() }).where(eq(appointments.appointmentId, p.row.appointmentId)).returning();
          saved.push(row);
        }
        if (scope !== 'CURRENT') await updateSeries(tx, c, target, values, body);
        const fields = Object.keys(body).filter((k) => !UPDATE_EXTRA_KEYS.includes(k)).sort();
        await recordAuditMany(
          tx,
          c.centreId,
          saved.map((r) => ({ userId: c.auth.userId, role: callerRole(c), action: 'update' as const, objectType: 'appointment', objectId: r.appointmentId, detail: { fields, scope } })),
        );
        announce(events, c, timeMoved ? 'moved' : 'updated', saved.map((r) => r.appointmentId));
        await syncReminders(tx, c.jobs, c.centreId, saved);
        await queueGoogleWrites(tx, c.jobs, c.centreId, saved);
        const after = saved.find((r) => r.appointmentId === id);
        const moved = after && (after.startsAt?.getTime() !== target.startsAt?.getTime() || after.resourceId !== target.resourceId);
        const messages = moved && TOLD_OF_MOVES.includes(after.status) ? await notifyChange(tx, c, after, 'bookingChange', switches) : [];
        return { saved, messages };
      }),
    );
    const warnings = timeMoved ? await appointmentWarnings(c.db, c.centreId, resourceId, planned.map((p) => p.times)) : [];
    return { appointment: toWire(changed.saved.find((r) => r.appointmentId === id) as AppointmentRow), changed: changed.saved.map(toWire), warnings, messages: changed.messages };
  } catch (err) {
    throw await clashAfterRefusal(c, resourceId, planned.map((p) => p.times), err, planned.map((p) => p.row.appointmentId));
  }
}

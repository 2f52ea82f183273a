/**
 * Creating appointments (issue 9 §8 POST /api/appointments): one, or a series whose occurrences
 * are rows created 18 months ahead. A series clashing on some dates creates none and names them.
 * The clash check before the insert names every clashing date; the exclusion constraint is what
 * guarantees it, including against a simultaneous create (then 409 as well).
 */
import type { Queryable } from '../../db/client';
import type { AuditDetail } from '../../db/schema';
import { forCentre } from '../../db/centreScope';
import { appointmentSeries, appointments } from '../../db/schema';
import { invalidFields, type HttpError } from '../../errors';
import { publishAfterCommit } from '../../events/bus';
import { recordAuditMany } from '../audit/recordAudit';
import {
  RecurrenceInputError,
  expandSeries,
  horizonDate,
  normaliseRepetition,
  repetitionErrors,
  seriesStartErrors,
  type Repetition,
} from '../../../shared/recurrence';
import { announce, callerRole, type AppointmentCaller } from './context';
import { findClashes, isOverlapViolation, overlapError } from './overlap';
import { CREATE_EXTRA_KEYS, toWire, validateBody, writableColumns, type AppointmentRow, type AppointmentWire } from './record';
import { centreTimeZone, checkReferences } from './references';
import { localToday, timed, type TimedRow } from './times';
import { appointmentWarnings, type AppointmentWarning } from './warnings';
import { joinGroupEvent } from './groupEvents';
import { notifyChange, switchesOf, SWITCH_KEYS, type MessageOutcome } from './messages';
import { syncReminders } from './reminders';
import { queueGoogleWrites } from '../googleCalendar/writeQueue';
import { statusMessageEvent } from '../../../shared/appointmentMessages';
import { INITIAL_STATUSES, type AppointmentStatus } from './transitions';

export interface CreateResult {
  appointment: AppointmentWire;
  /** Rows created (1, or the series' occurrences through the horizon). */
  count: number;
  warnings: AppointmentWarning[];
  /** The client's confirmation, per channel: queued or skipped (and why). */
  messages: MessageOutcome[];
}

const toFieldErrors = (e: RecurrenceInputError | { errors: { field: string; code: string }[] }) =>
  invalidFields(e.errors.map((x) => ({ field: x.field, code: x.code, message: `errors.${x.code}` })));

/** The occurrences' times: the first appointment alone, or the series through the horizon. */
export function plannedTimes(first: { date: string; startTime: string; endTime: string }, rule: Repetition | undefined, timeZone: string, buffers: { startBufferTime: number; endBufferTime: number }, until: string): TimedRow[] {
  try {
    return expandSeries({ ...first, timeZone }, rule, { until }).map((o) => timed(o, buffers));
  } catch (e) {
    if (e instanceof RecurrenceInputError) throw toFieldErrors(e);
    throw e;
  }
}

/** Inserts rows; a refusal by the no-overlap constraint becomes the 409 naming the clash. */
export async function insertOrClash(tx: Queryable, centreId: string, resourceId: string, rows: (typeof appointments.$inferInsert)[], ranges: TimedRow[], ignoreIds: string[] = []): Promise<AppointmentRow[]> {
  const clashes = await findClashes(tx, resourceId, ranges, ignoreIds);
  if (clashes.length > 0) throw overlapError(clashes);
  const out: AppointmentRow[] = [];
  for (let i = 0; i < rows.length; i += 200) out.push(...(await forCentre(tx, centreId).insert(appointments).values(rows.slice(i, i + 200)).returning()));
  return out;
}

/** A constraint refusal seen after the transaction rolled back: name what holds the slot now. */
export async function clashAfterRefusal(c: AppointmentCaller, resourceId: string, ranges: TimedRow[], err: unknown, ignoreIds: string[] = []): Promise<HttpError | unknown> {
  if (!isOverlapViolation(err)) return err;
  const clashes = await findClashes(c.db, resourceId, ranges, ignoreIds);
  return overlapError(clashes.length > 0 ? clashes : ranges.slice(0, 1).map((r) => ({ date: r.date, with: { date: r.date, startTime: '', endTime: '' } })));
}

/**
 * The status a new appointment starts in: one of INITIAL_STATUSES when the body names it (a
 * request for the inbox, a draft, past treatment), else CONFIRMED. Any other status is server-managed
 * and ignored, as read-only fields are (schemas/README.md).
 */
function initialStatus(value: unknown): AppointmentStatus {
  return (INITIAL_STATUSES as readonly unknown[]).includes(value) ? (value as AppointmentStatus) : 'CONFIRMED';
}

export async function createAppointments(c: AppointmentCaller, rawBody: unknown): Promise<CreateResult> {
  const body = validateBody(rawBody, 'create', CREATE_EXTRA_KEYS);
  const switches = switchesOf(body);
  const values = writableColumns(body);
  const status = initialStatus(body.status);
  const first = { date: String(body.date), startTime: String(body.startTime), endTime: String(body.endTime) };
  const startErrors = seriesStartErrors(first);
  const repetition = body.repetition as Repetition | undefined | null;
  const ruleErrors = repetition ? repetitionErrors(repetition, first.date) : [];
  if (startErrors.length + ruleErrors.length > 0) throw toFieldErrors({ errors: [...startErrors, ...ruleErrors] });
  const rule = repetition ? normaliseRepetition(repetition, first.date) : undefined;
  await checkReferences(c.db, c.centreId, body);
  // A client joining an open group slot of the same service and time (groupEventEntries).
  const joined = await joinGroupEvent(c, body, switches);
  if (joined) return { ...joined, count: 1, warnings: [] };

  const timeZone = await centreTimeZone(c.db, c.centreId);
  const buffers = { startBufferTime: values.startBufferTime ?? 0, endBufferTime: values.endBufferTime ?? 0 };
  const until = horizonDate(localToday(timeZone));
  const times = plannedTimes(first, rule, timeZone, buffers, until);
  const resourceId = String(body.resourceId);
  const now = new Date();

  try {
    const rows = await publishAfterCommit(c.events, (events) =>
      c.db.transaction(async (tx) => {
        let seriesId: string | null = null;
        if (rule) {
          const { date: _d, startTime: _s, endTime: _e, ...template } = body;
          delete template.repetition;
          for (const k of SWITCH_KEYS) delete template[k];
          const [series] = await forCentre(tx, c.centreId)
            .insert(appointmentSeries)
            .values({ resourceId, rule, firstDate: first.date, startTime: first.startTime, endTime: first.endTime, timeZone, expandedUntil: until < first.date ? first.date : until, template, createdBy: c.auth.userId })
            .returning({ id: appointmentSeries.id });
          seriesId = series.id;
        }
        const inserts = times.map((t, index) => ({
          ...values,
          centreId: c.centreId,
          date: t.date,
          startTime: first.startTime,
          endTime: first.endTime,
          resourceId,
          status,
          duration: t.duration,
          postedAt: now,
          startsAt: t.startsAt,
          endsAt: t.endsAt,
          busyFrom: t.busyFrom,
          busyUntil: t.busyUntil,
          seriesFk: seriesId,
          seriesIndex: seriesId ? index : null,
        }));
        const saved = await insertOrClash(tx, c.centreId, resourceId, inserts, times);
        await recordAuditMany(
          tx,
          c.centreId,
          saved.map((r) => ({ userId: c.auth.userId, role: callerRole(c), action: 'create' as const, objectType: 'appointment', objectId: r.appointmentId, detail: (seriesId ? { via: 'series' } : {}) as AuditDetail })),
        );
        announce(events, c, 'created', saved.map((r) => r.appointmentId));
        await syncReminders(tx, c.jobs, c.centreId, saved);
        await queueGoogleWrites(tx, c.jobs, c.centreId, saved);
        // A series is confirmed once, naming its first appointment.
        const messages = await notifyChange(tx, c, saved[0], statusMessageEvent('', saved[0].status), switches);
        return { saved, messages };
      }),
    );
    const warnings = await appointmentWarnings(c.db, c.centreId, resourceId, times.map((t) => ({ ...t, startTime: first.startTime })));
    return { appointment: toWire(rows.saved[0]), count: rows.saved.length, warnings, messages: rows.messages };
  } catch (err) {
    throw await clashAfterRefusal(c, resourceId, times, err);
  }
}

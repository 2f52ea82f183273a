/**
 * Repetitions of an existing appointment (behaviour.md §7: GET and POST /api/appointments/repetitions,
 * POST irregular-repetitions). GET reads the rule (or date list) of its series. POST sets a rule
 * on the appointment: it becomes the first occurrence of a new series whose later rows are created
 * 18 months ahead, like a create with `repetition`. When it already belonged to a series, that
 * series ends there: its later, not yet held and not hand-moved occurrences are deleted (restorable)
 * and the new rule replaces them. A clash on any new date answers 409 appointmentOverlap with the
 * dates, and nothing changes. Irregular repetitions are the same with an explicit list of dates
 * (same times), all within the horizon.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { forCentre } from '../../db/centreScope';
import { appointmentSeries, appointments, type AuditDetail } from '../../db/schema';
import type { SeriesTemplate, SkippedDate } from '../../db/appointmentTables';
import { conflict, invalidFields } from '../../errors';
import { publishAfterCommit } from '../../events/bus';
import { queueGoogleWrites } from '../googleCalendar/writeQueue';
import { recordAccess, recordAuditMany } from '../audit/recordAudit';
import {
  RecurrenceInputError,
  expandDates,
  expandSeries,
  horizonDate,
  irregularDatesErrors,
  normaliseRepetition,
  repetitionErrors,
  type Occurrence,
  type Repetition,
} from '../../../shared/recurrence';
import { announce, callerRole, type AppointmentCaller } from './context';
import { clashAfterRefusal } from './create';
import { findClashes, overlapError } from './overlap';
import { appointmentDef, toWire, type AppointmentRow, type AppointmentWire } from './record';
import { findAppointment } from './read';
import { centreTimeZone } from './references';
import { endSeriesByScope } from './seriesEnd';
import { deletedSet } from './deletion';
import { seriesRows } from './seriesRows';
import { localToday, type TimedRow } from './times';
import { EDITABLE_STATUSES, type AppointmentStatus } from './transitions';

export interface RepetitionInfo {
  appointmentId: string;
  series_fk: string | null;
  /** The rule, or null (no series, or an irregular one). */
  repetition: Repetition | null;
  /** Irregular repetitions: every date of the series, the first included; null for a rule. */
  dates: string[] | null;
  firstDate: string | null;
  startTime: string | null;
  endTime: string | null;
  timeZone: string | null;
  expandedUntil: string | null;
  /** The series ends from this occurrence on (cancelled or deleted "this and all following"). */
  endedFromIndex: number | null;
  skippedDates: SkippedDate[];
}

export interface RepetitionResult {
  appointment: AppointmentWire;
  /** The rows created for the new occurrences. */
  changed: AppointmentWire[];
  count: number;
  /** Occurrences of the old series that the new rule replaced (now DELETED). */
  replaced: number;
}

const fieldErrors = (errors: { field: string; code: string }[]) => invalidFields(errors.map((x) => ({ field: x.field, code: x.code, message: `errors.${x.code}` })));

export async function getRepetition(c: AppointmentCaller, appointmentId: string): Promise<RepetitionInfo> {
  const row = await findAppointment(c, appointmentId);
  const [series] = row.seriesFk ? await forCentre(c.db, c.centreId).select().from(appointmentSeries).where(eq(appointmentSeries.id, row.seriesFk)) : [];
  await recordAccess(c.db, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'read', objectType: 'appointment' as const, objectId: appointmentId, detail: { fields: ['repetition'] } });
  return {
    appointmentId,
    series_fk: series?.id ?? null,
    repetition: series?.rule ?? null,
    dates: series && !series.rule ? [series.firstDate, ...(series.dates ?? [])] : null,
    firstDate: series?.firstDate ?? null,
    startTime: series?.startTime ?? null,
    endTime: series?.endTime ?? null,
    timeZone: series?.timeZone ?? null,
    expandedUntil: series?.expandedUntil ?? null,
    endedFromIndex: series?.endedFromIndex ?? null,
    skippedDates: series?.skippedDates ?? [],
  };
}

/** The field values the appointment's occurrences start with (its writable fields, wire names). */
function templateOf(row: AppointmentRow): SeriesTemplate {
  const props = appointmentDef.schema.properties as Record<string, { 'x-readOnly'?: boolean }>;
  const wire = toWire(row);
  return Object.fromEntries(Object.entries(wire).filter(([k, v]) => v !== null && v !== undefined && props[k] && props[k]['x-readOnly'] !== true && !['date', 'startTime', 'endTime'].includes(k)));
}

/** The later occurrences the old series' rule made that a new rule replaces: not moved, not yet held. */
async function replaceableRows(tx: Queryable, centreId: string, target: AppointmentRow): Promise<AppointmentRow[]> {
  if (!target.seriesFk) return [];
  const later = await forCentre(tx, centreId)
    .select()
    .from(appointments)
    .where(and(eq(appointments.seriesFk, target.seriesFk), gt(appointments.seriesIndex, target.seriesIndex ?? 0)))
    .for('update');
  const replaceable: readonly AppointmentStatus[] = ['DRAFT', 'UNCONFIRMED', 'CONFIRMED', 'BOOKED', 'IMPORTED'];
  return later.filter((r) => !r.isException && replaceable.includes(r.status as AppointmentStatus));
}

type Plan = { rule: Repetition | null; dates: string[] | null; until: string; occurrences: (timeZone: string, until: string) => Occurrence[] };

async function setRepetition(c: AppointmentCaller, appointmentId: string, plan: (target: AppointmentRow, until: string) => Plan): Promise<RepetitionResult> {
  const target = await findAppointment(c, appointmentId);
  if (!EDITABLE_STATUSES.includes(target.status as AppointmentStatus)) throw conflict('appointmentNotEditable', { status: target.status });
  const timeZone = await centreTimeZone(c.db, c.centreId);
  const p = plan(target, horizonDate(localToday(timeZone)));
  let later: Occurrence[];
  try {
    later = p.occurrences(timeZone, p.until).filter((o) => o.index > 0);
  } catch (e) {
    if (e instanceof RecurrenceInputError) throw fieldErrors(e.errors);
    throw e;
  }
  let times: TimedRow[] = [];
  let ignore: string[] = [];
  try {
    return await publishAfterCommit(c.events, (events) =>
      c.db.transaction(async (tx) => {
        const scoped = forCentre(tx, c.centreId);
        const [current] = await scoped.select().from(appointments).where(eq(appointments.appointmentId, appointmentId)).for('update');
        if (!current || !EDITABLE_STATUSES.includes(current.status as AppointmentStatus)) throw conflict('appointmentNotEditable', { status: current?.status });
        const old = await replaceableRows(tx, c.centreId, current);
        ignore = old.map((r) => r.appointmentId);
        const template = templateOf(current);
        const [series] = await scoped
          .insert(appointmentSeries)
          .values({ resourceId: current.resourceId, rule: p.rule, dates: p.dates, firstDate: current.date, startTime: current.startTime, endTime: current.endTime, timeZone, expandedUntil: p.until < current.date ? current.date : p.until, template, createdBy: c.auth.userId })
          .returning();
        const planned = seriesRows(series, later, new Date());
        times = planned.times;
        const clashes = await findClashes(tx, current.resourceId, times, ignore);
        if (clashes.length > 0) throw overlapError(clashes);
        // The old series ends here; its later generated rows make way for the new ones.
        if (current.seriesFk) await endSeriesByScope(tx, c.centreId, current, 'CURRENT_AND_FUTURE', null);
        const now = new Date();
        if (ignore.length > 0) await scoped.update(appointments).set(deletedSet(now)).where(inArray(appointments.appointmentId, ignore));
        const [moved] = await scoped.update(appointments).set({ seriesFk: series.id, seriesIndex: 0, isException: false, updatedAt: now }).where(eq(appointments.appointmentId, appointmentId)).returning();
        const saved: AppointmentRow[] = [];
        for (let i = 0; i < planned.inserts.length; i += 200) saved.push(...(await scoped.insert(appointments).values(planned.inserts.slice(i, i + 200)).returning()));
        const actor = { userId: c.auth.userId, role: callerRole(c) };
        await recordAuditMany(tx, c.centreId, [
          { ...actor, action: 'update' as const, objectType: 'appointment' as const, objectId: appointmentId, detail: { fields: ['repetition'] } as AuditDetail },
          ...ignore.map((id) => ({ ...actor, action: 'update' as const, objectType: 'appointment' as const, objectId: id, detail: { fields: ['status'], via: 'repetition' } as AuditDetail })),
          ...saved.map((r) => ({ ...actor, action: 'create' as const, objectType: 'appointment' as const, objectId: r.appointmentId, detail: { via: 'series' } as AuditDetail })),
        ]);
        await queueGoogleWrites(tx, c.jobs, c.centreId, [moved, ...saved, ...ignore.map((id) => ({ appointmentId: id }))]);
        if (ignore.length > 0) announce(events, c, 'deleted', ignore);
        announce(events, c, 'created', saved.map((r) => r.appointmentId));
        announce(events, c, 'updated', [appointmentId]);
        return { appointment: toWire(moved), changed: saved.map(toWire), count: saved.length, replaced: ignore.length };
      }),
    );
  } catch (err) {
    throw await clashAfterRefusal(c, target.resourceId, times, err, ignore);
  }
}

/** POST /api/appointments/repetitions: the appointment repeats by `repetition` from its own date on. */
export function setRepetitionRule(c: AppointmentCaller, appointmentId: string, repetition: Repetition): Promise<RepetitionResult> {
  return setRepetition(c, appointmentId, (target, until) => {
    const errors = repetitionErrors(repetition, target.date);
    if (errors.length > 0) throw fieldErrors(errors);
    const rule = normaliseRepetition(repetition, target.date);
    return { rule, dates: null, until, occurrences: (timeZone, last) => expandSeries({ date: target.date, startTime: target.startTime, endTime: target.endTime, timeZone }, rule, { until: last }) };
  });
}

/** POST /api/appointments/irregular-repetitions: the appointment repeats on the listed dates (same times). */
export function setIrregularRepetition(c: AppointmentCaller, appointmentId: string, dates: string[]): Promise<RepetitionResult> {
  return setRepetition(c, appointmentId, (target, until) => {
    const errors = irregularDatesErrors(dates, target.date, until);
    if (errors.length > 0) throw fieldErrors(errors);
    const later = [...new Set(dates)].filter((d) => d !== target.date).sort();
    const last = later[later.length - 1] ?? target.date;
    return { rule: null, dates: later, until: last, occurrences: (timeZone) => expandDates({ date: target.date, startTime: target.startTime, endTime: target.endTime, timeZone }, later) };
  });
}

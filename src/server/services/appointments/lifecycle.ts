/**
 * Status changes (the transitions table), cancel with scope and its exact undo, mark complete.
 * Each call is one transaction: the rows, their audit events and the live-update event together.
 */
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../db/client';
import { forCentre } from '../../db/centreScope';
import { appointments, type AuditDetail } from '../../db/schema';
import { conflict } from '../../errors';
import { publishAfterCommit, type PendingEvents } from '../../events/bus';
import { recordAuditMany } from '../audit/recordAudit';
import type { AppointmentChangeKind } from '../../../shared/api/realtime';
import { announce, callerRole, type AppointmentCaller } from './context';
import { clashAfterRefusal } from './create';
import { findClashes, overlapError } from './overlap';
import { toWire, type AppointmentRow, type AppointmentWire } from './record';
import { findAppointment } from './read';
import { rowsInScope, type Scope } from './scopes';
import { endSeriesByScope, reopenSeriesOfBatch } from './seriesEnd';
import { deletedSet } from './deletion';
import { assertTransition, canTransition, type AppointmentStatus } from './transitions';
import { notifyChange, type MessageOutcome, type NotifyOptions } from './messages';
import { syncReminders } from './reminders';
import { queueGoogleWrites } from '../googleCalendar/writeQueue';
import { statusMessageEvent } from '../../../shared/appointmentMessages';
import { INVOICE_STATUSES } from '../../../shared/billing/invoiceTransitions';

export interface ChangeResult {
  appointment: AppointmentWire;
  /** Every appointment the call changed (the scope's rows that could change). */
  changed: AppointmentWire[];
  /** The client's message about this appointment, per channel: queued or skipped (and why). */
  messages: MessageOutcome[];
}

async function audit(tx: Queryable, c: AppointmentCaller, rows: AppointmentRow[], detail: AuditDetail) {
  await recordAuditMany(
    tx,
    c.centreId,
    rows.map((r) => ({ userId: c.auth.userId, role: callerRole(c), action: 'update' as const, objectType: 'appointment', objectId: r.appointmentId, detail })),
  );
}

async function setStatus(tx: Queryable, c: AppointmentCaller, ids: string[], set: PgUpdateSetSource<typeof appointments>): Promise<AppointmentRow[]> {
  if (ids.length === 0) return [];
  return forCentre(tx, c.centreId)
    .update(appointments)
    .set({ ...set, updatedAt: new Date() })
    .where(inArray(appointments.appointmentId, ids))
    .returning();
}

const run = (c: AppointmentCaller, work: (tx: Tx, events: PendingEvents) => Promise<ChangeResult>) =>
  publishAfterCommit(c.events, (events) => c.db.transaction((tx) => work(tx, events)));

/**
 * Cancels the appointment (and, by scope, the later or all rows of its series) that can be
 * cancelled; one cancel batch id marks them, so undoCancel restores exactly these rows.
 */
export async function cancelAppointments(c: AppointmentCaller, id: string, scope: Scope, notify: NotifyOptions = {}): Promise<ChangeResult & { cancelBatch: string }> {
  const batch = crypto.randomUUID();
  const result = await run(c, async (tx, events) => {
    const { target, rows } = await rowsInScope(tx, c.centreId, id, scope);
    assertTransition(target.status, 'CANCELLED');
    const cancellable = rows.filter((r) => canTransition(r.status, 'CANCELLED'));
    const now = new Date();
    const changed: AppointmentRow[] = [];
    // Each row keeps its own previous status, so the undo puts back exactly what it was.
    for (const status of new Set(cancellable.map((r) => r.status))) {
      const ids = cancellable.filter((r) => r.status === status).map((r) => r.appointmentId);
      changed.push(...(await setStatus(tx, c, ids, { status: 'CANCELLED', statusBeforeCancel: status, cancelledAt: now, cancelBatch: batch })));
    }
    await audit(tx, c, changed, { fields: ['status'], scope });
    await endSeriesByScope(tx, c.centreId, target, scope, batch);
    announce(events, c, 'cancelled', changed.map((r) => r.appointmentId));
    await syncReminders(tx, c.jobs, c.centreId, changed);
    await queueGoogleWrites(tx, c.jobs, c.centreId, changed);
    const mine = changed.find((r) => r.appointmentId === id) as AppointmentRow;
    const messages = await notifyChange(tx, c, mine, statusMessageEvent(target.status, 'CANCELLED'), notify);
    return { appointment: toWire(mine), changed: changed.map(toWire), messages };
  });
  return { ...result, cancelBatch: batch };
}

/** Undoes the cancel that cancelled this appointment: every row of that cancel gets its status back. */
export async function undoCancel(c: AppointmentCaller, id: string): Promise<ChangeResult> {
  const target = await findAppointment(c, id);
  if (target.status !== 'CANCELLED' || !target.cancelBatch) throw conflict('nothingToUndo');
  const batch = target.cancelBatch;
  let ranges: { date: string; busyFrom: Date; busyUntil: Date }[] = [];
  try {
    return await run(c, async (tx, events) => {
      const rows = await forCentre(tx, c.centreId)
        .select()
        .from(appointments)
        .where(and(eq(appointments.cancelBatch, batch), eq(appointments.status, 'CANCELLED')))
        .for('update');
      if (rows.length === 0) throw conflict('nothingToUndo');
      // Entries of a group slot share its time and hold no slot of their own.
      ranges = rows.filter((r) => !r.groupEventFk).map((r) => ({ date: r.date, busyFrom: r.busyFrom as Date, busyUntil: r.busyUntil as Date }));
      // A slot taken since the cancel cannot come back: the whole undo is refused, naming it.
      const clashes = await findClashes(tx, target.resourceId, ranges);
      if (clashes.length > 0) throw overlapError(clashes);
      const changed: AppointmentRow[] = [];
      for (const status of new Set(rows.map((r) => r.statusBeforeCancel ?? 'CONFIRMED'))) {
        const ids = rows.filter((r) => (r.statusBeforeCancel ?? 'CONFIRMED') === status).map((r) => r.appointmentId);
        changed.push(...(await setStatus(tx, c, ids, { status, statusBeforeCancel: null, cancelledAt: null, cancelBatch: null })));
      }
      await audit(tx, c, changed, { fields: ['status'], via: 'undoCancel' });
      await reopenSeriesOfBatch(tx, c.centreId, batch);
      announce(events, c, 'updated', changed.map((r) => r.appointmentId));
      // The reminders come back, and the client, who was told of the cancel, hears it stands again.
      await syncReminders(tx, c.jobs, c.centreId, changed);
      await queueGoogleWrites(tx, c.jobs, c.centreId, changed);
      const mine = changed.find((r) => r.appointmentId === id) as AppointmentRow;
      const messages = await notifyChange(tx, c, mine, statusMessageEvent('CANCELLED', mine.status));
      return { appointment: toWire(mine), changed: changed.map(toWire), messages };
    });
  } catch (err) {
    throw await clashAfterRefusal(c, target.resourceId, ranges.map((r) => ({ ...r, startsAt: r.busyFrom, endsAt: r.busyUntil, duration: 0 })), err);
  }
}

/**
 * Sets a status on the appointment and, by scope, on the series rows the table allows it for
 * (the appointment itself must allow it: else 409). CANCELLED goes through the cancel (undoable).
 */
export async function changeStatus(c: AppointmentCaller, id: string, status: AppointmentStatus, scope: Scope, notify: NotifyOptions = {}): Promise<ChangeResult> {
  if (status === 'CANCELLED') return cancelAppointments(c, id, scope, notify);
  const kind: AppointmentChangeKind = status === 'DELETED' ? 'deleted' : 'updated';
  // No transition leads out of a freeing status into one that holds time (CANCELLED only comes
  // back through undoCancel), so a status change never needs the overlap check.
  return run(c, async (tx, events) => {
    // A client's own status (provided, no-show) is theirs; deleting a group slot deletes its entries.
    const { target, rows } = await rowsInScope(tx, c.centreId, id, scope, status === 'DELETED');
    assertTransition(target.status, status);
    const allowed = rows.filter((r) => canTransition(r.status, status));
    const changed = await setStatus(tx, c, allowed.map((r) => r.appointmentId), status === 'DELETED' ? deletedSet() : { status });
    await audit(tx, c, changed, { fields: ['status'], scope });
    if (status === 'DELETED') await endSeriesByScope(tx, c.centreId, target, scope, null);
    announce(events, c, kind, changed.map((r) => r.appointmentId));
    await syncReminders(tx, c.jobs, c.centreId, changed);
    await queueGoogleWrites(tx, c.jobs, c.centreId, changed);
    const mine = changed.find((r) => r.appointmentId === id) as AppointmentRow;
    const messages = await notifyChange(tx, c, mine, statusMessageEvent(target.status, status), notify);
    return { appointment: toWire(mine), changed: changed.map(toWire), messages };
  });
}

/** Marks one appointment complete (FINISHED); staff may do so for past treatment too. */
export async function markComplete(c: AppointmentCaller, id: string): Promise<AppointmentWire> {
  return (await changeStatus(c, id, 'FINISHED', 'CURRENT')).appointment;
}

/** Invoice statuses (behaviour.md §3 Invoice, plus SENT) that invoicing records on its appointments: the invoice life cycle's. */
export { INVOICE_STATUSES };

/** PATCH …/update-invoice-status: the state of the invoice that bills this appointment. */
export async function setInvoiceStatus(c: AppointmentCaller, id: string, invoiceStatus: (typeof INVOICE_STATUSES)[number]): Promise<AppointmentWire> {
  await findAppointment(c, id);
  return publishAfterCommit(c.events, (events) =>
    c.db.transaction(async (tx) => {
      const [row] = await setStatus(tx, c, [id], { invoiceStatus });
      await audit(tx, c, [row], { fields: ['invoiceStatus'] });
      announce(events, c, 'updated', [id]);
      return toWire(row);
    }),
  );
}

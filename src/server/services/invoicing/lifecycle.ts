/**
 * The invoice life cycle (src/shared/billing/invoiceTransitions.ts): status changes the table
 * allows (409 `invalidInvoiceTransition` otherwise), cancelling and deleting (the appointments go
 * back to FINISHED; a deleted invoice frees its number only when it was the last one). Sending and
 * printing: send.ts. Each call is one transaction with its audit events; invoicing writes of
 * a centre queue behind its settings row (numbering.ts), as creation does.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Tx } from '../../db/client';
import { appointments, invoiceAppointments, invoices } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { publishAfterCommit, type PendingEvents } from '../../events/bus';
import { recordAuditMany } from '../audit/recordAudit';
import { recordCountsChanged } from '../../records/countCache';
import { canTransitionInvoice, DELETABLE_INVOICE_STATUSES, STATUS_STAMP, type InvoiceStatus } from '../../../shared/billing/invoiceTransitions';
import { isUuid } from '../../../shared/validators/uuid';
import { announceAppointments, callerRole, type InvoiceCaller } from './context';
import { lockNumbering, releaseNumber } from './numbering';
import { toWire, type InvoiceRow, type InvoiceWire } from './record';
import { withHistory } from './history';
import { assertNoPayments, creditCancelledInvoice } from '../payments/cancelledInvoice';

/** The invoices (locked for the transaction), all of the caller's centre, or 404. */
export async function lockInvoices(tx: Tx, c: InvoiceCaller, ids: string[]): Promise<InvoiceRow[]> {
  const unique = [...new Set(ids)];
  if (unique.some((id) => !isUuid(id))) throw notFound();
  await lockNumbering(tx, c.centreId);
  const rows = await forCentre(tx, c.centreId)
    .select()
    .from(invoices)
    .where(inArray(invoices.invoiceId, unique))
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .for('update');
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

/** One invoicing transaction; afterwards the centre's list totals are counted again (writes bypass the record engine). */
export async function runInvoiceWrite<T>(c: InvoiceCaller, work: (tx: Tx, events: PendingEvents) => Promise<T>): Promise<T> {
  try {
    return await publishAfterCommit(c.events, (events) => c.db.transaction((tx) => work(tx, events)));
  } finally {
    recordCountsChanged(c.db, c.centreId);
  }
}

export async function auditInvoices(tx: Tx, c: InvoiceCaller, action: 'update' | 'delete', rows: InvoiceRow[], detail: Record<string, string | number | string[]>, appointmentIds: string[] = []) {
  const actor = { userId: c.auth.userId, role: callerRole(c) };
  await recordAuditMany(tx, c.centreId, [
    ...rows.map((r) => ({
      ...actor,
      action,
      objectType: 'invoice' as const,
      objectId: r.invoiceId,
      detail,
    })),
    ...appointmentIds.map((id) => ({
      ...actor,
      action: 'update' as const,
      objectType: 'appointment' as const,
      objectId: id,
      detail: { fields: ['status', 'invoiceStatus'], via: 'invoice' },
    })),
  ]);
}

/** The invoice no longer bills its appointments: the links go, the appointments are FINISHED again. */
async function releaseAppointments(tx: Tx, c: InvoiceCaller, invoiceIds: string[]): Promise<string[]> {
  const scoped = forCentre(tx, c.centreId);
  const links = await scoped.delete(invoiceAppointments).where(inArray(invoiceAppointments.invoiceId, invoiceIds)).returning({ id: invoiceAppointments.appointmentId });
  const ids = links.map((l) => l.id);
  if (ids.length === 0) return [];
  const changed = await scoped
    .update(appointments)
    .set({ status: 'FINISHED', invoiceStatus: null, updatedAt: new Date() })
    .where(and(inArray(appointments.appointmentId, ids), eq(appointments.status, 'BILLED')))
    .returning({ id: appointments.appointmentId });
  return changed.map((r) => r.id);
}

/** Keeps the appointments' invoiceStatus in step with their invoice. */
export async function syncAppointmentStatus(tx: Tx, c: InvoiceCaller, invoiceId: string, status: InvoiceStatus): Promise<string[]> {
  const scoped = forCentre(tx, c.centreId);
  const links = await scoped.select({ id: invoiceAppointments.appointmentId }).from(invoiceAppointments).where(eq(invoiceAppointments.invoiceId, invoiceId));
  const ids = links.map((l) => l.id);
  if (ids.length) await scoped.update(appointments).set({ invoiceStatus: status, updatedAt: new Date() }).where(inArray(appointments.appointmentId, ids));
  return ids;
}

function assertInvoiceTransition(from: string, to: InvoiceStatus): void {
  if (!canTransitionInvoice(from, to)) throw conflict('invalidInvoiceTransition', { from, to });
}

/** One status change of the table; CANCELLED returns the appointments to FINISHED. */
export async function changeInvoiceStatus(c: InvoiceCaller, id: string, status: InvoiceStatus): Promise<InvoiceWire> {
  return runInvoiceWrite(c, async (tx, events) => {
    const [row] = await lockInvoices(tx, c, [id]);
    assertInvoiceTransition(row.status, status);
    const stamp = STATUS_STAMP[status];
    const now = new Date();
    const appointmentIds = status === 'CANCELLED' ? await releaseAppointments(tx, c, [id]) : await syncAppointmentStatus(tx, c, id, status);
    // A cancelled invoice's payments become the client's credit (issue 12 §1).
    if (status === 'CANCELLED') await creditCancelledInvoice(tx, c, row);
    const [updated] = await forCentre(tx, c.centreId)
      .update(invoices)
      .set({ status, ...(stamp ? { [stamp]: now } : {}), history: withHistory(row.history, { at: now.toISOString(), event: 'statusChanged', status, by: c.auth.userId }), updatedAt: now })
      .where(eq(invoices.invoiceId, id))
      .returning();
    await auditInvoices(
      tx,
      c,
      'update',
      [row],
      {
        fields: ['status', ...(stamp ? [stamp] : [])],
        from: row.status,
        to: status,
      },
      status === 'CANCELLED' ? appointmentIds : [],
    );
    announceAppointments(events, c, appointmentIds);
    return toWire(updated);
  });
}

/** Cancels (storniert) an invoice: its number stays in the books, its appointments can be billed again. */
export const cancelInvoice = (c: InvoiceCaller, id: string) => changeInvoiceStatus(c, id, 'CANCELLED');

/**
 * Deletes invoices that never left the practice (UNPROCESSED, UNPAID) or were cancelled; ids are
 * de-duplicated. Newest first, so deleting the last few frees each of their numbers in turn.
 */
export async function deleteInvoices(c: InvoiceCaller, ids: string[]): Promise<InvoiceWire[]> {
  return runInvoiceWrite(c, async (tx, events) => {
    const rows = await lockInvoices(tx, c, ids);
    const locked = rows.filter((r) => !DELETABLE_INVOICE_STATUSES.includes(r.status as InvoiceStatus));
    if (locked.length)
      throw conflict('invoiceNotDeletable', {
        invoiceIds: locked.map((r) => r.invoiceId),
      });
    await assertNoPayments(
      tx,
      c,
      rows.map((r) => r.invoiceId),
    );
    const appointmentIds = await releaseAppointments(
      tx,
      c,
      rows.map((r) => r.invoiceId),
    );
    for (const row of rows) {
      await forCentre(tx, c.centreId).delete(invoices).where(eq(invoices.invoiceId, row.invoiceId));
      await releaseNumber(tx, c.centreId, row.number);
    }
    await auditInvoices(tx, c, 'delete', rows, {}, appointmentIds);
    announceAppointments(events, c, appointmentIds);
    return rows.map(toWire);
  });
}

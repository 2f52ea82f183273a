/**
 * Bulk invoicing (issue 11 §2, behaviour.md §4): the selected appointments grouped into one
 * invoice per client and therapist (and case, for tariff 590), created as a job that tells the
 * centre's room how far it got (invoice_bulk_started / _progress / _finish).
 *
 * Crash safety: the groups are fixed when the run is requested and travel in the job's data.
 * A chunk of groups is one transaction (bulkChunk.ts; a group off its plain path is one
 * createInvoice transaction, idempotent on its appointment set), and every invoice carries the
 * run's id (bulkNumber). When the process dies, pg-boss runs the job again: groups committed
 * before the crash are found on their invoice of this run and counted, the others are created —
 * none twice, none lost; numbers come from the locked settings row, so an uncommitted chunk
 * leaves no gap.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { appointments, invoiceAppointments, invoices, roles } from '../../db/schema';
import { HttpError } from '../../errors';
import type { DomainEventBus } from '../../events/bus';
import type { InvoiceBulkFailure } from '../../../shared/api/realtime';
import { MAX_INVOICE_APPOINTMENTS } from '../../../shared/api/invoices';
import { createInvoice } from './create';
import { CHUNK_GROUPS, invoiceChunk, type GroupOutcome } from './bulkChunk';

/** What a bulk job carries (JSON): the groups decided at the request, in the order they run. */
export interface BulkInvoiceJob {
  centreId: string;
  /** The owner who started the run: the invoices are created in their name. */
  userId: string;
  groups: string[][];
  /** Appointments left out at the request (unknown, not finished, already billed, no client). */
  skipped: string[];
}

type AppointmentRow = Pick<typeof appointments.$inferSelect, 'appointmentId' | 'status' | 'contactFk' | 'resourceId' | 'projectFk'>;

/** One group per client, therapist and case (tariff 590 bills per case), at most MAX_INVOICE_APPOINTMENTS each. */
export function groupAppointments(rows: AppointmentRow[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const r of [...rows].sort((a, b) => a.appointmentId.localeCompare(b.appointmentId))) {
    const key = `${r.contactFk}|${r.resourceId}|${r.projectFk ?? ''}`;
    const list = groups.get(key) ?? [];
    list.push(r.appointmentId);
    groups.set(key, list);
  }
  const out: string[][] = [];
  for (const key of [...groups.keys()].sort()) {
    const ids = groups.get(key) as string[];
    for (let i = 0; i < ids.length; i += MAX_INVOICE_APPOINTMENTS) out.push(ids.slice(i, i + MAX_INVOICE_APPOINTMENTS));
  }
  return out;
}

/** The run's plan: billable appointments grouped, the others skipped. */
export async function planBulk(db: Db, centreId: string, userId: string, appointmentIds: string[]): Promise<BulkInvoiceJob> {
  const ids = [...new Set(appointmentIds)];
  const rows = await forCentre(db, centreId)
    .select({ appointmentId: appointments.appointmentId, status: appointments.status, contactFk: appointments.contactFk, resourceId: appointments.resourceId, projectFk: appointments.projectFk })
    .from(appointments)
    .where(inArray(appointments.appointmentId, ids));
  const billable = rows.filter((r) => r.status === 'FINISHED' && r.contactFk);
  const kept = new Set(billable.map((r) => r.appointmentId));
  return { centreId, userId, groups: groupAppointments(billable), skipped: ids.filter((id) => !kept.has(id)) };
}

/**
 * The group's appointments not yet on an invoice of another run or call. Those already on an
 * invoice of this run mean the group committed before a crash: createInvoice answers that
 * invoice again (idempotent) as long as the set is the same.
 */
async function stillOpen(db: Db, centreId: string, bulkId: string, group: string[]): Promise<{ open: string[]; elsewhere: string[] }> {
  const links = await forCentre(db, centreId)
    .select({ appointmentId: invoiceAppointments.appointmentId, bulkNumber: invoices.bulkNumber })
    .from(invoiceAppointments)
    .innerJoin(invoices, eq(invoices.invoiceId, invoiceAppointments.invoiceId))
    .where(inArray(invoiceAppointments.appointmentId, group));
  const elsewhere = new Set(links.filter((l) => l.bulkNumber !== bulkId).map((l) => l.appointmentId));
  const rows = await forCentre(db, centreId).select({ id: appointments.appointmentId, status: appointments.status }).from(appointments).where(inArray(appointments.appointmentId, group));
  const ours = new Set(links.filter((l) => l.bulkNumber === bulkId).map((l) => l.appointmentId));
  const gone = rows.filter((r) => !ours.has(r.id) && r.status !== 'FINISHED').map((r) => r.id);
  for (const id of gone) elsewhere.add(id);
  for (const id of group) if (!rows.some((r) => r.id === id)) elsewhere.add(id);
  return { open: group.filter((id) => !elsewhere.has(id)), elsewhere: [...elsewhere] };
}

async function invoiceGroup(ctx: { db: Db; events: DomainEventBus }, job: BulkInvoiceJob, bulkId: string, group: string[], auth: { userId: string; roles: { name: 'OWNER' | 'ADMIN' | 'PROVIDER'; centreId: string }[] }): Promise<GroupOutcome> {
  // Another run may take some of the group's appointments between our read and our lock: read again then.
  for (let attempt = 0; ; attempt++) {
    const { open, elsewhere } = await stillOpen(ctx.db, job.centreId, bulkId, group);
    if (open.length === 0) return { created: false, skipped: elsewhere };
    try {
      const { created, invoice } = await createInvoice(ctx, { centreId: job.centreId, appointmentIds: open, auth, bulkNumber: bulkId });
      // Exactly this set was invoiced meanwhile by another run or call: not ours to count.
      if (!created && invoice.bulkNumber !== bulkId) return { created: false, skipped: group };
      return { created, skipped: elsewhere };
    } catch (err) {
      // Not a refusal (the database went away, a bug): the job fails and pg-boss runs it again.
      if (!(err instanceof HttpError)) throw err;
      if (err.statusCode === 409 && attempt < 3) continue;
      return { created: false, skipped: elsewhere, failure: { appointmentIds: open, code: err.code } };
    }
  }
}

/**
 * The job: the groups a chunk at a time (bulkChunk.ts: one transaction per chunk, the groups off
 * its plain path one by one), the room told after each group; a retry after a crash picks up
 * where the last commit left it.
 */
export async function runBulkInvoice(ctx: { db: Db; events: DomainEventBus }, job: BulkInvoiceJob, bulkId: string): Promise<void> {
  const { centreId } = job;
  const total = job.groups.length;
  ctx.events.publish('invoice_bulk_started', { centreId, bulkId, total, by: job.userId });
  const owner = await forCentre(ctx.db, centreId).select({ name: roles.name }).from(roles).where(and(eq(roles.userId, job.userId), eq(roles.name, 'OWNER')));
  const auth = { userId: job.userId, roles: owner.length ? [{ name: 'OWNER' as const, centreId }] : [] };
  const counts = { successful: 0, failed: 0, skipped: job.skipped.length };
  const failures: InvoiceBulkFailure[] = [];
  let done = 0;
  for (let start = 0; start < total; start += CHUNK_GROUPS) {
    const chunk = job.groups.slice(start, start + CHUNK_GROUPS);
    const fast = owner.length ? await invoiceChunk({ ...ctx, centreId, auth }, bulkId, chunk) : chunk.map(() => null);
    for (const [i, group] of chunk.entries()) {
      const outcome = fast[i] ?? (owner.length ? await invoiceGroup(ctx, job, bulkId, group, auth) : { created: false, skipped: [], failure: { appointmentIds: group, code: 'accessDenied' } });
      if (!fast[i]) await new Promise((resolve) => setImmediate(resolve));
      done++;
      counts.skipped += outcome.skipped.length;
      if (outcome.failure) {
        counts.failed++;
        failures.push(outcome.failure);
      } else if (outcome.skipped.length < group.length) counts.successful++;
      ctx.events.publish('invoice_bulk_progress', { centreId, bulkId, done, total, ...counts });
    }
    // PGlite runs in this process and answers without giving the event loop a turn: without this
    // the run would hold every request (and the progress the socket sends) until it ended.
    await new Promise((resolve) => setImmediate(resolve));
  }
  ctx.events.publish('invoice_bulk_finish', { centreId, bulkId, done, total, ...counts, failures, outcome: 'completed' });
}

/**
 * An invoice's balance follows its payments (issue 12 §1): total_due = amount − what its payments
 * put on it, credit_note = what they left over as the client's credit, refund = what was paid
 * back; PAID when nothing is due, and back to OVERDUE, SENT or UNPAID when a payment is taken back.
 * Set-based (three statements for any number of invoices), so a bank file paying 5,000 invoices
 * refreshes them at once. Status changes are audited and carried to the invoices' appointments.
 */
import { and, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { anyUuid } from '../../db/anyOf';
import { forCentre } from '../../db/centreScope';
import type { Queryable, Tx } from '../../db/client';
import { appointments, invoiceAppointments, invoices, payments } from '../../db/schema';
import { recordAuditMany } from '../audit/recordAudit';
import { callerRole, type InvoiceCaller } from '../invoicing/context';
import { MONEY_IN_METHODS } from '../../../shared/api/payments';
import { groupBy } from '../../../shared/groupBy';

const CHUNK = 1000;

const moneyIn = sql.join(
  MONEY_IN_METHODS.map((m) => sql`${m}`),
  sql`, `,
);
/** Credit an invoice's payments left over: overpayments, and a cancelled invoice's payments (a credit-note row with a negative invoice amount). */
const leftOverFilter = sql`(${payments.method} in (${moneyIn}) or (${payments.method} = 'creditNote' and (${payments.invoiceAmount} < 0) = (${payments.reversalOf} is null)))`;

/** The status an open amount gives (for an invoice moving into or out of PAID). */
const statusFromDue = (due: SQL | typeof invoices.totalDue) => sql`case
  when ${invoices.amount} > 0 and ${due} <= 0 then 'PAID'
  when ${invoices.paymentDeadline} < current_date then 'OVERDUE'
  when ${invoices.sentAt} is not null then 'SENT'
  else 'UNPAID' end`;

/**
 * Recomputes the invoices' balances and statuses inside the caller's transaction. Returns the
 * invoices whose status changed, with the old and new status.
 */
export async function refreshInvoiceBalances(tx: Tx, c: InvoiceCaller, invoiceIds: string[]): Promise<{ invoiceId: string; from: string; to: string }[]> {
  const ids = [...new Set(invoiceIds)];
  const changed: { invoiceId: string; from: string; to: string }[] = [];
  const scoped = forCentre(tx, c.centreId);
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const before = await scoped.select({ id: invoices.invoiceId, status: invoices.status }).from(invoices).where(anyUuid(invoices.invoiceId, chunk)).orderBy(invoices.invoiceId).for('update');
    const statusBefore = new Map(before.map((r) => [r.id, r.status]));
    const now = new Date();
    // One pass over the chunk's payments (an invoice without any keeps its totals: nothing was ever paid on it).
    const sums = scoped
      .select({
        invoiceId: payments.invoiceId,
        paid: sql<number>`sum(${payments.invoiceAmount})`.as('paid'),
        leftOver: sql<number>`sum(case when ${leftOverFilter} then ${payments.creditChange} else 0 end)`.as('left_over'),
        refunded: sql<number>`sum(case when ${payments.method} = 'refund' then -${payments.creditChange} else 0 end)`.as('refunded'),
      })
      .from(payments)
      .where(anyUuid(payments.invoiceId, chunk))
      .groupBy(payments.invoiceId)
      .as('sums');
    // Balances and status in one statement: the status is decided from the new total due. Into PAID
    // when settled; out of PAID when something is due again; open statuses and CANCELLED stay.
    const due = sql`(${invoices.amount} - ${sums.paid})`;
    const settles = sql`(${invoices.amount} > 0 and ${due} <= 0)`;
    const nextStatus = sql`case
      when ${invoices.status} = 'CANCELLED' then ${invoices.status}
      when ${settles} and ${invoices.status} <> 'PAID' then 'PAID'
      when ${invoices.status} = 'PAID' and ${due} > 0 then ${statusFromDue(due)}
      else ${invoices.status} end`;
    const updated = await scoped
      .update(invoices)
      .set({
        totalDue: due,
        creditNote: sql`greatest(0, ${sums.leftOver})`,
        refund: sql`greatest(0, ${sums.refunded})`,
        status: nextStatus,
        paidAt: sql`case when ${nextStatus} = 'PAID' then coalesce(${invoices.paidAt}, now()) when ${invoices.status} = 'PAID' then null else ${invoices.paidAt} end`,
        updatedAt: now,
      })
      .from(sums)
      .where(and(anyUuid(invoices.invoiceId, chunk), eq(invoices.invoiceId, sums.invoiceId)))
      .returning({ id: invoices.invoiceId, status: invoices.status });
    // An invoice without any payment keeps its totals, but its status still follows them (a PAID one
    // that an edit made due again). Cheap: the status condition filters before the payments check.
    const unpaidMoved = await scoped
      .update(invoices)
      .set({ status: statusFromDue(invoices.totalDue), paidAt: sql`case when ${statusFromDue(invoices.totalDue)} = 'PAID' then now() else null end` })
      .where(
        and(
          anyUuid(invoices.invoiceId, chunk),
          sql`${invoices.status} <> 'CANCELLED'`,
          sql`((${invoices.amount} > 0 and ${invoices.totalDue} <= 0 and ${invoices.status} <> 'PAID') or (${invoices.status} = 'PAID' and ${invoices.totalDue} > 0))`,
          notExists(scoped.select({ one: sql`1` }).from(payments).where(eq(payments.invoiceId, invoices.invoiceId))),
        ),
      )
      .returning({ id: invoices.invoiceId, status: invoices.status });
    const moved = [...updated, ...unpaidMoved].filter((u) => statusBefore.get(u.id) !== u.status);
    for (const m of moved) changed.push({ invoiceId: m.id, from: statusBefore.get(m.id) ?? '', to: m.status });
  }
  await carryToAppointments(tx, c, changed);
  // One event per kind of change (from → to) naming its invoices: a bank file paying 5,000 invoices logs a handful.
  const groups = groupBy(changed, (ch) => `${ch.from}>${ch.to}`, (ch) => ch.invoiceId);
  await recordAuditMany(
    tx,
    c.centreId,
    [...groups].map(([fromTo, ids]) => {
      const [from, to] = fromTo.split('>');
      return { userId: c.auth.userId, role: callerRole(c), action: 'update' as const, objectType: 'invoice', objectId: ids.length === 1 ? ids[0] : null, detail: { fields: ['status', 'paidAt'], from, to, via: 'payment', invoiceIds: ids } };
    }),
  );
  return changed;
}

/** The appointments of the invoices show the invoices' new status. */
async function carryToAppointments(tx: Tx, c: InvoiceCaller, changed: { invoiceId: string; to: string }[]): Promise<void> {
  const byStatus = groupBy(changed, (ch) => ch.to, (ch) => ch.invoiceId);
  const scoped = forCentre(tx, c.centreId);
  for (const [status, ids] of byStatus) {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const linked = scoped.select({ id: invoiceAppointments.appointmentId }).from(invoiceAppointments).where(anyUuid(invoiceAppointments.invoiceId, ids.slice(i, i + CHUNK)));
      await scoped
        .update(appointments)
        .set({ invoiceStatus: status, updatedAt: new Date() })
        .where(inArray(appointments.appointmentId, linked));
    }
  }
}

/** What the client has in credit: the sum of their payments' credit changes. */
export async function creditBalance(db: Queryable, centreId: string, contactId: string): Promise<number> {
  const [row] = await forCentre(db, centreId)
    .select({ credit: sql<string>`coalesce(sum(${payments.creditChange}), 0)` })
    .from(payments)
    .where(eq(payments.contactId, contactId));
  return Number(row?.credit ?? 0);
}

/** Credit moves of one client queue behind each other (two refunds must not both spend the same credit). */
export async function lockCredit(tx: Tx, centreId: string, contactId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payments-credit:${centreId}:${contactId}`}))`);
}

/**
 * What a person does with the bank entries the import could not book (wording.md §4 "payments can
 * be processed or rejected"): process books the confirmed matches (an invoice, or a client's
 * credit; a reversal takes back the invoice's bank payment) all in one transaction; reject sets an
 * entry aside; delete discards an entry that was never booked (its key goes, so a later import
 * would bring it back). Every step is audited.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { forCentre } from '../../../db/centreScope';
import type { Tx } from '../../../db/client';
import { bankTransactions, payments } from '../../../db/schema';
import { notFound } from '../../../errors';
import { lockInvoices, runInvoiceWrite } from '../../invoicing/lifecycle';
import { callerRole, type InvoiceCaller } from '../../invoicing/context';
import { recordAuditMany } from '../../audit/recordAudit';
import { isUuid } from '../../../../shared/validators/uuid';
import type { ProcessTransactionsBody, TransactionWire } from '../../../../shared/api/payments';
import { bookPayment, paymentError } from '../bookPayment';
import { transactionToWire, type TransactionRow } from '../paymentRecord';
import { reverseInTx } from '../paymentWrites';
import { lockBankImports } from './importFile';

async function openEntry(tx: Tx, c: InvoiceCaller, id: string, allowRejected = false): Promise<TransactionRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await forCentre(tx, c.centreId).select().from(bankTransactions).where(eq(bankTransactions.id, id)).for('update');
  if (!row) throw notFound();
  if (row.status === 'PROCESSED' || (row.status === 'REJECTED' && !allowRejected)) throw paymentError(409, 'transactionNotOpen', { transactionId: id, status: row.status });
  return row;
}

const audit = (tx: Tx, c: InvoiceCaller, action: 'update' | 'delete', rows: TransactionRow[], detail: Record<string, string>) =>
  recordAuditMany(
    tx,
    c.centreId,
    rows.map((r) => ({ userId: c.auth.userId, role: callerRole(c), action, objectType: 'bankTransaction', objectId: r.id, detail: { ...detail, amount: r.amount } })),
  );

async function processOne(tx: Tx, c: InvoiceCaller, m: ProcessTransactionsBody['matches'][number]): Promise<TransactionRow> {
  if (!m.invoiceId && !m.contactId) throw paymentError(400, 'invoiceOrContactRequired', { transactionId: m.transactionId });
  // Lock order of every payment write: the invoice, then the entry.
  const invoice = m.invoiceId ? (await lockInvoices(tx, c, [m.invoiceId]))[0] : null;
  const entry = await openEntry(tx, c, m.transactionId, true);
  const scoped = forCentre(tx, c.centreId);
  let paymentId: string;
  if (entry.reversal) {
    if (!invoice) throw paymentError(400, 'invoiceOrContactRequired', { transactionId: entry.id });
    if (invoice.status === 'CANCELLED') throw paymentError(409, 'invoiceCancelled', { transactionId: entry.id });
    const [booked] = await scoped
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, invoice.invoiceId), eq(payments.method, 'bank'), eq(payments.amount, entry.amount), isNull(payments.reversedAt), isNull(payments.reversalOf)))
      .limit(1)
      .for('update');
    if (!booked) throw paymentError(409, 'nothingToReverse', { transactionId: entry.id });
    paymentId = (await reverseInTx(tx, c, booked, 'bankReversal')).id;
  } else {
    // Money that left the account (a debit, a charge) is no client's payment.
    if (entry.creditDebit !== 'CRDT') throw paymentError(409, 'transactionNotBookable', { transactionId: entry.id });
    const booked = await bookPayment(tx, c, {
      invoice,
      contactId: m.contactId,
      method: 'bank',
      amount: entry.amount,
      date: entry.bookingDate ?? new Date().toISOString().slice(0, 10),
      checkoutTypeId: entry.checkoutTypeId,
      transactionId: entry.id,
    });
    paymentId = booked.id;
  }
  const [done] = await scoped
    .update(bankTransactions)
    .set({ status: 'PROCESSED', invoiceId: invoice?.invoiceId ?? null, paymentId, processedAt: new Date(), rejectedAt: null })
    .where(eq(bankTransactions.id, entry.id))
    .returning();
  return done;
}

/** POST /api/transactions/process. */
export function processTransactions(c: InvoiceCaller, body: ProcessTransactionsBody): Promise<TransactionWire[]> {
  const ids = body.matches.map((m) => m.transactionId);
  if (new Set(ids).size !== ids.length) throw paymentError(400, 'transactionTwice');
  return runInvoiceWrite(c, async (tx) => {
    await lockBankImports(tx, c.centreId);
    const done: TransactionRow[] = [];
    for (const m of body.matches) done.push(await processOne(tx, c, m));
    await audit(tx, c, 'update', done, { status: 'PROCESSED' });
    return done.map(transactionToWire);
  });
}

/** POST /api/transactions/{id}/reject. */
export function rejectTransaction(c: InvoiceCaller, id: string): Promise<TransactionWire> {
  return runInvoiceWrite(c, async (tx) => {
    const entry = await openEntry(tx, c, id);
    const [row] = await forCentre(tx, c.centreId).update(bankTransactions).set({ status: 'REJECTED', rejectedAt: new Date() }).where(eq(bankTransactions.id, entry.id)).returning();
    await audit(tx, c, 'update', [row], { status: 'REJECTED' });
    return transactionToWire(row);
  });
}

/** DELETE /api/transactions/{id}: only an entry nothing was booked from. */
export function deleteTransaction(c: InvoiceCaller, id: string): Promise<TransactionWire> {
  return runInvoiceWrite(c, async (tx) => {
    const entry = await openEntry(tx, c, id, true);
    const scoped = forCentre(tx, c.centreId);
    // A reversed booking keeps pointing at its entry: such an entry is history, not deletable.
    if (await scoped.exists(payments, eq(payments.transactionId, entry.id))) throw paymentError(409, 'transactionBooked', { transactionId: id });
    await scoped.delete(bankTransactions).where(eq(bankTransactions.id, entry.id));
    await audit(tx, c, 'delete', [entry], { status: entry.status });
    return transactionToWire(entry);
  });
}

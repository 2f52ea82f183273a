/**
 * The payment calls (behaviour.md §7 "Payments": create, update, delete, refreshInvoiceStatus).
 * Each is one transaction with its audit events. Deleting never removes a row: it writes the
 * reversal (negated amounts, reversal_of) and stamps the original, so the books show both.
 */
import { and, eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Tx } from '../../db/client';
import { bankTransactions, invoices, payments } from '../../db/schema';
import { notFound } from '../../errors';
import { lockInvoices, runInvoiceWrite } from '../invoicing/lifecycle';
import { toWire, type InvoiceRow, type InvoiceWire } from '../invoicing/record';
import type { InvoiceCaller } from '../invoicing/context';
import { splitPayment } from '../../../shared/payments/paymentSplit';
import { MONEY_IN_METHODS, type CreatePaymentBody, type PaymentWire, type UpdatePaymentBody } from '../../../shared/api/payments';
import { isUuid } from '../../../shared/validators/uuid';
import { assertCheckoutType, auditPayments, bookPayment, paymentError } from './bookPayment';
import { creditBalance, lockCredit, refreshInvoiceBalances } from './invoiceBalance';
import { paymentToWire, type PaymentRow } from './paymentRecord';

const invoiceOf = async (tx: Tx, c: InvoiceCaller, id: string | null | undefined): Promise<InvoiceRow | null> => (id ? (await lockInvoices(tx, c, [id]))[0] : null);

/** A cancelled invoice's payments are the client's credit now: they change through credit notes and refunds only. */
async function changeableInvoiceOf(tx: Tx, c: InvoiceCaller, id: string | null | undefined): Promise<InvoiceRow | null> {
  const invoice = await invoiceOf(tx, c, id);
  if (invoice?.status === 'CANCELLED') throw paymentError(409, 'invoiceCancelled');
  return invoice;
}

/** POST /api/payments. */
export function createPayment(c: InvoiceCaller, body: CreatePaymentBody): Promise<PaymentWire> {
  return runInvoiceWrite(c, async (tx) => {
    const invoice = await invoiceOf(tx, c, body.invoiceId);
    const row = await bookPayment(tx, c, { invoice, contactId: body.contactId, method: body.method, amount: body.amount, date: body.date, checkoutTypeId: body.checkoutTypeId, note: body.note });
    return paymentToWire(row);
  });
}

/** The payment (locked), a live one of the centre: reversals and reversed payments are history. */
async function livePayment(tx: Tx, c: InvoiceCaller, id: string): Promise<PaymentRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await forCentre(tx, c.centreId).select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw notFound();
  if (row.reversalOf || row.reversedAt) throw paymentError(409, 'paymentReversed');
  return row;
}

/** PATCH /api/payments/{id}: date, note and checkout type freely; method and amount of desk payments, applied again. */
export function updatePayment(c: InvoiceCaller, id: string, body: UpdatePaymentBody): Promise<PaymentWire> {
  return runInvoiceWrite(c, async (tx) => {
    const first = await livePayment(tx, c, id);
    // The invoice is locked before the payment is read again (the order every payment write takes).
    const invoice = await changeableInvoiceOf(tx, c, first.invoiceId);
    const p = await livePayment(tx, c, id);
    await assertCheckoutType(tx, c.centreId, body.checkoutTypeId);
    const method = body.method ?? p.method;
    const amount = body.amount ?? p.amount;
    const set: Partial<PaymentRow> = { updatedAt: new Date() };
    if (body.date !== undefined) set.date = body.date;
    if (body.note !== undefined) set.note = body.note;
    if (body.checkoutTypeId !== undefined) set.checkoutTypeId = body.checkoutTypeId;
    if (method !== p.method || amount !== p.amount) {
      // The bank's amount is the bank's; a wrong booking is deleted (reversed) and booked again.
      if (p.transactionId) throw paymentError(409, 'bankPaymentFixed');
      if (MONEY_IN_METHODS.includes(method) !== MONEY_IN_METHODS.includes(p.method)) throw paymentError(409, 'methodKindFixed');
      if (p.contactId) await lockCredit(tx, c.centreId, p.contactId);
      const credit = (p.contactId ? await creditBalance(tx, c.centreId, p.contactId) : 0) - p.creditChange;
      const open = invoice ? invoice.totalDue + p.invoiceAmount : null;
      const split = splitPayment(method, amount, open, credit);
      if ('refused' in split) throw paymentError(409, split.refused, { creditBalance: credit });
      if (credit + split.creditChange < 0) throw paymentError(409, 'creditAlreadyUsed');
      Object.assign(set, { method, amount, ...split });
    }
    const [updated] = await forCentre(tx, c.centreId).update(payments).set(set).where(eq(payments.id, id)).returning();
    await auditPayments(tx, c, 'update', [updated], { fields: Object.keys(body).sort(), fromAmount: p.amount });
    if (invoice) await refreshInvoiceBalances(tx, c, [invoice.invoiceId]);
    return paymentToWire(updated);
  });
}

/** Writes the reversal of a live payment (inside the caller's transaction). */
export async function reverseInTx(tx: Tx, c: InvoiceCaller, p: PaymentRow, note: string): Promise<PaymentRow> {
  if (p.contactId && p.creditChange > 0) {
    await lockCredit(tx, c.centreId, p.contactId);
    // Credit this payment left that was spent since (a credit note, a refund) cannot be taken back.
    if ((await creditBalance(tx, c.centreId, p.contactId)) - p.creditChange < 0) throw paymentError(409, 'creditAlreadyUsed');
  }
  const now = new Date();
  const scoped = forCentre(tx, c.centreId);
  await scoped.update(payments).set({ reversedAt: now, updatedAt: now }).where(eq(payments.id, p.id));
  const [reversal] = await scoped
    .insert(payments)
    .values({
      invoiceId: p.invoiceId,
      contactId: p.contactId,
      checkoutTypeId: p.checkoutTypeId,
      method: p.method,
      amount: -p.amount,
      invoiceAmount: -p.invoiceAmount,
      creditChange: -p.creditChange,
      date: now.toISOString().slice(0, 10),
      note,
      transactionId: p.transactionId,
      reversalOf: p.id,
      createdBy: c.auth.userId,
    })
    .returning();
  // A bank entry whose booking is taken back waits for a person again.
  if (p.transactionId) await scoped.update(bankTransactions).set({ status: 'UNPROCESSED', paymentId: null, processedAt: null }).where(and(eq(bankTransactions.id, p.transactionId), eq(bankTransactions.paymentId, p.id)));
  await auditPayments(tx, c, 'delete', [p], { reversal: reversal.id });
  if (p.invoiceId) await refreshInvoiceBalances(tx, c, [p.invoiceId]);
  return reversal;
}

/** DELETE /api/payments/{id}: the reversal, logged; answers the reversal row. */
export function deletePayment(c: InvoiceCaller, id: string): Promise<PaymentWire> {
  return runInvoiceWrite(c, async (tx) => {
    const first = await livePayment(tx, c, id);
    await changeableInvoiceOf(tx, c, first.invoiceId);
    return paymentToWire(await reverseInTx(tx, c, await livePayment(tx, c, id), 'reversal'));
  });
}

/** POST /api/payments/refreshInvoiceStatus/{id}: the invoice's balance and status computed again from its payments. */
export function refreshInvoiceStatus(c: InvoiceCaller, invoiceId: string): Promise<InvoiceWire> {
  return runInvoiceWrite(c, async (tx) => {
    await lockInvoices(tx, c, [invoiceId]);
    await refreshInvoiceBalances(tx, c, [invoiceId]);
    const [row] = await forCentre(tx, c.centreId).select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
    return toWire(row);
  });
}

/**
 * Booking one payment inside the caller's transaction: the desk's payments (paymentWrites.ts) and
 * the bank entries a person confirms (transactions/process.ts) go through here. The invoice is
 * locked first (its open amount is then current), the client's credit next; the split follows
 * src/shared/payments/paymentSplit.ts; the invoice's balance and status follow at once.
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Tx } from '../../db/client';
import { checkoutTypes, contacts, payments } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { recordAuditMany } from '../audit/recordAudit';
import { callerRole, type InvoiceCaller } from '../invoicing/context';
import type { InvoiceRow } from '../invoicing/record';
import { splitPayment } from '../../../shared/payments/paymentSplit';
import type { PaymentMethod } from '../../../shared/api/payments';
import { isUuid } from '../../../shared/validators/uuid';
import { creditBalance, lockCredit, refreshInvoiceBalances } from './invoiceBalance';
import { paymentsMessage, type PaymentRow } from './paymentRecord';

export const paymentError = (status: number, code: string, extra: Record<string, unknown> = {}) => new HttpError(status, code, paymentsMessage(code), extra);

export interface PaymentInput {
  invoice: InvoiceRow | null;
  contactId?: string | null;
  method: PaymentMethod;
  amount: number;
  date: string;
  checkoutTypeId: string | null;
  note?: string | null;
  transactionId?: string | null;
}

/** The checkout type must be one of the centre's. */
export async function assertCheckoutType(tx: Tx, centreId: string, id: string | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  if (!isUuid(id) || !(await forCentre(tx, centreId).exists(checkoutTypes, eq(checkoutTypes.checkoutTypeId, id)))) throw paymentError(400, 'unknownCheckoutType');
}

/** Whose payment it is: the invoice's client, or the client named (one of the centre's). */
export async function payingContact(tx: Tx, centreId: string, invoice: InvoiceRow | null, contactId: string | null | undefined): Promise<string> {
  if (invoice) {
    if (invoice.status === 'CANCELLED') throw paymentError(409, 'invoiceCancelled');
    if (contactId && contactId !== invoice.contactId) throw paymentError(400, 'contactNotOfInvoice');
    return invoice.contactId;
  }
  if (!contactId) throw paymentError(400, 'invoiceOrContactRequired');
  if (!isUuid(contactId) || !(await forCentre(tx, centreId).exists(contacts, eq(contacts.contactId, contactId)))) throw notFound();
  return contactId;
}

export async function bookPayment(tx: Tx, c: InvoiceCaller, input: PaymentInput): Promise<PaymentRow> {
  await assertCheckoutType(tx, c.centreId, input.checkoutTypeId);
  const contactId = await payingContact(tx, c.centreId, input.invoice, input.contactId);
  await lockCredit(tx, c.centreId, contactId);
  const credit = await creditBalance(tx, c.centreId, contactId);
  const split = splitPayment(input.method, input.amount, input.invoice ? input.invoice.totalDue : null, credit);
  if ('refused' in split) throw paymentError(409, split.refused, { creditBalance: credit });
  const [row] = await forCentre(tx, c.centreId)
    .insert(payments)
    .values({
      invoiceId: input.invoice?.invoiceId ?? null,
      contactId,
      checkoutTypeId: input.checkoutTypeId,
      method: input.method,
      amount: input.amount,
      invoiceAmount: split.invoiceAmount,
      creditChange: split.creditChange,
      date: input.date,
      note: input.note ?? null,
      transactionId: input.transactionId ?? null,
      createdBy: c.auth.userId,
    })
    .returning();
  await auditPayments(tx, c, 'create', [row]);
  if (input.invoice) await refreshInvoiceBalances(tx, c, [input.invoice.invoiceId]);
  return row;
}

/** What a payment's audit event tells. */
export type AuditedPayment = Pick<PaymentRow, 'id' | 'method' | 'amount' | 'invoiceAmount' | 'creditChange' | 'invoiceId'>;

/** One audit event per payment: what kind, how much, on which invoice (no names). */
export function auditPayments(tx: Tx, c: InvoiceCaller, action: 'create' | 'update' | 'delete', rows: AuditedPayment[], extra: Record<string, string | number | string[]> = {}) {
  return recordAuditMany(
    tx,
    c.centreId,
    rows.map((r) => ({
      userId: c.auth.userId,
      role: callerRole(c),
      action,
      objectType: 'payment',
      objectId: r.id,
      detail: { method: r.method, amount: r.amount, invoiceAmount: r.invoiceAmount, creditChange: r.creditChange, invoiceId: r.invoiceId, ...extra },
    })),
  );
}

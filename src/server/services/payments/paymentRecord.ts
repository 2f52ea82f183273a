/** Payment and bank-entry rows as the wire shows them (src/shared/api/payments.ts). */
import type { bankTransactions, payments } from '../../db/schema';
import type { PaymentWire, TransactionWire } from '../../../shared/api/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type TransactionRow = typeof bankTransactions.$inferSelect;

export const paymentToWire = (r: PaymentRow): PaymentWire => ({
  payment_id: r.id,
  centreId: r.centreId,
  invoiceId: r.invoiceId,
  contactId: r.contactId,
  checkoutTypeId: r.checkoutTypeId,
  method: r.method,
  amount: r.amount,
  invoiceAmount: r.invoiceAmount,
  creditChange: r.creditChange,
  date: r.date,
  note: r.note,
  transactionId: r.transactionId,
  reversalOf: r.reversalOf,
  reversedAt: r.reversedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export const transactionToWire = (r: TransactionRow): TransactionWire => ({
  transaction_id: r.id,
  centreId: r.centreId,
  importId: r.importId,
  status: r.status,
  match: r.match,
  reason: r.reason,
  suggestions: r.suggestions as TransactionWire['suggestions'],
  kind: r.kind,
  account: r.account,
  checkoutTypeId: r.checkoutTypeId,
  messageId: r.messageId,
  notificationId: r.notificationId,
  accountServicerReference: r.accountServicerReference,
  endToEndId: r.endToEndId,
  bookingDate: r.bookingDate,
  valueDate: r.valueDate,
  amount: r.amount,
  currency: r.currency,
  creditDebit: r.creditDebit,
  reversal: r.reversal,
  reference: r.reference,
  debtorIban: r.debtorIban,
  debtorName: r.debtorName,
  text: r.text,
  bulkNumber: r.bulkNumber,
  invoiceId: r.invoiceId,
  paymentId: r.paymentId,
  importDate: r.importDate.toISOString(),
  processedAt: r.processedAt?.toISOString() ?? null,
  rejectedAt: r.rejectedAt?.toISOString() ?? null,
});

/** A payments error: 4xx with a code and its message key in the payments namespace (locales/<lng>/payments.json). */
export const paymentsMessage = (code: string) => `payments.errors.${code}`;

/**
 * The invoice life cycle (issue 11 §1; behaviour.md §3 Invoice statuses plus wording.md §4's SENT):
 * ONE table of the status changes a call may make. Anything else is 409 `invalidInvoiceTransition`.
 *
 * - UNPROCESSED: created, not yet sent or printed; its header and lines may still be edited.
 * - UNPAID: issued (printed or finalised) and not paid.  SENT: delivered to the client.
 * - OVERDUE: the payment term passed; REMINDER1–3: the reminders sent (the daily job sets them).
 * - PAID: paid in full; a payment taken back returns it to UNPAID, SENT or OVERDUE; cancelling it
 *   makes its payments the client's credit (services/payments/cancelledInvoice.ts).
 * - CANCELLED: void (storniert). Its appointments go back to FINISHED; nothing leads out of it.
 *
 * Pure and isomorphic: the server refuses what the table does not allow, pages offer only what it allows.
 */
export const INVOICE_STATUSES = ['UNPROCESSED', 'UNPAID', 'SENT', 'PAID', 'OVERDUE', 'REMINDER1', 'REMINDER2', 'REMINDER3', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** from → the statuses a status change may set. */
export const INVOICE_TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  UNPROCESSED: ['UNPAID', 'SENT', 'PAID', 'CANCELLED'],
  UNPAID: ['SENT', 'PAID', 'OVERDUE', 'CANCELLED'],
  SENT: ['PAID', 'OVERDUE', 'CANCELLED'],
  OVERDUE: ['REMINDER1', 'PAID', 'CANCELLED'],
  REMINDER1: ['REMINDER2', 'PAID', 'CANCELLED'],
  REMINDER2: ['REMINDER3', 'PAID', 'CANCELLED'],
  REMINDER3: ['PAID', 'CANCELLED'],
  // Cancelling a paid invoice turns its payments into the client's credit (issue 12 §1).
  PAID: ['UNPAID', 'SENT', 'OVERDUE', 'CANCELLED'],
  CANCELLED: [],
};

export const isInvoiceStatus = (value: unknown): value is InvoiceStatus => INVOICE_STATUSES.includes(value as InvoiceStatus);

export function canTransitionInvoice(from: string, to: string): boolean {
  return isInvoiceStatus(from) && isInvoiceStatus(to) && INVOICE_TRANSITIONS[from].includes(to);
}

/** Header and lines change only before the invoice leaves the practice. */
export const EDITABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['UNPROCESSED'];

/** An invoice may be deleted (rather than cancelled) only while nobody outside the practice has seen it. */
export const DELETABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['UNPROCESSED', 'UNPAID', 'CANCELLED'];

/** Statuses whose invoice still bills its appointments (every one but CANCELLED). */
export const LIVE_INVOICE_STATUSES: readonly InvoiceStatus[] = INVOICE_STATUSES.filter((s) => s !== 'CANCELLED');

/** The timestamp a status change stamps on the invoice, if any. */
export const STATUS_STAMP: Partial<Record<InvoiceStatus, 'paidAt' | 'sentAt' | 'reminder1At' | 'reminder2At' | 'reminder3At' | 'cancelledAt'>> = {
  PAID: 'paidAt',
  SENT: 'sentAt',
  REMINDER1: 'reminder1At',
  REMINDER2: 'reminder2At',
  REMINDER3: 'reminder3At',
  CANCELLED: 'cancelledAt',
};

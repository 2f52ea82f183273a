/**
 * Which invoices an e-mail send reaches (issue 11 §3): each to its client's invoice address
 * (billingDetails.email). The server refuses a whole call with one unsendable invoice, so the
 * confirmation lists those apart with the reason and only the others are sent.
 */
import type { InvoiceRecord } from '../../api/invoices';
import { reminderLevel } from '../../../shared/billing/dunning';

export type NotSendableReason = 'noEmail' | 'cancelled' | 'notOverdue';

export interface EmailRecipient {
  invoiceId: string;
  number: string;
  name: string;
  email: string;
}

export interface NotSendable {
  invoiceId: string;
  number: string;
  name: string;
  reason: NotSendableReason;
}

export interface EmailPlan {
  sendable: EmailRecipient[];
  notSendable: NotSendable[];
}

function reasonOf(invoice: InvoiceRecord, reminder: boolean): NotSendableReason | null {
  const status = invoice.status ?? 'UNPROCESSED';
  if (status === 'CANCELLED') return 'cancelled';
  if (reminder && !reminderLevel(status)) return 'notOverdue';
  if (!invoice.billingDetails?.email?.trim()) return 'noEmail';
  return null;
}

/** The invoices split into those that can be e-mailed (with the address) and those that cannot (with why). */
export function emailPlan(invoices: InvoiceRecord[], reminder = false): EmailPlan {
  const plan: EmailPlan = { sendable: [], notSendable: [] };
  const seen = new Set<string>();
  for (const invoice of invoices) {
    if (seen.has(invoice.invoice_id)) continue;
    seen.add(invoice.invoice_id);
    const base = { invoiceId: invoice.invoice_id, number: invoice.number, name: invoice.billingDetails?.name ?? '' };
    const reason = reasonOf(invoice, reminder);
    if (reason) plan.notSendable.push({ ...base, reason });
    else plan.sendable.push({ ...base, email: invoice.billingDetails!.email!.trim() });
  }
  return plan;
}

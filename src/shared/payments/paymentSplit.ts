/**
 * How a payment divides between its invoice and the client's credit (wording.md §4 "the
 * difference is added to the invoice as a partial payment or stored with the contact as a credit
 * note"). Pure, so the desk dialog can show the same split before saving.
 *
 * - Money in (cash, bank, wire transfer, TWINT, voucher): what is open is paid, the rest is credit.
 * - Credit note: the client's credit pays the invoice (at most what is open and what they have).
 * - Refund: credit paid back to the client (at most what they have).
 */
import { MONEY_IN_METHODS, type PaymentMethod } from '../api/payments';

export interface PaymentSplit {
  invoiceAmount: number;
  creditChange: number;
}

export type SplitRefusal = 'creditNoteNeedsInvoice' | 'insufficientCredit' | 'creditNoteExceedsOpen';

export function splitPayment(method: PaymentMethod, amount: number, open: number | null, credit: number): PaymentSplit | { refused: SplitRefusal } {
  if (MONEY_IN_METHODS.includes(method)) {
    const invoiceAmount = open === null ? 0 : Math.min(amount, Math.max(0, open));
    return { invoiceAmount, creditChange: amount - invoiceAmount };
  }
  if (method === 'creditNote' && open === null) return { refused: 'creditNoteNeedsInvoice' };
  if (amount > credit) return { refused: 'insufficientCredit' };
  if (method === 'refund') return { invoiceAmount: 0, creditChange: -amount };
  if (amount > (open as number)) return { refused: 'creditNoteExceedsOpen' };
  return { invoiceAmount: amount, creditChange: -amount };
}

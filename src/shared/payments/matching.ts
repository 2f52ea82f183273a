/**
 * The matching rules of a bank file (issue 12 §2), pure: given its payments and the centre's open
 * invoices, decide for each payment, in file order:
 * - duplicate: its key was imported before or appears earlier in the same file;
 * - review: never booked without a person: debits, reversals, pending entries, amounts finer
 *   than the Rappen, collective bookings without their single payments (with suggestions, the
 *   reference's invoice first, so the person can act in one click);
 * - matched: a credit whose verified QRR/SCOR (structured, else typed in the free text) is an
 *   invoice's, in the same currency: full, partial or over against what is still open, counting
 *   earlier payments of the same file;
 * - suggested / unmatched: otherwise, with ranked suggestions when there are any.
 */
import { buildInvoiceIndex, DEFAULT_CURRENCY, type InvoiceIndex } from './invoiceIndex';
import type { AmountClass, BankPayment, MatchResult, NoMatchReason, OpenInvoice, ReviewReason, Suggestion } from './matchingTypes';
import { referenceInText, verifiedReference } from './paymentReference';
import { suggestInvoices } from './suggestions';

export type { BankPayment, MatchResult, OpenInvoice } from './matchingTypes';
export { buildInvoiceIndex } from './invoiceIndex';

export function amountClassOf(amount: number, open: number): AmountClass {
  return amount === open ? 'full' : amount < open ? 'partial' : 'over';
}

const currencyOf = (invoice: OpenInvoice) => invoice.currency ?? DEFAULT_CURRENCY;

function reviewReason(p: BankPayment): ReviewReason | null {
  if (p.reversal) return 'reversal';
  if (p.creditDebit === 'DBIT') return 'debit';
  if (!p.booked) return 'notBooked';
  if (p.collectiveWithoutDetails) return 'collectiveWithoutDetails';
  if (!p.amountExact) return 'amountNotExact';
  return null;
}

export interface MatchContext {
  index: InvoiceIndex;
  /** Keys of payments imported before (any file of the centre). */
  knownKeys: ReadonlySet<string>;
}

export function matchPayments(payments: readonly BankPayment[], context: MatchContext): MatchResult[] {
  const seen = new Set<string>();
  /** What is still open after the payments of this file matched so far. */
  const open = new Map<string, number>();
  const openOf = (invoice: OpenInvoice) => open.get(invoice.id) ?? Math.max(0, invoice.openAmount);

  return payments.map((p): MatchResult => {
    if (context.knownKeys.has(p.key) || seen.has(p.key)) return { status: 'duplicate' };
    seen.add(p.key);
    const reference = verifiedReference(p.reference) ?? referenceInText(p.text);
    const invoice = reference ? context.index.byReference.get(reference.value) : undefined;
    const review = reviewReason(p);
    if (review) {
      // The reference's invoice when there is one; otherwise ranked guesses (none for a plain debit: not a client's payment).
      const suggestions: Suggestion[] = invoice
        ? [{ invoiceId: invoice.id, score: 100, reasons: [{ code: 'referenceMatch' }] }]
        : review === 'debit'
          ? []
          : suggestInvoices(p, context.index, currencyOf, openOf);
      return { status: 'review', reason: review, suggestions };
    }
    if (invoice && currencyOf(invoice) === p.currency) {
      const before = openOf(invoice);
      open.set(invoice.id, Math.max(0, before - p.amount));
      return { status: 'matched', invoiceId: invoice.id, amountClass: amountClassOf(p.amount, before), openBefore: before, difference: p.amount - before };
    }
    const reason: NoMatchReason = invoice ? 'currencyMismatch' : reference ? 'unknownReference' : p.reference ? 'invalidReference' : 'noReference';
    const suggestions = suggestInvoices(p, context.index, currencyOf, openOf);
    return suggestions.length > 0 ? { status: 'suggested', reason, suggestions } : { status: 'unmatched', reason };
  });
}

/** Convenience for one file: index the invoices and match. */
export function matchBankFile(payments: readonly BankPayment[], invoices: readonly OpenInvoice[], knownKeys: ReadonlySet<string> = new Set()): MatchResult[] {
  return matchPayments(payments, { index: buildInvoiceIndex(invoices), knownKeys });
}

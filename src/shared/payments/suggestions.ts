/**
 * Ranked invoices for a payment that has no usable reference: the same open amount, the invoice
 * number in the free text, the debtor's name like the contact's, a booking day near the due day.
 * Scores add up to at most 100; a candidate needs a strong reason (amount, number or name), the
 * date only breaks ties.
 */
import { numberKey, type InvoiceIndex } from './invoiceIndex';
import type { BankPayment, OpenInvoice, Suggestion, SuggestionReason } from './matchingTypes';
import { nameWords, wordsSimilarity } from './nameSimilarity';

export const MAX_SUGGESTIONS = 5;
/** Below this the name is not a reason (a shared first name alone scores about 0.5). */
export const NAME_THRESHOLD = 0.75;
const WEIGHTS = { amount: 40, number: 35, name: 20, date: 5 };
/**
 * Invoices read per bucket and compared per payment at most: a common name or amount must not
 * make one payment cost 50,000 comparisons. Amount and number candidates are taken first.
 */
const MAX_BUCKET = 200;
const MAX_CANDIDATES = 300;
const DATE_HORIZON_DAYS = 60;

const MS_PER_DAY = 86_400_000;
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY;

/** Words of a free text that could be an invoice number, also without a glued prefix ("Nr.2026-0042"). */
function numberCandidates(text: string): string[] {
  const out: string[] = [];
  for (const token of text.split(/[\s,;:()#]+/)) {
    const key = numberKey(token);
    if (!key) continue;
    out.push(key);
    const bare = key.replace(/^(RECHNUNGSNUMMER|RECHNUNGNR|RECHNUNG|RGNR|FACTURE|FATTURA|INVOICE|RG|RE|NR|NO|N)(?=\d)/, '');
    if (bare !== key && bare.length >= 3) out.push(bare);
  }
  return out;
}

/** What is still open of an invoice (after the earlier payments of the same file). */
export type OpenAmountOf = (invoice: OpenInvoice) => number;

/** What a payment brings to the comparison, computed once per payment. */
export interface PaymentClues {
  /** Key of the invoice's number (numberKey), looked up once per invoice. */
  numberOf: (invoice: OpenInvoice) => string | null;
  numbersInText: ReadonlySet<string>;
  debtorWords: string[];
}

export function scoreInvoice(payment: BankPayment, invoice: OpenInvoice, contactWords: readonly string[], clues: PaymentClues, openOf: OpenAmountOf): Suggestion | null {
  const reasons: SuggestionReason[] = [];
  let score = 0;
  const open = openOf(invoice);
  if (open > 0 && open === payment.amount) {
    reasons.push({ code: 'amountEqual' });
    score += WEIGHTS.amount;
  }
  const number = clues.numbersInText.size > 0 ? clues.numberOf(invoice) : null;
  if (number && clues.numbersInText.has(number)) {
    reasons.push({ code: 'numberInText' });
    score += WEIGHTS.number;
  }
  const similarity = wordsSimilarity(clues.debtorWords, contactWords);
  if (similarity >= NAME_THRESHOLD) {
    reasons.push({ code: 'nameSimilar', similarity: Math.round(similarity * 100) / 100 });
    score += WEIGHTS.name * similarity;
  }
  if (reasons.length === 0) return null;
  if (payment.bookingDate && invoice.dueDate) {
    const days = Math.abs(dayNumber(payment.bookingDate) - dayNumber(invoice.dueDate));
    if (days <= DATE_HORIZON_DAYS) {
      reasons.push({ code: 'dateClose', days });
      score += WEIGHTS.date * (1 - days / DATE_HORIZON_DAYS);
    }
  }
  return { invoiceId: invoice.id, score: Math.round(score * 10) / 10, reasons };
}

export function suggestInvoices(payment: BankPayment, index: InvoiceIndex, currencyOf: (invoice: OpenInvoice) => string, openOf: OpenAmountOf): Suggestion[] {
  const numbersInText = new Set(numberCandidates(payment.text));
  const clues: PaymentClues = { numbersInText, debtorWords: payment.debtorName ? nameWords(payment.debtorName) : [], numberOf: (invoice) => suggestionIndex.numberKeys.get(invoice) ?? numberKey(invoice.number) };
  const suggestionIndex = index.suggestions();
  const candidates = new Set<OpenInvoice>();
  const add = (list: OpenInvoice[] | undefined) => {
    if (list) for (let i = 0; i < list.length && i < MAX_BUCKET && candidates.size < MAX_CANDIDATES; i++) candidates.add(list[i]);
  };
  add(suggestionIndex.byAmount.get(payment.currency)?.get(payment.amount));
  for (const n of numbersInText) add(suggestionIndex.byNumber.get(n));
  for (const word of new Set(clues.debtorWords)) if (word.length >= 3) add(suggestionIndex.byNameWord.get(word));
  const scored: Suggestion[] = [];
  for (const invoice of candidates) {
    if (currencyOf(invoice) !== payment.currency) continue;
    const s = scoreInvoice(payment, invoice, suggestionIndex.contactWords.get(invoice) ?? nameWords(invoice.contactName), clues, openOf);
    if (s) scored.push(s);
  }
  scored.sort((a, b) => b.score - a.score || (a.invoiceId < b.invoiceId ? -1 : a.invoiceId > b.invoiceId ? 1 : 0));
  return scored.slice(0, MAX_SUGGESTIONS);
}

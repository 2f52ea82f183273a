/**
 * Open invoices indexed once for a whole bank file: by verified reference (the exact match), and,
 * built only when a payment first needs suggestions, by open amount, by invoice number and by the
 * words of the contact's name, so a file of 5,000 payments against 50,000 open invoices never
 * compares every pair, and a file whose payments all carry references never builds the rest.
 */
import type { OpenInvoice } from './matchingTypes';
import { nameWords } from './nameSimilarity';
import { compactReference } from './paymentReference';

export interface SuggestionIndex {
  /** currency → open amount → invoices. */
  byAmount: Map<string, Map<number, OpenInvoice[]>>;
  byNumber: Map<string, OpenInvoice[]>;
  byNameWord: Map<string, OpenInvoice[]>;
  /** nameWords of each invoice's contact and its number's key, computed once. */
  contactWords: Map<OpenInvoice, string[]>;
  numberKeys: Map<OpenInvoice, string | null>;
}

export interface InvoiceIndex {
  byReference: Map<string, OpenInvoice>;
  /** The suggestion index, built on first use. */
  suggestions: () => SuggestionIndex;
  /**
   * An indexed invoice's new open amount (payments were booked on it): the invoice and its amount
   * bucket change in place, so a centre's kept index follows an import without a rebuild.
   */
  setOpenAmount: (invoice: OpenInvoice, openAmount: number) => void;
}

export const DEFAULT_CURRENCY = 'CHF';

/** Invoice numbers compared without punctuation or case ("2026-0042" = "20260042"); under 3 characters is too ambiguous. */
export function numberKey(value: string): string | null {
  const key = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return key.length >= 3 ? key : null;
}

function push<K>(map: Map<K, OpenInvoice[]>, key: K, invoice: OpenInvoice) {
  const list = map.get(key);
  if (!list) map.set(key, [invoice]);
  else if (list[list.length - 1] !== invoice) list.push(invoice);
}

function addByAmount(index: SuggestionIndex, invoice: OpenInvoice) {
  if (invoice.openAmount <= 0) return;
  const currency = invoice.currency ?? DEFAULT_CURRENCY;
  let amounts = index.byAmount.get(currency);
  if (!amounts) index.byAmount.set(currency, (amounts = new Map()));
  push(amounts, invoice.openAmount, invoice);
}

function removeByAmount(index: SuggestionIndex, invoice: OpenInvoice) {
  const currency = invoice.currency ?? DEFAULT_CURRENCY;
  const amounts = index.byAmount.get(currency);
  const list = amounts?.get(invoice.openAmount);
  if (!amounts || !list) return;
  const rest = list.filter((i) => i !== invoice);
  if (rest.length > 0) amounts.set(invoice.openAmount, rest);
  else amounts.delete(invoice.openAmount);
  if (amounts.size === 0) index.byAmount.delete(currency);
}

function buildSuggestionIndex(invoices: readonly OpenInvoice[]): SuggestionIndex {
  const index: SuggestionIndex = { byAmount: new Map(), byNumber: new Map(), byNameWord: new Map(), contactWords: new Map(), numberKeys: new Map() };
  // A client has many invoices: each distinct name is split into words once.
  const wordsOfName = new Map<string, string[]>();
  for (const invoice of invoices) {
    addByAmount(index, invoice);
    const number = numberKey(invoice.number);
    index.numberKeys.set(invoice, number);
    if (number) push(index.byNumber, number, invoice);
    let words = wordsOfName.get(invoice.contactName);
    if (!words) wordsOfName.set(invoice.contactName, (words = nameWords(invoice.contactName)));
    index.contactWords.set(invoice, words);
    for (const word of words) if (word.length >= 3) push(index.byNameWord, word, invoice);
  }
  return index;
}

export function buildInvoiceIndex(invoices: readonly OpenInvoice[]): InvoiceIndex {
  // Keyed by the compact reference, unverified: lookups are by a payment's verified reference, which
  // equals only a valid one, so checking each invoice's check digit (most of the build) adds nothing.
  const byReference = new Map<string, OpenInvoice>();
  for (const invoice of invoices) if (invoice.reference) byReference.set(compactReference(invoice.reference), invoice);
  let suggestions: SuggestionIndex | null = null;
  return {
    byReference,
    suggestions: () => (suggestions ??= buildSuggestionIndex(invoices)),
    setOpenAmount: (invoice, openAmount) => {
      if (invoice.openAmount === openAmount) return;
      if (suggestions) removeByAmount(suggestions, invoice);
      invoice.openAmount = openAmount;
      if (suggestions) addByAmount(suggestions, invoice);
    },
  };
}

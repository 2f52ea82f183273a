/**
 * Open invoices indexed once for a whole bank file: by verified reference (the exact match), by
 * open amount, by invoice number and by the words of the contact's name (the suggestions), so a
 * file of 5,000 payments against 50,000 open invoices never compares every pair.
 */
import type { OpenInvoice } from './matchingTypes';
import { nameWords } from './nameSimilarity';
import { verifiedReference } from './paymentReference';

export interface InvoiceIndex {
  byReference: Map<string, OpenInvoice>;
  byAmount: Map<string, OpenInvoice[]>;
  byNumber: Map<string, OpenInvoice[]>;
  byNameWord: Map<string, OpenInvoice[]>;
}

export const DEFAULT_CURRENCY = 'CHF';
export const amountKey = (currency: string, amount: number) => `${currency}:${amount}`;

/** Invoice numbers compared without punctuation or case ("2026-0042" = "20260042"); under 3 characters is too ambiguous. */
export function numberKey(value: string): string | null {
  const key = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return key.length >= 3 ? key : null;
}

function push<K>(map: Map<K, OpenInvoice[]>, key: K, invoice: OpenInvoice) {
  const list = map.get(key);
  if (list) list.push(invoice);
  else map.set(key, [invoice]);
}

export function buildInvoiceIndex(invoices: readonly OpenInvoice[]): InvoiceIndex {
  const index: InvoiceIndex = { byReference: new Map(), byAmount: new Map(), byNumber: new Map(), byNameWord: new Map() };
  for (const invoice of invoices) {
    const ref = verifiedReference(invoice.reference);
    if (ref) index.byReference.set(ref.value, invoice);
    if (invoice.openAmount > 0) push(index.byAmount, amountKey(invoice.currency ?? DEFAULT_CURRENCY, invoice.openAmount), invoice);
    const number = numberKey(invoice.number);
    if (number) push(index.byNumber, number, invoice);
    for (const word of new Set(nameWords(invoice.contactName))) if (word.length >= 3) push(index.byNameWord, word, invoice);
  }
  return index;
}

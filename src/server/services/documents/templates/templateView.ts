/**
 * The data view a template is rendered against: a frozen, null-prototype object holding only the
 * allow-listed placeholders (src/shared/invoiceTemplatePlaceholders.ts) as strings, and the Items
 * list as frozen null-prototype rows. Nothing in it has a prototype, a getter or a function, so
 * `{{constructor}}`, `{{__proto__}}` or a lambda find nothing to call or climb.
 */
import { formatCreditorReference, formatQrReference, isValidQrReference } from '../../../../shared/billing/references';
import {
  INVOICE_PLACEHOLDERS,
  type InvoiceItemPlaceholder,
  type InvoicePlaceholder,
} from '../../../../shared/invoiceTemplatePlaceholders';
import { formatAmount, formatDate } from '../invoicePdf/format';
import type { InvoiceTemplateData, TemplateInvoiceLine } from './invoiceTemplateData';

export type TemplateRow = Readonly<Record<string, string>>;
export interface TemplateView {
  readonly values: Readonly<Record<string, string>>;
  readonly items: readonly TemplateRow[];
}

/** A plain record without prototype, frozen: only own, listed keys can be read. */
function sealed<T extends string>(entries: Iterable<[T, string]>): Readonly<Record<string, string>> {
  const out = Object.create(null) as Record<string, string>;
  for (const [k, v] of entries) out[k] = v;
  return Object.freeze(out);
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const date = (v: string | null | undefined) => (v && /^\d{4}-\d{2}-\d{2}/.test(v) ? formatDate(v) : '');
const joinName = (...parts: (string | null | undefined)[]) => parts.map(text).filter(Boolean).join(' ');

function printedReference(ref: string | null | undefined): string {
  const r = text(ref).replace(/\s+/g, '');
  if (!r) return '';
  return isValidQrReference(r) ? formatQrReference(r) : /^RF/i.test(r) ? formatCreditorReference(r) : r;
}

function itemRow(line: TemplateInvoiceLine): TemplateRow {
  const values: [InvoiceItemPlaceholder, string][] = [
    ['ItemDate', date(line.date)],
    ['ItemDescription', text(line.description)],
    ['ItemQuantity', text(line.quantity)],
    ['ItemUnitPrice', formatAmount(line.unitPrice)],
    ['ItemAmount', formatAmount(line.amount)],
  ];
  return sealed(values);
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The view of one rendering; every listed placeholder is present (empty when the data has nothing). */
export function templateView(data: InvoiceTemplateData): TemplateView {
  const { client, practice, therapist, invoice } = data;
  const paid = invoice?.paid ?? 0;
  const values: Record<InvoicePlaceholder, string> = {
    ClientName: joinName(client?.firstName, client?.lastName),
    ClientFirstName: text(client?.firstName),
    ClientLastName: text(client?.lastName),
    ClientStreet: text(client?.street),
    ClientPostcode: text(client?.postcode),
    ClientCity: text(client?.city),
    ClientBirthDate: date(client?.birthDate),
    PracticeName: text(practice.name),
    PracticeStreet: text(practice.street),
    PracticePostcode: text(practice.postcode),
    PracticeCity: text(practice.city),
    PracticePhone: text(practice.phone),
    PracticeEmail: text(practice.email),
    PracticeIban: text(practice.iban).replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 '),
    PracticeVatNumber: text(practice.vatNumber),
    TherapistName: text(therapist?.name),
    TherapistZsr: text(therapist?.zsr),
    TherapistGln: text(therapist?.gln),
    InvoiceNumber: text(invoice?.number),
    InvoiceDate: date(invoice?.date),
    DueDate: date(invoice?.dueDate),
    Currency: invoice ? invoice.currency : '',
    TotalAmount: invoice ? formatAmount(invoice.total) : '',
    PaidAmount: invoice ? formatAmount(paid) : '',
    OpenAmount: invoice ? formatAmount(invoice.total - paid) : '',
    Reference: printedReference(invoice?.reference),
    Today: date(data.today ?? todayIso()),
  };
  // Built from the list, not from the object above: a key added there without a list entry stays out.
  return Object.freeze({
    values: sealed(INVOICE_PLACEHOLDERS.map((name) => [name, values[name]] as [string, string])),
    items: Object.freeze((invoice?.lines ?? []).map(itemRow)),
  });
}

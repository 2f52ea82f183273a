/**
 * A stored invoice as the PDF renderer's view (services/documents/invoicePdf): the practice from
 * the centre (name, first address, payment account stored on the invoice, VAT number), the
 * debtor from the invoice's billingDetails, the lines and totals as issued, the open amount due.
 * generatePDF and reminders (issue 11 §3) render from this.
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centres, invoices } from '../../db/schema';
import { notFound } from '../../errors';
import { translate } from '../../i18n';
import type { InvoiceCurrency } from '../../../shared/billing/money';
import type { ReferenceType } from '../../../shared/billing/paymentAccount';
import type { StructuredAddress } from '../../../shared/billing/qrPayload';
import { toLanguage } from '../../../shared/languages';
import { isValidUid } from '../../../shared/validators/swissIds';
import type { InvoicePdfView } from '../documents/invoicePdf/invoicePdfView';
import type { InvoiceRow } from './record';
import { openAmount } from './openAmount';
import { localDate } from './context';
import { invoicingSettings } from '../../db/schema';
import { conflict } from '../../errors';
import { reminderLevel } from '../../../shared/billing/dunning';

type Billing = NonNullable<InvoiceRow['billingDetails']>;

const debtorOf = (b: Billing): StructuredAddress => ({
  name: b.name ?? '',
  street: b.street ?? '',
  buildingNumber: b.building ?? null,
  zip: b.zipcode ?? '',
  city: b.city ?? '',
  country: b.country ?? 'CH',
});

export type CentreRow = typeof centres.$inferSelect;

/** The view of invoice `invoiceId` of centre `centreId` (404 when it is not one of the centre's). */
export async function invoicePdfViewOf(db: Queryable, centreId: string, invoiceId: string): Promise<InvoicePdfView> {
  const [row] = await forCentre(db, centreId).select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
  if (!row) throw notFound();
  const [centre] = await db.select().from(centres).where(eq(centres.id, centreId));
  return invoicePdfViewFrom(row, centre);
}

/** The view of a loaded invoice of `centre` (bulk PDFs load many at once). */
export function invoicePdfViewFrom(row: InvoiceRow, centre: CentreRow): InvoicePdfView {
  const address = centre.address[0] ?? {};
  const info = centre.businessInfo as Record<string, unknown>;
  const tax = typeof info.taxNumber === 'string' ? info.taxNumber.trim() : '';
  const language = toLanguage(row.billingDetails?.language);
  const header = row.header ?? {};
  return {
    language,
    currency: row.currency as InvoiceCurrency,
    practice: {
      address: { name: centre.name, street: address.street ?? '', buildingNumber: address.building ?? null, zip: address.zipcode ?? '', city: address.city ?? '', country: address.country || 'CH' },
      iban: row.iban ?? '',
      phone: centre.contactNumber?.number || null,
      email: centre.primaryEmail?.address || null,
      vatNumber: tax.toUpperCase().startsWith('CHE') && isValidUid(tax) ? tax : null,
      logo: null,
    },
    debtor: debtorOf(row.billingDetails ?? {}),
    number: row.number,
    date: row.date,
    dueDate: row.paymentDeadline ?? null,
    reference: { type: row.referenceType as ReferenceType, reference: row.reference ?? '' },
    texts: { title: header.title ?? null, intro: header.intro ?? null, closing: header.closing ?? null, greeting: header.greeting ?? null, signedBy: header.signedBy ?? null },
    lines: row.items.map((l) => ({ date: l.date, description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount ?? l.unitPrice * l.quantity, vatRate: l.vatRate ?? null })),
    totals: {
      vatByRate: row.vatByRate.map((v) => ({ rate: v.rate, net: v.net, vat: v.vat })),
      totalNet: row.totalNet,
      totalVat: row.totalTax,
      totalGross: row.amount - row.rounding,
      rounding: row.rounding,
      totalDue: row.amount,
    },
    openAmount: openAmount(row),
    message: `${translate(language, 'invoice.pdf.title')} ${row.number}`,
  };
}

/**
 * A reminder of the invoice (generateReminder): the invoice with the reminder text of the
 * invoicing settings for its level, the open amount and a fresh QR-bill with the same reference.
 * The level is the invoice's (OVERDUE prepares the first); an invoice not overdue is 409.
 */
export async function reminderPdfViewOf(db: Queryable, centreId: string, invoiceId: string, level?: 1 | 2 | 3): Promise<InvoicePdfView> {
  const [row] = await forCentre(db, centreId).select({ status: invoices.status }).from(invoices).where(eq(invoices.invoiceId, invoiceId));
  if (!row) throw notFound();
  const current = reminderLevel(row.status);
  if (!current) throw conflict('invoiceNotOverdue', { status: row.status });
  const view = await invoicePdfViewOf(db, centreId, invoiceId);
  const lvl = level ?? current;
  const [settings] = await forCentre(db, centreId).select().from(invoicingSettings);
  const [centre] = await db.select({ timezone: centres.timezone }).from(centres).where(eq(centres.id, centreId));
  const text = settings ? [settings.reminder1Text, settings.reminder2Text, settings.reminder3Text][lvl - 1] : null;
  view.reminder = { level: lvl, text: text ?? null, date: localDate(new Date(), centre.timezone) };
  view.message = `${translate(view.language, 'invoice.pdf.reminderTitle', { level: lvl })} ${view.number}`;
  return view;
}

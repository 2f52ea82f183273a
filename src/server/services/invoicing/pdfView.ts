/**
 * The stored invoice as the PDF renderer's view (issue 11 §3): the practice from the centre
 * (address, phone, e-mail) with the account the invoice was issued on, the debtor as billed
 * (billingDetails snapshot), the lines, VAT per rate and the open amount (totalDue) the QR-bill
 * asks for. Nothing is recomputed: an issued invoice prints as it was issued.
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centres, invoices } from '../../db/schema';
import { notFound } from '../../errors';
import type { InvoiceCurrency } from '../../../shared/billing/money';
import type { StructuredAddress } from '../../../shared/billing/qrPayload';
import { toLanguage } from '../../../shared/languages';
import type { ReferenceType } from '../../../shared/billing/paymentAccount';
import type { InvoicePdfView } from '../documents/invoicePdf/invoicePdfView';
import type { InvoiceRow } from './record';

/** ISO 3166-1 alpha-2 for the QR-bill; the centre form may hold a name ("Schweiz"): Switzerland then. */
const countryCode = (c: unknown) => (typeof c === 'string' && /^[A-Za-z]{2}$/.test(c) ? c.toUpperCase() : 'CH');

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

function debtorOf(invoice: InvoiceRow): StructuredAddress {
  const b = invoice.billingDetails ?? {};
  return { name: text(b.name, 70), street: text(b.street, 70), buildingNumber: b.building ?? null, zip: text(b.zipcode, 16), city: text(b.city, 35), country: countryCode(b.country) };
}

export async function invoicePdfViewOf(db: Queryable, centreId: string, invoiceId: string): Promise<InvoicePdfView> {
  const [invoice] = await forCentre(db, centreId).select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
  if (!invoice) throw notFound();
  const [centre] = await db.select().from(centres).where(eq(centres.id, centreId));
  const address = centre.address[0] ?? {};
  const h = invoice.header ?? {};
  const phone = centre.contactNumber.number ? `${centre.contactNumber.countryPhone ?? ''} ${centre.contactNumber.number}`.trim() : null;
  return {
    language: toLanguage(invoice.billingDetails?.language),
    currency: invoice.currency as InvoiceCurrency,
    practice: {
      address: { name: text(centre.name, 70), street: text(address.street, 70), buildingNumber: address.building ?? null, zip: text(address.zipcode, 16), city: text(address.city, 35), country: countryCode(address.country) },
      iban: invoice.iban ?? String(centre.businessInfo.iban ?? ''),
      phone,
      email: centre.primaryEmail.address ?? null,
    },
    debtor: debtorOf(invoice),
    number: invoice.number,
    date: invoice.date,
    dueDate: invoice.paymentDeadline,
    reference: { type: invoice.referenceType as ReferenceType, reference: invoice.reference ?? '' },
    texts: { title: h.title, intro: h.intro, closing: h.closing, greeting: h.greeting, signedBy: h.signedBy },
    lines: invoice.items.map((l) => ({ date: l.date, description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount ?? l.unitPrice * l.quantity, vatRate: l.vatRate ?? null })),
    totals: {
      vatByRate: invoice.vatByRate.map((v) => ({ rate: v.rate, net: v.net, vat: v.vat })),
      totalNet: invoice.totalNet,
      totalVat: invoice.totalTax,
      totalGross: invoice.amount - invoice.rounding,
      rounding: invoice.rounding,
      totalDue: invoice.totalDue,
    },
    message: invoice.number,
  };
}

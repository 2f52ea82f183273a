/**
 * The live preview of the invoice design (/settings/invoicing): a sample invoice of the centre —
 * its real name, address and payment account, so the QR-bill is one the bank would take — with
 * clearly marked sample lines and debtor (invoice.sample.* in the preview's language), the
 * invoicing texts as they are being edited, and the design images as stored.
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../../db/centreScope';
import type { Queryable } from '../../../db/client';
import { centres, invoicingSettings } from '../../../db/schema';
import { conflict } from '../../../errors';
import { translate } from '../../../i18n';
import { qrBillAccountError, referenceForAccount } from '../../../../shared/billing/paymentAccount';
import type { Language } from '../../../../shared/languages';
import { normalizeIban } from '../../../../shared/validators/iban';
import { isValidUid } from '../../../../shared/validators/swissIds';
import type { DesignPreviewBody } from '../../../../shared/api/invoiceDesign';
import type { InvoicePdfView } from '../../documents/invoicePdf/invoicePdfView';
import { addDays, localDate } from '../context';
import type { InvoiceDesignImages } from './designFiles';

/** The design's images on a view (already chosen by designInUse when loaded; none for pre-printed paper). */
export function withDesign(view: InvoicePdfView, images: InvoiceDesignImages): InvoicePdfView {
  view.practice.logo = images.logo;
  view.design = { header: images.header, background: images.background };
  return view;
}

/** Two sample lines, VAT-exempt (treatments): CHF 120.– and CHF 60.–. */
const SAMPLE_LINES = [
  { key: 'line1', unitPrice: 12000, quantity: 1 },
  { key: 'line2', unitPrice: 6000, quantity: 1 },
] as const;

const blankToNull = (s: string | undefined) => (s?.trim() ? s : null);

/** The sample invoice's view (409 with the reason when the centre's account cannot carry a QR-bill). */
export async function samplePreviewView(db: Queryable, centreId: string, body: DesignPreviewBody): Promise<InvoicePdfView> {
  const language: Language = body.language ?? 'de';
  const t = (key: string) => translate(language, `invoice.sample.${key}`);
  const [centre] = await db.select().from(centres).where(eq(centres.id, centreId));
  const [settings] = await forCentre(db, centreId).select({ paymentTermDays: invoicingSettings.paymentTermDays }).from(invoicingSettings);
  const info = centre.businessInfo as Record<string, unknown>;
  const iban = normalizeIban(typeof info.iban === 'string' ? info.iban : '');
  const accountProblem = qrBillAccountError(iban);
  if (accountProblem) throw conflict(accountProblem);
  const address = centre.address[0] ?? {};
  const tax = typeof info.taxNumber === 'string' ? info.taxNumber.trim() : '';
  const number = t('number');
  const date = localDate(new Date(), centre.timezone);
  const lines = SAMPLE_LINES.map((l) => ({ date, description: t(l.key), quantity: l.quantity, unitPrice: l.unitPrice, amount: l.unitPrice * l.quantity, vatRate: null }));
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return {
    language,
    currency: 'CHF',
    practice: {
      address: { name: centre.name, street: address.street ?? '', buildingNumber: address.building ?? null, zip: address.zipcode ?? '', city: address.city ?? '', country: address.country || 'CH' },
      iban,
      phone: centre.contactNumber?.number || null,
      email: centre.primaryEmail?.address || null,
      vatNumber: tax.toUpperCase().startsWith('CHE') && isValidUid(tax) ? tax : null,
      logo: null,
    },
    debtor: { name: t('debtorName'), street: t('debtorStreet'), buildingNumber: '1', zip: '8000', city: 'Zürich', country: 'CH' },
    number,
    date,
    dueDate: addDays(date, settings?.paymentTermDays ?? 30),
    reference: referenceForAccount(iban, { invoiceNumber: number }),
    texts: { title: blankToNull(body.title), intro: blankToNull(body.description), closing: blankToNull(body.notes), greeting: blankToNull(body.greetings), signedBy: blankToNull(body.signedBy) },
    lines,
    totals: { vatByRate: [], totalNet: total, totalVat: 0, totalGross: total, rounding: 0, totalDue: total },
    message: `${translate(language, 'invoice.pdf.title')} ${number}`,
  };
}

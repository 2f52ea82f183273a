/**
 * The Tarif 590 invoice form as an A4 PDF (the "Rechnungsformular" layout insurers expect),
 * in the client's language, and its second form: the client's copy, numbered with the
 * suffix of tariff590.form.secondFormSuffix (behaviour.md §3). Under tiers garant the client
 * pays and claims back, so the copy carries the Swiss QR-bill payment part (swissqrbill, as on
 * the invoice PDF) at the bottom of its last page, or on a page of its own.
 *
 * The form is drawn whatever the pre-send checks say (the wizard previews it while the data
 * is incomplete); only a payment part that no bank would accept is refused.
 */
import type { SwissQRBill } from 'swissqrbill/pdf';
import type { QrBillPayment, StructuredAddress } from '../../../../shared/billing/qrPayload';
import type { Tariff590Document } from '../../../../shared/billing/tariff590Document';
import { translate } from '../../../i18n';
import { QR_BILL_LANGUAGE, qrBillDataFor } from '../invoicePdf/qrBillData';
import { assertPayable } from '../invoicePdf/renderInvoicePdf';
import { attachQrBill, pdfBuffer } from '../pdfOutput';
import { pdfLibraries, type PdfLibraries } from '../pdfLibraries';
import { FORM_MARGIN, FORM_SIZE, FORM_WIDTH, fullName, line } from './formDraw';
import { drawCase, drawParties, drawPatientAndInvoice, drawTitle, type FormContext } from './formSections';
import { drawServices, drawTotals } from './formServices';

export type Tariff590Form = 'original' | 'second';

/** The form's ~80 labels per render: i18next lookups cost more than drawing them, so they are kept. */
const labels = new Map<string, string>();
function label(language: string, key: string): string {
  const id = `${language}\u0000${key}`;
  let text = labels.get(id);
  if (text === undefined) {
    text = translate(language, `tariff590.form.${key}`);
    labels.set(id, text);
  }
  return text;
}


/** The number printed on the second form: the invoice number with the language's suffix. */
export const secondFormNumber = (data: Tariff590Document) => `${data.invoice.number}${translate(data.language, 'tariff590.form.secondFormSuffix')}`;

/** Whether the form carries a QR-bill: only the client's copy under tiers garant. */
export const formHasQrBill = (data: Tariff590Document, form: Tariff590Form) => form === 'second' && data.tiers === 'TG';

/** What the copy's QR code pays: the open amount to the biller's account, from the client (or guarantor). */
export function tariff590QrPayment(data: Tariff590Document): QrBillPayment {
  const payer = data.guarantor ?? data.patient;
  const debtor: StructuredAddress = {
    name: fullName({ ...payer.name, title: null }),
    street: payer.address.street ?? '',
    buildingNumber: payer.address.houseNo ?? null,
    zip: payer.address.zip,
    city: payer.address.city,
    country: payer.address.country,
  };
  const b = data.biller;
  return {
    account: b.iban,
    creditor: { name: b.name, street: b.address.street ?? '', buildingNumber: b.address.houseNo ?? null, zip: b.address.zip, city: b.address.city, country: b.address.country },
    currency: data.invoice.currency,
    amount: data.totals.totalDue - (data.totals.prepaid ?? 0),
    debtor,
    reference: data.invoice.reference,
    message: data.invoice.number,
  };
}

function qrBillFor(data: Tariff590Document, QrBill: PdfLibraries['SwissQRBill']): SwissQRBill {
  const payment = tariff590QrPayment(data);
  assertPayable(payment.account, payment.reference, payment.amount);
  // Validates lengths and addresses before anything is drawn (throws swissqrbill's ValidationError).
  return new QrBill(qrBillDataFor(payment), { language: QR_BILL_LANGUAGE[data.language], scissors: true });
}

export async function renderTariff590FormPdf(data: Tariff590Document, form: Tariff590Form = 'original'): Promise<Buffer> {
  const second = form === 'second';
  const { PDFDocument, SwissQRBill: QrBill } = await pdfLibraries();
  const qrBill = formHasQrBill(data, form) ? qrBillFor(data, QrBill) : null;
  const t = (key: string, vars?: Record<string, unknown>) => (vars ? translate(data.language, `tariff590.form.${key}`, vars) : label(data.language, key));
  const number = second ? secondFormNumber(data) : data.invoice.number;
  const doc = new PDFDocument({
    size: 'A4',
    margins: FORM_MARGIN,
    bufferPages: true,
    lang: data.language,
    info: { Title: `${t(second ? 'secondTitle' : 'title')} ${number}`, Author: data.biller.name },
  });
  const done = pdfBuffer(doc);
  const c: FormContext = { doc, data, t, second, number };

  let y = drawTitle(c, FORM_MARGIN.top);
  y = drawParties(c, y);
  y = drawPatientAndInvoice(c, y);
  y = drawCase(c, y);
  y = drawServices(c, y);
  y = drawTotals(c, y);

  if (qrBill) attachQrBill(doc, qrBill, y, FORM_MARGIN.top);
  // Page numbers above the top margin, clear of the payment part at the bottom.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    line(doc, `${number} · ${t('page', { page: i + 1, pages: range.count })}`, FORM_MARGIN.left, 18, FORM_WIDTH, { size: FORM_SIZE.label, align: 'right', color: '#5f5f5f' });
  }
  doc.end();
  return done;
}

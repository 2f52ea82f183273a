/**
 * The invoice as an A4 PDF: the practice's header, the debtor in the envelope window, the lines
 * with VAT per rate and the totals, and the Swiss QR-bill payment part (swissqrbill, in the
 * client's language, with the scissors line) at the bottom of the last page — or on a page of
 * its own when the invoice fills that page. Drawn in memory: ~10 kB per invoice.
 */
import type PDFDocument from 'pdfkit';
import { PAYMENT_ACCOUNT_ERRORS, paymentReferenceError, type PaymentReference } from '../../../../shared/billing/paymentAccount';
import { translate } from '../../../i18n';
import { attachQrBill, pdfBuffer } from '../pdfOutput';
import { pdfLibraries, type PdfLibraries } from '../pdfLibraries';
import { drawClosing, drawHeader, drawLines, drawReminder, drawTitle, drawTotals } from './drawInvoice';
import { clearPaymentPart, drawImageHeader, startBackground } from './drawDesign';
import type { InvoicePdfView } from './invoicePdfView';
import { MARGIN } from './layout';
import { QR_BILL_LANGUAGE, swissQrBillData } from './qrBillData';

/** QR-bill amounts: 0.01 to 999'999'999.99 (swiss-billing.md §1.2); "no amount" is never used for an invoice. */
const MAX_AMOUNT = 99_999_999_999;

export const INVOICE_PDF_ERRORS = [...PAYMENT_ACCOUNT_ERRORS, 'amountNotPayable'] as const;

/** Why an invoice cannot carry a QR-bill; `code` is an errors.* key for the service's 4xx. */
export class InvoicePdfError extends Error {
  constructor(readonly code: (typeof INVOICE_PDF_ERRORS)[number]) {
    super(code);
  }
}

/** swissqrbill checks neither SCOR check digits nor the amount range; every QR-bill of ours checks them first. */
export function assertPayable(account: string, reference: PaymentReference, amount: number): void {
  const problem = paymentReferenceError(account, reference);
  if (problem) throw new InvoicePdfError(problem);
  if (!(amount > 0 && amount <= MAX_AMOUNT)) throw new InvoicePdfError('amountNotPayable');
}

/** The title of the document: the invoice's, or the reminder's ("1. Mahnung"). */
export function documentTitle(view: InvoicePdfView): string {
  const base = view.reminder ? translate(view.language, 'invoice.pdf.reminderTitle', { level: view.reminder.level }) : view.texts?.title?.trim() || translate(view.language, 'invoice.pdf.title');
  return `${base} ${view.number}`;
}

/** Draws the invoice onto `doc` from its current page on (bulk PDFs draw many into one document). */
export function drawInvoicePdf(doc: InstanceType<typeof PDFDocument>, view: InvoicePdfView, { SwissQRBill }: Pick<PdfLibraries, 'SwissQRBill'>): void {
  assertPayable(view.practice.iban, view.reference, view.openAmount ?? view.totals.totalDue);
  // Validates lengths and the creditor's address before anything is drawn (throws swissqrbill's ValidationError).
  const qrBill = new SwissQRBill(swissQrBillData(view), { language: QR_BILL_LANGUAGE[view.language], scissors: true });
  const endBackground = startBackground(doc, view);
  let y = view.design?.header ? drawImageHeader(doc, view, view.design.header) : drawHeader(doc, view);
  y = drawTitle(doc, view, y);
  y = drawReminder(doc, view, y);
  y = drawLines(doc, view, y);
  y = drawTotals(doc, view, y);
  y = drawClosing(doc, view, y);
  y = clearPaymentPart(doc, view, y);
  endBackground();
  attachQrBill(doc, qrBill, y, MARGIN.top);
}

export async function renderInvoicePdf(view: InvoicePdfView): Promise<Buffer> {
  // Checked before the document exists, so a refusal leaves no half-drawn stream behind.
  assertPayable(view.practice.iban, view.reference, view.openAmount ?? view.totals.totalDue);
  const libs = await pdfLibraries();
  const doc = new libs.PDFDocument({ size: 'A4', margins: MARGIN, info: { Title: documentTitle(view), Author: view.practice.address.name }, lang: view.language });
  const done = pdfBuffer(doc);
  drawInvoicePdf(doc, view, libs);
  doc.end();
  return done;
}

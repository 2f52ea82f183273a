/**
 * The invoice as an A4 PDF: the practice's header, the debtor in the envelope window, the lines
 * with VAT per rate and the totals, and the Swiss QR-bill payment part (swissqrbill, in the
 * client's language, with the scissors line) at the bottom of the last page — or on a page of
 * its own when the invoice fills that page. Drawn in memory: ~10 kB per invoice.
 */
import PDFDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import { PAYMENT_ACCOUNT_ERRORS, paymentReferenceError } from '../../../../shared/billing/paymentAccount';
import { translate } from '../../../i18n';
import { drawClosing, drawHeader, drawLines, drawTitle, drawTotals } from './drawInvoice';
import type { InvoicePdfView } from './invoicePdfView';
import { MARGIN, PAGE, QR_BILL_HEIGHT } from './layout';
import { QR_BILL_LANGUAGE, swissQrBillData } from './qrBillData';

function collect(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** QR-bill amounts: 0.01 to 999'999'999.99 (swiss-billing.md §1.2); "no amount" is never used for an invoice. */
const MAX_AMOUNT = 99_999_999_999;

export const INVOICE_PDF_ERRORS = [...PAYMENT_ACCOUNT_ERRORS, 'amountNotPayable'] as const;

/** Why an invoice cannot carry a QR-bill; `code` is an errors.* key for the service's 4xx. */
export class InvoicePdfError extends Error {
  constructor(readonly code: (typeof INVOICE_PDF_ERRORS)[number]) {
    super(code);
  }
}

/** swissqrbill checks neither SCOR check digits nor the amount range; these are checked first. */
function assertPayable(view: InvoicePdfView) {
  const problem = paymentReferenceError(view.practice.iban, view.reference);
  if (problem) throw new InvoicePdfError(problem);
  if (!(view.totals.totalDue > 0 && view.totals.totalDue <= MAX_AMOUNT)) throw new InvoicePdfError('amountNotPayable');
}

export async function renderInvoicePdf(view: InvoicePdfView): Promise<Buffer> {
  assertPayable(view);
  // Validates lengths and the creditor's address before anything is drawn (throws swissqrbill's ValidationError).
  const qrBill = new SwissQRBill(swissQrBillData(view), { language: QR_BILL_LANGUAGE[view.language], scissors: true });
  const title = `${view.texts?.title?.trim() || translate(view.language, 'invoice.pdf.title')} ${view.number}`;
  const doc = new PDFDocument({ size: 'A4', margins: MARGIN, info: { Title: title, Author: view.practice.address.name }, lang: view.language });
  const done = collect(doc);

  let y = drawHeader(doc, view);
  y = drawTitle(doc, view, y);
  y = drawLines(doc, view, y);
  y = drawTotals(doc, view, y);
  y = drawClosing(doc, view, y);

  const slipTop = PAGE.height - QR_BILL_HEIGHT;
  if (y > slipTop) {
    doc.addPage();
    y = MARGIN.top;
  }
  // swissqrbill checks doc.y against the slip's top, so it never draws over the invoice.
  doc.y = y;
  qrBill.attachTo(doc, 0, slipTop);
  doc.end();
  return done;
}

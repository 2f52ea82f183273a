/**
 * What every Kura PDF does at its end (invoice, Tarif 590 form): the payment part below the
 * content — on the last page, or on a page of its own when the content reaches it — and the
 * document collected in memory.
 */
import type PDFDocument from 'pdfkit';
import type { SwissQRBill } from 'swissqrbill/pdf';
import { PAGE, QR_BILL_HEIGHT } from './invoicePdf/layout';

type Pdf = InstanceType<typeof PDFDocument>;

/** The bytes of `doc` once it has ended (start collecting before drawing). */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Draws the QR-bill slip at the page's bottom, below content that ends at `y` (a new page when it would overlap). */
export function attachQrBill(doc: Pdf, qrBill: SwissQRBill, y: number, topMargin: number): void {
  const slipTop = PAGE.height - QR_BILL_HEIGHT;
  if (y > slipTop) {
    doc.addPage();
    y = topMargin;
  }
  // swissqrbill checks doc.y against the slip's top, so it never draws over the content.
  doc.y = y;
  qrBill.attachTo(doc, 0, slipTop);
}

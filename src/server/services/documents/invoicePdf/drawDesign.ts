/**
 * The practice's design on the invoice (issue 11 §3): a header image across the top (the
 * practice's address then stands at the left below it, the debtor stays in the envelope window),
 * or a full A4 background behind every page. The payment part stays white under a background:
 * the QR-bill standard wants a clean slip. Each image is embedded once per document, however
 * many pages and invoices (bulk PDFs) show it.
 */
import type PDFDocument from 'pdfkit';
import { translate } from '../../../i18n';
import { addressLines } from './drawInvoice';
import type { InvoicePdfView } from './invoicePdfView';
import { ADDRESS_WINDOW, FONT, MARGIN, PAGE, QR_BILL_HEIGHT, SIZE } from './layout';

type Doc = InstanceType<typeof PDFDocument>;
interface OpenedImage {
  width: number;
  height: number;
}

/** 35 mm: a letterhead band that leaves the envelope window (50 mm from the top) free. */
export const HEADER_IMAGE_HEIGHT = 99.21;

const opened = new WeakMap<Doc, Map<Buffer, OpenedImage>>();

/** pdfkit re-embeds a Buffer on every call; an opened image is embedded once and then referenced. */
function imageOf(doc: Doc, data: Buffer): OpenedImage {
  let cache = opened.get(doc);
  if (!cache) opened.set(doc, (cache = new Map()));
  let image = cache.get(data);
  if (!image) cache.set(data, (image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(data)));
  return image;
}

const place = (doc: Doc, image: OpenedImage, x: number, y: number, width: number, height: number) =>
  doc.image(image as unknown as Buffer, x, y, { width, height });

function drawBackground(doc: Doc, data: Buffer): void {
  const image = imageOf(doc, data);
  // Cover the page (an A4 design fits exactly); what overhangs is cut off by the page edge.
  const scale = Math.max(PAGE.width / image.width, PAGE.height / image.height);
  const [w, h] = [image.width * scale, image.height * scale];
  const { x, y } = { x: doc.x, y: doc.y };
  place(doc, image, (PAGE.width - w) / 2, (PAGE.height - h) / 2, w, h);
  doc.x = x;
  doc.y = y;
}

/**
 * Draws the background on the current page and on every page added until the returned function
 * is called (the invoice's end): it is drawn first, so the text lies on top.
 */
export function startBackground(doc: Doc, view: InvoicePdfView): () => void {
  const data = view.design?.background;
  if (!data) return () => undefined;
  drawBackground(doc, data);
  const onPage = () => drawBackground(doc, data);
  doc.on('pageAdded', onPage);
  return () => doc.off('pageAdded', onPage);
}

/**
 * Under a background: moves to the page the payment part goes on (a new one when the content
 * reaches the slip) and paints the slip's area white. Returns the content's end on that page.
 */
export function clearPaymentPart(doc: Doc, view: InvoicePdfView, y: number): number {
  if (!view.design?.background) return y;
  const slipTop = PAGE.height - QR_BILL_HEIGHT;
  let end = y;
  if (end > slipTop) {
    doc.addPage();
    end = MARGIN.top;
  }
  doc.save().rect(0, slipTop, PAGE.width, QR_BILL_HEIGHT).fill('#ffffff').restore();
  doc.fillColor('black');
  return end;
}

/** The header image across the top, the practice at the left below it, the debtor in the window. */
export function drawImageHeader(doc: Doc, view: InvoicePdfView, data: Buffer): number {
  const image = imageOf(doc, data);
  const scale = Math.min(PAGE.width / image.width, HEADER_IMAGE_HEIGHT / image.height);
  const [w, h] = [image.width * scale, image.height * scale];
  place(doc, image, (PAGE.width - w) / 2, 0, w, h);
  const { practice } = view;
  const top = Math.max(MARGIN.top, h + 10);
  const width = ADDRESS_WINDOW.x - MARGIN.left - 20;
  doc.font(FONT.bold).fontSize(SIZE.practice).text(practice.address.name, MARGIN.left, top, { width });
  const vat = practice.vatNumber ? `${translate(view.language, 'invoice.pdf.vatNumber')} ${practice.vatNumber}` : null;
  const details = [...addressLines(practice.address).slice(1), practice.phone, practice.email, vat];
  doc.font(FONT.regular).fontSize(SIZE.small).text(details.filter(Boolean).join('\n'), MARGIN.left, doc.y + 2, { width });
  const practiceBottom = doc.y;
  const debtorTop = Math.max(ADDRESS_WINDOW.y, top);
  doc.font(FONT.regular).fontSize(SIZE.practice).text(addressLines(view.debtor).join('\n'), ADDRESS_WINDOW.x, debtorTop, { width: ADDRESS_WINDOW.width });
  return Math.max(doc.y, practiceBottom, debtorTop + 70) + 24;
}

/**
 * getInvoicesAsBulkPDF (issue 11 §3, behaviour.md §7): the selected invoices as ONE PDF, drawn by
 * a job that tells the centre's room how far it got (invoice_bulk_pdf_started / _progress /
 * _finish, jobId). Memory stays flat: every invoice is drawn into one pdfkit document whose
 * pages are flushed to a file as the next page begins (pdfkit without bufferPages), so only the
 * invoice being drawn is in memory — never the whole document, never one PDF per invoice. One PDF
 * rather than a ZIP: printing a month's invoices is one print job.
 *
 * The file lives under <dataDir>/invoice-pdfs/<centre>/<jobId>.pdf, written as .part and renamed
 * when complete; it is fetched through a signed link (kind 'bulk', like pdfTempLink) and removed
 * after BULK_PDF_TTL_MS. A retried job draws the file again from the start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../events/bus';
import { HttpError, notFound } from '../../errors';
import { InvoicePdfError, drawInvoicePdf, documentTitle } from '../documents/invoicePdf/renderInvoicePdf';
import { MARGIN } from '../documents/invoicePdf/layout';
import { pdfLibraries } from '../documents/pdfLibraries';
import { pdfLinkUrl, type PdfLinkSigner } from './pdfLinks';
import { invoicePdfViewFrom } from './pdfView';
import { loadInvoiceDesign } from './design/designFiles';
import { withDesign } from './design/designPreview';
import { FileStore } from '../files/fileStore';
import type { InvoiceRow } from './record';
import { eq, inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { centres, invoices } from '../../db/schema';

export interface BulkPdfJob {
  centreId: string;
  userId: string;
  /** In print order, de-duplicated. */
  invoiceIds: string[];
}

export interface BulkPdfContext {
  db: Db;
  events: DomainEventBus;
  dataDir: string;
  publicUrl: string;
  pdfLinks: PdfLinkSigner;
}

/** Finished files are kept this long (a link is valid 5 minutes; fresh links are signed on request). */
export const BULK_PDF_TTL_MS = 60 * 60 * 1000;
const JOB_ID = /^[0-9a-f-]{36}$/;
const CHUNK = 100;

export const bulkPdfDir = (dataDir: string, centreId: string) => path.join(dataDir, 'invoice-pdfs', centreId);

/** The finished file of job `jobId`, or null (unknown, still running, or removed). */
export function bulkPdfFile(dataDir: string, centreId: string, jobId: string): string | null {
  if (!JOB_ID.test(jobId) || !JOB_ID.test(centreId)) return null;
  const file = path.join(bulkPdfDir(dataDir, centreId), `${jobId}.pdf`);
  return fs.existsSync(file) ? file : null;
}

/** Removes the centre's files older than the TTL (and parts of runs that died). */
function sweepOld(dir: string, now = Date.now()): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (now - fs.statSync(file).mtimeMs > BULK_PDF_TTL_MS) fs.rmSync(file, { force: true });
  }
}

export const bulkPdfLink = (ctx: Pick<BulkPdfContext, 'pdfLinks' | 'publicUrl'>, centreId: string, jobId: string) => pdfLinkUrl(ctx.publicUrl, ctx.pdfLinks.sign({ centreId, id: jobId, kind: 'bulk' }));

export async function runBulkPdf(ctx: BulkPdfContext, job: BulkPdfJob, jobId: string): Promise<void> {
  const { centreId } = job;
  const ids = [...new Set(job.invoiceIds)];
  const total = ids.length;
  const dir = bulkPdfDir(ctx.dataDir, centreId);
  fs.mkdirSync(dir, { recursive: true });
  sweepOld(dir);
  ctx.events.publish('invoice_bulk_pdf_started', { centreId, jobId, done: 0, total });
  const part = path.join(dir, `${jobId}.pdf.part`);
  const libs = await pdfLibraries();
  const doc = new libs.PDFDocument({ size: 'A4', margins: MARGIN, autoFirstPage: false, info: { Title: `Invoices ${new Date().toISOString().slice(0, 10)}` } });
  const written = pipeline(doc, fs.createWriteStream(part));
  // A write error surfaces at the await below; until then it must not count as unhandled.
  written.catch(() => undefined);
  const failures: { invoiceId: string; code: string }[] = [];
  let drawn = 0;
  let done = 0;
  try {
    const [centre] = await ctx.db.select().from(centres).where(eq(centres.id, centreId));
    // The design images are read once and embedded once for the whole document.
    const design = await loadInvoiceDesign(ctx.db, new FileStore(path.join(ctx.dataDir, 'files')), centreId);
    const rows = new Map<string, InvoiceRow>();
    for (const [i, id] of ids.entries()) {
      // The invoices are read CHUNK at a time, in print order.
      if (i % CHUNK === 0) {
        rows.clear();
        const chunk = await forCentre(ctx.db, centreId).select().from(invoices).where(inArray(invoices.invoiceId, ids.slice(i, i + CHUNK)));
        for (const r of chunk) rows.set(r.invoiceId, r);
      }
      try {
        const row = rows.get(id);
        if (!row) throw notFound();
        const view = withDesign(invoicePdfViewFrom(row, centre), design);
        doc.addPage();
        if (drawn === 0) doc.info.Title = documentTitle(view);
        drawInvoicePdf(doc, view, libs);
        drawn++;
      } catch (err) {
        // An invoice that cannot carry a QR-bill (or vanished meanwhile) is reported, the others drawn.
        if (err instanceof InvoicePdfError || err instanceof HttpError) failures.push({ invoiceId: id, code: err.code });
        else throw err;
      }
      done++;
      // Let the file stream take the flushed pages before the next invoice.
      await new Promise((resolve) => setImmediate(resolve));
      ctx.events.publish('invoice_bulk_pdf_progress', { centreId, jobId, done, total });
    }
    if (drawn === 0) doc.addPage();
    doc.end();
    await written;
  } catch (err) {
    doc.end();
    await written.catch(() => undefined);
    fs.rmSync(part, { force: true });
    ctx.events.publish('invoice_bulk_pdf_finish', { centreId, jobId, done, total, failures, pdfTempLink: null, outcome: 'failed' });
    throw err;
  }
  if (drawn === 0) {
    fs.rmSync(part, { force: true });
    ctx.events.publish('invoice_bulk_pdf_finish', { centreId, jobId, done, total, failures, pdfTempLink: null, outcome: 'completed' });
    return;
  }
  fs.renameSync(part, path.join(dir, `${jobId}.pdf`));
  ctx.events.publish('invoice_bulk_pdf_finish', { centreId, jobId, done, total, failures, pdfTempLink: bulkPdfLink(ctx, centreId, jobId), outcome: 'completed' });
}

/**
 * getInvoicesAsBulkPDF (issue 11 §3): POST answers 202 {jobId}; the job draws the selection into
 * ONE PDF file page by page (progress to the centre's room after each invoice), and its finish
 * event carries a signed link that opens without a token. Every invoice's QR code in it decodes
 * to its own QR-bill; a fresh link is signed on request; other centres never see it.
 */
import fs from 'node:fs';
import type { CentreEventName, CentreEvents } from '../../../src/shared/api/realtime';
import { runBulkPdf, type BulkPdfJob } from '../../../src/server/services/invoicing/bulkPdf';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { decodeQr, pageCount, pdfText, workDir, writePdf } from './support/pdfTools';
import { finished, single, useInvoiceWorld } from './world';

const dir = workDir();
afterAll(() => {
  if (!process.env.KEEP_INVOICE_PDFS) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(DB_KINDS)('POST /api/invoices/getInvoicesAsBulkPDF on %s', (kind) => {
  const w = useInvoiceWorld(kind);
  const made: { invoice_id: string; number: string; reference: string }[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 3; i++) made.push((await single(w, w.ia.owner, [await finished(w, w.ia)])).json());
  }, 120_000);

  const open = (url: string) => {
    const u = new URL(url);
    return w.t.app.inject({ method: 'GET', url: u.pathname + u.search });
  };

  it('queues a job that draws one PDF with progress; its link opens the file with every QR-bill', async () => {
    const { ia } = w;
    const ids = made.map((m) => m.invoice_id);
    const res = await call(w.t, ia.admin, 'POST', '/api/invoices/getInvoicesAsBulkPDF', { invoiceIds: [...ids, ids[0]] });
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json();
    const job = await w.t.ctx.jobs.get('invoice-bulk-pdf', jobId);
    expect(job?.data).toEqual({ centreId: ia.centreId, userId: ia.admin.userId, invoiceIds: ids });

    const seen: { type: CentreEventName; payload: CentreEvents[CentreEventName] }[] = [];
    const offs = (['invoice_bulk_pdf_started', 'invoice_bulk_pdf_progress', 'invoice_bulk_pdf_finish'] as const).map((type) => w.t.ctx.events.on(type, (payload) => seen.push({ type, payload })));
    const ctx = { db: w.t.ctx.db, events: w.t.ctx.events, dataDir: w.t.ctx.config.dataDir, publicUrl: w.t.ctx.config.publicUrl, pdfLinks: w.t.ctx.pdfLinks };
    await runBulkPdf(ctx, job!.data as BulkPdfJob, jobId);
    offs.forEach((off) => off());
    expect(seen.map((e) => e.type)).toEqual(['invoice_bulk_pdf_started', 'invoice_bulk_pdf_progress', 'invoice_bulk_pdf_progress', 'invoice_bulk_pdf_progress', 'invoice_bulk_pdf_finish']);
    expect(seen[3].payload).toEqual({ centreId: ia.centreId, jobId, done: 3, total: 3 });
    const finish = seen[4].payload as CentreEvents['invoice_bulk_pdf_finish'];
    expect(finish).toMatchObject({ done: 3, total: 3, failures: [], outcome: 'completed' });

    const pdf = await open(finish.pdfTempLink!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = writePdf(dir, `bulk-${kind}`, pdf.rawPayload);
    expect(pageCount(file)).toBe(3);
    const text = pdfText(file);
    for (const [page, m] of made.entries()) {
      expect(text).toContain(m.number);
      const code = decodeQr(file, 150, page + 1) ?? decodeQr(file, 300, page + 1);
      expect(code?.data.split('\n')[28]).toBe(m.reference);
    }

    // A fresh link while the file is kept; none for another centre or an unknown job.
    const fresh = await call(w.t, ia.owner, 'GET', `/api/invoices/centre/${ia.centreId}/bulk-pdf/${jobId}`);
    expect(fresh.statusCode).toBe(200);
    expect((await open(fresh.json().pdfTempLink)).statusCode).toBe(200);
    expect((await call(w.t, w.ib.owner, 'GET', `/api/invoices/centre/${w.ib.centreId}/bulk-pdf/${jobId}`)).statusCode).toBe(404);
    expect((await call(w.t, ia.owner, 'GET', `/api/invoices/centre/${ia.centreId}/bulk-pdf/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });

  it('refuses a therapist, and invoices of another centre are unknown', async () => {
    const ids = made.map((m) => m.invoice_id);
    expect((await call(w.t, w.ia.provider, 'POST', '/api/invoices/getInvoicesAsBulkPDF', { invoiceIds: ids })).statusCode).toBe(403);
    expect((await call(w.t, w.ib.owner, 'POST', '/api/invoices/getInvoicesAsBulkPDF', { invoiceIds: ids })).statusCode).toBe(404);
    const theirs = (await single(w, w.ib.owner, [await finished(w, w.ib)])).json().invoice_id;
    expect((await call(w.t, w.ia.owner, 'POST', '/api/invoices/getInvoicesAsBulkPDF', { invoiceIds: [ids[0], theirs] })).statusCode).toBe(404);
  });
});

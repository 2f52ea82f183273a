/**
 * Invoice benchmark (issue 11 §7), in a process of its own on PGlite (the database in the same
 * process, as a practice runs Kura), so its peak RSS is the invoicing's and the database's:
 * - 1,000 invoices with QR-bill PDFs: a bulk run creating 1,000 invoices (1,000 clients, one
 *   finished appointment each) and getInvoicesAsBulkPDF drawing them into one PDF file
 *   (target ≤ 15 s together, peak RSS ≤ 500 MB);
 * - one invoice PDF through its pdfTempLink, p50/p95 of RUNS (target p95 ≤ 150 ms);
 * - the tariff 590 XML export (GET /api/invoice/{id}/xml?version=5.0), p50/p95 of RUNS;
 * beside the same run's baseline: GET /api/health one at a time. run.ts spawns it
 * (`npx tsx tests/bench/invoices.bench.ts --json`) and prints the rows; it also runs alone.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { planBulk, runBulkInvoice } from '../../src/server/services/invoicing/bulk';
import { bulkPdfFile, runBulkPdf } from '../../src/server/services/invoicing/bulkPdf';
import { call } from '../server/centres/world';
import { invoiceWorld } from '../server/invoices/world';
import { tariffInvoices } from '../server/invoices/support/tariffInvoices';
import { seedFinishedAppointments } from '../server/invoices/support/finishedAppointments';

export const INVOICE_TARGETS = { bulkMs: 15_000, peakRssMb: 500, pdfP95Ms: 150 };
const INVOICES = Number(process.env.BENCH_INVOICES ?? 1000);
const RUNS = Number(process.env.BENCH_INVOICE_RUNS ?? 50);

export interface InvoiceBenchFigures {
  invoices: number;
  createMs: number;
  bulkPdfMs: number;
  bulkPdfBytes: number;
  /** The bulk PDF's peak RSS above the RSS it started with (flat: does not grow with the invoices). */
  bulkPdfRssGrowthMb: number;
  peakRssMb: number;
  /** RSS with the app and PGlite set up, before the run (what the run adds is the difference). */
  rssBeforeMb: number;
  pdf: { p50Ms: number; p95Ms: number; bytes: number };
  xml: { p50Ms: number; p95Ms: number; bytes: number };
  healthP50Ms: number;
  healthP95Ms: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(runs: number, f: () => Promise<number>): Promise<{ p50Ms: number; p95Ms: number; bytes: number }> {
  let bytes = 0;
  for (let i = 0; i < 5; i++) bytes = await f();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), bytes };
}

export async function runInvoiceBench(log: (line: string) => void = () => undefined): Promise<InvoiceBenchFigures> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const w = await invoiceWorld('pglite');
  try {
    const { ia } = w;
    // The tariff 590 invoice for the XML figure first, through the API (its appointments take the world's days).
    const tariff = await tariffInvoices(w, [{ name: 'vvg-tg', law: 'VVG', remuneration: 'TG', vat: true }]);
    const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
    peak = process.memoryUsage().rss;
    const appointmentIds = await seedFinishedAppointments(w, INVOICES);
    log(`invoices: seeded ${appointmentIds.length} finished appointments; bulk run…`);
    const t0 = performance.now();
    const plan = await planBulk(w.t.ctx.db, ia.centreId, ia.owner.userId, appointmentIds);
    const bulkId = crypto.randomUUID();
    await runBulkInvoice(w.t.ctx, plan, bulkId);
    const createMs = performance.now() - t0;
    const made = await w.t.ctx.db.execute(sql`select invoice_id from invoices where bulk_number = ${bulkId} order by number`);
    const ids = (made as unknown as { rows: { invoice_id: string }[] }).rows.map((r) => r.invoice_id);
    if (ids.length !== INVOICES) throw new Error(`the bulk run made ${ids.length} invoices, not ${INVOICES}`);
    log(`invoices: ${ids.length} created in ${Math.round(createMs)} ms; one PDF of all…`);
    const ctx = { db: w.t.ctx.db, events: w.t.ctx.events, dataDir: w.t.ctx.config.dataDir, publicUrl: w.t.ctx.config.publicUrl, pdfLinks: w.t.ctx.pdfLinks };
    const jobId = crypto.randomUUID();
    // Memory flatness of the bulk PDF: its peak above the RSS it started with.
    const pdfStartRss = process.memoryUsage().rss;
    let pdfPeak = pdfStartRss;
    const pdfSampler = setInterval(() => (pdfPeak = Math.max(pdfPeak, process.memoryUsage().rss)), 20);
    const t1 = performance.now();
    await runBulkPdf(ctx, { centreId: ia.centreId, userId: ia.owner.userId, invoiceIds: ids }, jobId);
    const bulkPdfMs = performance.now() - t1;
    clearInterval(pdfSampler);
    const bulkPdfRssGrowthMb = (pdfPeak - pdfStartRss) / 2 ** 20;
    const file = bulkPdfFile(ctx.dataDir, ia.centreId, jobId);
    if (!file) throw new Error('the bulk PDF was not written');
    const bulkPdfBytes = fs.statSync(file).size;
    log(`invoices: one PDF of ${ids.length} invoices in ${Math.round(bulkPdfMs)} ms (${(bulkPdfBytes / 2 ** 20).toFixed(1)} MB)`);
    const peakRssMb = Math.max(peak, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024) / 2 ** 20;

    log(`invoices: single PDF and XML, ${RUNS} runs each…`);
    const link = (await call(w.t, ia.owner, 'GET', `/api/invoice/${ids[0]}/generatePDF`)).json().pdfTempLink as string;
    const u = new URL(link);
    const pdf = await timed(RUNS, async () => (await w.t.app.inject({ method: 'GET', url: u.pathname + u.search })).rawPayload.length);
    const xmlUrl = `/api/invoice/${tariff['vvg-tg'].invoice_id}/xml?version=5.0`;
    const xml = await timed(RUNS, async () => {
      const res = await call(w.t, ia.owner, 'GET', xmlUrl);
      if (res.statusCode !== 200) throw new Error(`XML answered ${res.statusCode}: ${res.body}`);
      return res.body.length;
    });
    const health = await timed(RUNS, async () => (await w.t.app.inject({ method: 'GET', url: '/api/health' })).body.length);
    return { invoices: ids.length, createMs, bulkPdfMs, bulkPdfBytes, bulkPdfRssGrowthMb, peakRssMb, rssBeforeMb, pdf, xml, healthP50Ms: health.p50Ms, healthP95Ms: health.p95Ms };
  } finally {
    clearInterval(sampler);
    await w.t.close();
  }
}

const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;

/** Rows for the bench report: figure, value, ratio to the baseline (GET /api/health one at a time, p95), target, verdict. */
export function invoiceRows(f: InvoiceBenchFigures): string[][] {
  const ratio = (x: number) => `${(x / f.healthP95Ms).toFixed(0)}× request`;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const total = f.createMs + f.bulkPdfMs;
  return [
    ['figure', 'value', 'vs baseline', 'target', ''],
    [`${f.invoices.toLocaleString('en')} invoices with QR-bill PDFs (bulk run + one PDF of all)`, ms(total), ratio(total), `≤ ${INVOICE_TARGETS.bulkMs / 1000} s`, verdict(total <= INVOICE_TARGETS.bulkMs)],
    ['  … bulk run creating the invoices', ms(f.createMs), ratio(f.createMs), '', ''],
    [`  … getInvoicesAsBulkPDF (${(f.bulkPdfBytes / 2 ** 20).toFixed(1)} MB, ${f.invoices} pages+)`, ms(f.bulkPdfMs), ratio(f.bulkPdfMs), '', ''],
    ['  … RSS growth while drawing the one PDF', `${f.bulkPdfRssGrowthMb.toFixed(0)} MB`, '', '', ''],
    [`  … peak RSS (app and PGlite in one process; ${f.rssBeforeMb.toFixed(0)} MB before the run)`, `${f.peakRssMb.toFixed(0)} MB`, '', `≤ ${INVOICE_TARGETS.peakRssMb} MB`, verdict(f.peakRssMb <= INVOICE_TARGETS.peakRssMb)],
    [`single invoice PDF via pdfTempLink, p95 (p50 ${ms(f.pdf.p50Ms)}, ${(f.pdf.bytes / 1000).toFixed(0)} kB)`, ms(f.pdf.p95Ms), ratio(f.pdf.p95Ms), `≤ ${INVOICE_TARGETS.pdfP95Ms} ms`, verdict(f.pdf.p95Ms <= INVOICE_TARGETS.pdfP95Ms)],
    [`tariff 590 XML 5.0 export, p95 (p50 ${ms(f.xml.p50Ms)})`, ms(f.xml.p95Ms), ratio(f.xml.p95Ms), '', ''],
    [`baseline: GET /api/health one at a time, p95 (p50 ${ms(f.healthP50Ms)})`, ms(f.healthP95Ms), '1×', '', ''],
  ];
}

export function printInvoiceRows(rows: string[][], out: (s: string) => void = (s) => process.stdout.write(s)): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) out(`${r.map((c, j) => (j === 1 || j === 2 ? c.padStart(widths[j]) : c.padEnd(widths[j]))).join('  ')}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runInvoiceBench((line) => process.stderr.write(`[bench] ${line}\n`)).then(
    (f) => {
      if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(f)}\n`);
      else printInvoiceRows(invoiceRows(f));
      process.exit(0);
    },
    (err) => {
      process.stderr.write(`invoice bench failed: ${(err as Error).stack ?? err}\n`);
      process.exit(1);
    },
  );
}

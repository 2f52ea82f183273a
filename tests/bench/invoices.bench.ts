/**
 * Invoice benchmark (issue 11 §7) against a Kura server process on PGlite (the database in the
 * server's process, as a practice runs Kura), so the peak RSS is a server's (tests/bench/invoiceServer.ts):
 * - 1,000 invoices with QR-bill PDFs: a bulk run creating 1,000 invoices (1,000 clients, one
 *   finished appointment each) and getInvoicesAsBulkPDF drawing them into one PDF file
 *   (target ≤ 15 s together, peak RSS ≤ 500 MB), both over HTTP until the socket says done;
 * - one invoice PDF through its pdfTempLink, p50/p95 of RUNS (target p95 ≤ 150 ms);
 * - the tariff 590 XML export (GET /api/invoice/{id}/xml?version=5.0), p50/p95 of RUNS;
 * beside the same run's baseline: GET /api/health one at a time. run.ts spawns it
 * (`npx tsx tests/bench/invoices.bench.ts --json`) and prints the rows; it also runs alone.
 */
import { pathToFileURL } from 'node:url';
import { runInvoiceServerBench } from './invoiceServer';

export const INVOICE_TARGETS = { bulkMs: 15_000, peakRssMb: 500, pdfP95Ms: 150 };

export interface InvoiceBenchFigures {
  invoices: number;
  createMs: number;
  bulkPdfMs: number;
  bulkPdfBytes: number;
  /** The bulk PDF's peak RSS above the RSS it started with (flat: does not grow with the invoices). */
  bulkPdfRssGrowthMb: number;
  peakRssMb: number;
  /** The server's RSS with the data loaded, before the run (what the run adds is the difference). */
  rssBeforeMb: number;
  pdf: { p50Ms: number; p95Ms: number; bytes: number };
  xml: { p50Ms: number; p95Ms: number; bytes: number };
  healthP50Ms: number;
  healthP95Ms: number;
}

/** Measured against a Kura server process (tests/bench/invoiceServer.ts): its peak RSS is the figure. */
export const runInvoiceBench = (log: (line: string) => void = () => undefined): Promise<InvoiceBenchFigures> => runInvoiceServerBench(log);

const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;

/** Rows for the bench report: figure, value, ratio to the baseline (GET /api/health one at a time, p95), target, verdict. */
export function invoiceRows(f: InvoiceBenchFigures): string[][] {
  const ratio = (x: number) => `${(x / f.healthP95Ms).toFixed(0)}× request`;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const total = f.createMs + f.bulkPdfMs;
  return [
    ['figure', 'value', 'vs baseline', 'target', ''],
    [`${f.invoices.toLocaleString('en')} invoices with QR-bill PDFs (bulk run + one PDF of all, over HTTP)`, ms(total), ratio(total), `≤ ${INVOICE_TARGETS.bulkMs / 1000} s`, verdict(total <= INVOICE_TARGETS.bulkMs)],
    ['  … POST bulkInvoice until invoice_bulk_finish', ms(f.createMs), ratio(f.createMs), '', ''],
    [`  … getInvoicesAsBulkPDF until the file is downloaded (${(f.bulkPdfBytes / 2 ** 20).toFixed(1)} MB, ${f.invoices} pages+)`, ms(f.bulkPdfMs), ratio(f.bulkPdfMs), '', ''],
    ["  … the server's RSS growth while drawing the one PDF", `${f.bulkPdfRssGrowthMb.toFixed(0)} MB`, '', '', ''],
    [`  … the server's peak RSS (VmHWM; PGlite in its process; ${f.rssBeforeMb.toFixed(0)} MB before the run)`, `${f.peakRssMb.toFixed(0)} MB`, '', `≤ ${INVOICE_TARGETS.peakRssMb} MB`, verdict(f.peakRssMb <= INVOICE_TARGETS.peakRssMb)],
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

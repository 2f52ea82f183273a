/**
 * The invoice bench against a real Kura server (issue 11 §7: the peak RSS is a server's): the
 * invoice world is built in this process on PGlite, 1,000 finished appointments are seeded, the
 * database becomes a data directory, and the server bundle `npm start` runs (dist/server/main.mjs) serves it with the
 * job workers on. Everything then goes over HTTP and the live socket, as the invoices page does:
 * POST /api/invoices/bulkInvoice until invoice_bulk_finish, POST getInvoicesAsBulkPDF until
 * invoice_bulk_pdf_finish and the file downloaded through its link, single PDFs through
 * pdfTempLink, the tariff 590 XML. The server's memory is read from /proc/<pid>/status: VmRSS
 * sampled, VmHWM (its peak since it started) at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startKura, type KuraProcess } from '../e2e/support/kuraProcess';
import { pgliteToDataDir } from '../support/dbTemplates';
import { connect, subscribe, type LiveClient } from '../server/realtime/support';
import { invoiceWorld } from '../server/invoices/world';
import { tariffInvoices } from '../server/invoices/support/tariffInvoices';
import { seedFinishedAppointments } from '../server/invoices/support/finishedAppointments';
import type { InvoiceBenchFigures } from './invoices.bench';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 1000);
const RUNS = Number(process.env.BENCH_INVOICE_RUNS ?? 50);
const MB = 2 ** 20;

/** VmRSS and VmHWM of a process, in bytes. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
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

/** The first event `name` whose payload passes `match`, within `ms`. */
function nextEvent<T>(socket: LiveClient, name: string, match: (p: T) => boolean, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within ${ms} ms`)), ms);
    const on = (p: T) => {
      if (!match(p)) return;
      clearTimeout(timer);
      (socket as unknown as { off(n: string, f: (p: T) => void): void }).off(name, on);
      resolve(p);
    };
    (socket as unknown as { on(n: string, f: (p: T) => void): void }).on(name, on);
  });
}

export async function runInvoiceServerBench(log: (line: string) => void = () => undefined): Promise<InvoiceBenchFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-bench-invoices-'));
  const w = await invoiceWorld('pglite');
  let server: KuraProcess | null = null;
  let socket: LiveClient | null = null;
  let worldOpen = true;
  try {
    const { ia } = w;
    const tariff = await tariffInvoices(w, [{ name: 'vvg-tg', law: 'VVG', remuneration: 'TG', vat: true }]);
    const appointmentIds = await seedFinishedAppointments(w, INVOICES);
    await pgliteToDataDir(w.t.database, dir);
    const jwtSecret = w.t.ctx.config.jwtSecret as string;
    await w.t.close();
    worldOpen = false;
    log(`invoices: seeded ${appointmentIds.length} finished appointments; starting the server…`);
    server = await startKura({ env: { DATA_DIR: dir, JWT_SECRET: jwtSecret, JOBS_WORKERS: 'true', JOBS_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' }, readyTimeoutMs: 180_000 });
    const pid = server.proc.pid as number;
    const base = server.url;
    const auth = { authorization: `Bearer ${ia.owner.token}` };
    const api = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, { method, headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined, signal: AbortSignal.timeout(120_000) });
      if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
      return res;
    };
    socket = await connect(base, ia.owner.token);
    await subscribe(socket, ia.centreId);
    // One request of each kind first, so the run does not pay for lazy loading.
    await api('GET', `/api/invoice/${tariff['vvg-tg'].invoice_id}/xml?version=5.0`);
    const rssBeforeMb = memoryOf(pid).rss / MB;
    let sampled = 0;
    const sampler = setInterval(() => (sampled = Math.max(sampled, memoryOf(pid).rss)), 50);

    log('invoices: bulk run over HTTP…');
    const t0 = performance.now();
    const finished = nextEvent<{ bulkId: string; successful: number }>(socket, 'invoice_bulk_finish', () => true, 600_000);
    const { jobId: bulkId } = (await (await api('POST', '/api/invoices/bulkInvoice', { appointments: appointmentIds })).json()) as { jobId: string };
    const outcome = await finished;
    const createMs = performance.now() - t0;
    if (outcome.bulkId !== bulkId || outcome.successful !== INVOICES) throw new Error(`the bulk run answered ${JSON.stringify(outcome)}`);
    const seeded = new Set(appointmentIds);
    const ids: string[] = [];
    for (let from = 0; ; from += 500) {
      const page = (await (await api('GET', `/api/invoices/centre/${ia.centreId}/getAllFromCentre?range=${encodeURIComponent(JSON.stringify([from, from + 499]))}`)).json()) as { invoice_id: string; appointmentIds?: string[] }[];
      ids.push(...page.filter((i) => i.appointmentIds?.some((a) => seeded.has(a))).map((i) => i.invoice_id));
      if (page.length < 500) break;
    }
    if (ids.length !== INVOICES) throw new Error(`the bulk run made ${ids.length} invoices, not ${INVOICES}`);
    log(`invoices: ${ids.length} created in ${Math.round(createMs)} ms; one PDF of all…`);

    const pdfStart = memoryOf(pid).rss;
    let pdfPeak = pdfStart;
    const pdfSampler = setInterval(() => (pdfPeak = Math.max(pdfPeak, memoryOf(pid).rss)), 20);
    const t1 = performance.now();
    const pdfDone = nextEvent<{ jobId: string; pdfTempLink: string | null }>(socket, 'invoice_bulk_pdf_finish', () => true, 600_000);
    const { jobId } = (await (await api('POST', '/api/invoices/getInvoicesAsBulkPDF', { invoiceIds: ids })).json()) as { jobId: string };
    const pdfOutcome = await pdfDone;
    if (pdfOutcome.jobId !== jobId || !pdfOutcome.pdfTempLink) throw new Error(`the bulk PDF answered ${JSON.stringify(pdfOutcome)}`);
    const bulkPdfBytes = (await (await fetch(pdfOutcome.pdfTempLink)).arrayBuffer()).byteLength;
    const bulkPdfMs = performance.now() - t1;
    clearInterval(pdfSampler);
    clearInterval(sampler);
    const peakRssMb = Math.max(sampled, memoryOf(pid).hwm) / MB;
    log(`invoices: one PDF of ${ids.length} invoices in ${Math.round(bulkPdfMs)} ms (${(bulkPdfBytes / MB).toFixed(1)} MB); server peak RSS ${peakRssMb.toFixed(0)} MB`);

    log(`invoices: single PDF and XML, ${RUNS} runs each…`);
    const link = ((await (await api('GET', `/api/invoice/${ids[0]}/generatePDF`)).json()) as { pdfTempLink: string }).pdfTempLink;
    const pdf = await timed(RUNS, async () => (await (await fetch(link)).arrayBuffer()).byteLength);
    const xml = await timed(RUNS, async () => (await (await api('GET', `/api/invoice/${tariff['vvg-tg'].invoice_id}/xml?version=5.0`)).text()).length);
    const health = await timed(RUNS, async () => (await (await fetch(`${base}/api/health`)).text()).length);
    return { invoices: ids.length, createMs, bulkPdfMs, bulkPdfBytes, bulkPdfRssGrowthMb: (pdfPeak - pdfStart) / MB, peakRssMb, rssBeforeMb, pdf, xml, healthP50Ms: health.p50Ms, healthP95Ms: health.p95Ms };
  } finally {
    socket?.disconnect();
    if (worldOpen) await w.t.close();
    if (server) await server.stop('SIGTERM', 20_000);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Bank file benchmark (issue 12 §5), in this process: parse a camt.054 of 5,000 QR payments
 * (target ≤ 1 s), match it against 50,000 open invoices with the centre's index built (target
 * ≤ 200 ms; the server keeps one index per centre between imports, services/payments/transactions/
 * centreInvoiceIndex.ts, so matching is O(entries); building it is shown apart), and the whole
 * import request on PGlite (target ≤ 3 s, tests/bench/camtImport.ts). The file mixes full, partial
 * and over payments, payments without reference (named, with the invoice number in the text) and
 * reversals, in single entries and batches of ten. Figures: the cold run and the median of five
 * warm runs, beside the same run's baseline (JSON.parse of as many bytes). Part of `npm run bench`
 * (phase camt); also runs alone: npx tsx tests/bench/camt.bench.ts
 */
import { pathToFileURL } from 'node:url';
import { camtPayments } from '../../src/server/services/camt/bankPayments';
import { parseCamt } from '../../src/server/services/camt/parseCamt';
import { buildQrReference } from '../../src/shared/billing/references';
import { buildInvoiceIndex, matchPayments } from '../../src/shared/payments/matching';
import type { OpenInvoice } from '../../src/shared/payments/matchingTypes';
import { CAMT_TEST_IBAN, writeCamt, type WrittenEntry, type WrittenPayment } from '../server/support/camtWriter';
import { runImportRequestBench, type ImportRequestFigures } from './camtImport';

export const CAMT_TARGETS = { parseMs: 1000, matchMs: 200, importMs: 3000 };
const PAYMENTS = 5_000;
const INVOICES = 50_000;
const NAMES = ['Anna Müller', 'Beat Keller', 'Carla Rossi', 'Dario Bernasconi', 'Eva Fischer', 'Franz Weber', 'Gina Huber', 'Hans Meier'];

export interface CamtBenchFigures {
  payments: number;
  invoices: number;
  fileBytes: number;
  parseColdMs: number;
  parseWarmMs: number;
  parseCpuMs: number;
  matchCpuMs: number;
  matchColdMs: number;
  matchWarmMs: number;
  /** Building the centre's index (references and suggestion buckets), once per centre and change of its invoices. */
  indexWarmMs: number;
  indexCpuMs: number;
  baselineJsonParseMs: number;
  statuses: Record<string, number>;
  /** Null when the import request phase was skipped (CAMT_IMPORT=0). */
  request: ImportRequestFigures | null;
}

function invoices(): OpenInvoice[] {
  return Array.from({ length: INVOICES }, (_, i) => ({
    id: `inv-${i + 1}`,
    number: `2026-${i + 1}`,
    reference: buildQrReference({ invoiceNumber: `2026-${i + 1}`, customerNumber: (i % 9000) + 1 }),
    openAmount: 5_000 + ((i * 7919) % 40_000),
    contactName: `${NAMES[i % NAMES.length]} ${i % 500}`,
    dueDate: `2026-${String(1 + (i % 12)).padStart(2, '0')}-15`,
  }));
}

function file(open: OpenInvoice[], messageId = 'BENCH-5000'): string {
  const payments: WrittenPayment[] = Array.from({ length: PAYMENTS }, (_, i) => {
    const inv = open[(i * 37) % open.length];
    const kind = i % 50;
    if (kind < 4) return { amount: inv.openAmount, reference: null, debtorName: inv.contactName.toUpperCase(), message: `Rechnung ${inv.number}`, debtorIban: 'CH9300762011623852957' };
    const amount = kind < 10 ? Math.floor(inv.openAmount / 2) : kind < 12 ? inv.openAmount + 1_000 : inv.openAmount;
    return { amount, reference: inv.reference, debtorName: inv.contactName, debtorIban: 'CH9300762011623852957', debtorAddress: { street: 'Bahnhofstrasse', buildingNumber: String(i % 200), postCode: '8001', town: 'Zürich', country: 'CH' } };
  });
  const entries: WrittenEntry[] = [];
  for (let i = 0; i < payments.length; ) {
    if (i % 100 === 99) entries.push({ reversal: true, payments: [payments[i++]] });
    else if (i % 40 < 10) entries.push({ payments: payments.slice(i, (i += 10)), charges: 30 });
    else entries.push({ payments: [payments[i++]] });
  }
  return writeCamt({ messageId, accounts: [{ iban: CAMT_TEST_IBAN, entries }] });
}

const time = (f: () => void) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};
const medianOf5 = (f: () => void) => Array.from({ length: 5 }, () => time(f)).sort((a, b) => a - b)[2];
/** CPU time of this process (user + system), median of five: shows the cost apart from a loaded machine's waiting. */
const cpuMedianOf5 = (f: () => void) =>
  Array.from({ length: 5 }, () => {
    const start = process.cpuUsage();
    f();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  }).sort((a, b) => a - b)[2];

export async function runCamtBench(): Promise<CamtBenchFigures> {
  const open = invoices();
  const xml = file(open);
  const json = JSON.stringify({ padding: 'x'.repeat(xml.length - 20) });
  const baselineJsonParseMs = medianOf5(() => JSON.parse(json));
  let payments = camtPayments(parseCamt(xml));
  const parseColdMs = time(() => (payments = camtPayments(parseCamt(xml))));
  const parseWarmMs = medianOf5(() => camtPayments(parseCamt(xml)));
  const parseCpuMs = cpuMedianOf5(() => camtPayments(parseCamt(xml)));
  const build = () => {
    const index = buildInvoiceIndex(open);
    index.suggestions();
    return index;
  };
  let index = build();
  const indexWarmMs = medianOf5(() => (index = build()));
  const indexCpuMs = cpuMedianOf5(build);
  const match = () => matchPayments(payments, { index, knownKeys: new Set() });
  let results = match();
  const matchColdMs = time(() => (results = match()));
  const matchWarmMs = medianOf5(match);
  const matchCpuMs = cpuMedianOf5(match);
  const statuses: Record<string, number> = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const request = process.env.CAMT_IMPORT === '0' ? null : await runImportRequestBench(open, [xml, file(open, 'BENCH-5000-B')]);
  return { payments: payments.length, invoices: open.length, fileBytes: Buffer.byteLength(xml), parseColdMs, parseWarmMs, parseCpuMs, matchColdMs, matchWarmMs, matchCpuMs, indexWarmMs, indexCpuMs, baselineJsonParseMs, statuses, request };
}

const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;

/** Rows for the bench report: figure, value, ratio to the baseline, target, verdict. */
export function camtRows(f: CamtBenchFigures): string[][] {
  const ratio = (x: number) => `${(x / f.baselineJsonParseMs).toFixed(1)}× JSON.parse`;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  return [
    ['figure', 'value', 'vs baseline', 'target', ''],
    [`parse camt.054 of ${f.payments.toLocaleString('en')} payments (${(f.fileBytes / 2 ** 20).toFixed(1)} MB), warm median`, ms(f.parseWarmMs), ratio(f.parseWarmMs), `≤ ${CAMT_TARGETS.parseMs} ms`, verdict(f.parseWarmMs <= CAMT_TARGETS.parseMs)],
    ['  … first run', ms(f.parseColdMs), ratio(f.parseColdMs), '', ''],
    ['  … CPU time, median', ms(f.parseCpuMs), ratio(f.parseCpuMs), '', ''],
    [`match against ${f.invoices.toLocaleString('en')} open invoices (centre index built), warm median`, ms(f.matchWarmMs), ratio(f.matchWarmMs), `≤ ${CAMT_TARGETS.matchMs} ms`, verdict(f.matchWarmMs <= CAMT_TARGETS.matchMs)],
    ['  … first run', ms(f.matchColdMs), ratio(f.matchColdMs), '', ''],
    ['  … CPU time, median', ms(f.matchCpuMs), ratio(f.matchCpuMs), '', ''],
    [`  … decisions: ${Object.entries(f.statuses).map(([k, n]) => `${k} ${n}`).join(', ')}`, '', '', '', ''],
    ['  … building the centre index (once per change of its invoices), warm median', ms(f.indexWarmMs), ratio(f.indexWarmMs), '', ''],
    ['  … building it, CPU time, median', ms(f.indexCpuMs), ratio(f.indexCpuMs), '', ''],
    ...(f.request
      ? [
          [`whole import request (${process.env.CAMT_IMPORT_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${f.invoices.toLocaleString('en')} invoices stored), first`, ms(f.request.firstMs), ratio(f.request.firstMs), `≤ ${CAMT_TARGETS.importMs} ms`, verdict(f.request.firstMs <= CAMT_TARGETS.importMs)],
          ['  … first, CPU time (PGlite runs in this process)', ms(f.request.firstCpuMs), ratio(f.request.firstCpuMs), '', ''],
          ['  … a second file of 5,000 new payments', ms(f.request.secondMs), ratio(f.request.secondMs), `≤ ${CAMT_TARGETS.importMs} ms`, verdict(f.request.secondMs <= CAMT_TARGETS.importMs)],
          ['  … second, CPU time', ms(f.request.secondCpuMs), ratio(f.request.secondCpuMs), '', ''],
          [`  … answer: ${Object.entries(f.request.answer).filter(([k]) => k !== 'importId').map(([k, n]) => `${k} ${n}`).join(', ')}`, '', '', '', ''],
        ]
      : []),
    [`baseline: JSON.parse of ${(f.fileBytes / 2 ** 20).toFixed(1)} MB`, ms(f.baselineJsonParseMs), '1.0×', '', ''],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = camtRows(await runCamtBench());
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((c, j) => (j === 1 || j === 2 ? c.padStart(widths[j]) : c.padEnd(widths[j]))).join('  '));
}

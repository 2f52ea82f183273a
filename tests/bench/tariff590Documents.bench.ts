/**
 * Tarif 590 documents benchmark: p50/p95 of the Forum Datenaustausch XML (4.5 and 5.0) and of
 * one form PDF (the original, and the client's copy with its QR-bill) over RUNS runs of a
 * typical invoice (6 lines, VAT), after a few warm-up runs. Runs alone:
 *   npx tsx tests/bench/tariff590Documents.bench.ts
 * and exports runTariff590DocumentsBench() for tests/bench/run.ts.
 */
import { pathToFileURL } from 'node:url';
import { generalInvoiceRequestXml } from '../../src/server/services/documents/tariff590/generalInvoiceRequestXml';
import { renderTariff590FormPdf } from '../../src/server/services/documents/tariff590/tariff590FormPdf';
import { sampleTariff590 } from '../support/tariff590Sample';

const RUNS = Number(process.env.BENCH_T590_RUNS ?? 50);
const WARM_UP = 5;

export interface Tariff590Figures {
  name: string;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  bytes: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(name: string, make: () => Promise<string | Buffer> | string | Buffer): Promise<Tariff590Figures> {
  let bytes = 0;
  for (let i = 0; i < WARM_UP; i += 1) bytes = (await make()).length;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await make();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { name, runs: RUNS, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), bytes };
}

export async function runTariff590DocumentsBench(): Promise<Tariff590Figures[]> {
  const doc = sampleTariff590({ law: 'KVG', tiers: 'TG', vat: true });
  return [
    await measure('XML 4.5', () => generalInvoiceRequestXml(doc, '4.5')),
    await measure('XML 5.0', () => generalInvoiceRequestXml(doc, '5.0')),
    await measure('form PDF', () => renderTariff590FormPdf(doc, 'original')),
    await measure('second form PDF + QR-bill', () => renderTariff590FormPdf(doc, 'second')),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void runTariff590DocumentsBench().then((rows) => console.table(rows));
}

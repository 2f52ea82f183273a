/**
 * Contact import benchmark (issue 3 §6): 9,999 rows end to end — upload, parse, check, write,
 * answer — against a running server. Targets: ≤ 3 s on PostgreSQL, ≤ 5 s on PGlite.
 *
 * For the runner (tests/bench/run.ts): call runImportBench(baseUrl, token, centreId) with a
 * signed-in member's access token; the centre gains 2 × 9,999 contacts (XLSX and CSV runs).
 */
import { contactListXlsx } from '../e2e/support/contactImportData';

export interface ImportBenchFigures {
  rows: number;
  /** XLSX, every row a new contact. */
  xlsxCreateMs: number;
  /** The same XLSX again: every row matched by e-mail and updated. */
  xlsxUpdateMs: number;
  /** CSV (UTF-8, semicolons), every row new. */
  csvCreateMs: number;
  xlsxBytes: number;
  csvBytes: number;
}

interface ImportAnswer {
  success: number;
  created: number;
  updated: number;
  failed: number;
}

async function timedImport(baseUrl: string, token: string, centreId: string, file: Buffer, name: string, type: string): Promise<{ ms: number; answer: ImportAnswer }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/clinics/${encodeURIComponent(centreId)}/contacts/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`import of ${name} answered ${res.status}: ${text.slice(0, 300)}`);
  return { ms, answer: JSON.parse(text) as ImportAnswer };
}

/** The generated list as semicolon CSV (what Excel writes in Switzerland). */
async function asCsv(xlsx: Buffer): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(xlsx as unknown as ArrayBuffer);
  const lines: string[] = [];
  wb.worksheets[0].eachRow({ includeEmpty: false }, (row) => {
    const cells = (row.values as unknown[]).slice(1).map((v) => {
      const s = v instanceof Date ? `${v.getUTCDate()}.${v.getUTCMonth() + 1}.${v.getUTCFullYear()}` : String(v ?? '');
      return /[";\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    });
    lines.push(cells.join(';'));
  });
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`);
}

function expectAll(answer: ImportAnswer, rows: number, broken: number, kind: 'created' | 'updated', what: string) {
  if (answer.success + answer.failed !== rows || answer.failed !== broken || answer[kind] !== rows - broken) {
    throw new Error(`${what}: unexpected answer ${JSON.stringify(answer)}`);
  }
}

export async function runImportBench(baseUrl: string, token: string, centreId: string): Promise<ImportBenchFigures> {
  const rows = 9999;
  // Different e-mail tags: the XLSX and CSV runs create different contacts.
  const xlsx = await contactListXlsx(rows, `bx${Date.now().toString(36)}`);
  const csv = await asCsv((await contactListXlsx(rows, `bc${Date.now().toString(36)}`)).file);
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  const create = await timedImport(baseUrl, token, centreId, xlsx.file, 'bench.xlsx', type);
  expectAll(create.answer, rows, xlsx.broken, 'created', 'XLSX create');
  const update = await timedImport(baseUrl, token, centreId, xlsx.file, 'bench.xlsx', type);
  expectAll(update.answer, rows, xlsx.broken, 'updated', 'XLSX update');
  const fromCsv = await timedImport(baseUrl, token, centreId, csv, 'bench.csv', 'text/csv');
  expectAll(fromCsv.answer, rows, xlsx.broken, 'created', 'CSV create');

  return { rows, xlsxCreateMs: create.ms, xlsxUpdateMs: update.ms, csvCreateMs: fromCsv.ms, xlsxBytes: xlsx.file.length, csvBytes: csv.length };
}

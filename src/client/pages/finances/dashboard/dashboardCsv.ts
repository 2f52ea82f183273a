/**
 * The CSV export of the finance dashboard: the key figures, then each table as shown, under its
 * title, with the translated headers. Amounts in francs with two decimals and no thousands
 * separator (1234.50), so a spreadsheet reads them as numbers; semicolons and a byte order mark,
 * as Excel expects them in Switzerland.
 */
import Papa from 'papaparse';
import type { DashboardView } from './dashboardView';

export const CSV_BOM = '\uFEFF';

/** Rappen as francs, "-1234.50". */
export function csvAmount(rappen: number): string {
  const sign = rappen < 0 ? '-' : '';
  const abs = Math.abs(rappen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface CsvHeading {
  title: string;
  /** "Zeitraum: 01.01.2027 – 31.12.2027", the therapist filter… */
  lines: string[];
  figureHeaders: [string, string, string];
}

export function dashboardCsv(view: DashboardView, heading: CsvHeading): string {
  const rows: string[][] = [[heading.title], ...heading.lines.map((l) => [l]), [], [...heading.figureHeaders]];
  for (const f of view.figures) rows.push([f.label, csvAmount(f.amount), f.count === null ? '' : String(f.count)]);
  for (const table of view.tables) {
    rows.push([], [table.title], table.headers);
    for (const r of table.rows) rows.push([r.label, ...r.values.map((v, i) => (table.kinds[i] === 'money' ? csvAmount(v) : String(v)))]);
  }
  return CSV_BOM + Papa.unparse(rows, { delimiter: ';', newline: '\r\n' });
}

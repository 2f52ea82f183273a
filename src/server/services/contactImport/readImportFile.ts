/**
 * Decides what an uploaded file is from its bytes, not its name or declared type: a zip archive
 * is read as XLSX, text as CSV, anything else is refused (415). Column names are made unique and
 * prototype-polluting header texts are refused before any object is keyed by them.
 */
import { badRequest } from '../../errors';
import { readCsv } from './readCsv';
import { columnLetters, type Sheet } from './sheet';
import { wrongFileFormat } from './zipGuard';

export interface ImportTable extends Sheet {
  /** Unique column names: the header, or the column letter when it is empty; repeats get " (2)". */
  columns: string[];
  format: 'xlsx' | 'csv';
}

/** Keys that would reach Object.prototype when used on a plain object (security plan C4). */
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isZip = (b: Buffer) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Text, not binary: no control characters but tab, CR, LF and form feed in the first 64 kB (UTF-16 has a BOM). */
function isText(b: Buffer): boolean {
  if ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff)) return true;
  const end = Math.min(b.length, 64 * 1024);
  for (let i = 0; i < end; i++) {
    const c = b[i];
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) return false;
    if (c === 0x7f) return false;
  }
  return true;
}

export function columnNames(headers: string[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((h, i) => {
    const base = h.trim().replace(/\s+/g, ' ').slice(0, 100) || columnLetters(i + 1);
    if (FORBIDDEN_KEYS.has(base)) throw badRequest('forbiddenColumnName', { column: columnLetters(i + 1) });
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

export async function readImportFile(data: Buffer): Promise<ImportTable> {
  if (data.length === 0) throw badRequest('emptyFile');
  let sheet: Sheet;
  let format: ImportTable['format'];
  if (isZip(data)) {
    // exceljs (some 150 modules) loads with the first spreadsheet, not at server start.
    sheet = await (await import('./readXlsx')).readXlsx(data);
    format = 'xlsx';
  } else if (isText(data)) {
    sheet = readCsv(data);
    format = 'csv';
  } else {
    throw wrongFileFormat();
  }
  if (sheet.headers.every((h) => h === '') && sheet.rows.length === 0) throw badRequest('emptyFile');
  return { ...sheet, columns: columnNames(sheet.headers), format };
}

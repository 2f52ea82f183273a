/**
 * CSV as people export it here (security plan C5): UTF-8 with or without BOM, UTF-16 with BOM
 * (Excel's "Unicode text"), or Windows-1252 when the bytes are not valid UTF-8; comma, semicolon
 * or tab as delimiter, detected on the header line; quoted fields may span lines.
 */
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { badRequest } from '../../errors';
import { IMPORT_MAX_ROWS, MAX_COLUMNS } from './limits';
import { type Cell, EMPTY, type Sheet, isEmptyCell } from './sheet';
import { tooManyColumns, tooManyRows } from './zipGuard';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function decodeText(buf: Buffer): string {
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.toString('utf8', 3);
  if (buf[0] === 0xff && buf[1] === 0xfe) return iconv.decode(buf.subarray(2), 'utf16le');
  if (buf[0] === 0xfe && buf[1] === 0xff) return iconv.decode(buf.subarray(2), 'utf16be');
  try {
    return utf8.decode(buf);
  } catch {
    return iconv.decode(buf, 'win1252');
  }
}

/** The delimiter used most often on the first line, outside quotes. */
export function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch]++;
  }
  const best = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  return best[1] > 0 ? best[0] : ',';
}

/** Lines kept beyond the limit so trailing empty lines do not count as too many rows. */
const TRAILING_SLACK = 2000;

export function readCsv(buf: Buffer): Sheet {
  const text = decodeText(buf);
  const result = Papa.parse<string[]>(text, {
    delimiter: detectDelimiter(text),
    skipEmptyLines: false,
    preview: IMPORT_MAX_ROWS + 1 + TRAILING_SLACK,
  });
  if (result.errors.some((e) => e.code === 'MissingQuotes')) throw badRequest('invalidCsv');
  if (result.meta.truncated) throw tooManyRows();
  const records = result.data;
  const headers = (records[0] ?? []).map((h) => h.trim());
  const rows: Sheet['rows'] = [];
  let width = headers.length;
  for (let i = 1; i < records.length; i++) {
    const cells: Cell[] = records[i].map((v) => (v === '' ? EMPTY : { kind: 'text', text: v }));
    let used = cells.length;
    while (used > 0 && isEmptyCell(cells[used - 1])) used--;
    if (used === 0) continue;
    width = Math.max(width, used);
    rows.push({ row: i + 1, cells });
  }
  if (width > MAX_COLUMNS) throw tooManyColumns();
  if (rows.length > IMPORT_MAX_ROWS) throw tooManyRows();
  return { headers, rows, date1904: false };
}

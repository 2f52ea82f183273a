/**
 * Inspects an XLSX (a zip archive) before exceljs sees it (security plan C4, D2). It reads the
 * central directory and refuses archives with too many entries, too much unpacked data, a
 * suspicious compression ratio, zip64, encryption or symlinks. Then it inflates each entry with
 * its declared size as a hard cap, so a directory that lies about sizes cannot hide a bomb, and
 * counts rows, columns and cells in the worksheets so a huge sheet is refused before it is parsed.
 */
import zlib from 'node:zlib';
import { badRequest, HttpError } from '../../errors';
import { IMPORT_MAX_ROWS, MAX_COLUMNS, MAX_COMPRESSION_RATIO, MAX_SHEET_CELLS, MAX_UNCOMPRESSED_BYTES, MAX_ZIP_ENTRIES, RATIO_MIN_BYTES } from './limits';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** An attribute (a name, id or reference) that would address an object's prototype. */
const UNSAFE_NAME = /=\s*["'](?:__proto__|constructor|prototype)["']/;

export const fileTooComplex = () => badRequest('fileTooComplex');
export const tooManyRows = () => badRequest('tooManyRows', { maxRows: IMPORT_MAX_ROWS });
export const tooManyColumns = () => badRequest('tooManyColumns', { maxColumns: MAX_COLUMNS });
export const unsafeFile = () => badRequest('unsafeFile');
export const wrongFileFormat = () => new HttpError(415, 'wrongFileFormat', 'errors.importWrongFileFormat');

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function findEndOfCentralDirectory(buf: Buffer): number {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  throw wrongFileFormat();
}

function readCentralDirectory(buf: Buffer): Entry[] {
  const eocd = findEndOfCentralDirectory(buf);
  const count = buf.readUInt16LE(eocd + 10);
  const offset = buf.readUInt32LE(eocd + 16);
  // 0xFFFF / 0xFFFFFFFF mean zip64: never needed for a contact list of at most 10 MB.
  if (count === 0xffff || offset === 0xffffffff) throw fileTooComplex();
  if (count > MAX_ZIP_ENTRIES) throw fileTooComplex();
  const entries: Entry[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw wrongFileFormat();
    const madeBy = buf.readUInt16LE(p + 4);
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const externalAttributes = buf.readUInt32LE(p + 38);
    const localOffset = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    const unixMode = madeBy >> 8 === 3 ? externalAttributes >>> 16 : 0;
    if ((unixMode & S_IFMT) === S_IFLNK) throw fileTooComplex();
    if (flags & 1) throw wrongFileFormat(); // encrypted entry
    if (method !== 0 && method !== 8) throw fileTooComplex();
    if (compressedSize === 0xffffffff || size === 0xffffffff) throw fileTooComplex();
    entries.push({ name, method, compressedSize, size, localOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function checkSizes(entries: Entry[]): void {
  let total = 0;
  for (const e of entries) {
    total += e.size;
    if (e.size > RATIO_MIN_BYTES && e.size > Math.max(1, e.compressedSize) * MAX_COMPRESSION_RATIO) throw fileTooComplex();
  }
  if (total > MAX_UNCOMPRESSED_BYTES) throw fileTooComplex();
}

/** Unpacks one entry, never beyond its declared size. */
function inflateEntry(buf: Buffer, e: Entry): Buffer {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL) throw wrongFileFormat();
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const data = buf.subarray(start, start + e.compressedSize);
  if (data.length !== e.compressedSize) throw wrongFileFormat();
  let out: Buffer;
  if (e.method === 0) out = data;
  else {
    try {
      out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, e.size) });
    } catch (err) {
      // More data than declared: the directory lied about the size.
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) throw fileTooComplex();
      throw wrongFileFormat();
    }
  }
  if (out.length !== e.size) throw wrongFileFormat();
  return out;
}

export interface SheetStats {
  name: string;
  rows: number;
  maxRow: number;
  maxColumn: number;
  cells: number;
}

/** "AG" → 33 */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

function sheetStats(name: string, xml: string): SheetStats {
  let rows = 0;
  let maxRow = 0;
  for (const m of xml.matchAll(/<row\b([^>]*)>/g)) {
    rows++;
    const r = /\br="(\d+)"/.exec(m[1]);
    maxRow = Math.max(maxRow, r ? Number(r[1]) : rows);
  }
  let cells = 0;
  let maxColumn = 0;
  for (const m of xml.matchAll(/<c\b[^>]*?\br="([A-Z]{1,3})\d+"/g)) {
    cells++;
    maxColumn = Math.max(maxColumn, columnNumber(m[1]));
  }
  return { name, rows, maxRow, maxColumn, cells };
}

/**
 * Refuses hostile or oversized workbooks; returns the worksheets' sizes. Row limits are applied
 * to element counts here (a generous bound) and exactly to non-empty rows after parsing.
 */
export function inspectXlsx(buf: Buffer): SheetStats[] {
  const entries = readCentralDirectory(buf);
  checkSizes(entries);
  if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw wrongFileFormat();
  const stats: SheetStats[] = [];
  for (const e of entries) {
    const data = inflateEntry(buf, e);
    if (!/\.(xml|rels|vml)$/.test(e.name)) continue;
    const xml = data.toString('utf8');
    // exceljs keys plain objects by names from the file: a defined name "__proto__" writes into
    // Object.prototype (exceljs 4.4.0). No workbook needs such a name, so it is refused outright.
    if (UNSAFE_NAME.test(xml)) throw unsafeFile();
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(e.name)) continue;
    const s = sheetStats(e.name, xml);
    if (s.rows > 2 * (IMPORT_MAX_ROWS + 1)) throw tooManyRows();
    if (s.cells > MAX_SHEET_CELLS) throw fileTooComplex();
    stats.push(s);
  }
  return stats;
}

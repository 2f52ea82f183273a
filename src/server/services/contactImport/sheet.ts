/** The file as the import sees it, whatever its format: a header row and data rows of typed cells. */

export type Cell =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  /** An Excel date cell, as a UTC date. */
  | { kind: 'date'; value: Date }
  | { kind: 'bool'; value: boolean }
  /** A formula: never evaluated, its value is refused (security plan C6). */
  | { kind: 'formula' }
  | { kind: 'error' };

export const EMPTY: Cell = { kind: 'empty' };

export interface SheetRow {
  /** Spreadsheet row number (the header is row 1). */
  row: number;
  cells: Cell[];
}

export interface Sheet {
  /** Header texts of row 1, one per column (may be empty or repeated). */
  headers: string[];
  /** Data rows that hold at least one value, in file order. */
  rows: SheetRow[];
  /** Excel's 1904 date system (old Mac workbooks): serial numbers count from 1904. */
  date1904: boolean;
}

/** Column letters of a 1-based column number: 33 → "AG". */
export function columnLetters(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

export function isEmptyCell(c: Cell | undefined): boolean {
  return !c || c.kind === 'empty' || (c.kind === 'text' && c.text.trim() === '');
}

/** A cell as text for the preview table. */
export function cellText(c: Cell | undefined): string {
  if (!c) return '';
  switch (c.kind) {
    case 'text':
      return c.text;
    case 'number':
      return String(c.value);
    case 'date': {
      // Swiss notation, as the people importing wrote it.
      const d = c.value;
      return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
    }
    case 'bool':
      return c.value ? 'TRUE' : 'FALSE';
    case 'formula':
      return '=…';
    case 'error':
      return '#ERROR';
    default:
      return '';
  }
}

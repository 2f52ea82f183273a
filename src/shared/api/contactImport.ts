/**
 * Wire shapes of the contact import (issue 3 §5, spec behaviour §5 "Contact import"), shared by
 * the server routes and the import screen:
 *   GET  /api/clinics/{cid}/contacts/import/template  → the XLSX template
 *   POST /api/clinics/{cid}/contacts/import/preview   (multipart `file`) → ImportPreview
 *   POST /api/clinics/{cid}/contacts/import           (multipart `file`, `mapping`) → ImportResult
 */

/** The most data rows one file may hold (spec §9: the template allows 9999 rows). */
export const IMPORT_MAX_ROWS = 9999;

/** Rows the preview returns. */
export const PREVIEW_ROWS = 20;

/**
 * Column name → contact field (wire name, "Address.city" for address parts), or null for a column
 * that is not imported. Column names are the header texts of row 1; an empty header is named by its
 * column letter ("C") and a repeated one gets " (2)", " (3)"… so every name is unique.
 */
export type ImportMapping = Record<string, string | null>;

/** A problem of one spreadsheet row; `row` counts like the spreadsheet (the header is row 1). */
export interface ImportRowError {
  row: number;
  /** The contact field, or "row" for the row as a whole. */
  field: string;
  /** Error code; its message is errors.<code>. */
  code: string;
}

export interface ImportPreviewRow {
  row: number;
  /** Cell texts in column order. */
  cells: string[];
}

export interface ImportPreview {
  columns: string[];
  mapping: ImportMapping;
  rows: ImportPreviewRow[];
  /** The errors the previewed rows would get with the suggested mapping. */
  rowErrors: ImportRowError[];
  /** Non-empty data rows in the whole file. */
  totalRows: number;
  /** The fields a column can be mapped to, in the template's order. */
  fields: string[];
}

export interface ImportResult {
  /** Rows imported: created plus updated. */
  success: number;
  created: number;
  updated: number;
  failed: number;
  errors: ImportRowError[];
  /** True when more errors exist than the answer lists (the counts are always complete). */
  errorsTruncated: boolean;
}

/**
 * The two import calls (issue 3 §5):
 * - preview: the file's columns, a suggested mapping, the first rows and the errors they would get;
 * - import: every row checked; valid rows are written together in one transaction, invalid rows
 *   are reported per row (ASVS 2.3.3) and nothing of them is written. Rows in = success + failed.
 */
import type { ImportPreview, ImportResult, ImportRowError } from '../../../shared/api/contactImport';
import { PREVIEW_ROWS } from '../../../shared/api/contactImport';
import { badRequest } from '../../errors';
import type { Db, Queryable } from '../../db/client';
import { recordCountsChanged } from '../../records/countCache';
import type { RoleName } from '../../access/accessRules';
import { recordAudit } from '../audit/recordAudit';
import { MAPPABLE_FIELDS } from './fields';
import { suggestMapping } from './headerMatching';
import { resolveMapping, suggestedColumnFields, type ColumnFields } from './mapping';
import { prepareRow } from './prepareRows';
import { readImportFile, type ImportTable } from './readImportFile';
import { cellText, type SheetRow } from './sheet';
import { importHookContext, rowChecker, validateRows, type ValidationOutcome } from './validateRows';
import { contactWriter } from './writeContacts';

/** The answer lists at most this many row errors; the counts always cover every row. */
export const MAX_REPORTED_ERRORS = 10_000;
/** Rows checked and written per step. */
const BATCH = 1000;

export interface ImportCall {
  db: Db;
  centreId: string;
  userId: string;
  /** The caller's role in the centre, for the audit log. */
  role: RoleName | null;
  file: Buffer;
  /** The caller's mapping (parsed JSON), or undefined for the suggested one. */
  mapping?: unknown;
}

function columnFields(table: ImportTable, mapping: unknown): ColumnFields {
  if (mapping !== undefined) return resolveMapping(mapping, table.columns);
  const fields = suggestedColumnFields(suggestMapping(table.columns), table.columns);
  if (fields.size === 0) throw badRequest('nothingMapped');
  return fields;
}

async function check(call: ImportCall, db: Queryable, table: ImportTable, rows: SheetRow[], fields: ColumnFields) {
  const prepared = rows.map((r) => prepareRow(r, fields, table.date1904));
  return validateRows(prepared, importHookContext(db, call.centreId, call.userId));
}

const byRow = (a: ImportRowError, b: ImportRowError) => a.row - b.row;

export async function previewImport(call: ImportCall): Promise<ImportPreview> {
  const table = await readImportFile(call.file);
  const suggested = suggestMapping(table.columns);
  const fields = call.mapping === undefined ? suggestedColumnFields(suggested, table.columns) : resolveMapping(call.mapping, table.columns);
  const shown = table.rows.slice(0, PREVIEW_ROWS);
  const outcome = fields.size > 0 ? await check(call, call.db, table, shown, fields) : { errors: [] };
  const mapping = call.mapping === undefined ? suggested : Object.fromEntries(table.columns.map((c, i) => [c, fields.get(i)?.name ?? null]));
  return {
    columns: table.columns,
    mapping,
    rows: shown.map((r) => ({ row: r.row, cells: table.columns.map((_, i) => cellText(r.cells[i])) })),
    rowErrors: outcome.errors.sort(byRow),
    totalRows: table.rows.length,
    fields: MAPPABLE_FIELDS,
  };
}

export async function runImport(call: ImportCall): Promise<ImportResult> {
  const table = await readImportFile(call.file);
  const fields = columnFields(table, call.mapping);
  // ONE transaction for matching, checking and writing (security plan C5): a crash leaves nothing
  // half-written, and the centre lock keeps two imports from creating the same person twice.
  const prepared = table.rows.map((r) => prepareRow(r, fields, table.date1904));
  const { outcome, written } = await call.db.transaction(async (tx) => {
    const ctx = importHookContext(tx, call.centreId, call.userId);
    await ctx.store.lock('contact-import');
    const checker = await rowChecker(prepared, ctx);
    const writer = contactWriter(tx, call.centreId, call.userId);
    const checked: ValidationOutcome = { valid: [], errors: [], failedRows: 0 };
    for (let i = 0; i < prepared.length; i += BATCH) {
      const part = await checker.check(prepared.slice(i, i + BATCH));
      checked.errors.push(...part.errors);
      checked.failedRows += part.failedRows;
      writer.queue(part.valid);
    }
    const written = await writer.finish();
    // One event for the whole file, with counts only, committed with the rows.
    await recordAudit(tx, {
      centreId: call.centreId,
      userId: call.userId,
      role: call.role,
      action: 'import',
      objectType: 'contact',
      detail: { rows: prepared.length, created: written.created, updated: written.updated, failed: checked.failedRows },
    });
    return { outcome: checked, written };
  });
  recordCountsChanged(call.db, call.centreId);
  const errors = outcome.errors.sort(byRow);
  return {
    success: written.created + written.updated,
    created: written.created,
    updated: written.updated,
    failed: outcome.failedRows,
    errors: errors.slice(0, MAX_REPORTED_ERRORS),
    errorsTruncated: errors.length > MAX_REPORTED_ERRORS,
  };
}

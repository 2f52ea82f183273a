/**
 * The mapping a caller sends (column name → contact field) checked against the file: known
 * columns, known fields, no field twice, no prototype-polluting keys (security plan C4).
 */
import type { ImportMapping } from '../../../shared/api/contactImport';
import { badRequest } from '../../errors';
import { IMPORT_FIELDS, type ImportField } from './fields';
import { FORBIDDEN_KEYS } from './readImportFile';

/** Column index → field. */
export type ColumnFields = Map<number, ImportField>;

const invalidMapping = (extra: Record<string, unknown> = {}) => badRequest('invalidMapping', extra);

export function parseMappingJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidMapping();
  }
}

export function resolveMapping(raw: unknown, columns: string[]): ColumnFields {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalidMapping();
  const entries = Object.entries(raw as Record<string, unknown>);
  for (const [column] of entries) if (FORBIDDEN_KEYS.has(column)) throw badRequest('forbiddenColumnName', { column });
  const index = new Map(columns.map((c, i) => [c, i]));
  const out: ColumnFields = new Map();
  const used = new Set<string>();
  for (const [column, field] of entries) {
    const i = index.get(column);
    if (i === undefined) throw invalidMapping({ column });
    if (field === null || field === '') continue;
    const def = typeof field === 'string' ? IMPORT_FIELDS.get(field) : undefined;
    if (!def) throw invalidMapping({ column });
    if (used.has(def.name)) throw badRequest('duplicateMapping', { field: def.name });
    used.add(def.name);
    out.set(i, def);
  }
  if (out.size === 0) throw badRequest('nothingMapped');
  return out;
}

/** The suggested mapping (plain object from headerMatching) as column fields; may be empty. */
export function suggestedColumnFields(mapping: ImportMapping, columns: string[]): ColumnFields {
  const out: ColumnFields = new Map();
  columns.forEach((c, i) => {
    const f = mapping[c];
    const def = f ? IMPORT_FIELDS.get(f) : undefined;
    if (def) out.set(i, def);
  });
  return out;
}

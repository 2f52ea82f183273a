/**
 * Every table that holds a centre's rows, found from the schema itself (any table with a
 * `centre_id` column), so tables added later are exported and deleted without code changes.
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { centreColumnOf, type CentreOwnedTable } from '../../db/centreScope';
import * as schema from '../../db/schema';

export interface CentreTable {
  name: string;
  table: CentreOwnedTable;
}

/** Kept when a centre is deleted and left out of its export: the audit log (DSV Art. 4: ≥ 1 year, append-only). */
const RETAINED_TABLES = new Set(['audit_events']);

export function centreTables(): CentreTable[] {
  const out: CentreTable[] = [];
  for (const value of Object.values(schema)) {
    if (!centreColumnOf(value)) continue;
    const table = value as CentreOwnedTable;
    if (!RETAINED_TABLES.has(getTableName(table))) out.push({ name: getTableName(table), table });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The same tables ordered so that a table comes before every table it references: deleting
 * in this order never trips a foreign key, whatever ON DELETE rule a later table chose.
 */
export function centreTablesInDeletionOrder(): CentreTable[] {
  const tables = centreTables();
  const names = new Set(tables.map((t) => t.name));
  const references = new Map(
    tables.map((t) => [
      t.name,
      new Set(
        getTableConfig(t.table)
          .foreignKeys.map((fk) => getTableName(fk.reference().foreignTable))
          .filter((ref) => ref !== t.name && names.has(ref)),
      ),
    ]),
  );
  const ordered: CentreTable[] = [];
  let remaining = [...tables];
  while (remaining.length > 0) {
    // Emit the tables no remaining table points at; a reference cycle falls back to name order.
    const referenced = new Set(remaining.flatMap((t) => [...(references.get(t.name) ?? [])]));
    const free = remaining.filter((t) => !referenced.has(t.name));
    const batch = free.length > 0 ? free : [remaining[0]];
    ordered.push(...batch);
    remaining = remaining.filter((t) => !batch.includes(t));
  }
  return ordered;
}

/** Column names never exported: credentials, token material and internal storage paths. */
export const isSecretColumn = (name: string): boolean => /password|secret|token|_hash$|storage_key/.test(name);

export function withoutSecrets(row: Record<string, unknown>, table: PgTable): Record<string, unknown> {
  const columns = getTableColumns(table);
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (!isSecretColumn(column.name)) out[column.name] = row[key];
  }
  return out;
}

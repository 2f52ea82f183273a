/**
 * A record as the server uses it: its definition from the registry plus a Drizzle table built
 * from the same field list the generators emit into schema.gen.ts. Building the table here, not
 * importing it, lets the record engine serve any registry (tests run it on freshly generated ones);
 * a unit test checks both stay column-for-column equal.
 */
import { boolean, bigint, date, integer, jsonb, numeric, pgTable, text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import type { FieldDefinition, RecordDefinition } from '../../shared/recordDefinition';
import type { CentreOwnedTable } from '../db/centreScope';

type ColumnBuilder = ReturnType<typeof text> | ReturnType<typeof uuid> | ReturnType<typeof integer> | ReturnType<typeof jsonb>;

export interface RuntimeRecord {
  def: RecordDefinition;
  /** Every record has centre_id (key centreId), so its table is centre-owned. */
  table: CentreOwnedTable;
  /** Stored fields by wire name ("Address.city"). */
  columns: Map<string, PgColumn>;
  idCol: PgColumn;
  centreCol: PgColumn;
  idField: FieldDefinition;
  fields: Map<string, FieldDefinition>;
}

function builder(f: FieldDefinition): ColumnBuilder {
  const name = f.column as string;
  switch (f.kind) {
    case 'text':
      return text(name);
    case 'integer':
      return integer(name);
    case 'bigint':
      return bigint(name, { mode: 'number' }) as unknown as ColumnBuilder;
    case 'numeric':
      return numeric(name, { mode: 'number', precision: f.precision, scale: f.scale }) as unknown as ColumnBuilder;
    case 'boolean':
      return boolean(name) as unknown as ColumnBuilder;
    case 'date':
      return date(name, { mode: 'string' }) as unknown as ColumnBuilder;
    case 'timestamp':
      return timestamp(name, { withTimezone: true, mode: 'date' }) as unknown as ColumnBuilder;
    case 'uuid':
      return uuid(name);
    case 'jsonb':
      return jsonb(name);
  }
}

function column(f: FieldDefinition): ColumnBuilder {
  let b = builder(f) as unknown as { primaryKey(): unknown; notNull(): unknown; default(v: unknown): unknown; defaultRandom(): unknown; defaultNow(): unknown };
  if (f.role === 'id') return (b.primaryKey() as typeof b).defaultRandom() as ColumnBuilder;
  if (f.role === 'createdAt' || f.role === 'updatedAt') return (b.notNull() as typeof b).defaultNow() as ColumnBuilder;
  if (f.notNull) b = b.notNull() as typeof b;
  if (f.default !== undefined) b = b.default(f.default) as typeof b;
  return b as unknown as ColumnBuilder;
}

export function buildRuntimeRecord(def: RecordDefinition): RuntimeRecord {
  const stored = def.fields.filter((f) => f.column !== null);
  const table = pgTable(def.table, Object.fromEntries(stored.map((f) => [f.key, column(f)]))) as unknown as CentreOwnedTable & Record<string, PgColumn>;
  const columns = new Map(stored.map((f) => [f.name, table[f.key]]));
  const idField = def.fields.find((f) => f.role === 'id') as FieldDefinition;
  const centreField = def.fields.find((f) => f.role === 'centre') as FieldDefinition;
  return {
    def,
    table,
    columns,
    idCol: table[idField.key],
    centreCol: table[centreField.key],
    idField,
    fields: new Map(def.fields.map((f) => [f.name, f])),
  };
}

export type RuntimeRegistry = Map<string, RuntimeRecord>;

export function buildRuntimeRegistry(registry: Record<string, RecordDefinition>): RuntimeRegistry {
  return new Map(Object.values(registry).map((def) => [def.name, buildRuntimeRecord(def)]));
}

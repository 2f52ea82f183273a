/**
 * Between the wire (the spec's field names, nested Address) and table rows (Drizzle keys, flat
 * columns). Unset columns are left out of the wire record; fields with a default always exist.
 */
import type { FieldDefinition } from '../../../shared/recordDefinition';
import type { RuntimeRecord } from './runtimeRecord';

export type WireRecord = Record<string, unknown>;
export type Row = Record<string, unknown>;

function fromColumn(f: FieldDefinition, v: unknown): unknown {
  if (f.kind === 'numeric' || f.kind === 'bigint') return typeof v === 'string' ? Number(v) : v;
  if (f.kind === 'timestamp') return v instanceof Date ? v.toISOString() : v;
  return v;
}

function toColumn(f: FieldDefinition, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (f.kind === 'timestamp') return new Date(String(v));
  return v;
}

export function rowToWire(rt: RuntimeRecord, row: Row): WireRecord {
  const out: WireRecord = {};
  for (const f of rt.def.fields) {
    if (f.virtual) continue;
    if (f.path.length === 2 && !(f.path[0] in out)) out[f.path[0]] = {};
    const v = row[f.key];
    if (v === null || v === undefined) continue;
    if (f.path.length === 1) out[f.name] = fromColumn(f, v);
    else (out[f.path[0]] as Record<string, unknown>)[f.path[1]] = fromColumn(f, v);
  }
  out.id = out[rt.def.idField];
  return out;
}

/**
 * The columns to write for a validated body: `values` set, `cleared` (sent as null or '') reset to
 * the default or NULL. A flattened object (Address) is replaced as a whole.
 */
export function wireToRow(rt: RuntimeRecord, values: WireRecord, cleared: Set<string>): Row {
  const row: Row = {};
  for (const f of rt.def.fields) {
    if (f.readOnly || f.virtual || !f.column) continue;
    const top = f.path[0];
    if (cleared.has(top)) {
      row[f.key] = f.default !== undefined && f.path.length === 1 ? toColumn(f, f.default) : null;
    } else if (top in values) {
      const v = f.path.length === 1 ? values[top] : (values[top] as Record<string, unknown> | undefined)?.[f.path[1]];
      row[f.key] = toColumn(f, v);
    }
  }
  return row;
}

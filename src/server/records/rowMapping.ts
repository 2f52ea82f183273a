/**
 * Between the wire (the spec's field names, nested Address) and table rows (Drizzle keys, flat
 * columns). Unset columns are left out of the wire record; fields with a default always exist.
 */
import { suffixedNumber, type FieldDefinition } from '../../shared/recordDefinition';
import type { RuntimeRecord } from './runtimeRecord';

export type WireRecord = Record<string, unknown>;
export type Row = Record<string, unknown>;

function fromColumn(f: FieldDefinition, v: unknown): unknown {
  if (f.suffix !== undefined) return `${Number(v)}${f.suffix}`;
  if (f.kind === 'numeric' || f.kind === 'bigint') return typeof v === 'string' ? Number(v) : v;
  if (f.kind === 'timestamp') return v instanceof Date ? v.toISOString() : v;
  return v;
}

function toColumn(f: FieldDefinition, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (f.suffix !== undefined && typeof v === 'string') return suffixedNumber(v, f.suffix);
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
  // react-admin's id; a singleton is known by its centre, saved or not.
  out.id = rt.def.singleton ? out[rt.def.centreField] : out[rt.def.idField];
  return out;
}

/** A singleton before its first save: its defaults, in the centre. */
export function singletonDefaults(rt: RuntimeRecord, centreId: string): WireRecord {
  const row: Row = {};
  for (const f of rt.def.fields) if (f.column && f.default !== undefined) row[f.key] = f.default;
  row[(rt.fields.get(rt.def.centreField) as FieldDefinition).key] = centreId;
  return rowToWire(rt, row);
}

/**
 * The columns to write for a validated body: `values` set, `cleared` (sent as null or '') reset to
 * the default or NULL. A flattened object (Address) is replaced as a whole; its sub-fields left
 * out go back to their default (or NULL).
 */
export function wireToRow(rt: RuntimeRecord, values: WireRecord, cleared: Set<string>): Row {
  const row: Row = {};
  for (const f of rt.def.fields) {
    if (f.readOnly || f.virtual || !f.column) continue;
    const top = f.path[0];
    if (cleared.has(top)) {
      row[f.key] = f.default !== undefined ? toColumn(f, f.default) : null;
    } else if (top in values) {
      const v = f.path.length === 1 ? values[top] : (values[top] as Record<string, unknown> | undefined)?.[f.path[1]];
      row[f.key] = toColumn(f, v === undefined ? f.default : v);
    }
  }
  return row;
}

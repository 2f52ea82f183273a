/**
 * Which columns and filters a record list has, read from the registry (x-list annotations
 * compiled into def.list) unless the resource module names its own; and how each field is
 * shown, from its schema (like ra-no-code's switch from field type to column).
 */
import type { FilterOperator, RecordDefinition } from '../../shared/recordDefinition';
import type { RecordListConfig } from './resourceTypes';
import { refName, resolveNode } from './uiSchemaBuilder';

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export type ValueKind = 'text' | 'enum' | 'boolean' | 'date' | 'dateTime' | 'money' | 'phone' | 'number' | 'reference' | 'references' | 'list';

export interface FieldSpec {
  field: string;
  /** Locale key of the header / filter label. */
  label: string;
  kind: ValueKind;
  /** Enum values with their label keys. */
  options?: { value: string; label: string }[];
  /** Referenced record name. */
  ref?: string;
}

export interface ColumnSpec extends FieldSpec {
  sortable: boolean;
}

export interface FilterSpec extends FieldSpec {
  operator: FilterOperator;
}

/** The schema node of a (dotted) field, with shared definitions resolved. */
export function fieldNode(def: RecordDefinition, field: string): Json | null {
  let node: Json = def.schema;
  for (const part of field.split('.')) {
    const props = resolveNode(def.schema, node).properties;
    if (!isObj(props) || !isObj(props[part])) return null;
    node = props[part] as Json;
  }
  return node;
}

const refOf = (node: Json): string | undefined => {
  const ref = node['x-ref'];
  if (typeof ref === 'string') return ref;
  return isObj(ref) && typeof ref.record === 'string' ? ref.record : undefined;
};

export function fieldSpec(def: RecordDefinition, field: string): FieldSpec {
  const node = fieldNode(def, field) ?? {};
  const r = resolveNode(def.schema, node);
  const fromRegistry = def.fields.find((f) => f.name === field)?.label;
  const label = (typeof node['x-label'] === 'string' ? node['x-label'] : fromRegistry) ?? `records.${def.name}.${field}`;
  const ref = refOf(node);
  const spec: FieldSpec = { field, label, kind: 'text' };
  if (Array.isArray(r.enum)) {
    const labels = (isObj(r['x-enumLabels']) ? r['x-enumLabels'] : {}) as Record<string, string>;
    return { ...spec, kind: 'enum', options: r.enum.map((v) => ({ value: String(v), label: labels[String(v)] ?? String(v) })) };
  }
  if (r.type === 'array') return ref ? { ...spec, kind: 'references', ref } : { ...spec, kind: 'list' };
  if (ref) return { ...spec, kind: 'reference', ref };
  if (r.type === 'boolean') return { ...spec, kind: 'boolean' };
  if (r.format === 'date') return { ...spec, kind: 'date' };
  if (r.format === 'date-time') return { ...spec, kind: 'dateTime' };
  if (refName(node) === 'money') return { ...spec, kind: 'money' };
  if (refName(node) === 'phone') return { ...spec, kind: 'phone' };
  if (r.type === 'number' || r.type === 'integer') return { ...spec, kind: 'number' };
  return spec;
}

export function columnSpecs(def: RecordDefinition, config: RecordListConfig = {}): ColumnSpec[] {
  const sortable = new Set(def.list.sortable);
  return (config.columns ?? def.list.columns).map((field) => {
    const spec = fieldSpec(def, field);
    return { ...spec, label: config.columnLabels?.[field] ?? spec.label, sortable: sortable.has(field) };
  });
}

export function filterSpecs(def: RecordDefinition, config: RecordListConfig = {}): FilterSpec[] {
  const ids = new Set(def.fields.filter((f) => f.role !== 'data').map((f) => f.name));
  const available = def.list.filters.filter((f) => !ids.has(f.field));
  const chosen = config.filters ? config.filters.map((name) => available.find((f) => f.field === name)).filter((f) => f !== undefined) : available;
  return chosen.map((f) => ({ ...fieldSpec(def, f.field), operator: f.operator }));
}

/** Whether the list has the `q` search box. */
export const hasSearch = (def: RecordDefinition, config: RecordListConfig = {}): boolean =>
  config.search ?? (def.list.search.length > 0 && def.list.searchColumn !== null);

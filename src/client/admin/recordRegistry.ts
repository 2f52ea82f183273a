/**
 * The client's view of the generated resource registry: look records up by name or resource,
 * and represent a record as text from its `x-record.representation` template.
 */
import { registry } from '../../generated/registry.gen';
import type { RecordDefinition } from '../../shared/recordDefinition';

export type RecordRegistry = Readonly<Record<string, RecordDefinition>>;

export const recordRegistry: RecordRegistry = registry;

export function recordDefinition(name: string, source: RecordRegistry = recordRegistry): RecordDefinition {
  const def = source[name];
  if (!def) throw new Error(`No record "${name}" in the registry (schemas/${name}.schema.json; run npm run gen)`);
  return def;
}

export function recordByResource(resource: string, source: RecordRegistry = recordRegistry): RecordDefinition | undefined {
  return Object.values(source).find((def) => def.resource === resource);
}

/** A value at a dotted path ("Address.city"). */
export function valueAt(record: unknown, path: string): unknown {
  let node: unknown = record;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** "%{firstName} %{lastName}" filled from the record; blanks collapse. */
export function fillTemplate(template: string, record: unknown): string {
  const text = template.replace(/%\{([^}]+)\}/g, (_m, path: string) => {
    const v = valueAt(record, path.trim());
    return v === undefined || v === null ? '' : String(v);
  });
  return text.replace(/\s+/g, ' ').replace(/\(\s*%?\s*\)/g, '').trim();
}

/** What a record is called in lists, references and titles. */
export function representRecord(def: RecordDefinition, record: unknown): string {
  if (!record || typeof record !== 'object') return '';
  if (def.representation) {
    const text = fillTemplate(def.representation, record);
    if (text) return text;
  }
  const id = (record as Record<string, unknown>)[def.idField] ?? (record as Record<string, unknown>).id;
  return id === undefined ? '' : String(id);
}

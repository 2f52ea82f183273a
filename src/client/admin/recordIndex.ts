/**
 * The records as the signed-in app knows them before any list or form: resource, backend, label
 * and representation (src/generated/recordIndex.gen.ts, no schemas), and how a record is shown
 * as text. The full definitions load with the first list or form (registryLoader.ts).
 */
import { recordIndex } from '../../generated/recordIndex.gen';
import type { RecordSummary } from '../../shared/recordDefinition';

export function recordSummary(name: string): RecordSummary {
  const summary = (recordIndex as Readonly<Record<string, RecordSummary>>)[name];
  if (!summary) throw new Error(`No record "${name}" in the registry (schemas/${name}.schema.json; run npm run gen)`);
  return summary;
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
export function representRecord(def: Pick<RecordSummary, 'representation' | 'idField'>, record: unknown): string {
  if (!record || typeof record !== 'object') return '';
  if (def.representation) {
    const text = fillTemplate(def.representation, record);
    if (text) return text;
  }
  const id = (record as Record<string, unknown>)[def.idField] ?? (record as Record<string, unknown>).id;
  return id === undefined ? '' : String(id);
}

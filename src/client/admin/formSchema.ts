/**
 * From a registry record to what the form edits and what it sends. The form schema is the wire
 * schema without the server-managed fields (id, centre, timestamps) and without the developers'
 * English titles and descriptions: labels and hints come from the locale catalogue instead.
 */
import type { JsonSchema, RecordDefinition } from '../../shared/recordDefinition';

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Fields the server sets: the id (and its `id` copy), the centre, createdAt and updatedAt. */
export function serverManagedFields(def: RecordDefinition): Set<string> {
  const names = new Set(def.fields.filter((f) => f.role !== 'data').map((f) => f.name));
  names.add('id');
  names.add(def.idField);
  return names;
}

/** Top-level properties marked x-readOnly (shown, never sent), e.g. the contact's BMI. */
export function readOnlyFields(def: RecordDefinition): Set<string> {
  const props = (def.schema.properties ?? {}) as Record<string, Json>;
  return new Set(Object.entries(props).filter(([, p]) => p['x-readOnly'] === true).map(([k]) => k));
}

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (!isObj(node)) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'title' || k === 'description' || k === '$schema' || k === 'x-record') continue;
    // `default` and `enum` hold data, not schemas: keep them as they are.
    out[k] = k === 'default' || k === 'enum' || k === 'const' ? v : k === 'properties' || k === '$defs' ? stripMap(v) : strip(v);
  }
  return out;
}

function stripMap(map: unknown): unknown {
  if (!isObj(map)) return map;
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [k, strip(v)]));
}

/** The schema rjsf renders and validates. */
export function formSchemaOf(def: RecordDefinition): JsonSchema {
  const managed = serverManagedFields(def);
  const schema = strip(def.schema) as Json;
  const props = { ...((schema.properties ?? {}) as Json) };
  for (const name of managed) delete props[name];
  const required = ((schema.required ?? []) as string[]).filter((r) => !managed.has(r));
  const out: Json = { ...schema, properties: props };
  if (required.length > 0) out.required = required;
  else delete out.required;
  return out;
}

/** The record as the form starts with it: only the properties the form knows. */
export function initialFormData(def: RecordDefinition, record: Json | undefined, defaults: Json = {}): Json {
  const props = Object.keys(formSchemaOf(def).properties as Json);
  const out: Json = { ...defaults };
  for (const key of props) if (record && record[key] !== undefined && record[key] !== null) out[key] = record[key];
  return out;
}

/**
 * The body to send: writable fields only. A field the record had and the form emptied is sent
 * as null, because the API merges the fields sent (a missing field would keep its old value).
 */
export function writeBody(def: RecordDefinition, formData: Json, previous?: Json | null): Json {
  const skip = new Set([...serverManagedFields(def), ...readOnlyFields(def)]);
  const props = (def.schema.properties ?? {}) as Json;
  const body: Json = {};
  for (const [key, value] of Object.entries(formData)) {
    if (skip.has(key) || !(key in props)) continue;
    if (value === undefined) continue;
    body[key] = value;
  }
  if (previous) {
    for (const key of Object.keys(previous)) {
      if (skip.has(key) || !(key in props) || key in body) continue;
      const was = previous[key];
      if (was !== undefined && was !== null && was !== '') body[key] = null;
    }
  }
  return body;
}

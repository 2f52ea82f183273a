/**
 * Turns a record schema into the self-contained wire schema the registry carries:
 * shared definitions copied into $defs, the server-managed fields added, every field given its
 * label key (x-label, x-enumLabels) and every unbounded text the spec's default maximum length.
 */
import type { JsonSchema } from '../src/shared/recordDefinition';
import type { SchemaFile } from './schemaSource';
import { snakeCase } from './naming';

/** Spec behaviour §5 / §9: text inputs have a maximum length of 50 unless a field says otherwise. */
export const DEFAULT_MAX_LENGTH = 50;

const DEF_REF = /^(?:\.\.?\/)?(?:_defs\/)?([A-Za-z][A-Za-z0-9]*)\.schema\.json$/;

export interface RecordNames {
  idField: string;
  centreField: string;
}

export function recordNames(name: string, schema: JsonSchema): RecordNames {
  const x = (schema['x-record'] ?? {}) as { idField?: string; centreField?: string };
  return { idField: x.idField ?? `${snakeCase(name)}_id`, centreField: x.centreField ?? 'centre_fk' };
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const isObj = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Rewrites file $refs to #/$defs/<name> and returns the names used. */
function rewriteRefs(node: unknown, where: string, used: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((n) => rewriteRefs(n, where, used));
  if (!isObj(node)) return;
  const ref = node.$ref;
  if (typeof ref === 'string' && !ref.startsWith('#')) {
    const m = DEF_REF.exec(ref);
    if (!m) throw new Error(`${where}: $ref "${ref}" must name a file in schemas/_defs/`);
    node.$ref = `#/$defs/${m[1]}`;
    used.add(m[1]);
  }
  for (const [k, v] of Object.entries(node)) if (k !== 'x-record') rewriteRefs(v, where, used);
}

function applyMaxLength(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(applyMaxLength);
  if (!isObj(node)) return;
  if (node.type === 'string' && node.maxLength === undefined && node.enum === undefined && node.const === undefined && node.format === undefined) {
    node.maxLength = DEFAULT_MAX_LENGTH;
  }
  for (const [k, v] of Object.entries(node)) if (k !== 'x-record' && k !== 'default') applyMaxLength(v);
}

function setEnumLabels(node: JsonSchema, base: string): void {
  if (Array.isArray(node.enum) && node['x-enumLabels'] === undefined) {
    node['x-enumLabels'] = Object.fromEntries(node.enum.map((v) => [String(v), `${base}.${String(v)}`]));
  }
}

/** Labels a property and, for inline objects (also inside arrays), its sub-properties. */
function labelProperty(node: JsonSchema, key: string): void {
  if (node['x-label'] === undefined) node['x-label'] = key;
  const label = String(node['x-label']);
  setEnumLabels(node, `${label}Options`);
  labelChildren(node, label);
}

function labelChildren(node: JsonSchema, label: string): void {
  if (isObj(node.properties)) {
    for (const [sub, child] of Object.entries(node.properties)) if (isObj(child)) labelProperty(child, `${label}_${sub}`);
  }
  if (isObj(node.items)) labelChildren(node.items, label);
}

function implicitProperties(names: RecordNames, singleton: boolean): Record<string, JsonSchema> {
  const common = (field: string, schema: JsonSchema) => ({ ...schema, 'x-readOnly': true, 'x-label': `records._common.${field}` });
  // A singleton (one per centre) is known by its centre, before and after its first save.
  const idOf = singleton ? `${names.centreField} (one record per centre)` : names.idField;
  return {
    [names.idField]: common('id', { type: 'string', format: 'uuid', 'x-list': { filterable: true } }),
    id: common('id', { type: 'string', format: 'uuid', description: `Same as ${idOf} (react-admin needs an id).` }),
    [names.centreField]: common('centre', { type: 'string', format: 'uuid' }),
    createdAt: common('createdAt', { type: 'string', format: 'date-time', 'x-list': { sortable: true } }),
    updatedAt: common('updatedAt', { type: 'string', format: 'date-time' }),
  };
}

export function bundleRecord(record: SchemaFile, defs: SchemaFile[]): JsonSchema {
  const schema = clone(record.schema);
  if (schema.type !== 'object' || !isObj(schema.properties)) throw new Error(`${record.file}: a record schema is an object with properties`);
  if (schema.additionalProperties !== false) throw new Error(`${record.file}: set "additionalProperties": false (unknown fields are rejected)`);
  const names = recordNames(record.name, schema);
  const implicit = implicitProperties(names, (schema['x-record'] as { singleton?: boolean } | undefined)?.singleton === true);
  for (const k of Object.keys(implicit)) {
    if (k in schema.properties) throw new Error(`${record.file}: "${k}" is managed by the server; remove it from properties`);
  }
  const used = new Set<string>();
  rewriteRefs(schema, record.file, used);

  const byName = new Map(defs.map((d) => [d.name, d]));
  const bundledDefs: Record<string, JsonSchema> = {};
  const queue = [...used];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (bundledDefs[name]) continue;
    const def = byName.get(name);
    if (!def) throw new Error(`${record.file}: $ref to missing schemas/_defs/${name}.schema.json`);
    const copy = clone(def.schema);
    delete copy.$schema;
    const inner = new Set<string>();
    rewriteRefs(copy, def.file, inner);
    inner.forEach((n) => queue.push(n));
    if (isObj(copy.properties)) {
      for (const [sub, child] of Object.entries(copy.properties)) if (isObj(child)) labelProperty(child, `records._defs.${name}.${sub}`);
    }
    setEnumLabels(copy, `records._defs.${name}`);
    bundledDefs[name] = copy;
  }

  if (schema['x-label'] === undefined) schema['x-label'] = `records.${record.name}._title`;
  for (const [prop, node] of Object.entries(schema.properties)) if (isObj(node)) labelProperty(node, `records.${record.name}.${prop}`);
  schema.properties = { ...implicit, ...schema.properties };
  const sortedDefs = Object.fromEntries(Object.keys(bundledDefs).sort().map((k) => [k, bundledDefs[k]]));
  if (Object.keys(sortedDefs).length > 0) schema.$defs = sortedDefs;
  applyMaxLength(schema);
  return schema;
}

/** Follows a local $ref ("#/$defs/address") and merges the referring node's own keywords over it. */
export function resolveNode(root: JsonSchema, node: JsonSchema): { schema: JsonSchema; def: string | null } {
  const ref = node.$ref;
  if (typeof ref !== 'string') return { schema: node, def: null };
  const m = /^#\/\$defs\/(.+)$/.exec(ref);
  const defs = (root.$defs ?? {}) as Record<string, JsonSchema>;
  if (!m || !defs[m[1]]) throw new Error(`unresolvable $ref ${ref}`);
  const { $ref: _ignored, ...own } = node;
  const target = resolveNode(root, defs[m[1]]).schema;
  return { schema: { ...target, ...own }, def: m[1] };
}

/**
 * Request schemas of the generic routes, derived from the record's wire schema, and the body
 * validator: the record schema checked with Kura's ajv vocabulary (the same keywords and Swiss
 * formats the client uses), after normalising what forms send (trimmed text; '' or null clears an
 * optional field). Server-managed fields are accepted and ignored, so react-admin can PUT back a
 * record it read; anything else unknown is a 400.
 */
import type { ValidateFunction } from 'ajv';
import type { JsonSchema, RecordDefinition } from '../../shared/recordDefinition';
import { createRecordAjv, toFieldErrors, type RecordFieldError } from '../../shared/schemaVocabulary';
import { invalidFields } from '../errors';

const ajv = createRecordAjv();
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Replaces local $refs by their definitions: route schemas must stand alone in the OpenAPI document. */
export function inlineRefs(schema: JsonSchema): JsonSchema {
  const defs = (schema.$defs ?? {}) as Record<string, JsonSchema>;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObj(node)) return node;
    const m = typeof node.$ref === 'string' ? /^#\/\$defs\/(.+)$/.exec(node.$ref) : null;
    if (m && defs[m[1]]) {
      const { $ref: _r, ...own } = node;
      const { title: _t, ...target } = defs[m[1]];
      return walk({ ...target, ...own });
    }
    return Object.fromEntries(Object.entries(node).filter(([k]) => k !== '$defs' && k !== 'x-record').map(([k, v]) => [k, k === 'default' ? v : walk(v)]));
  };
  const { $schema: _s, ...rest } = walk(schema) as JsonSchema;
  return rest;
}

export type BodyMode = 'create' | 'update';

/** Body schema: writable fields as declared; server-managed and `extraKeys` (centre ids) accepted as is. */
export function bodySchema(def: RecordDefinition, mode: BodyMode, extraKeys: string[] = []): JsonSchema {
  const wire = inlineRefs(def.schema);
  const props = wire.properties as Record<string, JsonSchema>;
  const properties: Record<string, JsonSchema> = {};
  for (const [k, p] of Object.entries(props)) properties[k] = p['x-readOnly'] === true ? {} : p;
  for (const k of extraKeys) properties[k] ??= {};
  const required = mode === 'create' ? ((wire.required as string[] | undefined) ?? []) : [];
  return { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
}

/** The read shape, for response documentation. */
export function responseSchema(def: RecordDefinition): JsonSchema {
  return inlineRefs(def.schema);
}

function clean(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(clean).filter((v) => v !== '' && v !== null);
  if (isObj(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const c = clean(v);
      if (c !== '' && c !== null && c !== undefined) out[k] = c;
    }
    return out;
  }
  return value;
}

/**
 * Fastify validator for a record body. It returns the normalised body, in which a cleared optional
 * field is `null`; required fields cannot be cleared.
 */
const compiled = new WeakMap<RecordDefinition, Map<string, ValidateFunction>>();

/** One compiled validator per record, mode and extra keys (several routes share it). */
function compile(def: RecordDefinition, mode: BodyMode, extraKeys: string[], schema: JsonSchema): ValidateFunction {
  const key = `${mode}:${extraKeys.join(',')}`;
  let byKey = compiled.get(def);
  if (!byKey) compiled.set(def, (byKey = new Map()));
  let validate = byKey.get(key);
  if (!validate) byKey.set(key, (validate = ajv.compile(schema)));
  return validate;
}

export function bodyValidator(def: RecordDefinition, mode: BodyMode, extraKeys: string[] = []) {
  const schema = bodySchema(def, mode, extraKeys);
  const validate = compile(def, mode, extraKeys, schema);
  const props = schema.properties as Record<string, JsonSchema>;
  const required = new Set((def.schema.required as string[] | undefined) ?? []);
  return (body: unknown) => {
    if (!isObj(body)) return { error: invalidFields([{ field: 'body', code: 'invalidType', message: 'errors.invalidType' }]) };
    const normalised: Record<string, unknown> = {};
    const toCheck: Record<string, unknown> = {};
    const errors: RecordFieldError[] = [];
    for (const [k, raw] of Object.entries(body)) {
      const writable = props[k] !== undefined && Object.keys(props[k]).length > 0;
      const v = writable ? clean(raw) : raw;
      if (writable && (v === null || v === '')) {
        if (required.has(k)) errors.push({ field: k, code: 'required', message: 'errors.required' });
        normalised[k] = null;
        continue;
      }
      normalised[k] = v;
      toCheck[k] = v;
    }
    if (!validate(toCheck)) errors.push(...toFieldErrors(validate.errors).filter((e) => !errors.some((x) => x.field === e.field)));
    if (errors.length > 0) return { error: invalidFields(errors) };
    return { value: normalised };
  };
}

/**
 * src/generated/<name>.gen.ts: the record's TypeScript types via json-schema-to-typescript.
 * <Name> is the record as the API returns it; <Name>Input is what create and update accept.
 */
import { compile } from 'json-schema-to-typescript';
import type { JsonSchema, RecordDefinition } from '../src/shared/recordDefinition';
import { GENERATED_BANNER } from './emitDrizzle';
import { pascalCase } from './naming';

const OPTIONS = {
  bannerComment: '',
  additionalProperties: false,
  ignoreMinAndMaxItems: true,
  strictIndexSignatures: true,
  unknownAny: true,
  format: true,
} as const;

/**
 * The wire record: server-managed fields and fields with a default are always present (a
 * singleton's own id and timestamps only once it was saved).
 */
export function readSchema(r: RecordDefinition): JsonSchema {
  const props = r.schema.properties as Record<string, JsonSchema>;
  const unsaved = new Set(r.singleton ? [r.idField, 'createdAt', 'updatedAt'] : []);
  const always = Object.entries(props)
    .filter(([k, p]) => k === 'id' || r.fields.some((f) => f.path[0] === k && f.notNull && !f.virtual) || p.default !== undefined)
    .map(([k]) => k)
    .filter((k) => !unsaved.has(k));
  const required = [...new Set([...((r.schema.required as string[] | undefined) ?? []), ...always])];
  return { ...r.schema, title: pascalCase(r.name), required };
}

/** The body of create and update: writable fields only. */
export function inputSchema(r: RecordDefinition): JsonSchema {
  const props = r.schema.properties as Record<string, JsonSchema>;
  const writable = Object.fromEntries(Object.entries(props).filter(([, p]) => p['x-readOnly'] !== true));
  return { ...r.schema, title: `${pascalCase(r.name)}Input`, properties: writable };
}

const isObj = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * json2ts names a new type for every $ref that carries its own keywords (Email1, Email2, …).
 * Text and number definitions are therefore inlined, and object definitions referenced bare,
 * so the types read `email?: string` and `billingAddress?: Address`.
 */
export function forTypes(schema: JsonSchema): JsonSchema {
  const defs = (schema.$defs ?? {}) as Record<string, JsonSchema>;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObj(node)) return node;
    const ref = typeof node.$ref === 'string' ? /^#\/\$defs\/(.+)$/.exec(node.$ref)?.[1] : undefined;
    if (ref && defs[ref]) {
      const { $ref: _r, ...own } = node;
      const def = defs[ref];
      if (def.type === 'object') return { $ref: node.$ref };
      const { title: _t, ...inner } = walk(def) as JsonSchema;
      return walk({ ...inner, ...own });
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === 'default' || k === 'x-record' ? v : walk(v)]));
  };
  return walk(schema) as JsonSchema;
}

export async function emitTypes(r: RecordDefinition): Promise<string> {
  const name = pascalCase(r.name);
  const read = await compile(forTypes(readSchema(r)) as never, name, { ...OPTIONS, declareExternallyReferenced: true });
  const input = await compile(forTypes(inputSchema(r)) as never, `${name}Input`, { ...OPTIONS, declareExternallyReferenced: false });
  return `${GENERATED_BANNER(`schemas/${r.name}.schema.json`)}\n${read.trim()}\n\n${input.trim()}\n`;
}

/**
 * A plausible request body from a route's JSON Schema (as @fastify/swagger publishes it): the
 * required properties with simple valid-looking values, so a test's extra keys are the only
 * thing wrong with it. Not a full JSON Schema sampler; unknown shapes give {} or 'x'.
 */
type Schema = Record<string, unknown>;

const FORMATS: Record<string, unknown> = {
  email: 'sample@example.ch',
  date: '2026-03-02',
  'date-time': '2026-03-02T09:00:00.000Z',
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://example.ch',
};

export function sampleValue(schema: Schema | undefined, ids: Record<string, string> = {}, key = '', depth = 0): unknown {
  if (!schema || depth > 6) return {};
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[k];
    if (Array.isArray(list) && list.length > 0) return sampleValue(list[0] as Schema, ids, key, depth + 1);
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') as string | undefined) : (schema.type as string | undefined);
  switch (type) {
    case 'object':
    case undefined: {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const out: Record<string, unknown> = {};
      for (const name of (schema.required ?? []) as string[]) out[name] = sampleValue(props[name], ids, name, depth + 1);
      return out;
    }
    case 'array': {
      const n = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: n }, () => sampleValue(schema.items as Schema, ids, key, depth + 1));
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'string': {
      if (ids[key]) return ids[key];
      if (typeof schema.format === 'string' && schema.format in FORMATS) return FORMATS[schema.format];
      const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
      return 'x'.repeat(Math.max(1, min));
    }
    default:
      return {};
  }
}

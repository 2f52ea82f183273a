import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** Our ajv setup, shared by server routes and tests. Bodies are never coerced: a wrong type is a 400. */
export function createAjv(opts: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: false, removeAdditional: false, useDefaults: true, strict: false, ...opts });
  addFormats(ajv);
  return ajv;
}

/**
 * Compiles through `ajv`, once per distinct schema text: Fastify hands each app its own copy of a
 * route's schema, so ajv's own cache (by object) misses when a process builds a second app (the
 * server tests build one per database) or many routes share a schema (the records' params).
 */
export function cachedCompiler(ajv: Ajv): (schema: object) => ValidateFunction {
  const compiled = new Map<string, ValidateFunction>();
  return (schema) => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(schema)));
    return validate;
  };
}

const compileBody = cachedCompiler(createAjv({ coerceTypes: false }));
// Query strings and path params are text on the wire; coerce them to the declared types.
export const compileParams = cachedCompiler(createAjv({ coerceTypes: 'array' }));

export function validatorCompiler({ schema, httpPart }: { schema: object; httpPart?: string }) {
  return httpPart === 'body' ? compileBody(schema) : compileParams(schema);
}

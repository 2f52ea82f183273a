import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';

/** Our ajv setup, shared by server routes and tests. Bodies are never coerced: a wrong type is a 400. */
export function createAjv(opts: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: false, removeAdditional: false, useDefaults: true, strict: false, ...opts });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = createAjv({ coerceTypes: false });
// Query strings and path params are text on the wire; coerce them to the declared types.
const paramAjv = createAjv({ coerceTypes: 'array' });

export function validatorCompiler({ schema, httpPart }: { schema: object; httpPart?: string }) {
  const ajv = httpPart === 'body' ? bodyAjv : paramAjv;
  return ajv.compile(schema);
}

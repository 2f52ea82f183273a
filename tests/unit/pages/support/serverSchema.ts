/**
 * Whether the server would accept a body a page sends: the route's own JSON Schema (src/shared/api)
 * checked with the server's ajv set-up (no coercion; unknown fields rejected). The types already
 * tie page bodies to the schemas; this also checks what types cannot see, such as lengths,
 * patterns, minProperties and keys carried along by spreads.
 */
import { createAjv } from '../../../../src/server/validation';

const ajv = createAjv({ coerceTypes: false });

/** ajv's errors, [] when the body passes. */
export function serverSchemaErrors(schema: object, body: unknown) {
  const validate = ajv.compile(schema);
  return validate(body) ? [] : validate.errors;
}

/**
 * Client-side validation that says what the server would say: rjsf's ajv validator carries
 * Kura's vocabulary and Swiss formats (the same addRecordVocabulary the server uses), and every
 * error gets the server's code and its translated `errors.<code>` message. Server field errors
 * (400 `errors: [{field, code, message}]`) land on the same fields.
 *
 * The validators are precompiled by `npm run gen` (src/generated/validators, ajv standalone code):
 * compiling a schema in the browser needs `new Function`, which the CSP forbids (no 'unsafe-eval').
 */
import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import { formValidators } from '../../generated/validators/index.gen';
import type { RecordDefinition } from '../../shared/recordDefinition';
import { toFieldErrors } from '../../shared/recordFormats';
import { serverErrorMessage, translateMessage } from '../api/errorText';
import type { Translate } from './uiSchemaBuilder';

type Json = Record<string, unknown>;

/**
 * The validator of a record's form; `schema` is its formSchemaOf(def), the schema the validators
 * were generated from (rjsf refuses any other with "No precompiled validator function was found").
 */
export function recordFormValidator(def: RecordDefinition, schema: RJSFSchema): ValidatorType<Json> {
  const validateFns = (formValidators as Record<string, (typeof formValidators)[keyof typeof formValidators] | undefined>)[def.name];
  if (!validateFns) throw new Error(`No form validators for record "${def.name}" (src/generated/validators; run npm run gen)`);
  return createPrecompiledValidator<Json>(validateFns, schema);
}

/** The server's error code for an rjsf (ajv) error. */
export function errorCode(error: RJSFValidationError): string {
  const asAjv = { instancePath: '', keyword: error.name ?? '', params: error.params ?? {}, schemaPath: error.schemaPath ?? '' } as ErrorObject;
  return toFieldErrors([asAjv])[0]?.code ?? 'invalidValue';
}

/** rjsf transformErrors: translated server messages; one error per field like the server. */
export function translateErrors(errors: RJSFValidationError[], translate: Translate): RJSFValidationError[] {
  const seen = new Set<string>();
  const out: RJSFValidationError[] = [];
  for (const e of errors) {
    // anyOf/oneOf report each branch; the field's own error is enough.
    if (e.name === 'anyOf' || e.name === 'oneOf' || e.name === 'if') continue;
    const property = (e.property ?? '').replace(/^\./, '');
    if (seen.has(property)) continue;
    seen.add(property);
    const limit = typeof e.params?.limit === 'number' ? e.params.limit : undefined;
    const message = translate(`errors.${errorCode(e)}`, { limit });
    out.push({ ...e, message, stack: `${e.title || property} ${message}`.trim() });
  }
  return out;
}

export interface ServerFieldError {
  field: string;
  code: string;
  message?: string;
  limit?: number;
}

/** The field errors of a failed save (ApiRequestError body), if any. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  const body = (error as { body?: { errors?: unknown } } | null)?.body;
  const list = Array.isArray(error) ? error : body?.errors;
  if (!Array.isArray(list)) return [];
  return list.filter((e): e is ServerFieldError => typeof e === 'object' && e !== null && typeof (e as ServerFieldError).field === 'string');
}

/**
 * Server field errors as an rjsf ErrorSchema (dotted fields nest: "Address.city"). Errors on
 * fields the form does not show come back in `unplaced`, for a notification.
 */
export function toErrorSchema(
  errors: ServerFieldError[],
  translate: Translate,
  isShown: (path: string[]) => boolean,
): { errorSchema: ErrorSchema<Json>; unplaced: string[] } {
  const errorSchema: Json = {};
  const unplaced: string[] = [];
  for (const e of errors) {
    const message = translateMessage(translate, serverErrorMessage(e), `errors.${e.code}`);
    const path = e.field.replace(/^body\.?/, '').split('.').filter(Boolean);
    if (path.length === 0 || !isShown(path)) {
      unplaced.push(message);
      continue;
    }
    let node = errorSchema;
    for (const part of path) {
      node[part] = (node[part] as Json | undefined) ?? {};
      node = node[part] as Json;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
  }
  return { errorSchema: errorSchema as ErrorSchema<Json>, unplaced };
}

/** The error schema without the errors of fields whose value changed (the user is fixing them). */
export function dropChangedErrors(errorSchema: ErrorSchema<Json>, before: unknown, after: unknown): ErrorSchema<Json> {
  const walk = (node: Json, a: unknown, b: unknown): Json | null => {
    if (JSON.stringify(a) !== JSON.stringify(b) && node.__errors) return null;
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '__errors') {
        out[k] = v;
        continue;
      }
      const pick = (x: unknown) => (x && typeof x === 'object' ? (x as Json)[k] : undefined);
      const child = walk(v as Json, pick(a), pick(b));
      if (child && Object.keys(child).length > 0) out[k] = child;
    }
    return out;
  };
  return (walk(errorSchema as Json, before, after) ?? {}) as ErrorSchema<Json>;
}

import { ApiRequestError } from './http';
import { serverErrorMessage, type FieldMessage } from './errorText';

/** The form field for a server path: an exact entry, else the longest entry the path starts with. */
function fieldFor<F extends string>(path: string, fieldMap: Record<string, F>): F {
  if (fieldMap[path]) return fieldMap[path];
  const prefix = Object.keys(fieldMap)
    .filter((k) => path.startsWith(`${k}.`))
    .sort((a, b) => b.length - a.length)[0];
  return (prefix ? fieldMap[prefix] : path) as F;
}

/**
 * Field messages from a 400 reply (`errors: [{field, message, limit}]`), keyed by our form field
 * names, with the values they carry (translate them with translateMessage).
 * `fieldMap` translates server paths (e.g. "businessInfo.gln" → "gln", "openingHours" also
 * covers "openingHours.3.closeTime"); unmapped paths are used as they are.
 */
export function serverFieldErrors<F extends string>(error: unknown, fieldMap: Record<string, F> = {}): Partial<Record<F, FieldMessage>> {
  const out: Partial<Record<F, FieldMessage>> = {};
  if (!(error instanceof ApiRequestError)) return out;
  for (const fe of error.body.errors ?? []) {
    const field = fieldFor(fe.field, fieldMap);
    if (!out[field]) out[field] = serverErrorMessage(fe);
  }
  return out;
}

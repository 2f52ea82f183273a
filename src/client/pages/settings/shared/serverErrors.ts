import { ApiRequestError } from '../../../api/http';

/**
 * Field messages from a 400 reply (`errors: [{field, message}]`), keyed by our form field names.
 * `fieldMap` translates server paths (e.g. "businessInfo.gln"); unmapped paths are used as they are.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldMap: Record<string, F> = {},
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiRequestError)) return out;
  for (const fe of error.body.errors ?? []) {
    const field = (fieldMap[fe.field] ?? fieldMap[fe.field.replace(/^body\./, '')] ?? fe.field) as F;
    if (!out[field]) out[field] = fe.message || `errors.${fe.code}`;
  }
  return out;
}

import { ApiRequestError } from './apiError';

/** Per-field message keys of a 400 reply (first one per field), for hints under the inputs. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!(error instanceof ApiRequestError)) return result;
  for (const item of error.body.errors ?? []) {
    const field = item.field.replace(/^body\.?/, '');
    if (field && !result[field]) result[field] = item.message || `errors.${item.code}`;
  }
  return result;
}

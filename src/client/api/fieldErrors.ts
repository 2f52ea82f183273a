import { ApiRequestError } from './apiError';
import { serverErrorMessage, type FieldMessage } from './errorText';

/** Per-field messages of a 400 reply (first one per field, with its values), for hints under the inputs. */
export function fieldErrorsOf(error: unknown): Record<string, FieldMessage> {
  const result: Record<string, FieldMessage> = {};
  if (!(error instanceof ApiRequestError)) return result;
  for (const item of error.body.errors ?? []) {
    const field = item.field.replace(/^body\.?/, '');
    if (field && !result[field]) result[field] = serverErrorMessage(item);
  }
  return result;
}

import { ApiRequestError } from './apiError';
import { serverErrorMessage } from './errorText';

/**
 * The translatable key for any failure: the server's `errors.*` key, else a generic one. For
 * what is shown at once prefer translateError (errorText.ts), which keeps the error's values.
 */
export function errorMessageKey(error: unknown): string {
  return error instanceof ApiRequestError ? serverErrorMessage(error.body).key : 'errors.internal';
}

import { ApiRequestError } from './apiError';

/** The translatable key for any failure: the server's `errors.*` key, else a generic one. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body.message || `errors.${error.body.code}`;
  return 'errors.internal';
}

import type { ApiError } from '../../shared/api/contracts';

/**
 * A failed call. `message` is the server's translatable key (e.g. `errors.invalidCredentials`),
 * so UI code can pass it straight to `translate()` (spec §8).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(status: number, body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }

  get code(): string {
    return this.body.code;
  }
}

const fallbackCode = (status: number): string => {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'accessDenied';
  if (status === 404) return 'notFound';
  if (status === 413) return 'payloadTooLarge';
  if (status === 429) return 'tooManyRequests';
  if (status >= 500) return 'internal';
  return 'badRequest';
};

export const errorBody = (code: string): ApiError => ({ code, message: `errors.${code}` });

/** Reads `{code, message}` from an error reply; replies that are not ours (proxies, 502 pages) get a code from the status. */
export function toApiError(status: number, text: string): ApiError {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ApiError).code === 'string') {
      const body = parsed as ApiError;
      return { ...body, message: typeof body.message === 'string' && body.message ? body.message : `errors.${body.code}` };
    }
  } catch {
    // not JSON: fall through
  }
  return errorBody(fallbackCode(status));
}

export const networkError = () => new ApiRequestError(0, errorBody('networkError'));
export const operationCanceled = () => new ApiRequestError(0, errorBody('operationCanceled'));
export const unauthorizedError = () => new ApiRequestError(401, errorBody('unauthorized'));

export const isApiRequestError = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError;

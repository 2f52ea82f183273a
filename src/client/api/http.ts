/**
 * The one HTTP client of the admin app. It implements the Session rules of spec §4:
 * - bearer access token on every authenticated call; none stored → 'Operation canceled';
 * - proactive refresh when the stored expiry is within 5 minutes;
 * - a 401 triggers one refresh (shared by concurrent callers) and one retry;
 * - a failed refresh removes both tokens and ends the session (→ /users/signin);
 * - a 401 carrying `userId` (account not activated) is passed through untouched.
 */
import type { TokenPair } from '../../shared/api/contracts';
import { emitSessionExpired } from '../session/sessionEvents';
import { clearTokens, getAccessToken, getExpiry, getRefreshToken, storeTokens } from '../session/tokenStorage';
import { ApiRequestError, networkError, operationCanceled, toApiError, unauthorizedError } from './apiError';

export { ApiRequestError } from './apiError';

/** Refresh when the access token expires within this window (spec §9). */
export const REFRESH_THRESHOLD_MS = 300_000;
export const REFRESH_PATH = '/api/auth/refreshToken';

export interface ApiFetchInit {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart form data (takes precedence over `body`). */
  formData?: FormData;
  /** A pre-encoded body (used by the react-admin data providers). */
  rawBody?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer token and apply the session rules; default true. */
  auth?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

function buildInit(init: ApiFetchInit, token: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  let body: BodyInit | undefined;
  if (init.formData) body = init.formData;
  else if (init.rawBody !== undefined) body = init.rawBody;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['Content-Type'] = 'application/json';
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, signal: init.signal };
}

async function send(path: string, init: ApiFetchInit, token: string | null): Promise<RawResponse> {
  let response: Response;
  try {
    response = await fetch(path, buildInit(init, token));
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw networkError();
  }
  return { status: response.status, headers: response.headers, text: response.status === 204 ? '' : await response.text() };
}

function endSession(): void {
  clearTokens();
  emitSessionExpired();
}

async function doRefresh(): Promise<string> {
  const token = getRefreshToken();
  if (!token) {
    endSession();
    throw unauthorizedError();
  }
  const reply = await send(REFRESH_PATH, { method: 'POST', body: { token }, auth: false }, null);
  if (reply.status < 200 || reply.status >= 300) {
    endSession();
    throw new ApiRequestError(reply.status, toApiError(reply.status, reply.text));
  }
  const pair = JSON.parse(reply.text) as TokenPair;
  storeTokens(pair);
  return pair.signInToken;
}

let inflightRefresh: Promise<string> | null = null;

/**
 * Other tabs share the stored tokens. A refresh token is single-use (reuse revokes the family), so
 * tabs take turns through a Web Lock, and a tab that finds the token already rotated by another
 * tab uses the new access token instead of refreshing again.
 */
function refreshAcrossTabs(): Promise<string> {
  const seen = getRefreshToken();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return doRefresh();
  return locks.request('kura-token-refresh', async () => {
    const current = getRefreshToken();
    const access = getAccessToken();
    if (current && access && current !== seen) return access;
    return doRefresh();
  });
}

/** Refreshes the tokens; callers arriving while a refresh runs share it. Resolves with the new access token. */
export function refreshSession(): Promise<string> {
  if (!inflightRefresh) {
    inflightRefresh = refreshAcrossTabs().finally(() => {
      inflightRefresh = null;
    });
  }
  return inflightRefresh;
}

async function currentToken(now: number): Promise<string> {
  const token = getAccessToken();
  if (!token) throw operationCanceled();
  const expiry = getExpiry();
  if (expiry === null || expiry - now > REFRESH_THRESHOLD_MS) return token;
  try {
    return await refreshSession();
  } catch (error) {
    // Offline: keep using the still-stored token; the request itself reports the network error.
    if (error instanceof ApiRequestError && error.code === 'networkError' && expiry > now) return token;
    throw error;
  }
}

function ensureOk(reply: RawResponse): RawResponse {
  if (reply.status >= 200 && reply.status < 300) return reply;
  throw new ApiRequestError(reply.status, toApiError(reply.status, reply.text));
}

/** Sends a request under the session rules; returns the raw 2xx reply, throws ApiRequestError otherwise. */
export async function apiRequest(path: string, init: ApiFetchInit = {}): Promise<RawResponse> {
  if (init.auth === false) return ensureOk(await send(path, init, null));

  const token = await currentToken(Date.now());
  const first = await send(path, init, token);
  if (first.status !== 401) return ensureOk(first);
  const firstError = toApiError(401, first.text);
  if (firstError.userId) throw new ApiRequestError(401, firstError);

  // Someone may have refreshed while this request was in flight: then just retry with the new token.
  const stored = getAccessToken();
  const retryToken = stored && stored !== token ? stored : await refreshSession();
  const second = await send(path, init, retryToken);
  if (second.status !== 401) return ensureOk(second);
  const secondError = toApiError(401, second.text);
  if (!secondError.userId) endSession();
  throw new ApiRequestError(401, secondError);
}

/** Parses a reply body: JSON when it is JSON, otherwise the text; empty bodies give undefined. */
export function parseBody(reply: RawResponse): unknown {
  if (!reply.text) return undefined;
  const type = reply.headers.get('content-type') ?? '';
  if (type.includes('json') || /^[[{"]/.test(reply.text.trim())) {
    try {
      return JSON.parse(reply.text);
    } catch {
      return reply.text;
    }
  }
  return reply.text;
}

export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  return parseBody(await apiRequest(path, init)) as T;
}

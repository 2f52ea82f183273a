/**
 * Server log options (security plan H3, ASVS 16.2.5): no personal data or secrets in logs.
 * Fastify logs each request's URL, and some URLs carry them: e-mail lookups
 * (/api/private/users/email/{email}, /api/common-contacts?email=), invitation tokens
 * (/api/invitations/{token}/accept) and reset links served to the browser
 * (/users/reset-password/{token}). The URL is therefore logged with query values dropped and
 * path parts that are not ids replaced. Errors drop the SQL parameters of failed queries.
 */
import type { FastifyRequest } from 'fastify';
import { isUuid } from '../shared/validators/uuid';

/** Path parts kept as they are: ids, words and short numbers. Anything else (e-mails, tokens) is masked. */
const PLAIN_SEGMENT = /^(?:[A-Za-z][A-Za-z0-9_-]{0,23}|\d{1,6})$/;
const HIDDEN = '~';

/** Query values dropped, keys kept: `?email=~&range=~`. */
function maskQuery(query: string): string {
  if (!query) return '';
  const keys = query.split('&').map((pair) => pair.split('=')[0]);
  return `?${keys.map((k) => (PLAIN_SEGMENT.test(k) ? `${k}=${HIDDEN}` : HIDDEN)).join('&')}`;
}

export function maskUrl(url: string, routePattern?: string, params?: Record<string, unknown>): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at + 1);
  // A matched route shows its pattern with only the id params filled in.
  if (routePattern && !routePattern.includes('*')) {
    const filled = routePattern.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) => {
      const value = params?.[name];
      return isUuid(value) ? value : whole;
    });
    return filled + maskQuery(query);
  }
  const segments = path.split('/').map((s) => (s === '' || isUuid(s) || PLAIN_SEGMENT.test(s) ? s : HIDDEN));
  return segments.join('/') + maskQuery(query);
}

type LoggedRequest = Pick<FastifyRequest, 'method' | 'url' | 'ip'> & {
  routeOptions?: { url?: string };
  params?: unknown;
  socket?: { remotePort?: number };
};

const SQL_PARAMS = /\nparams: [\s\S]*$/;

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Drizzle puts the query's parameters (patient data) into the message of a failed query. */
function maskError(err: Error): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '~', stack: '' };
  const strip = (text: string | undefined) => (text ?? '').replace(SQL_PARAMS, '\nparams: ~');
  // PostgreSQL quotes the offending value in its messages (invalid input syntax … "value").
  const cause = err.cause instanceof Error
    ? { type: err.cause.name, message: err.cause.message.replace(/"[^"]*"/g, '"~"'), code: (err.cause as { code?: unknown }).code }
    : undefined;
  const message = strip(err.message);
  const stack = (err.stack ?? '').replace(err.message, message);
  return { type: err.name, message, stack, code: (err as { code?: unknown }).code, cause };
}

/** Fastify `logger` options for the server: the level plus the masking serializers. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: maskUrl(request.url, request.routeOptions?.url, request.params as Record<string, unknown> | undefined),
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: maskError,
    },
  };
}

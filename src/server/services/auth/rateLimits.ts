/**
 * Brute-force and cost limits for the auth calls (security plan B1/B2, B6, SMS pumping).
 * Counters live in the database (services/rateLimit/databaseStore.ts), shared by all processes. Defaults can be overridden through
 * `config.authRateLimits` (tests use small numbers); every 429 carries Retry-After.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';

export interface LimitWindow {
  max: number;
  windowMs: number;
}

export interface AuthRateLimits {
  /** Sign-in attempts per client IP and lower-cased e-mail. */
  signinPerAccount: LimitWindow;
  /** Sign-in attempts per client IP over all e-mails (credential stuffing). */
  signinPerIp: LimitWindow;
  /** activateWithCode, sendActivationCode and email-activation-code, each per client IP and userId. */
  activation: LimitWindow;
  /** SMS code resends per user, whatever the IP (each one costs money). */
  smsResendPerUser: LimitWindow;
  /** sendReset and resetPassword, each per client IP. */
  passwordReset: LimitWindow;
  /** Invitation accept per client IP (it hashes a password). */
  invitationAccept: LimitWindow;
}

const MINUTE = 60_000;

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signinPerAccount: { max: 10, windowMs: 15 * MINUTE },
  signinPerIp: { max: 100, windowMs: 15 * MINUTE },
  activation: { max: 10, windowMs: 15 * MINUTE },
  smsResendPerUser: { max: 3, windowMs: 10 * MINUTE },
  passwordReset: { max: 5, windowMs: 15 * MINUTE },
  invitationAccept: { max: 20, windowMs: 15 * MINUTE },
};

declare module '../../config' {
  interface Config {
    /** Overrides of the auth rate limits (see services/auth/rateLimits.ts). */
    authRateLimits?: Partial<AuthRateLimits>;
  }
}

export function authRateLimits(app: FastifyInstance): AuthRateLimits {
  return { ...DEFAULT_AUTH_RATE_LIMITS, ...app.ctx.config.authRateLimits };
}

function bodyField(request: FastifyRequest, key: string): string {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body && typeof body === 'object' ? body[key] : undefined;
  return typeof value === 'string' ? value.toLowerCase() : '';
}

/**
 * A per-route `config.rateLimit`. It runs in preHandler, after body validation, so keys can
 * include body fields (`keyFields`); the route name keeps counters of different routes apart.
 */
export function routeRateLimit(name: string, limit: LimitWindow, keyFields: string[] = []) {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => [name, request.ip, ...keyFields.map((f) => bodyField(request, f))].join('|'),
  };
}

/**
 * A second, independent limiter for routes that need two (sign-in: per account and per IP) or
 * one applied inside the handler (SMS resends per user, after the user is known to exist).
 * The plugin's own route hook runs only one limiter per request, so this one is called directly.
 */
export function extraLimiter(app: FastifyInstance, name: string, limit: LimitWindow, keyOf: (request: FastifyRequest) => string) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request: FastifyRequest) => `${name}|${keyOf(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new HttpError(429, 'tooManyRequests');
    }
  };
}

export const clientIp = (request: FastifyRequest) => request.ip;
export const bodyKey = (key: string) => (request: FastifyRequest) => bodyField(request, key);

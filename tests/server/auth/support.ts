/** Helpers for the auth tests: sign-up through the API and reading codes from the outbox. */
import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { outbox } from '../../../src/server/db/schema';
import type { TestApp } from '../support/testApp';

export const GOOD_PASSWORD = 'Secret_123';

export function signupPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Anna',
    lastName: 'Muster',
    email: `anna-${crypto.randomBytes(5).toString('hex')}@praxis.ch`,
    password: GOOD_PASSWORD,
    countryPhone: '+41',
    phone: '079 123 45 67',
    language: 'de',
    ...overrides,
  };
}

export const post = (t: TestApp, url: string, payload: unknown, opts: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: opts.headers, remoteAddress: opts.remoteAddress });

export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const payload = signupPayload(overrides);
  const res = await post(t, '/api/auth/signup', payload);
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return { userId: res.json().user.user_id as string, email: payload.email, password: payload.password };
}

/** The newest outbox message of a template for a user. */
export async function lastMessage(t: TestApp, userId: string, template: string) {
  const [row] = await t.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.template, template)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${template} message for ${userId}`);
  return row;
}

export function codeIn(text: string): string {
  const m = /\b(\d{6})\b/.exec(text);
  if (!m) throw new Error(`no 6-digit code in: ${text}`);
  return m[1];
}

export async function smsCode(t: TestApp, userId: string): Promise<string> {
  return codeIn((await lastMessage(t, userId, 'activationCode')).body);
}

/** Signs up and activates with the SMS code; answers the token pair too. */
export async function activeAccount(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await signUp(t, overrides);
  const res = await post(t, '/api/auth/activateWithCode', { userId: account.userId, code: await smsCode(t, account.userId) });
  if (res.statusCode !== 200) throw new Error(`activation failed: ${res.statusCode} ${res.body}`);
  const tokens = res.json() as { signInToken: string; refreshToken: string; expiresIn: number };
  return { ...account, tokens, headers: { authorization: `Bearer ${tokens.signInToken}` } };
}

export function expectFieldError(res: LightMyRequestResponse, field: string, code: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual(expect.arrayContaining([{ field, code, message: `errors.${code}` }]));
}

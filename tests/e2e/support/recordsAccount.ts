/**
 * A signed-in practice owner for the record screens' browser tests, made the way a user makes
 * one (sign-up, the SMS code from the local receiver, activation), with the tokens put where
 * the client keeps them. Only the sign-up screens themselves are tested elsewhere (journey).
 */
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import type { TokenPair } from '../../../src/shared/api/contracts';
import { TOKEN_KEYS } from '../../../src/client/session/tokenStorage';
import { codeIn, waitForSms } from './inbox';

export interface OwnerAccount {
  email: string;
  tokens: TokenPair;
  centreId: string;
}

async function call<T>(baseURL: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function createOwner(baseURL: string, firstName = 'Anna', lastName = 'Meier'): Promise<OwnerAccount> {
  const id = crypto.randomBytes(4).toString('hex');
  const email = `owner.${id}@example.ch`;
  const phone = `79${crypto.randomInt(1_000_000, 9_999_999)}`;
  const since = Date.now();
  const { user } = await call<{ user: { user_id: string } }>(baseURL, 'POST', '/api/auth/signup', {
    firstName,
    lastName,
    email,
    password: 'Praxis_2025!',
    countryPhone: '+41',
    phone,
    language: 'de',
  });
  const code = codeIn((await waitForSms(`+41${phone}`, { since })).text);
  const tokens = await call<TokenPair>(baseURL, 'POST', '/api/auth/activateWithCode', { userId: user.user_id, code });
  const me = await call<{ UserSetting: { activeCentre: string } }>(baseURL, 'GET', '/api/auth/getUserFromToken', undefined, tokens.signInToken);
  return { email, tokens, centreId: me.UserSetting.activeCentre };
}

/** Opens `path` signed in as the owner (tokens stored before the app starts); `base` for a spec's own server. */
export async function openSignedIn(page: Page, owner: OwnerAccount, path: string, base = ''): Promise<void> {
  // Any page of the origin holds its localStorage; the health check's JSON does not boot the app
  // (the sign-in page did: one whole app start more per call).
  await page.goto(`${base}/api/health`);
  await page.evaluate(
    ({ keys, tokens }) => {
      window.localStorage.setItem(keys.access, tokens.signInToken);
      window.localStorage.setItem(keys.refresh, tokens.refreshToken);
      window.localStorage.setItem(keys.expiry, String(Date.now() + tokens.expiresIn * 1000));
    },
    { keys: TOKEN_KEYS, tokens: owner.tokens },
  );
  await page.goto(`${base}${path}`);
}

/** A record created through the API, for tests that need data to exist first. */
export const apiCall = call;

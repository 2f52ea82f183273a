/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ApiRequestError, apiFetch, REFRESH_THRESHOLD_MS } from '../../../src/client/api/http';
import { onSessionExpired } from '../../../src/client/session/sessionEvents';
import { getAccessToken, getRefreshToken, TOKEN_KEYS } from '../../../src/client/session/tokenStorage';
import { gate, installFetch, json, type RecordedCall } from './support/fetchMock';

const NEW_PAIR = { signInToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 };

function storeSession(expiresInMs = 15 * 60_000) {
  localStorage.setItem(TOKEN_KEYS.access, 'access-1');
  localStorage.setItem(TOKEN_KEYS.refresh, 'refresh-1');
  localStorage.setItem(TOKEN_KEYS.expiry, String(Date.now() + expiresInMs));
}

const isRefresh = (c: RecordedCall) => c.url === '/api/auth/refreshToken';
const bearer = (c: RecordedCall) => c.headers.authorization;

describe('apiFetch session rules', () => {
  let expired = 0;
  let unsubscribe: () => void;
  beforeEach(() => {
    localStorage.clear();
    expired = 0;
    unsubscribe = onSessionExpired(() => {
      expired += 1;
    });
  });
  afterEach(() => unsubscribe());

  it('sends the bearer token and parses JSON', async () => {
    storeSession();
    const calls = installFetch(() => json(200, { ok: 1 }));
    await expect(apiFetch('/api/thing')).resolves.toEqual({ ok: 1 });
    expect(bearer(calls[0])).toBe('Bearer access-1');
  });

  it('refreshes proactively when the stored expiry is within 5 minutes', async () => {
    storeSession(REFRESH_THRESHOLD_MS - 10_000);
    const calls = installFetch((c) => (isRefresh(c) ? json(200, NEW_PAIR) : json(200, { ok: true })));
    await apiFetch('/api/thing');
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refreshToken', '/api/thing']);
    expect(JSON.parse(calls[0].body!)).toEqual({ token: 'refresh-1' });
    expect(bearer(calls[1])).toBe('Bearer access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(Number(localStorage.getItem(TOKEN_KEYS.expiry))).toBeGreaterThan(Date.now() + 800_000);
  });

  it('does not refresh while the expiry is further away than 5 minutes', async () => {
    storeSession(REFRESH_THRESHOLD_MS + 60_000);
    const calls = installFetch(() => json(200, {}));
    await apiFetch('/api/thing');
    expect(calls.filter(isRefresh)).toHaveLength(0);
  });

  it('concurrent 401s share one refresh, then each request is retried once', async () => {
    storeSession();
    const refreshReply = gate();
    const calls = installFetch(async (c) => {
      if (isRefresh(c)) {
        await refreshReply.promise;
        return json(200, NEW_PAIR);
      }
      return bearer(c) === 'Bearer access-2' ? json(200, { url: c.url }) : json(401, { code: 'unauthorized', message: 'errors.unauthorized' });
    });
    const all = Promise.all([apiFetch('/api/a'), apiFetch('/api/b'), apiFetch('/booking-api/c')]);
    // Let all three first attempts come back with 401 before the refresh answers.
    await new Promise((r) => setTimeout(r, 20));
    refreshReply.open();
    await expect(all).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/booking-api/c' }]);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    for (const url of ['/api/a', '/api/b', '/booking-api/c']) {
      expect(calls.filter((c) => c.url === url).map(bearer)).toEqual(['Bearer access-1', 'Bearer access-2']);
    }
  });

  it('a failed refresh removes both tokens and ends the session', async () => {
    storeSession();
    installFetch((c) => (isRefresh(c) ? json(401, { code: 'invalidRefreshToken', message: 'errors.invalidRefreshToken' }) : json(401, { code: 'unauthorized', message: 'errors.unauthorized' })));
    const error = await apiFetch('/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(401);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(expired).toBe(1);
  });

  it('a second 401 after a successful refresh ends the session (no loop)', async () => {
    storeSession();
    const calls = installFetch((c) => (isRefresh(c) ? json(200, NEW_PAIR) : json(401, { code: 'unauthorized', message: 'errors.unauthorized' })));
    await expect(apiFetch('/api/thing')).rejects.toMatchObject({ status: 401, message: 'errors.unauthorized' });
    expect(calls.filter((c) => c.url === '/api/thing')).toHaveLength(2);
    expect(getAccessToken()).toBeNull();
    expect(expired).toBe(1);
  });

  it("rejects a request without an access token with 'Operation canceled' and sends nothing", async () => {
    const calls = installFetch(() => json(200, {}));
    await expect(apiFetch('/api/thing')).rejects.toMatchObject({ message: 'errors.operationCanceled', code: 'operationCanceled' });
    expect(calls).toHaveLength(0);
  });

  it('sends unauthenticated calls (auth: false) without a token', async () => {
    const calls = installFetch(() => json(200, { signInToken: 'x' }));
    await apiFetch('/api/auth/signin', { method: 'POST', body: { email: 'a@b.ch' }, auth: false });
    expect(bearer(calls[0])).toBeUndefined();
    expect(calls[0].headers['content-type']).toBe('application/json');
  });

  it('passes a 401 carrying userId through (account not activated) without refreshing', async () => {
    storeSession();
    const calls = installFetch(() => json(401, { code: 'userNotActivated', message: 'errors.userNotActivated', userId: 'u-1' }));
    const error = (await apiFetch('/api/thing').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(401);
    expect(error.body.userId).toBe('u-1');
    expect(calls.filter(isRefresh)).toHaveLength(0);
    expect(getAccessToken()).toBe('access-1');
    expect(expired).toBe(0);
  });

  it("reports a network failure as 'Remote service is unavailable'", async () => {
    storeSession();
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(apiFetch('/api/thing')).rejects.toMatchObject({ code: 'networkError', message: 'errors.networkError' });
  });

  it('turns an error reply into ApiRequestError with the server message key', async () => {
    storeSession();
    installFetch(() => json(409, { code: 'emailTaken', message: 'errors.emailTaken' }));
    await expect(apiFetch('/api/thing')).rejects.toMatchObject({ status: 409, code: 'emailTaken', message: 'errors.emailTaken' });
  });
});

describe('refresh across browser tabs', () => {
  // A minimal Web Locks stand-in: requests for one name run one after another.
  function installLocks(onAcquire: () => void) {
    let chain: Promise<unknown> = Promise.resolve();
    const locks = {
      request: (_name: string, cb: () => Promise<unknown>) => {
        const run = chain.then(() => {
          onAcquire();
          return cb();
        });
        chain = run.catch(() => undefined);
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    return () => Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
  }

  beforeEach(() => localStorage.clear());

  it('uses the token another tab already rotated instead of spending the used refresh token', async () => {
    storeSession(REFRESH_THRESHOLD_MS - 10_000);
    // While this tab waits for the lock, the other tab finishes its refresh and stores the new pair.
    const uninstall = installLocks(() => {
      localStorage.setItem(TOKEN_KEYS.access, 'access-from-other-tab');
      localStorage.setItem(TOKEN_KEYS.refresh, 'refresh-from-other-tab');
      localStorage.setItem(TOKEN_KEYS.expiry, String(Date.now() + 15 * 60_000));
    });
    try {
      const calls = installFetch(() => json(200, { ok: true }));
      await apiFetch('/api/thing');
      expect(calls.filter(isRefresh)).toHaveLength(0);
      expect(bearer(calls[0])).toBe('Bearer access-from-other-tab');
      expect(getAccessToken()).toBe('access-from-other-tab');
    } finally {
      uninstall();
    }
  });

  it('refreshes inside the lock when no other tab did', async () => {
    storeSession(REFRESH_THRESHOLD_MS - 10_000);
    const uninstall = installLocks(() => undefined);
    try {
      const calls = installFetch((c) => (isRefresh(c) ? json(200, NEW_PAIR) : json(200, { ok: true })));
      await apiFetch('/api/thing');
      expect(calls.map((c) => c.url)).toEqual(['/api/auth/refreshToken', '/api/thing']);
      expect(getRefreshToken()).toBe('refresh-2');
    } finally {
      uninstall();
    }
  });
});

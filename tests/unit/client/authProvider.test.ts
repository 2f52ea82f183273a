/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { authProvider } from '../../../src/client/providers/authProvider';
import { SIGN_OUT_WAIT_MS } from '../../../src/client/session/forgetSession';
import { onSignedOut } from '../../../src/client/session/sessionEvents';
import { TOKEN_KEYS } from '../../../src/client/session/tokenStorage';
import { gate, installFetch, json } from './support/fetchMock';

const tokensLeft = () => Object.values(TOKEN_KEYS).map((k) => localStorage.getItem(k)).filter((v) => v !== null);

describe('authProvider.logout (security plan B9)', () => {
  let signedOut = 0;
  let unsubscribe: () => void;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(TOKEN_KEYS.access, 'access-1');
    localStorage.setItem(TOKEN_KEYS.refresh, 'refresh-1');
    localStorage.setItem(TOKEN_KEYS.expiry, String(Date.now() + 900_000));
    signedOut = 0;
    unsubscribe = onSignedOut(() => {
      signedOut += 1;
    });
  });
  afterEach(() => {
    unsubscribe();
    jest.useRealTimers();
  });

  it('revokes the refresh token on the server, clears both tokens and goes to sign-in', async () => {
    const calls = installFetch(() => json(204, null));
    await expect(authProvider.logout({})).resolves.toBe('/users/signin');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/auth/signout', method: 'POST' });
    expect(JSON.parse(calls[0].body!)).toEqual({ token: 'refresh-1' });
    // Public call: an expired access token must not be able to block it.
    expect(calls[0].headers.authorization).toBeUndefined();
    expect(tokensLeft()).toEqual([]);
    expect(signedOut).toBe(1);
  });

  it('still signs out when offline', async () => {
    installFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(authProvider.logout({})).resolves.toBe('/users/signin');
    expect(tokensLeft()).toEqual([]);
    expect(signedOut).toBe(1);
  });

  it('still signs out when the server answers an error', async () => {
    installFetch(() => json(500, { code: 'internal', message: 'errors.internal' }));
    await expect(authProvider.logout({})).resolves.toBe('/users/signin');
    expect(tokensLeft()).toEqual([]);
  });

  it('does not wait for a server that does not answer', async () => {
    jest.useFakeTimers();
    const never = gate();
    installFetch(async () => {
      await never.promise;
      return json(204, null);
    });
    const done = authProvider.logout({});
    // The tokens are gone before the server has answered.
    expect(tokensLeft()).toEqual([]);
    await jest.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS);
    await expect(done).resolves.toBe('/users/signin');
    never.open();
  });

  it('makes no call when there is no refresh token', async () => {
    localStorage.removeItem(TOKEN_KEYS.refresh);
    const calls = installFetch(() => json(204, null));
    await authProvider.logout({});
    expect(calls).toEqual([]);
    expect(tokensLeft()).toEqual([]);
  });
});

/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { loadLanguageBundle, loadNamespace } from '../../../src/client/providers/i18n/localeCache';
import { installFetch, json } from './support/fetchMock';

const AUTH_FR = { signIn: 'Se connecter' };

describe('translation loader with ETag cache (spec §7)', () => {
  beforeEach(() => localStorage.clear());

  it('first load: GET, then the copy is cached with its ETag', async () => {
    const calls = installFetch(() => json(200, AUTH_FR, { etag: '"v1"' }));
    await expect(loadNamespace('fr', 'auth')).resolves.toEqual(AUTH_FR);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /locales/fr/auth.json']);
  });

  it('cache hit: conditional HEAD answered 304, no GET', async () => {
    installFetch(() => json(200, AUTH_FR, { etag: '"v1"' }));
    await loadNamespace('fr', 'auth');
    const calls = installFetch(() => new Response(null, { status: 304, headers: { etag: '"v1"' } }));
    await expect(loadNamespace('fr', 'auth')).resolves.toEqual(AUTH_FR);
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('HEAD');
    expect(calls[0].headers['if-none-match']).toBe('"v1"');
  });

  it('cache miss: the HEAD says it changed, so the new version is fetched and cached', async () => {
    installFetch(() => json(200, AUTH_FR, { etag: '"v1"' }));
    await loadNamespace('fr', 'auth');
    const updated = { signIn: 'Connexion' };
    const calls = installFetch((c) => (c.method === 'HEAD' ? new Response(null, { status: 200, headers: { etag: '"v2"' } }) : json(200, updated, { etag: '"v2"' })));
    await expect(loadNamespace('fr', 'auth')).resolves.toEqual(updated);
    expect(calls.map((c) => c.method)).toEqual(['HEAD', 'GET']);
    const again = installFetch(() => new Response(null, { status: 304 }));
    await expect(loadNamespace('fr', 'auth')).resolves.toEqual(updated);
    expect(again[0].headers['if-none-match']).toBe('"v2"');
  });

  it('offline: the cached copy is used', async () => {
    installFetch(() => json(200, AUTH_FR, { etag: '"v1"' }));
    await loadNamespace('fr', 'auth');
    globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    await expect(loadNamespace('fr', 'auth')).resolves.toEqual(AUTH_FR);
  });

  it('merges every namespace of the index under its name, so keys read ns.key', async () => {
    installFetch((c) => {
      if (c.url === '/locales/index.json') return json(200, { languages: ['de', 'en', 'fr', 'it'], namespaces: ['auth', 'ra'] });
      if (c.url === '/locales/fr/auth.json') return json(200, AUTH_FR, { etag: '"a"' });
      return json(200, { action: { save: 'Enregistrer' } }, { etag: '"r"' });
    });
    await expect(loadLanguageBundle('fr')).resolves.toEqual({ auth: AUTH_FR, ra: { action: { save: 'Enregistrer' } } });
  });
});

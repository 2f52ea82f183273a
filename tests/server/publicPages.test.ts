/**
 * The server's side of the patients' pages (issue 10 §3): /booking/…, /booking/manage/… and
 * /profile/… get the small public.html, every other page the admin app's index.html; built
 * files go out pre-compressed to browsers that accept it (scripts/vite/precompress.ts), under
 * the same CSP (no inline script). Hashed files under assets/ are cached for a year.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DB_KINDS, createTestApp, type TestApp } from './support/testApp';

const SCRIPT = `export const page = ${JSON.stringify('x'.repeat(4000))};`;

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-public-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>admin</title><script type="module" src="/assets/index.js"></script>');
  fs.writeFileSync(path.join(dir, 'public.html'), '<!doctype html><title>public</title><script type="module" src="/assets/public.js"></script>');
  fs.writeFileSync(path.join(dir, 'assets', 'public.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'public.js.gz'), gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'embed.js'), SCRIPT);
  return dir;
}

describe.each(DB_KINDS)('the public pages on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fakeBuild();
    t = await createTestApp(kind, { staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves public.html for booking, manage and profile links, index.html for the rest', async () => {
    for (const url of ['/booking/8b7e6c1e-0000-4000-8000-000000000001/0/0', '/booking/manage/abc.def', '/profile/8b7e6c1e-0000-4000-8000-000000000001?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.body]).toEqual([url, 200, expect.stringContaining('<title>public</title>')]);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    for (const url of ['/calendar', '/users/signin', '/bookings']) {
      expect((await t.app.inject({ method: 'GET', url })).body).toContain('<title>admin</title>');
    }
  });

  it('sends the pre-compressed copy of a built file to a browser that accepts it', async () => {
    const zipped = await t.app.inject({ method: 'GET', url: '/assets/public.js', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(SCRIPT);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/public.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets a browser keep the hashed build files for a year, and ask again for pages and fixed names', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/public.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const embed = await t.app.inject({ method: 'GET', url: '/embed.js' });
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['cache-control']).toBe('public, max-age=0');
    for (const url of ['/calendar', '/booking/some-practice']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['cache-control']).toBe('no-cache');
    }
  });
});

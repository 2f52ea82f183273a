/**
 * Smoke: the built SPA is served, the page guard sends a visitor to the German sign-in page,
 * and the public API documents and translation catalogues answer as the client expects.
 */
import { test, expect } from './support/test';

test('a visitor opening / lands on the German sign-in page', async ({ page, snap }) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));

  await page.goto('/');
  await expect(page).toHaveURL(/\/users\/signin$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await expect(page.locator('input[name="password"]')).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  await snap(page, 'signin-de');
  expect(consoleErrors, 'console errors on the sign-in page').toEqual([]);
});

test('the SPA shell and every script and stylesheet it references are public', async ({ request }) => {
  const html = await request.get('/users/signin');
  expect(html.status()).toBe(200);
  expect(html.headers()['content-type']).toContain('text/html');
  const assets = [...(await html.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const res = await request.get(asset);
    expect({ asset, status: res.status() }).toEqual({ asset, status: 200 });
  }
});

test('the OpenAPI document lists the auth calls', async ({ request }) => {
  const res = await request.get('/api/docs/openapi.json');
  expect(res.status()).toBe(200);
  const doc = await res.json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/signin', '/api/auth/signup', '/api/auth/getUserFromToken']));
});

test('translation catalogues carry an ETag and answer 304 when unchanged', async ({ request }) => {
  const first = await request.get('/locales/de/errors.json');
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toContain('application/json');
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^"[^"]+"$/);
  const catalogue = await first.json();
  expect(typeof catalogue).toBe('object');
  expect(Object.keys(catalogue).length).toBeGreaterThan(0);

  const again = await request.get('/locales/de/errors.json', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);

  const stale = await request.get('/locales/de/errors.json', { headers: { 'if-none-match': '"something-else"' } });
  expect(stale.status()).toBe(200);

  const french = await request.get('/locales/fr/errors.json');
  expect(french.headers()['etag']).not.toBe(etag);
});

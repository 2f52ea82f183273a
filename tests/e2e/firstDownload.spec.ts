/**
 * What Chromium really downloads for the first page (issue 8 §4, README "Client bundle"): every
 * script of a first visit, gzipped as the build's budget script counts it. scripts/bundleSize.mjs
 * reads the build's manifest; this test checks the figure in the browser, where lazy chunks a page
 * loads while it starts count too.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { TOKEN_KEYS } from '../../src/client/session/tokenStorage';
import { createOwner } from './support/recordsAccount';
import { expect, test } from './support/test';

const KB = 1000;

/** Records every script response of the page; `total()` is their gzipped size. */
function recordScripts(page: Page) {
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), response.body().then((body) => gzipSync(body).length));
  });
  return {
    files: () => [...bodies.keys()].map((url) => new URL(url).pathname),
    total: async () => (await Promise.all(bodies.values())).reduce((a, b) => a + b, 0),
  };
}

test('the sign-in page downloads at most 150 kB of gzipped JavaScript, and no router or admin app', async ({ page }, testInfo) => {
  const scripts = recordScripts(page);
  await page.goto('/users/signin');
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = await scripts.total();
  testInfo.annotations.push({ type: 'sign-in JS (gzipped)', description: `${(total / KB).toFixed(1)} kB in ${scripts.files().length} files` });
  expect(scripts.files().filter((f) => /AdminApp|FullApp|formEngine|phone|CalendarPage/.test(f))).toEqual([]);
  expect(total).toBeLessThanOrEqual(150 * KB);
});

test('a signed-in first visit to the calendar downloads what the budget counts', async ({ browser, baseURL }, testInfo) => {
  const owner = await createOwner(baseURL!);
  const context = await browser.newContext({ baseURL });
  // Signed in before the first byte: the tokens are in place when the app starts.
  await context.addInitScript(
    ({ keys, tokens }) => {
      window.localStorage.setItem(keys.access, tokens.signInToken);
      window.localStorage.setItem(keys.refresh, tokens.refreshToken);
      window.localStorage.setItem(keys.expiry, String(Date.now() + tokens.expiresIn * 1000));
    },
    { keys: TOKEN_KEYS, tokens: owner.tokens },
  );
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto('/calendar');
  await expect(page.locator('.rbc-calendar')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = await scripts.total();
  testInfo.annotations.push({ type: 'calendar JS (gzipped)', description: `${(total / KB).toFixed(1)} kB in ${scripts.files().length} files` });
  process.stdout.write(`calendar first visit: ${(total / KB).toFixed(1)} kB\n${scripts.files().join('\n')}\n`);
  expect(total).toBeLessThanOrEqual(350 * KB);
  await context.close();
});

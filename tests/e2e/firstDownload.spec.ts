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
/** scripts/bundleSize.mjs's calendar budget. */
const CALENDAR_BUDGET = 300;

/** Records every script response of the page; `total()` is their gzipped size. */
function recordScripts(page: Page) {
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), response.body().then((body) => gzipSync(body).length));
  });
  return {
    files: () => [...bodies.keys()].map((url) => new URL(url).pathname),
    /** Gzipped bytes of all scripts, or of those paths. */
    total: async (paths?: string[]) => {
      const picked = [...bodies].filter(([url]) => !paths || paths.includes(new URL(url).pathname));
      return (await Promise.all(picked.map(([, size]) => size))).reduce((a, b) => a + b, 0);
    },
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

test('a signed-in first visit to the calendar downloads what the budget counts before the grid paints, the live socket after', async ({ browser, baseURL }, testInfo) => {
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
  // When the calendar grid enters the page (it paints in that frame), by the page's clock.
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.rbc-calendar')) return;
      (window as unknown as { calendarShownAt: number }).calendarShownAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto('/calendar');
  await expect(page.locator('.rbc-calendar')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The live socket's client comes after the grid has painted (realtime/connectSocketIo.ts) and is
  // downloaded then: the socket is still part of the visit, not of the page's first download.
  await expect.poll(() => scripts.files().some((f) => /\/esm-[\w-]+\.js$/.test(f)), { timeout: 15_000 }).toBe(true);
  const { shownAt, fetchStarts } = await page.evaluate(() => ({
    shownAt: (window as unknown as { calendarShownAt: number }).calendarShownAt,
    fetchStarts: performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.startTime] as const),
  }));
  const startOf = new Map(fetchStarts);
  const beforePaint = scripts.files().filter((f) => (startOf.get(f) ?? Infinity) < shownAt);
  const afterPaint = scripts.files().filter((f) => !beforePaint.includes(f));
  const total = await scripts.total(beforePaint);
  testInfo.annotations.push({ type: 'calendar JS (gzipped)', description: `${(total / KB).toFixed(1)} kB in ${beforePaint.length} files` });
  process.stdout.write(`calendar first visit: ${(total / KB).toFixed(1)} kB before the grid painted\n${beforePaint.join('\n')}\nafter: ${afterPaint.join(' ')}\n`);
  expect(afterPaint.filter((f) => /\/esm-[\w-]+\.js$/.test(f))).toHaveLength(1);
  expect(total).toBeLessThanOrEqual(CALENDAR_BUDGET * KB);
  await context.close();
});

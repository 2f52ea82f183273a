/**
 * Accessibility of the main pages (issue 13): axe-core (through @axe-core/playwright) finds no
 * serious or critical violation on them in German, and no screen-reader label is left in English.
 */
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { seriousViolations } from './support/axe';
import { goInApp, untilQuiet } from './support/inAppNavigation';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// The tab variant comes after another page: the tests wait for the old page's content to go, and
// a tab change within one page keeps that page's elements.
const PAGES = [
  '/dashboard',
  '/calendar',
  '/clients/clientlist',
  '/settings/clinic-service-list',
  '/settings/business-info',
  '/settings/clinic-therapists',
  '/settings/holidays-special-days',
  '/settings/account',
  '/settings/holidays-special-days?tab=special-days',
];

test.describe('accessibility', () => {
  let owner: OwnerAccount;
  /**
   * One page for the page tests, in file order in one worker: the app starts once, then goes from
   * page to page through its router, as a user does (it booted once per page before). A failing
   * test ends the worker; the next test's worker opens a new page.
   */
  let shared: Page | undefined;
  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string);
    await apiCall(baseURL as string, 'POST', '/api/contacts', { centre_fk: owner.centreId, firstName: 'Lena', lastName: 'Übersax', email: 'lena.a11y@example.ch' }, owner.tokens.signInToken);
  });
  test.afterAll(async () => {
    await shared?.context().close();
  });

  for (const path of PAGES) {
    test(`${path} has no serious accessibility violation`, async ({ browser, baseURL, locale, timezoneId, viewport, snap }) => {
      const fresh = !shared;
      const page = (shared ??= await (await browser.newContext({ baseURL, locale, timezoneId, viewport })).newPage());
      await untilQuiet(page, () => (fresh ? openSignedIn(page, owner, path) : goInApp(page, path, '#main-content > *')));
      const [pathname, search = ''] = path.split('?');
      await expect(page).toHaveURL((url) => url.pathname === pathname && url.search === (search && `?${search}`));
      // This page's content, not the one before (goInApp marked that as left behind).
      await expect(page.locator('[data-left-behind]')).toHaveCount(0);
      await expect(page.locator('main, [role="main"], #main-content').first()).toBeVisible();
      await snap(page, 'page');
      expect(await seriousViolations(page)).toEqual([]);
      // Labels read out by screen readers are German on a German page.
      const english = await page.locator('[aria-label="Clear"], [aria-label="Open"], [aria-label="Close"], [title="Clear"], [title="Open"]').count();
      expect(english).toBe(0);
    });
  }

  // A slow list answer leaves the page on its loading state, which CI once caught with two
  // unnamed progress bars; the list's answer is held here until axe has looked.
  test('a page still loading has no serious accessibility violation', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/.*services/, async (route) => {
      await held;
      await route.continue();
    });
    await openSignedIn(page, owner, '/settings/clinic-service-list');
    await expect(page.getByRole('progressbar', { name: 'Wird geladen…' })).toBeVisible();
    const violations = await seriousViolations(page);
    release();
    expect(violations).toEqual([]);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

/**
 * Accessibility of the main pages (issue 13): axe-core (through @axe-core/playwright) finds no
 * serious or critical violation on them in German, and no screen-reader label is left in English.
 */
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { seriousViolations } from './support/axe';
import { keptPage } from './support/inAppNavigation';
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
  // The app starts once for the page tests, then goes from page to page through its router (it
  // booted once per page before).
  const kept = keptPage((page, path) => openSignedIn(page, owner, path));
  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string);
    await apiCall(baseURL as string, 'POST', '/api/contacts', { centre_fk: owner.centreId, firstName: 'Lena', lastName: 'Übersax', email: 'lena.a11y@example.ch' }, owner.tokens.signInToken);
  });
  test.afterAll(() => kept.close());

  for (const path of PAGES) {
    test(`${path} has no serious accessibility violation`, async ({ browser, baseURL, locale, timezoneId, viewport, snap }) => {
      // The page's content root: the one of the page before is gone when visit() returns.
      const page = await kept.visit({ browser, baseURL, locale, timezoneId, viewport }, path, '#main-content > *');
      const [pathname, search = ''] = path.split('?');
      await expect(page).toHaveURL((url) => url.pathname === pathname && url.search === (search && `?${search}`));
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

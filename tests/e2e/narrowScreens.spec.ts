/**
 * On a phone (390 px) a wide table must not widen the page: react-admin's frame is
 * min-width: fit-content, which pushed the app bar's and the list's buttons off-screen.
 */
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  let owner: OwnerAccount;
  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string);
    await apiCall(baseURL as string, 'POST', '/api/contacts', { centre_fk: owner.centreId, firstName: 'Beatrice', lastName: 'Müller-Lüdenscheidt', email: 'bea.narrow@example.ch', dateOfBirth: '1980-03-04' }, owner.tokens.signInToken);
  });

  for (const path of ['/clients/clientlist', '/settings/vat', '/settings/clinic-service-list', '/calendar']) {
    test(`${path} fits the screen; the table scrolls inside its card`, async ({ page, snap }) => {
      await openSignedIn(page, owner, path);
      await page.waitForLoadState('networkidle');
      if (path === '/clients/clientlist') await expect(page.getByText('Müller-Lüdenscheidt')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Every toolbar button is inside the viewport.
      for (const button of await page.locator('.RaList-actions button, [data-testid="list-toolbar"] button').all()) {
        const box = await button.boundingBox();
        if (box) expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await snap(page, path.replace(/\W+/g, '-').slice(1));
    });
  }
});

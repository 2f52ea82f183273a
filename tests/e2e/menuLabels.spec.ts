/**
 * The side menu at 1280 px in German and French (issue 13): every entry's label is read whole —
 * long ones wrap onto a second line, none is cut off with an ellipsis or hidden overflow.
 */
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

test.describe('side menu labels', () => {
  let owner: OwnerAccount;
  let userId: string;
  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string);
    userId = (await apiCall<{ user_id: string }>(baseURL as string, 'GET', '/api/auth/getUserFromToken', undefined, owner.tokens.signInToken)).user_id;
  });

  for (const language of ['de', 'fr'] as const) {
    test(`${language}: every label fits its entry at 1280 px`, async ({ page, baseURL, snap }) => {
      await apiCall(baseURL as string, 'POST', `/api/user/${userId}`, { UserSetting: { language } }, owner.tokens.signInToken);
      await page.setViewportSize({ width: 1280, height: 900 });
      await openSignedIn(page, owner, '/dashboard');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const labels = page.getByTestId('menu-label');
      await expect(labels.first()).toBeVisible();
      expect(await labels.count()).toBeGreaterThan(10);
      const cut = await labels.evaluateAll((els) =>
        els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent),
      );
      expect(cut).toEqual([]);
      await snap(page, `menu-${language}`);
    });
  }
});

/**
 * "Add statutory rates" on /settings/vat: the Swiss rates with their periods appear in the list,
 * a second run adds nothing, and the service form then offers only the current rates.
 */
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', key, vars);

test.describe('statutory VAT rates', () => {
  let owner: OwnerAccount;
  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string);
  });

  test('the owner adds the Swiss rates once; repeating skips them', async ({ page, baseURL, snap }) => {
    const codes = async () =>
      (await apiCall<{ code: string; rate: number }[]>(baseURL as string, 'GET', `/api/vats/centre/${owner.centreId}?range=[0,49]`, undefined, owner.tokens.signInToken))
        .map((r) => `${r.code} ${r.rate}`)
        .sort();

    await openSignedIn(page, owner, '/settings/vat');
    await page.locator('button[name="addStatutoryVat"]').click();
    const dialog = page.getByRole('dialog', { name: de('vat:statutory.title') });
    await expect(dialog).toContainText(de('vat:statutory.exemptHint'));
    await snap(page, 'statutory-vat-dialog');
    await dialog.locator('button[name="confirmStatutoryVat"]').click();
    await expect(page.getByText(de('vat:statutory.done', { created: '6', skipped: '0' }))).toBeVisible();
    await expect(dialog).toBeHidden();
    // The list shows the rates (both periods of the standard rate).
    await expect(page.getByRole('cell', { name: '8.1', exact: true }).or(page.getByRole('cell', { name: '8,1', exact: true }))).toBeVisible();
    await expect(page.getByRole('cell', { name: '7.7', exact: true }).or(page.getByRole('cell', { name: '7,7', exact: true }))).toBeVisible();
    await snap(page, 'statutory-vat-list');
    expect(await codes()).toEqual(['CH-normal 7.7', 'CH-normal 8.1', 'CH-reduced 2.5', 'CH-reduced 2.6', 'CH-special 3.7', 'CH-special 3.8']);

    await page.locator('button[name="addStatutoryVat"]').click();
    await dialog.locator('button[name="confirmStatutoryVat"]').click();
    await expect(page.getByText(de('vat:statutory.done', { created: '0', skipped: '6' }))).toBeVisible();
    expect(await codes()).toHaveLength(6);
  });
});

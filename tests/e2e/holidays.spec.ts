/**
 * Holidays (days off) in a real browser against a real server: a named range across the turn of
 * the year, a named single day and the canton's public holidays are added, saved, and still there
 * after a reload; the part of the range in the next year is offered and saved there.
 */
import type { Page } from '@playwright/test';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', key, vars);
const YEAR = new Date().getFullYear() + 1;

/** Types DDMMYYYY into a date picker field, section by section as a user does. */
async function typeDate(page: Page, name: string, digits: string) {
  const field = page.locator('.MuiFormControl-root', { has: page.locator(`input[name="${name}"]`) });
  await field.locator('[role="spinbutton"]').first().click();
  await page.keyboard.type(digits);
}

async function addDayOff(page: Page, from: string, until: string | null, name: string) {
  await typeDate(page, 'dayOffDate', from);
  if (until) await typeDate(page, 'dayOffEndDate', until);
  await page.locator('input[name="dayOffName"]').fill(name);
  await page.getByRole('button', { name: de('settings:holidays.add'), exact: true }).click();
}

test.describe('holidays and days off', () => {
  let owner: OwnerAccount;

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string, 'Lea', 'Huber');
    // The practice is in Zurich, so the canton's public holidays are those of ZH.
    await apiCall(baseURL as string, 'PATCH', `/api/centre/${owner.centreId}/updateCentre`, {
      address: [{ street: 'Bahnhofstrasse', building: '1', zipcode: '8001', city: 'Zürich', state: 'ZH', country: 'CH' }],
    }, owner.tokens.signInToken);
  });

  test('a range, a named day and public holidays are saved and still there after a reload', async ({ page, baseURL, snap }) => {
    await openSignedIn(page, owner, '/settings/holidays-special-days');
    await expect(page.getByText(de('settings:holidays.empty'))).toBeVisible();
    await page.locator('select[name="year"]').selectOption(String(YEAR));
    await expect(page.getByText(de('settings:holidays.summary', { year: String(YEAR), count: '0' }))).toBeVisible();

    await test.step('a range over the turn of the year and a named day', async () => {
      await addDayOff(page, `2412${YEAR}`, `0201${YEAR + 1}`, 'Weihnachtsferien');
      await expect(page.getByRole('alert').filter({ hasText: String(YEAR + 1) })).toBeVisible();
      await addDayOff(page, `0306${YEAR}`, null, 'Praxisjubiläum');
      const rows = page.getByTestId('day-off-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText('Praxisjubiläum');
      await expect(rows.nth(1)).toContainText(`24.12.${YEAR}`);
      await expect(rows.nth(1)).toContainText(`31.12.${YEAR}`);
      await expect(rows.nth(1)).toContainText(de('settings:holidays.manyDays', { count: '8' }));
    });

    await test.step('the canton public holidays, reviewed before they are added', async () => {
      await page.getByRole('button', { name: de('settings:holidays.publicHolidays.open') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('select[name="publicHolidaysCanton"]')).toHaveValue('ZH');
      await expect(dialog.getByRole('checkbox', { name: /Auffahrt/ })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: /Knabenschiessen/ })).not.toBeChecked();
      await snap(page, 'holidays-public-holidays-review');
      await dialog.getByRole('button', { name: /Auswahl hinzufügen/ }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('day-off-row').filter({ hasText: 'Auffahrt' })).toBeVisible();
    });

    await page.getByRole('button', { name: de('common:save'), exact: true }).click();
    await expect(page.getByText(de('settings:holidays.saved'))).toBeVisible();
    await expect(page.getByText(de('settings:holidays.unsaved'))).toBeHidden();

    await test.step('the next year offers the rest of the Christmas holidays', async () => {
      await page.locator('select[name="year"]').selectOption(String(YEAR + 1));
      const carried = page.getByTestId('day-off-row').filter({ hasText: 'Weihnachtsferien' });
      await expect(carried).toContainText(`01.01.${YEAR + 1}`);
      await expect(carried).toContainText(`02.01.${YEAR + 1}`);
      await expect(page.getByText(de('settings:holidays.unsaved'))).toBeVisible();
      await page.getByRole('button', { name: de('common:save'), exact: true }).click();
      await expect(page.getByText(de('settings:holidays.unsaved'))).toBeHidden();
    });

    await page.reload();
    await page.locator('select[name="year"]').selectOption(String(YEAR));
    const rows = page.getByTestId('day-off-row');
    await expect(rows.filter({ hasText: 'Weihnachtsferien' })).toContainText(`24.12.${YEAR}`);
    await expect(rows.filter({ hasText: 'Praxisjubiläum' })).toContainText(`03.06.${YEAR}`);
    await expect(rows.filter({ hasText: 'Auffahrt' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Karfreitag' })).toHaveCount(1);
    await snap(page, 'holidays-saved-after-reload');

    const token = owner.tokens.signInToken;
    const me = await apiCall<{ user_id: string }>(baseURL as string, 'GET', '/api/auth/getUserFromToken', undefined, token);
    const stored = await apiCall<{ days: unknown[] }>(baseURL as string, 'GET', `/api/providers/${me.user_id}/centres/${owner.centreId}/days-off?year=${YEAR + 1}`, undefined, token);
    expect(stored.days).toEqual([{ date: `${YEAR + 1}-01-01`, endDate: `${YEAR + 1}-01-02`, name: 'Weihnachtsferien' }]);
  });
});


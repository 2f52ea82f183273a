/**
 * Issue 13 in the browser: a form the server refuses says so beside the field and in a short
 * summary at the top of the form, never in a dialog; a line of the summary takes the user to
 * its field. The service builder (the record form engine) refuses a tariff 590 service without
 * its tariff position (a rule only the server checks), and the sign-in page (formerly an alert
 * dialog) says why it refused the password at the top of its form.
 */
import { tr } from './support/locales';
import { createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string) => tr('de', key);

test.describe('form errors beside the fields, summed up at the top', () => {
  let owner: OwnerAccount;

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string);
  });

  test('the service builder shows the server’s refusal at the field and in the summary, no dialog', async ({ page, snap }) => {
    await openSignedIn(page, owner, '/settings/clinic-builder/tarif590');
    const form = page.locator('form#serviceBuilder');
    await form.locator('input[name="name"]').fill('Massage Tarif 590');
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/services') && r.status() === 400);
    await form.locator('button[name="save"]').click();
    const reply = (await (await refused).json()) as { errors: { field: string; code: string }[] };
    expect(reply.errors).toContainEqual(expect.objectContaining({ field: 'nr', code: 'required' }));

    await expect(page.locator('[data-form-field="nr"]')).toContainText(de('errors:required'));
    const summary = page.locator('[data-form-summary]');
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(de('common:formSummary.title'));
    const line = summary.getByRole('button', { name: `${de('records:service.nr')}: ${de('errors:required')}` });
    await expect(line).toBeVisible();
    // The summary is the first thing in the form, above every field.
    const [summaryTop, nameTop] = await Promise.all([summary.boundingBox(), form.locator('input[name="name"]').boundingBox()]);
    expect(summaryTop!.y).toBeLessThan(nameTop!.y);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await snap(page, 'service-refused-summary');

    await line.click();
    await expect(form.locator('input[name="nr"]')).toBeFocused();
    await form.locator('input[name="nr"]').fill('7301');
    await expect(summary).toHaveCount(0);
    await form.locator('button[name="save"]').click();
    await expect(page).toHaveURL(/\/settings\/clinic-service-list$/);
  });

  test('the sign-in page says why at the top of its form, not in a dialog', async ({ page, snap }) => {
    await page.goto('/users/signin');
    await page.locator('input[name="email"]').fill(owner.email);
    await page.locator('input[name="password"]').fill('Falsch_2025!');
    await page.locator('form button[type="submit"]').click();
    const summary = page.locator('form [data-form-summary]');
    await expect(summary).toContainText(de('auth:unableToSignin'));
    await expect(summary).toContainText(de('errors:invalidCredentials'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await snap(page, 'signin-refused-summary');
  });
});

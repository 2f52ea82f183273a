/**
 * The audit log page (DSV Art. 4) in a real browser: an owner creates a client and opens the
 * profile, then /settings/audit-log lists both events in German, with the owner's name.
 */
import crypto from 'node:crypto';
import { tr } from './support/locales';
import { createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', key, vars);

test.describe('audit log', () => {
  let owner: OwnerAccount;

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string, 'Anna', 'Meier');
  });

  test('lists the creation and the opening of a client', async ({ page, snap }) => {
    const lastName = `Muster${crypto.randomBytes(3).toString('hex')}`;
    await openSignedIn(page, owner, '/clients/clientlist');
    await page.getByRole('button', { name: de('clients:list.create') }).click();
    const form = page.locator('form#createContact');
    await form.locator('input[name="firstName"]').fill('Lena');
    await form.locator('input[name="lastName"]').fill(lastName);
    await form.locator('button[name="save"]').click();
    await expect(page).toHaveURL(/\/clients\/profile\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('contact-name')).toHaveText(`Lena ${lastName}`);
    const contactId = page.url().split('/').pop() as string;

    await page.getByRole('menuitem', { name: de('menu:auditLog') }).click();
    await expect(page).toHaveURL(/\/settings\/audit-log$/);
    const rows = page.locator('[data-testid="audit-events"] tbody tr').filter({ hasText: contactId });
    const created = rows.filter({ hasText: de('settings:auditLog.actions.create') });
    // Opening the profile also reads the client's invoices (a "viewed: invoice" row naming the
    // client's id, in the same second): the row of the client itself is the one to check.
    const read = rows.filter({ hasText: de('settings:auditLog.actions.read') }).filter({ hasText: de('settings:auditLog.objectTypes.contact') });
    await expect(created).toHaveCount(1);
    await expect(read.first()).toBeVisible();
    for (const row of [created, read.first()]) {
      await expect(row).toContainText('Anna Meier');
      await expect(row).toContainText(de('settings:auditLog.objectTypes.contact'));
      await expect(row).toContainText(de('settings:auditLog.roles.OWNER'));
    }
    // Those reads show under their own labels, not as the stored type ("payment").
    await expect(rows.filter({ hasText: de('settings:auditLog.objectTypes.payment') }).first()).toBeVisible();
    await expect(page.getByTestId('audit-events')).not.toContainText('payment');
    await expect(page.getByTestId('audit-chain')).toContainText('Protokoll unverändert');
    await expect(page.getByText(lastName)).toHaveCount(0);
    await snap(page, 'audit-log');
  });
});

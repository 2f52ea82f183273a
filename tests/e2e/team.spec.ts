/**
 * Team management in a real browser against a real server: the owner makes a therapist an admin,
 * then removes them from the practice after a confirmation naming them; the list follows each step
 * and the removed person's access to the practice ends. A member leaves a practice themself on the
 * account page.
 */
import { linksIn, waitForMail } from './support/inbox';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', key, vars);

/** `member` joins `owner`'s practice as a therapist through an e-mailed invitation. */
async function join(base: string, owner: OwnerAccount, member: OwnerAccount) {
  const since = Date.now();
  await apiCall(base, 'POST', `/api/invitations/${owner.centreId}/createAndInvite`, { email: member.email, role: 'PROVIDER' }, owner.tokens.signInToken);
  const link = linksIn((await waitForMail(member.email, { since })).text).find((l) => l.includes('/users/accept-invitation?token='));
  const token = new URL(link as string).searchParams.get('token') as string;
  await apiCall(base, 'POST', `/api/invitations/${encodeURIComponent(token)}/accept`, {}, member.tokens.signInToken);
}

test.describe('team management', () => {
  let owner: OwnerAccount;
  let lea: OwnerAccount;
  let marc: OwnerAccount;

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL as string;
    owner = await createOwner(base, 'Anna', 'Meier');
    lea = await createOwner(base, 'Lea', 'Brunner');
    marc = await createOwner(base, 'Marc', 'Keller');
    await apiCall(base, 'PATCH', `/api/centres/${owner.centreId}`, { name: 'Praxis Aare' }, owner.tokens.signInToken);
    await join(base, owner, lea);
    await join(base, owner, marc);
  });

  test('the owner opens their own profile from the list (issue 13)', async ({ page }) => {
    await openSignedIn(page, owner, '/settings/clinic-therapists');
    await page.getByRole('row').filter({ hasText: 'Anna Meier' }).click();
    await expect(page).toHaveURL(/\/settings\/clinic-therapist\//);
    await expect(page.locator('[data-section="profile"], form').first()).toBeVisible();
  });

  test('the owner makes a therapist an admin, then removes her; the list follows', async ({ page, baseURL, snap }) => {
    await openSignedIn(page, owner, '/settings/clinic-therapists');
    const row = page.getByRole('row').filter({ hasText: 'Lea Brunner' });
    await expect(row).toContainText(de('settings:therapists.roles.PROVIDER'));

    await test.step('therapist -> admin', async () => {
      await row.click();
      await expect(page).toHaveURL(/\/settings\/clinic-therapist\//);
      await page.locator('[data-section="membership"]').getByRole('combobox').click();
      await page.getByRole('option', { name: de('settings:therapists.roles.ADMIN') }).click();
      await expect(page.getByText(de('settings:team.roleChanged', { name: 'Lea Brunner', role: de('settings:therapists.roles.ADMIN') }))).toBeVisible();
      await snap(page, 'team-role-changed');
      await page.getByRole('link', { name: de('settings:therapist.backToList') }).click();
      await expect(page.getByRole('row').filter({ hasText: 'Lea Brunner' })).toContainText(de('settings:therapists.roles.ADMIN'));
    });

    await test.step('remove from the practice, after a confirmation naming her', async () => {
      await page.getByRole('row').filter({ hasText: 'Lea Brunner' }).click();
      await page.getByRole('button', { name: de('settings:team.remove') }).click();
      const dialog = page.getByRole('dialog', { name: de('settings:team.removeDialogTitle', { name: 'Lea Brunner' }) });
      await expect(dialog).toContainText(de('settings:team.removeDialogText', { name: 'Lea Brunner' }));
      await snap(page, 'team-remove-dialog');
      await dialog.getByRole('button', { name: de('settings:team.remove') }).click();
      await expect(page).toHaveURL(/\/settings\/clinic-therapists$/);
      await expect(page.getByText(de('settings:team.removed', { name: 'Lea Brunner' }))).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Marc Keller' })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Lea Brunner' })).toHaveCount(0);
      await snap(page, 'team-list-after-removal');
    });

    // Her access to the practice has ended; her own practice is untouched.
    const res = await fetch(`${baseURL}/api/centre/${owner.centreId}/getCentre`, { headers: { authorization: `Bearer ${lea.tokens.signInToken}` } });
    expect(res.status).toBe(404);
    const own = await fetch(`${baseURL}/api/centre/${lea.centreId}/getCentre`, { headers: { authorization: `Bearer ${lea.tokens.signInToken}` } });
    expect(own.status).toBe(200);
  });

  test('a therapist leaves the practice on the account page', async ({ page, baseURL, snap }) => {
    // Marc works in the owner's practice at the moment (his session's active practice).
    const base = baseURL as string;
    const me = await apiCall<{ user_id: string }>(base, 'GET', '/api/auth/getUserFromToken', undefined, marc.tokens.signInToken);
    await apiCall(base, 'POST', `/api/user/${me.user_id}`, { UserSetting: { activeCentre: owner.centreId } }, marc.tokens.signInToken);
    await openSignedIn(page, marc, '/settings/account');
    await page.getByRole('button', { name: de('settings:team.leave', { practice: 'Praxis Aare' }) }).click();
    const dialog = page.getByRole('dialog', { name: de('settings:team.leaveDialogTitle', { practice: 'Praxis Aare' }) });
    await snap(page, 'team-leave-dialog');
    await dialog.getByRole('button', { name: de('settings:team.leaveConfirm') }).click();
    await expect(page.getByText(de('settings:team.left', { practice: 'Praxis Aare' }))).toBeVisible();
    // The app goes home: the calendar or the dashboard (spec §2), depending on Tarif 590.
    await expect(page).toHaveURL(/\/(calendar|dashboard)?$/);
    // The session moved to his own practice.
    const after = await apiCall<{ UserSetting: { activeCentre: string } }>(base, 'GET', '/api/auth/getUserFromToken', undefined, marc.tokens.signInToken);
    expect(after.UserSetting.activeCentre).toBe(marc.centreId);
    const res = await fetch(`${baseURL}/api/centre/${owner.centreId}/getCentre`, { headers: { authorization: `Bearer ${marc.tokens.signInToken}` } });
    expect(res.status).toBe(404);
  });
});

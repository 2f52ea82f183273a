/**
 * The platform journey of a new practice owner, in a real browser against a real server:
 * sign up with the SMS code from the local SMS receiver, land where the spec says, switch to
 * French, fill in the business info, invite a therapist (the e-mail arrives at the local SMTP
 * server) and sign out. A screenshot of every step is kept under test-results/e2e/.
 */
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { TOKEN_KEYS } from '../../src/client/session/tokenStorage';
import { gs1CheckDigit } from '../../src/shared/validators/swissIds';
import { test, expect } from './support/test';
import { codeIn, linksIn, waitForMail, waitForSms } from './support/inbox';
import { tr } from './support/locales';

const ACCESS_TOKEN_KEY = TOKEN_KEYS.access;
const REFRESH_TOKEN_KEY = TOKEN_KEYS.refresh;

const storedToken = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

async function submit(page: Page, form = page.locator('form').filter({ has: page.locator('button[type="submit"]') }).first()) {
  await form.locator('button[type="submit"]').click();
}

test('a new owner signs up, works in French, sets up the practice, invites a therapist and signs out', async ({ page, baseURL, browser, snap }) => {
  const id = crypto.randomBytes(3).toString('hex');
  const owner = {
    firstName: 'Léa',
    lastName: 'Brunner',
    email: `lea.brunner.${id}@example.ch`,
    password: 'Praxis_2025!',
    phone: `79${crypto.randomInt(1_000_000, 9_999_999)}`,
  };
  const glnData = `760100${crypto.randomInt(100_000, 999_999)}`;
  const practice = {
    name: `Cabinet l'Étoile ${id}`,
    street: 'Rue du Lac',
    building: '12',
    zipcode: '1003',
    city: 'Lausanne',
    zsrNumber: `K${crypto.randomInt(100_000, 999_999)}`,
    gln: `${glnData}${gs1CheckDigit(glnData)}`,
  };
  const therapist = { firstName: 'Marco', lastName: 'Rossi', email: `marco.rossi.${id}@example.ch` };

  await test.step('sign up', async () => {
    await page.goto('/users/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'password'] as const) {
      await page.locator(`input[name="${field}"]`).fill(owner[field]);
    }
    await snap(page, 'signup-filled');
    const since = Date.now();
    await submit(page);
    await expect(page).toHaveURL(/\/users\/verification-code/);
    await snap(page, 'verification-code');

    const sms = await waitForSms(`+41${owner.phone}`, { since });
    const code = codeIn(sms.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(sms.text).toBe(tr('de', 'messages:activationCode.sms', { code }));
    await page.locator('input[name="code"]').fill(code);
    await submit(page);
  });

  await test.step('lands on the tariff 590 addresses page, signed in', async () => {
    // Spec §2: after code verification → /tariff590/addresses (tariff 590 is on in the shipped configuration).
    await expect(page).toHaveURL(/\/tariff590\/addresses$/);
    expect(await storedToken(page, ACCESS_TOKEN_KEY)).toBeTruthy();
    expect(await storedToken(page, REFRESH_TOKEN_KEY)).toBeTruthy();
    await expect(page.getByText(tr('de', 'tariff590:addresses.intro'))).toBeVisible();
    await snap(page, 'landed-tariff590-addresses');
  });

  await test.step('switches to French and sees French', async () => {
    await page.goto('/settings/account');
    await expect(page.getByText(tr('de', 'settings:account.profile'), { exact: true })).toBeVisible();
    await page.locator('select[name="language"]').selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(tr('fr', 'settings:account.profile'), { exact: true })).toBeVisible();
    await snap(page, 'account-in-french');
    // The choice is the user's setting on the server: it survives a reload.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(tr('fr', 'settings:account.profile'), { exact: true })).toBeVisible();
    await expect(page.locator('select[name="language"]')).toHaveValue('fr');
  });

  await test.step('edits the business info', async () => {
    await page.goto('/settings/business-info');
    for (const [field, value] of Object.entries(practice)) {
      await page.locator(`input[name="${field}"]`).fill(value);
    }
    await snap(page, 'business-info-filled');
    await page.locator('button[name="save"]').click();
    await expect(page.getByText(tr('fr', 'settings:businessInfo.saved'), { exact: true })).toBeVisible();
    await page.reload();
    for (const [field, value] of Object.entries(practice)) {
      await expect(page.locator(`input[name="${field}"]`)).toHaveValue(value);
    }
    await snap(page, 'business-info-saved');
  });

  await test.step('invites a therapist, who gets the invitation e-mail', async () => {
    await page.goto('/settings/clinic-therapists');
    await page.getByRole('button', { name: tr('fr', 'settings:therapists.invite') }).click();
    const dialog = page.getByRole('dialog', { name: tr('fr', 'settings:therapists.inviteDialog.title') });
    await dialog.locator('input[name="inviteEmail"]').fill(therapist.email);
    await dialog.locator('input[name="inviteFirstName"]').fill(therapist.firstName);
    await dialog.locator('input[name="inviteLastName"]').fill(therapist.lastName);
    await snap(page, 'invite-dialog');
    const since = Date.now();
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(tr('fr', 'settings:therapists.invitationSent', { email: therapist.email }), { exact: true })).toBeVisible();
    // The invitation is listed as pending until it is accepted.
    const pending = page.locator('[data-section="invitations"]');
    await expect(pending.getByRole('heading', { name: tr('fr', 'settings:therapists.pendingTitle') })).toBeVisible();
    await expect(pending.getByText(therapist.email)).toBeVisible();
    await snap(page, 'therapist-invited');

    // Sent in the inviter's language (now French), naming the practice and carrying the link.
    const mail = await waitForMail(therapist.email, { since });
    const inviterName = `${owner.firstName} ${owner.lastName}`;
    expect(mail.subject).toBe(tr('fr', 'messages:invitation.subject', { inviterName, centreName: practice.name }));
    const link = linksIn(mail.text).find((l) => l.startsWith(`${baseURL}/users/accept-invitation?token=`));
    expect(link, `accept link in: ${mail.text}`).toBeTruthy();
    const greeting = tr('fr', 'messages:greeting.named', { firstName: therapist.firstName });
    expect(mail.text.trim()).toBe(tr('fr', 'messages:invitation.body', { greeting, inviterName, centreName: practice.name, link: link! }));

    // The therapist opens the link in their own browser and can accept.
    const theirs = await browser.newContext({ baseURL });
    const theirPage = await theirs.newPage();
    await theirPage.goto(link!);
    await expect(theirPage).toHaveURL(/\/users\/accept-invitation\?token=/);
    await expect(theirPage.locator('input[name="password"]')).toBeVisible();
    await expect(theirPage.getByText(practice.name)).toBeVisible();
    await snap(theirPage, 'invitation-opened');
    await theirs.close();
  });

  await test.step('signs out', async () => {
    await page.goto('/settings/account');
    await page.getByRole('button', { name: tr('fr', 'common:userMenu') }).click();
    await page.getByRole('menuitem', { name: tr('fr', 'common:signOut') }).click();
    await expect(page).toHaveURL(/\/users\/signin$/);
    expect(await storedToken(page, ACCESS_TOKEN_KEY)).toBeNull();
    expect(await storedToken(page, REFRESH_TOKEN_KEY)).toBeNull();
    await snap(page, 'signed-out');
    // Without tokens the guard sends every page back to sign-in.
    await page.goto('/calendar');
    await expect(page).toHaveURL(/\/users\/signin$/);
  });
});

/**
 * Common contacts in a real browser against a real server: an owner who also works in a second
 * practice (joined by accepting an e-mailed invitation) starts a new client whose e-mail that
 * other practice already has, sees the hint, takes the data over and lands on the new profile.
 */
import crypto from 'node:crypto';
import { linksIn, waitForMail } from './support/inbox';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', key, vars);

test.describe('common contacts', () => {
  let me: OwnerAccount;
  let other: OwnerAccount;
  const email = `lea.${crypto.randomBytes(4).toString('hex')}@example.ch`;

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL as string;
    me = await createOwner(base, 'Regula', 'Zweipraxis');
    other = await createOwner(base, 'Thomas', 'Birs');
    await apiCall(base, 'PATCH', `/api/centres/${me.centreId}`, { name: 'Praxis Aare' }, me.tokens.signInToken);
    await apiCall(base, 'PATCH', `/api/centres/${other.centreId}`, { name: 'Praxis Birs' }, other.tokens.signInToken);
    // The other practice invites me; I accept signed in as myself and become its therapist.
    const since = Date.now();
    await apiCall(base, 'POST', `/api/invitations/${other.centreId}/createAndInvite`, { email: me.email, role: 'PROVIDER' }, other.tokens.signInToken);
    const link = linksIn((await waitForMail(me.email, { since })).text).find((l) => l.includes('/users/accept-invitation?token='));
    const token = new URL(link as string).searchParams.get('token') as string;
    await apiCall(base, 'POST', `/api/invitations/${encodeURIComponent(token)}/accept`, {}, me.tokens.signInToken);
    await apiCall(base, 'POST', `/api/clinics/${other.centreId}/contacts`, {
      firstName: 'Lea',
      lastName: 'Brunner',
      email,
      phone: '079 555 12 34',
      dateOfBirth: '1985-06-15',
      Address: { street: 'Birsstrasse', building: '7', zipcode: '4052', city: 'Basel', country: 'CH' },
      notes: ['Nur für die Praxis Birs'],
    }, other.tokens.signInToken);
  });

  test('a new client with an e-mail from my other practice is taken over from there', async ({ page, snap }) => {
    await openSignedIn(page, me, '/clients/clientlist');
    await page.getByRole('button', { name: de('clients:list.create') }).click();
    const dialog = page.getByRole('dialog', { name: de('clients:create.title') });
    await expect(dialog).toBeVisible();
    const emailInput = dialog.locator('input[name="email"]');
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/common-contacts?')) lookups.push(r.url());
    });

    await emailInput.pressSequentially(email.toUpperCase(), { delay: 20 });
    const hint = dialog.getByText(de('clients:commonContacts.hint_one', { practices: de('clients:commonContacts.quoted', { name: 'Praxis Birs' }) }));
    await expect(hint).toBeVisible();
    // Typing ends in one lookup: the address is only complete at the end, and the lookup waits for a pause.
    expect(lookups).toHaveLength(1);
    await snap(page, 'hint');

    await dialog.getByRole('button', { name: de('clients:commonContacts.takeOver') }).click();
    await expect(page).toHaveURL(/\/clients\/profile\/[0-9a-f-]{36}$/);
    await expect(dialog).toBeHidden();
    await expect(page.locator('input[name="lastName"]')).toHaveValue('Brunner');
    await expect(page.locator('input[name="Address.city"]')).toHaveValue('Basel');
    await expect(page.locator('input[name="email"]')).toHaveValue(email);
    await snap(page, 'taken-over-profile');

    const contactId = page.url().split('/').pop() as string;
    const contact = await apiCall<Record<string, unknown>>(page.url().split('/clients')[0], 'GET', `/api/clinics/${me.centreId}/contacts/${contactId}`, undefined, me.tokens.signInToken);
    expect(contact).toMatchObject({ centre_fk: me.centreId, firstName: 'Lea', phone: '079 555 12 34', dateOfBirth: '1985-06-15', notes: [] });
  });
});

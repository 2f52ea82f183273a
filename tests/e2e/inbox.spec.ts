/**
 * The booking inbox in a real browser (issue 10 §5, §7): a request shows hatched in the calendar,
 * the menu counts the open requests live (a new one arrives through the socket), the request is
 * confirmed in /inbox/new-appointments, the count drops, and the client's confirmation e-mail
 * arrives at the local mail receiver. A deny with a personal message reaches the client too.
 */
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { waitForMail } from './support/inbox';
import { liveSubscribed } from './support/liveSocket';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', `inbox:${key}`, vars);

/** A day in the practice's zone, `days` from today. */
const zurichDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

test.describe('booking inbox', () => {
  test.describe.configure({ mode: 'serial' });
  let owner: OwnerAccount;
  let token: string;
  let base: string;
  let userId: string;
  let tom: { id: string; email: string };

  /** A client with an e-mail address of its own (the receiver's mailbox). */
  async function client(firstName: string): Promise<{ id: string; email: string }> {
    const email = `${firstName.toLowerCase()}.${crypto.randomBytes(4).toString('hex')}@example.ch`;
    const { contact_id } = await apiCall<{ contact_id: string }>(base, 'POST', `/api/clinics/${owner.centreId}/contacts`, { firstName, lastName: 'Muster', email }, token);
    return { id: contact_id, email };
  }

  /** A booking request (as the online booking makes them), without messages. */
  const request = (contactId: string, date: string, startTime: string, endTime: string) =>
    apiCall<{ appointment_id: string; status: string }>(
      base,
      'POST',
      '/api/appointments',
      { centre_fk: owner.centreId, contact_fk: contactId, resourceId: userId, date, startTime, endTime, status: 'UNCONFIRMED', isEmail: false, isSms: false },
      token,
    );

  const countBadge = (page: Page) => page.getByTestId('inbox-count');

  test.beforeAll(async ({ baseURL }) => {
    base = baseURL as string;
    owner = await createOwner(base, 'Vera', 'Keller');
    token = owner.tokens.signInToken;
    userId = (await apiCall<{ user_id: string }>(base, 'GET', '/api/auth/getUserFromToken', undefined, token)).user_id;
  });

  test('a request is hatched in the calendar, counted live in the menu, confirmed in the inbox, and the client’s confirmation arrives', async ({ page, snap }) => {
    const lea = await client('Lea');
    const first = await request(lea.id, zurichDay(1), '09:00', '10:00');
    expect(first.status).toBe('UNCONFIRMED');

    const subscribed = liveSubscribed(page);
    await openSignedIn(page, owner, `/calendar?date=${zurichDay(1)}`);
    await subscribed;
    const hatched = page.locator('.rbc-event.kura-request');
    await expect(hatched.first()).toBeVisible();
    // Retried: the live subscription's first refetch may render the event again, and a replaced node reads no style.
    await expect(hatched.first()).toHaveCSS('background-image', /repeating-linear-gradient/);
    await expect(countBadge(page)).toHaveText('1');
    await snap(page, 'calendar-hatched-request');

    // A second request arrives while the page is open: the menu counts it without a reload.
    tom = await client('Tom');
    await request(tom.id, zurichDay(2), '14:00', '15:00');
    await expect(countBadge(page)).toHaveText('2');

    await page.getByRole('menuitem', { name: new RegExp(`^${tr('de', 'menu:newAppointments')}`) }).or(page.getByRole('link', { name: new RegExp(`^${tr('de', 'menu:newAppointments')}`) })).first().click();
    await expect(page).toHaveURL(/\/inbox\/new-appointments$/);
    const table = page.getByRole('table', { name: de('requests.title') });
    const rows = table.getByTestId('inbox-request');
    await expect(rows).toHaveCount(2);
    // Newest first: Tom's request, then Lea's.
    await expect(rows.nth(0)).toContainText('Tom Muster');
    await expect(rows.nth(1)).toContainText('Lea Muster');
    await snap(page, 'inbox-requests');

    const since = Date.now();
    await table.locator(`[data-appointment-id="${first.appointment_id}"]`).getByTestId('confirm-request').click();
    await expect(page.getByTestId('inbox-done')).toContainText('Lea Muster');
    await expect(rows).toHaveCount(1);
    await expect(countBadge(page)).toHaveText('1');
    await snap(page, 'inbox-confirmed');

    const mail = await waitForMail(lea.email, { since, timeoutMs: 30_000 });
    expect(mail.text).toContain('Lea Muster');
    expect((await apiCall<{ status: string }>(base, 'GET', `/api/appointments/${first.appointment_id}`, undefined, token)).status).toBe('CONFIRMED');
  });

  test('a request denied with a personal message: the client reads it, the slot is free, the count is gone', async ({ page, snap }) => {
    await openSignedIn(page, owner, '/inbox/new-appointments');
    const table = page.getByRole('table', { name: de('requests.title') });
    const row = table.getByTestId('inbox-request').filter({ hasText: 'Tom Muster' });
    await expect(row).toHaveCount(1);
    const id = (await row.getAttribute('data-appointment-id')) as string;
    await row.getByTestId('deny-request').click();
    const dialog = page.getByRole('dialog', { name: de('deny.title') });
    await dialog.getByTestId('deny-message').fill('Am Nachmittag sind wir leider ausgebucht.');
    await snap(page, 'deny-dialog');
    const since = Date.now();
    await dialog.getByTestId('deny-confirm').click();
    await expect(page.getByTestId('inbox-done')).toContainText('Tom Muster');
    await expect(page.getByTestId('inbox-empty')).toBeVisible();
    await expect(countBadge(page)).toHaveCount(0);
    const mail = await waitForMail(tom.email, { since, timeoutMs: 30_000 });
    expect(mail.text).toContain('Am Nachmittag sind wir leider ausgebucht.');
    expect((await apiCall<{ status: string }>(base, 'GET', `/api/appointments/${id}`, undefined, token)).status).toBe('DENIED');
  });
});

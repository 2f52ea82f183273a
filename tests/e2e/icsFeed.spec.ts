/**
 * The calendar-feed card on /settings/integrations in a real browser: make the private link,
 * copy it, fetch the feed as a calendar app would (no session), switch client names on, revoke.
 */
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', `calendarFeed:${key}`, vars);
const zurichToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

test.describe('calendar feed (ICS)', () => {
  let owner: OwnerAccount;
  let appointmentId: string;

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL as string;
    owner = await createOwner(base, 'Nina', 'Abo');
    const token = owner.tokens.signInToken;
    const me = await apiCall<{ user_id: string }>(base, 'GET', '/api/auth/getUserFromToken', undefined, token);
    const service = await apiCall<{ service_id: string }>(base, 'POST', `/api/clinics/${owner.centreId}/services`, { name: 'Osteopathie', duration: 60 }, token);
    const contact = await apiCall<{ contact_id: string }>(base, 'POST', `/api/clinics/${owner.centreId}/contacts`, { firstName: 'Lena', lastName: 'Graf' }, token);
    const created = await apiCall<{ appointment_id: string }>(base, 'POST', '/api/appointments', {
      centre_fk: owner.centreId, contact_fk: contact.contact_id, resourceId: me.user_id, service_fk: service.service_id, date: zurichToday(), startTime: '16:00', endTime: '17:00',
    }, token);
    appointmentId = created.appointment_id;
  });

  test('create, copy and use the link, show client names, revoke', async ({ page, context, baseURL, snap }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const card = page.locator('[data-section^="icsFeed-"]').filter({ hasText: 'Nina Abo' });
    const feedAt = async (url: string) => fetch(`${baseURL}${new URL(url).pathname}`);
    let link = '';

    await test.step('make the link and copy it', async () => {
      await openSignedIn(page, owner, '/settings/integrations');
      await expect(page.getByRole('heading', { name: de('title') })).toBeVisible();
      await expect(card.getByText(de('none'))).toBeVisible();
      await snap(page, 'no-link');
      await card.getByRole('button', { name: de('create') }).click();
      await expect(page.getByText(de('created'))).toBeVisible();
      const field = card.getByTestId('icsFeedUrl');
      await expect(field).toHaveValue(/\/api\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
      link = await field.inputValue();
      await expect(card.getByText(de('shownOnce'))).toBeVisible();
      await card.getByRole('button', { name: de('copy') }).click();
      await expect(page.getByText(de('copied'))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await snap(page, 'link-shown');
    });

    await test.step('a calendar app reads the feed without a session: the service, no client name', async () => {
      const res = await feedAt(link);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const text = await res.text();
      expect(text).toContain(`UID:${appointmentId}@`);
      expect(text).toContain('SUMMARY:Osteopathie');
      expect(text).toContain('DTSTART;TZID=Europe/Zurich:');
      expect(text).not.toContain('Graf');
    });

    await test.step('switch client names on', async () => {
      await card.getByRole('switch', { name: de('showClientNames') }).click();
      await expect(page.getByText(de('saved'))).toBeVisible();
      await expect(card.getByRole('switch', { name: de('showClientNames') })).toBeChecked();
      expect(await (await feedAt(link)).text()).toContain('SUMMARY:Lena Graf – Osteopathie');
      // After a reload the link is not shown again (only its hash is stored), the switch stays.
      await page.reload();
      await expect(card.getByText(/Link erstellt am/)).toBeVisible();
      await expect(card.getByTestId('icsFeedUrl')).toHaveCount(0);
      await expect(card.getByRole('switch', { name: de('showClientNames') })).toBeChecked();
      await snap(page, 'names-on');
    });

    await test.step('revoke after confirming: the link answers 404', async () => {
      await card.getByRole('button', { name: de('revoke') }).click();
      const dialog = page.getByRole('dialog', { name: de('revokeTitle') });
      await snap(page, 'revoke-dialog');
      await dialog.getByRole('button', { name: de('revoke') }).click();
      await expect(page.getByText(de('revoked'))).toBeVisible();
      await expect(card.getByRole('button', { name: de('create') })).toBeVisible();
      expect((await feedAt(link)).status).toBe(404);
    });
  });
});

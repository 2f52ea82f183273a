/**
 * Google Calendar sync in a real browser against a real server and the local fake Google
 * (started in globalSetup, its sign-in consents at once): connect, choose a calendar, start the
 * sync, see busy time arrive through Google's push notification, disconnect.
 */
import crypto from 'node:crypto';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', `settings:integrations.google.${key}`, vars);
const googleUrl = () => {
  const url = process.env.KURA_E2E_GOOGLE_URL;
  if (!url) throw new Error('KURA_E2E_GOOGLE_URL is not set (globalSetup starts the fake Google)');
  return url;
};
async function toGoogle(path: string, body: unknown): Promise<{ statuses?: number[] }> {
  const res = await fetch(`${googleUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`fake Google ${path}: ${res.status}`);
  return (await res.json()) as { statuses?: number[] };
}
const inHours = (h: number) => new Date(Date.now() + h * 3600e3).toISOString();

test.describe('Google Calendar integration', () => {
  let owner: OwnerAccount;

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string, 'Lea', 'Kalender');
  });

  test('connect, sync a calendar, receive a change, disconnect', async ({ page, snap }) => {
    // A calendar of this run only: both database projects share the one fake Google account.
    const id = crypto.randomBytes(4).toString('hex');
    const calendarId = `praxis-${id}@group.calendar.google.com`;
    const summary = `Praxis ${id}`;
    await toGoogle('/_test/calendars', { id: calendarId, summary, backgroundColor: '#33b679', accessRole: 'writer' });
    await toGoogle('/_test/events', { calendarId, event: { id: `a${id}`, summary: 'Privat', start: { dateTime: inHours(3) }, end: { dateTime: inHours(4) } } });

    const card = page.locator('[data-section^="googleCalendar-"]').filter({ hasText: 'Lea Kalender' });
    await test.step('connect: Google’s sign-in sends the browser back with a code', async () => {
      await openSignedIn(page, owner, '/settings/integrations');
      await expect(page.getByRole('heading', { name: de('title') })).toBeVisible();
      await snap(page, 'not-connected');
      await card.getByRole('button', { name: de('connect') }).click();
      await expect(page.getByText(de('connected'))).toBeVisible();
      await expect(page).toHaveURL(/\/settings\/integrations$/);
      await expect(card.getByText(de('connectedAs', { email: 'therapeutin@example.ch' }))).toBeVisible();
    });

    await test.step('choose the calendar and start the sync', async () => {
      const toggle = card.getByRole('switch', { name: de('syncCalendar', { name: summary }) });
      await toggle.click();
      await expect(toggle).toBeChecked();
      await card.getByRole('button', { name: de('startSync') }).click();
      await expect(page.getByText(de('syncStarted'))).toBeVisible();
      await expect(card.getByText(de('syncActive'))).toBeVisible();
      await expect(card.getByText(/Synchronisiert · 1 belegte Zeit /)).toBeVisible();
      await snap(page, 'sync-active');
    });

    await test.step('a new event at Google arrives through the push channel', async () => {
      const { statuses } = await toGoogle('/_test/events', { calendarId, notify: true, event: { id: `b${id}`, start: { dateTime: inHours(26) }, end: { dateTime: inHours(27) } } });
      expect(statuses).toEqual([204]);
      await page.reload();
      await expect(card.getByText(/Synchronisiert · 2 belegte Zeiten/)).toBeVisible();
    });

    await test.step('write appointments: a second consent at Google, then an appointment arrives there', async () => {
      const w = (key: string, vars?: Record<string, string>) => de(`write.${key}`, vars);
      const section = card.getByTestId('googleWrite');
      await expect(section.getByText(w('title'), { exact: true })).toBeVisible();
      // Both database projects share the fake's one Google account: if the other project already
      // gave the second consent, Google's include_granted_scopes brought it along at connect.
      const needsConsent = await section.getByText(w('consentHint')).isVisible();
      await section.getByLabel(w('calendar')).selectOption(calendarId);
      await section.getByRole('switch', { name: w('switch') }).click();
      // The fake Google consents at once and sends the browser back with a code.
      if (needsConsent) await expect(page.getByText(de('connected'))).toBeVisible();
      await expect(page).toHaveURL(/\/settings\/integrations$/);
      await expect(card.getByTestId('googleWrite').getByRole('switch', { name: w('switch') })).toBeChecked();
      await expect(card.getByTestId('googleWrite').getByText(w('hint'))).toBeVisible();
      await snap(page, 'writing-on');
      const base = page.url().replace(/\/settings\/integrations$/, '');
      const token = owner.tokens.signInToken;
      const me = await apiCall<{ user_id: string }>(base, 'GET', '/api/auth/getUserFromToken', undefined, token);
      const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(Date.now() + 2 * 86400e3));
      const created = await apiCall<{ appointment_id: string }>(base, 'POST', '/api/appointments', { centre_fk: owner.centreId, resourceId: me.user_id, date, startTime: '09:00', endTime: '10:00' }, token);
      await expect
        .poll(async () => {
          const res = await fetch(`${googleUrl()}/_test/events?calendarId=${encodeURIComponent(calendarId)}`);
          const { items } = (await res.json()) as { items: { extendedProperties?: { private?: { kuraAppointmentId?: string } } }[] };
          return items.some((e) => e.extendedProperties?.private?.kuraAppointmentId === created.appointment_id);
        }, { timeout: 20_000 })
        .toBe(true);
    });

    await test.step('disconnect after confirming', async () => {
      await card.getByRole('button', { name: de('disconnect') }).click();
      const dialog = page.getByRole('dialog', { name: de('disconnectTitle') });
      await expect(dialog).toContainText('therapeutin@example.ch');
      await snap(page, 'disconnect-dialog');
      await dialog.getByRole('button', { name: de('disconnect') }).click();
      await expect(card.getByRole('button', { name: de('connect') })).toBeVisible();
      await snap(page, 'disconnected');
    });
  });
});

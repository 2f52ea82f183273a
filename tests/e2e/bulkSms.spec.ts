/**
 * Bulk SMS in a real browser (spec §4 "Bulk SMS", §8): the operator grants SMS credits with
 * `npm run sms:credit` (refused while a PGlite server holds the data directory), the owner
 * selects clients, writes a text with {{ClientName}}, sends, sees the success modal; the SMS
 * gateway receives one rendered text per client and the profile lists the notification. A second
 * send with too little credit opens the buy-SMS modal. Runs its own server, so the command can
 * reach the database.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { waitForSms } from './support/inbox';
import { repoRoot, startKura, type KuraProcess } from './support/kuraProcess';
import { serverStorage, type ServerStorage } from './support/serverStorage';
import { tr } from './support/locales';
import type { Page } from '@playwright/test';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', key, vars);

test.describe('bulk SMS', () => {
  test.describe.configure({ mode: 'serial' });
  let kura: KuraProcess;
  let env: Record<string, string | undefined>;
  let storage: ServerStorage | undefined;
  let pglite = true;
  let owner: OwnerAccount;
  const suffix = crypto.randomBytes(3).toString('hex');
  const clients = [
    { firstName: 'Anna', lastName: `Sommer${suffix}`, phone: `79${crypto.randomInt(1_000_000, 9_999_999)}` },
    { firstName: 'Luca', lastName: `Winter${suffix}`, phone: `78${crypto.randomInt(1_000_000, 9_999_999)}` },
    { firstName: 'Otto', lastName: `Herbst${suffix}`, phone: '' },
  ];
  const ids: string[] = [];

  const start = async () => {
    kura = await startKura({ env, readyTimeoutMs: 150_000, logFile: path.join(repoRoot, 'test-results', 'e2e-servers', `bulkSms-${suffix}.log`) });
  };
  const grant = (credits: number) =>
    spawnSync('npm', ['run', '--silent', 'sms:credit', '--', '--centre', owner.centreId, '--add', String(credits), '--note', 'e2e'], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(420_000);
    storage = await serverStorage(testInfo.project.name, 'kura_e2e_sms');
    pglite = !storage.env.DATABASE_URL;
    env = {
      ...storage.env,
      STATIC_DIR: process.env.KURA_E2E_STATIC_DIR!,
      SMTP_URL: process.env.KURA_E2E_SMTP_URL!,
      SMS_WEBHOOK_URL: process.env.KURA_E2E_SMS_WEBHOOK!,
    };
    await start();
    owner = await createOwner(kura.url, 'Anna', 'Meier');
    for (const c of clients) {
      const created = await apiCall<{ contact_id: string }>(kura.url, 'POST', `/api/clinics/${owner.centreId}/contacts`, { ...c, countryPhone: '+41' }, owner.tokens.signInToken);
      ids.push(created.contact_id);
    }
    if (pglite) {
      // PGlite: one process per data directory, so the command is refused while the server runs.
      const refused = grant(3);
      expect(refused.status).toBe(3);
      expect(refused.stderr).toContain('stop the Kura server');
      await kura.stop();
    }
    const granted = grant(3);
    expect(granted.status, granted.stderr).toBe(0);
    expect(granted.stdout).toContain('Granted 3 SMS credits');
    if (pglite) await start();
  });

  test.afterAll(async () => {
    await kura?.stop();
    await storage?.remove();
  });

  /** Signed in on this spec's own server. */
  const open = (page: Page, route: string) => openSignedIn(page, owner, route, kura.url);

  async function selectClients(page: Page) {
    await open(page, '/clients/clientlist');
    for (const c of clients) {
      const row = page.locator('tbody tr').filter({ hasText: c.lastName });
      await row.getByRole('checkbox').check();
    }
    await page.locator('button[name="bulkSendSms"]').click();
    return page.getByRole('dialog', { name: de('sms:bulk.title') });
  }

  test('sends a personalised SMS to the selected clients and lists it on the profile', async ({ page, snap }) => {
    const since = Date.now();
    const dialog = await selectClients(page);
    await expect(dialog.getByTestId('sms-recipients')).toHaveText(de('sms:bulk.recipients_other', { count: '2' }));
    await expect(dialog.getByTestId('sms-credit-left')).toHaveText(de('sms:bulk.creditLeft_other', { count: '3' }));
    await expect(dialog.getByTestId('sms-skipped')).toContainText(de('sms:skipReasons.noPhone'));
    const text = dialog.locator('textarea[name="smsMessage"]');
    await text.fill('Grüezi ');
    await dialog.locator('button[name="insertClientName"]').click();
    await text.press('End');
    await text.pressSequentially(', die Praxis bleibt am Montag geschlossen.');
    await expect(text).toHaveValue('Grüezi {{ClientName}}, die Praxis bleibt am Montag geschlossen.');
    // The counter measures the longest text once the names are filled in ("Anna Sommerxxxxxx").
    const longest = `Grüezi Anna ${clients[0].lastName}, die Praxis bleibt am Montag geschlossen.`.length;
    await expect(dialog.getByTestId('sms-counter')).toHaveText(de('sms:bulk.counter_one', { length: String(longest), max: '1600', count: '1' }));
    await expect(dialog.getByTestId('sms-credits-needed')).toHaveText(de('sms:bulk.creditsNeeded_other', { count: '2' }));
    await snap(page, 'bulk-sms-dialog');
    await dialog.locator('button[name="sendSms"]').click();

    const sent = page.getByTestId('sms-sent-dialog');
    await expect(sent).toContainText(de('sms:sent.body_other', { count: '2' }));
    await expect(sent).toContainText(de('sms:bulk.creditLeft_one', { count: '1' }));
    await snap(page, 'bulk-sms-sent');
    for (const c of clients.slice(0, 2)) {
      const sms = await waitForSms(`+41${c.phone}`, { since });
      expect(sms.text).toBe(`Grüezi ${c.firstName} ${c.lastName}, die Praxis bleibt am Montag geschlossen.`);
    }
    await sent.locator('button[name="closeSmsSent"]').click();
    // The gateway has the SMS; wait until the dispatcher has stored that, then open the profile.
    const notifications = `/api/notifications/contact/${ids[1]}/centre/${owner.centreId}`;
    await expect
      .poll(async () => (await apiCall<{ status: string }[]>(kura.url, 'GET', notifications, undefined, owner.tokens.signInToken)).map((n) => n.status))
      .toEqual(['sent']);

    await page.goto(`${kura.url}/clients/profile/${ids[1]}`);
    const section = page.locator('[data-section="notifications"]');
    await expect(section).toContainText(de('sms:notifications.title'));
    const row = section.locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Grüezi Luca ${clients[1].lastName}, die Praxis bleibt am Montag geschlossen.`);
    await expect(row).toContainText(de('sms:notificationTypes.bulkSms'));
    await expect(row).toContainText(de('sms:statuses.sent'));
    await section.scrollIntoViewIfNeeded();
    await snap(page, 'profile-notifications');
    await page.goto(`${kura.url}/clients/profile/${ids[2]}`);
    await expect(page.getByTestId('notifications-empty')).toHaveText(de('sms:notifications.empty'));
  });

  test('opens the buy-SMS modal when the credit is too low', async ({ page, snap }) => {
    const dialog = await selectClients(page);
    await expect(dialog.getByTestId('sms-credit-left')).toHaveText(de('sms:bulk.creditLeft_one', { count: '1' }));
    await dialog.locator('textarea[name="smsMessage"]').fill('Kurze Erinnerung an Ihren Termin.');
    await dialog.locator('button[name="sendSms"]').click();
    const buy = page.getByTestId('buy-sms-dialog');
    await expect(buy).toContainText(de('errors:notEnoughSms'));
    await expect(buy).toContainText(de('sms:buy.shortage', { needed: '2', left: '1' }));
    for (const [name, credits] of [['S', '100'], ['M', '1000'], ['L', '3000'], ['XL', '5000']]) {
      await expect(buy).toContainText(de('sms:buy.package', { name, credits: Number(credits).toLocaleString('de-CH') }));
    }
    await expect(buy).toContainText(de('sms:buy.howToBuy'));
    await expect(buy.getByRole('button')).toHaveCount(1);
    await snap(page, 'buy-sms');
  });
});

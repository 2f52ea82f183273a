/**
 * The finance dashboard in a real browser (issue 12 §3, §5): an invoice made through the API; the
 * dashboard shows it invoiced and open with nothing received; a cash payment entered on
 * /finances/payments with the desk dialog; back on the dashboard (through the menu) the received
 * and open figures have changed; the CSV export holds what is shown. Screenshots and an axe check.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { CAMT_TEST_IBAN } from '../server/support/camtWriter';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

const fin = (key: string, vars?: Record<string, string>) => tr('de', `finances:dashboard.${key}`, vars);
const pay = (key: string) => tr('de', `payments:${key}`);
const daysAgo = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(Date.now() - n * 86_400_000));
/** The figure as the page shows it, the thousands separator read either way. */
const figure = async (page: Page, name: string) => ((await page.locator(`[data-figure="${name}"] [data-amount]`).textContent()) ?? '').replace(/[’']/g, "'");

test.describe('finance dashboard', () => {
  test.describe.configure({ mode: 'serial' });
  let owner: OwnerAccount;
  let invoiceNumber: string;

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL as string;
    owner = await createOwner(base, 'Nina', 'Keller');
    const call = <T,>(method: string, path: string, body?: unknown) => apiCall<T>(base, method, path, body, owner.tokens.signInToken);
    const me = await call<{ user_id: string }>('GET', '/api/auth/getUserFromToken');
    await call('PATCH', `/api/centres/${owner.centreId}`, {
      address: [{ street: 'Sonnenweg', building: '7', zipcode: '3000', city: 'Bern', country: 'CH' }],
      businessInfo: { iban: CAMT_TEST_IBAN, bankName: 'PostFinance' },
    });
    await call('POST', `/api/clinics/${owner.centreId}/checkout-types`, { name: 'Kasse', accountNumber: '1000' });
    const service = await call<{ service_id: string }>('POST', `/api/clinics/${owner.centreId}/services`, { name: 'Physiotherapie 60 Min.', duration: 60, ppu: 123_450, count: 1, resourceIds: [me.user_id] });
    const { contact_id } = await call<{ contact_id: string }>('POST', `/api/clinics/${owner.centreId}/contacts`, {
      firstName: 'Carla', lastName: 'Rossi', countryPhone: '+41', dateOfBirth: '1980-04-02', Address: { street: 'Rue du Lac', building: '12a', zipcode: '1003', city: 'Lausanne', country: 'CH' },
    });
    const { appointment_id } = await call<{ appointment_id: string }>('POST', '/api/appointments', {
      centre_fk: owner.centreId, resourceId: me.user_id, contact_fk: contact_id, service_fk: service.service_id, date: daysAgo(3), startTime: '09:00', endTime: '10:00',
    });
    await call('PATCH', `/api/appointments/${appointment_id}/status`, { status: 'FINISHED', updateType: 'current', isSms: false, isEmail: false });
    invoiceNumber = (await call<{ number: string }>('POST', '/api/invoices/singleInvoice', { appointments: [appointment_id] })).number;
  });

  async function accessible(page: Page) {
    expect(await seriousViolations(page)).toEqual([]);
  }

  test('a cash payment at the desk shows on the dashboard, and the CSV holds what is shown', async ({ page, snap }) => {
    await openSignedIn(page, owner, '/finances/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: fin('title') })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-figure="invoiced"] [data-amount]')).toBeVisible({ timeout: 30_000 });
    // The invoice of CHF 1'234.50: invoiced and open, nothing received yet.
    expect(await figure(page, 'invoiced')).toBe("CHF 1'234.50");
    expect(await figure(page, 'open')).toBe("CHF 1'234.50");
    const receivedBefore = await figure(page, 'received');
    expect(receivedBefore).toBe('CHF 0.00');
    await expect(page.locator('[data-chart="months"] svg').first()).toBeVisible({ timeout: 30_000 });
    await snap(page, 'dashboard-before');
    await accessible(page);

    // Enter CHF 200.– in cash on the payments page.
    await page.locator('a[href="/finances/payments"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name: pay('screen.title') })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: pay('screen.newPayment') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('select[name="checkoutTypeId"]')).toBeVisible();
    await dialog.locator('select[name="checkoutTypeId"]').selectOption({ label: 'Kasse' });
    await dialog.getByRole('combobox', { name: pay('screen.invoice') }).click();
    await page.getByRole('option', { name: /Carla Rossi/ }).click();
    await expect(dialog.locator('input[name="amount"]')).toHaveValue(/^1['’]?234\.50$/);
    await dialog.locator('input[name="amount"]').fill('200.–');
    await dialog.getByRole('button', { name: pay('screen.book') }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('payment-row').filter({ hasText: invoiceNumber })).toHaveCount(1, { timeout: 30_000 });

    // Back through the menu: received and open follow.
    await page.locator('a[href="/finances/dashboard"]').first().click();
    await expect(page.locator('[data-figure="received"] [data-amount]')).toHaveText(/CHF 200\.00/, { timeout: 30_000 });
    expect(await figure(page, 'open')).toBe("CHF 1'034.50");
    expect(await figure(page, 'invoiced')).toBe("CHF 1'234.50");
    const methods = page.getByRole('table', { name: fin('tables.methods') });
    await expect(methods.locator('tbody tr').filter({ hasText: tr('de', 'payments:methods.cash') })).toContainText('CHF 200.00');
    await expect(page.getByRole('table', { name: fin('tables.checkoutTypes') }).locator('tbody tr').filter({ hasText: 'Kasse' })).toContainText('CHF 200.00');
    await expect(page.locator('[data-chart="months"] svg').first()).toBeVisible({ timeout: 30_000 });
    await snap(page, 'dashboard-after-payment');

    // The CSV: the key figures and the tables, with the German headers.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: fin('exportCsv') }).click()]);
    const year = daysAgo(0).slice(0, 4);
    expect(download.suggestedFilename()).toBe(`finanzuebersicht_${year}-01-01_${year}-12-31.csv`);
    const text = fs.readFileSync((await download.path()) as string, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data;
    expect(rows[0]).toEqual([fin('title')]);
    expect(rows).toContainEqual([fin('columns.figure'), fin('columns.amount'), fin('columns.invoiceCount')]);
    expect(rows).toContainEqual([fin('figures.received'), '200.00', '']);
    expect(rows).toContainEqual([fin('figures.invoiced'), '1234.50', '1']);
    expect(rows).toContainEqual([fin('figures.open'), '1034.50', '1']);
    expect(rows).toContainEqual([fin('columns.method'), fin('columns.paymentCount'), fin('columns.amount'), fin('columns.received')]);
    expect(rows).toContainEqual([tr('de', 'payments:methods.cash'), '1', '200.00', '200.00']);
    expect(rows).toContainEqual(['Nina Keller', '1234.50', '200.00', '1034.50', '0.00']);

    // One therapist's view: the same figures, asked for again.
    await page.locator('select[name="dashboardTherapist"]').selectOption({ label: 'Nina Keller' });
    await expect(page.locator('[data-figure="received"] [data-amount]')).toHaveText(/CHF 200\.00/, { timeout: 30_000 });
    await snap(page, 'dashboard-therapist');
  });
});

/**
 * The finance screens in a real browser (issue 11 §5, §7): finished appointments seeded through
 * the API; an incomplete client's appointment shows what is missing (with links) instead of an
 * error; one invoice made singly, several in a bulk run whose progress bar reaches the end with
 * its counts and the failed group's reason; the invoice list in Swiss amounts, the detail with
 * its history, the PDF opened from its pdfTempLink, and the invoice on the client's profile.
 */
import type { Page } from '@playwright/test';
import { liveSubscribed } from './support/liveSocket';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

const de = (key: string, vars?: Record<string, string>) => tr('de', `finances:${key}`, vars);
const QR_IBAN = 'CH4431999123000889012';

/** A past weekday n days before today, in the practice's zone. */
const daysAgo = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(Date.now() - n * 86_400_000));

interface Clients {
  anna: string;
  ben: string;
  carla: string;
  /** No address or date of birth: invoicing her is refused with what is missing. */
  dora: string;
}

test.describe('finance screens: invoices from appointments', () => {
  test.describe.configure({ mode: 'serial' });
  let owner: OwnerAccount;
  let clients: Clients;
  let annaInvoice = '';

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL as string;
    owner = await createOwner(base, 'Nina', 'Graf');
    const token = owner.tokens.signInToken;
    const call = <T,>(method: string, path: string, body?: unknown) => apiCall<T>(base, method, path, body, token);
    const me = await call<{ user_id: string }>('GET', '/api/auth/getUserFromToken');
    await call('PATCH', `/api/centres/${owner.centreId}`, {
      address: [{ street: 'Sonnenweg', building: '7', zipcode: '3000', city: 'Bern', country: 'CH' }],
      businessInfo: { iban: QR_IBAN, bankName: 'PostFinance' },
    });
    // CHF 617.25 a session: two of them make CHF 1'234.50 (VAT-exempt treatment).
    const service = await call<{ service_id: string }>('POST', `/api/clinics/${owner.centreId}/services`, { name: 'Physiotherapie 60 Min.', duration: 60, ppu: 61725, count: 1, resourceIds: [me.user_id] });
    const client = async (firstName: string, lastName: string, complete = true) =>
      (
        await call<{ contact_id: string }>('POST', `/api/clinics/${owner.centreId}/contacts`, {
          firstName,
          lastName,
          countryPhone: '+41',
          ...(complete ? { dateOfBirth: '1980-04-02', Address: { street: 'Rue du Lac', building: '12a', zipcode: '1003', city: 'Lausanne', country: 'CH' } } : {}),
        })
      ).contact_id;
    clients = { anna: await client('Anna', 'Müller'), ben: await client('Ben', 'Huber'), carla: await client('Carla', 'Rossi'), dora: await client('Dora', 'Frei', false) };
    let day = 20;
    const finished = async (contactId: string) => {
      const { appointment_id } = await call<{ appointment_id: string }>('POST', '/api/appointments', {
        centre_fk: owner.centreId, resourceId: me.user_id, contact_fk: contactId, service_fk: service.service_id, date: daysAgo(day--), startTime: '09:00', endTime: '10:00',
      });
      await call('PATCH', `/api/appointments/${appointment_id}/status`, { status: 'FINISHED', updateType: 'current', isSms: false, isEmail: false });
    };
    for (const contactId of [clients.anna, clients.anna, clients.ben, clients.ben, clients.carla, clients.dora]) await finished(contactId);
  });

  const rows = (page: Page) => page.getByTestId('unbilled-row');

  /** No serious or critical axe violation (WCAG 2.1 AA), as the accessibility spec checks the main pages. */
  async function accessible(page: Page) {
    expect(await seriousViolations(page)).toEqual([]);
  }

  test('an incomplete profile lists what is missing, one invoice singly, the rest in bulk', async ({ page, snap }) => {
    const subscribed = liveSubscribed(page);
    await openSignedIn(page, owner, '/finances/appointments');
    await expect(page.getByRole('heading', { level: 1, name: de('appointments.title') })).toBeVisible();
    await expect(rows(page)).toHaveCount(6, { timeout: 30_000 });
    await subscribed;
    await snap(page, 'unbilled-appointments');

    // Dora's profile lacks address and birth date: the list of what is missing, with a link to her profile.
    await page.locator('select[name="client"]').selectOption({ label: 'Dora Frei' });
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('checkbox').first().check();
    await page.getByTestId('create-single').click();
    const gaps = page.getByTestId('invoicing-gaps');
    await expect(gaps).toContainText(de('gaps.title'));
    const fix = gaps.getByRole('link', { name: new RegExp(de('gaps.contact').replace(/[()]/g, '.')) });
    await expect(fix).toHaveAttribute('href', `/clients/profile/${clients.dora}`);
    await snap(page, 'missing-profile-details');

    // Anna's two sessions make one invoice.
    await page.locator('select[name="client"]').selectOption({ label: 'Anna Müller' });
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('button', { name: tr('de', 'finances:appointments.selectAll') }).click();
    await page.getByTestId('create-single').click();
    const created = page.getByTestId('single-created');
    await expect(created).toBeVisible({ timeout: 30_000 });
    annaInvoice = (/(\S+) wurde erstellt/.exec((await created.textContent()) ?? '') ?? [])[1] ?? '';
    expect(annaInvoice).not.toBe('');
    await expect(rows(page)).toHaveCount(0);

    // The rest in one bulk run: Ben and Carla invoiced, Dora's group fails with its reason.
    await page.locator('select[name="client"]').selectOption({ label: de('appointments.all') });
    await expect(rows(page)).toHaveCount(4);
    await page.getByRole('button', { name: de('appointments.selectAll') }).click();
    await page.getByTestId('create-bulk').click();
    const run = page.getByTestId('bulk-run');
    await expect(run).toHaveAttribute('data-finished', 'true', { timeout: 60_000 });
    await expect(run.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(run.getByTestId('bulk-successful')).toHaveText(tr('de', 'finances:bulk.successful', { count: '2' }));
    await expect(run.getByTestId('bulk-failed')).toHaveText(tr('de', 'finances:bulk.failed', { count: '1' }));
    await expect(run.getByTestId('bulk-skipped')).toHaveText(tr('de', 'finances:bulk.skipped', { count: '0' }));
    await expect(run.getByTestId('bulk-failures')).toContainText('Dora Frei');
    await expect(run.getByTestId('bulk-failures')).toContainText(tr('de', 'errors:invoicingIncomplete'));
    // Only Dora's appointment is left to invoice.
    await expect(rows(page)).toHaveCount(1);
    // The bar has slid to its end (MUI animates it) before the picture.
    await expect(run.locator('.MuiLinearProgress-bar1')).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
    await snap(page, 'bulk-run-finished');
    await accessible(page);
  });

  test('the invoice list, the detail with its history and PDF, and the client profile', async ({ page, snap }) => {
    await openSignedIn(page, owner, '/finances/invoices');
    const list = page.locator('.RaDatagrid-row').filter({ hasText: 'CHF' });
    await expect(list).toHaveCount(3, { timeout: 30_000 });
    const annaRow = list.filter({ hasText: 'Anna Müller' });
    await expect(annaRow.getByText(annaInvoice, { exact: true })).toBeVisible();
    // Swiss grouping: CHF 1'234.50 (Intl writes the typographic apostrophe).
    await expect(annaRow).toContainText(/CHF 1[’']234\.50/);
    await snap(page, 'invoice-list');
    await accessible(page);

    await annaRow.getByText(annaInvoice, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/finances/invoiceDetail/${encodeURIComponent(annaInvoice)}$`));
    const detail = page.getByTestId('invoice-detail');
    await expect(detail.getByTestId('invoice-number')).toHaveText(de('detail.title', { number: annaInvoice }));
    await expect(detail.getByTestId('invoice-lines')).toContainText('Physiotherapie 60 Min.');
    await expect(detail.getByTestId('invoice-amount')).toHaveText(/CHF 1[’']234\.50/);
    await expect(detail.getByTestId('invoice-history')).toContainText(de('detail.events.createdAt'));
    const preview = detail.getByTestId('invoice-pdf-preview');
    await expect(preview).toHaveAttribute('src', /\/api\/invoice-pdf\?token=/);
    // The preview's PDF may be framed by the app itself (and by no other site).
    const framed = await page.request.get((await preview.getAttribute('src')) as string);
    expect(framed.headers()['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(framed.headers()['x-frame-options']).toBe('SAMEORIGIN');

    // The PDF in a new tab from generatePDF's signed link, which answers without the token.
    const popup = page.waitForEvent('popup');
    await detail.getByTestId('open-pdf').click();
    const tab = await popup;
    await tab.waitForURL(/\/api\/invoice-pdf\?token=/, { waitUntil: 'commit' });
    const pdf = await page.request.get(tab.url());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await tab.close();

    // Marked printed: the history says so.
    await detail.getByTestId('mark-printed').click();
    await expect(detail.getByTestId('invoice-history')).toContainText(de('detail.events.printedAt'));
    await snap(page, 'invoice-detail');
    await accessible(page);

    // The client's profile lists the invoice; its number leads back to the detail.
    await detail.getByTestId('invoice-client').click();
    await expect(page).toHaveURL(new RegExp(`/clients/profile/${clients.anna}$`));
    const section = page.getByTestId('client-invoices');
    await expect(section.getByTestId('client-invoice')).toHaveCount(1);
    await expect(section).toContainText(annaInvoice);
    await expect(section).toContainText(/CHF 1[’']234\.50/);
    await section.scrollIntoViewIfNeeded();
    await snap(page, 'client-profile-invoices');
  });
  test('the list downloads the selection as PDFs and deletes it, which frees the appointments again', async ({ page, snap }) => {
    await openSignedIn(page, owner, '/finances/invoices');
    const list = page.locator('.RaDatagrid-row').filter({ hasText: 'CHF' });
    await expect(list).toHaveCount(3, { timeout: 30_000 });
    const carla = list.filter({ hasText: 'Carla Rossi' });
    const number = ((await carla.locator('td').nth(1).textContent()) ?? '').trim();
    await carla.locator('input[type="checkbox"]').check();
    const toolbar = page.locator('[data-test="bulk-actions-toolbar"]');

    // The PDF of the selection, from its signed link, named by its number.
    const download = page.waitForEvent('download');
    await toolbar.getByRole('button', { name: de('invoices.downloadPdf') }).click();
    expect((await download).suggestedFilename()).toBe(`${number}.pdf`);

    await carla.locator('input[type="checkbox"]').uncheck();

    // Ben's invoice printed on paper: marked so in bulk, the list says it was sent as print.
    const ben = list.filter({ hasText: 'Ben Huber' });
    await ben.locator('input[type="checkbox"]').check();
    await toolbar.getByRole('button', { name: de('detail.markPrinted') }).click();
    await expect(ben).toContainText(tr('de', 'records:invoice.sentAsOptions.print'));
    await expect(toolbar).toBeHidden();
    await carla.locator('input[type="checkbox"]').check();

    // Deleted (one deleteInvoice call): the list keeps two, Carla's appointment is to invoice again.
    const deleted = page.waitForResponse((r) => r.url().endsWith('/api/invoices/deleteInvoice') && r.request().method() === 'DELETE');
    await toolbar.getByRole('button', { name: tr('de', 'ra:action.delete') }).click();
    await page.getByRole('button', { name: tr('de', 'ra:action.confirm') }).click();
    expect((await deleted).status()).toBe(200);
    await expect(list).toHaveCount(2);
    await snap(page, 'invoice-list-after-delete');
    await page.getByRole('menuitem', { name: tr('de', 'menu:unbilledAppointments') }).click();
    await expect(page.getByTestId('unbilled-row').filter({ hasText: 'Carla Rossi' })).toHaveCount(1, { timeout: 30_000 });
  });
});

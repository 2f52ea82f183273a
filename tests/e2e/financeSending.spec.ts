/**
 * Sending from the finance screens in a real browser (issue 11 §3, §5, §7): an overdue invoice
 * (seeded over the API: sent, its deadline on its date, made OVERDUE as the daily job does) gets a
 * reminder — its PDF opened from the signed link and rendered with pdftoppm, then the reminder
 * e-mailed (the local mail receiver gets it, in the client's French, with the reminder PDF) and
 * the history says so; and a bulk e-mail send from the list, where the client without an e-mail
 * address is named as not sendable and skipped.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { waitForMail } from './support/inbox';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', `finances:${key}`, vars);
const QR_IBAN = 'CH4431999123000889012';
const daysAgo = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(Date.now() - n * 86_400_000));

interface Seeded {
  number: string;
  invoiceId: string;
}

/** Presses a button by keyboard: the PDF frame's viewer scrolls the page when it loads, a click could miss. */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

test.describe('finance screens: sending invoices and reminders by e-mail', () => {
  test.describe.configure({ mode: 'serial' });
  let owner: OwnerAccount;
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = { lea: `lea.${stamp}@example.ch`, tom: `tom.${stamp}@example.ch` };
  const invoices: Record<'lea' | 'tom' | 'uli', Seeded> = { lea: { number: '', invoiceId: '' }, tom: { number: '', invoiceId: '' }, uli: { number: '', invoiceId: '' } };

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL as string;
    owner = await createOwner(base, 'Sara', 'Brunner');
    const call = <T,>(method: string, path: string, body?: unknown) => apiCall<T>(base, method, path, body, owner.tokens.signInToken);
    const me = await call<{ user_id: string }>('GET', '/api/auth/getUserFromToken');
    await call('PATCH', `/api/centres/${owner.centreId}`, {
      address: [{ street: 'Sonnenweg', building: '7', zipcode: '3000', city: 'Bern', country: 'CH' }],
      businessInfo: { iban: QR_IBAN, bankName: 'PostFinance' },
    });
    const service = await call<{ service_id: string }>('POST', `/api/clinics/${owner.centreId}/services`, { name: 'Ergotherapie 45 Min.', duration: 45, ppu: 12000, count: 1, resourceIds: [me.user_id] });
    let day = 10;
    const invoiceFor = async (firstName: string, lastName: string, more: Record<string, unknown>): Promise<Seeded> => {
      const { contact_id } = await call<{ contact_id: string }>('POST', `/api/clinics/${owner.centreId}/contacts`, {
        firstName, lastName, countryPhone: '+41', dateOfBirth: '1975-09-14', Address: { street: 'Rue du Lac', building: '12a', zipcode: '1003', city: 'Lausanne', country: 'CH' }, ...more,
      });
      const { appointment_id } = await call<{ appointment_id: string }>('POST', '/api/appointments', {
        centre_fk: owner.centreId, resourceId: me.user_id, contact_fk: contact_id, service_fk: service.service_id, date: daysAgo(day--), startTime: '09:00', endTime: '09:45',
      });
      await call('PATCH', `/api/appointments/${appointment_id}/status`, { status: 'FINISHED', updateType: 'current', isSms: false, isEmail: false });
      const invoice = await call<{ invoice_id: string; number: string }>('POST', '/api/invoices/singleInvoice', { appointments: [appointment_id] });
      return { number: invoice.number, invoiceId: invoice.invoice_id };
    };
    invoices.lea = await invoiceFor('Léa', 'Favre', { email: email.lea, language: 'fr' });
    invoices.tom = await invoiceFor('Tom', 'Keller', { email: email.tom, language: 'de' });
    invoices.uli = await invoiceFor('Uli', 'Frei', {});
    // Léa's invoice went out on paper; its term ends on its date and it is overdue (the daily job's step, taken over the API).
    const lea = await call<{ date: string }>('GET', `/api/invoices/${invoices.lea.invoiceId}`);
    await call('PUT', `/api/invoices/${invoices.lea.invoiceId}`, { paymentDeadline: lea.date });
    await call('POST', `/api/sent-invoices/clinic/${owner.centreId}`, { invoiceIds: [invoices.lea.invoiceId], sentAs: 'print' });
    await call('PATCH', `/api/invoices/${invoices.lea.invoiceId}/status`, { status: 'OVERDUE' });
  });

  const dialog = (page: Page) => page.getByTestId('send-email-dialog');

  test('an overdue invoice: the reminder PDF, then the reminder by e-mail, in the history', async ({ page, snap }, testInfo) => {
    await openSignedIn(page, owner, `/finances/invoiceDetail/${encodeURIComponent(invoices.lea.number)}`);
    const detail = page.getByTestId('invoice-detail');
    await expect(detail.getByTestId('invoice-number')).toHaveText(de('detail.title', { number: invoices.lea.number }), { timeout: 30_000 });
    await expect(detail.getByTestId('invoice-pdf-preview')).toHaveAttribute('src', /\/api\/invoice-pdf\?token=/);

    // The reminder PDF in a new tab from its signed link: the first reminder, the same reference, a QR-bill.
    const popup = page.waitForEvent('popup');
    await press(detail.getByTestId('reminder'));
    const tab = await popup;
    await tab.waitForURL(/\/api\/invoice-pdf\?token=/, { waitUntil: 'commit' });
    const pdf = await page.request.get(tab.url());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await tab.close();
    const file = testInfo.outputPath('reminder.pdf');
    fs.writeFileSync(file, await pdf.body());
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(invoices.lea.number);
    expect(text).toContain(tr('fr', 'invoice:pdf.reminderTitle', { level: '1' }));
    // Rendered as a picture to look at (attached to the report).
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, testInfo.outputPath('reminder-page1')]);
    const picture = testInfo.outputPath('reminder-page1.png');
    expect(fs.statSync(picture).size).toBeGreaterThan(10_000);
    await testInfo.attach('reminder-pdf', { path: picture, contentType: 'image/png' });

    // The reminder by e-mail: the confirmation names the address; the receiver gets it with the PDF.
    const since = Date.now();
    await press(detail.getByTestId('send-reminder-email'));
    await expect(dialog(page).getByTestId('send-email-recipients')).toContainText(email.lea);
    await snap(page, 'reminder-email-confirmation');
    await dialog(page).getByTestId('send-email-confirm').click();
    await expect(page.getByText(de('send.reminderDone', { sent: '1', skipped: '0' }))).toBeVisible({ timeout: 30_000 });
    const mail = await waitForMail(email.lea, { since, where: (m) => m.subject.startsWith(tr('fr', 'invoiceTemplates:email.reminderSubject', { level: '1', number: invoices.lea.number, practice: '' }).trim()), timeoutMs: 60_000 });
    expect(mail.subject).toContain(invoices.lea.number);
    expect(mail.text).toContain('Bonjour');
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: `${invoices.lea.number}-1.pdf`, contentType: 'application/pdf' })]);
    expect(mail.attachments[0].size).toBeGreaterThan(10_000);
    const history = detail.getByTestId('invoice-history');
    await expect(history).toContainText(tr('de', 'records:invoice.history_eventOptions.reminderEmailed'));
    await expect(history).toContainText(email.lea);
    await snap(page, 'reminder-emailed-history');
  });

  test('bulk e-mail from the list: the client without an address is named and skipped', async ({ page, snap }) => {
    await openSignedIn(page, owner, '/finances/invoices');
    const list = page.locator('.RaDatagrid-row').filter({ hasText: 'CHF' });
    await expect(list).toHaveCount(3, { timeout: 30_000 });
    const tom = list.filter({ hasText: 'Tom Keller' });
    const uli = list.filter({ hasText: 'Uli Frei' });
    await tom.locator('input[type="checkbox"]').check();
    await uli.locator('input[type="checkbox"]').check();
    const toolbar = page.locator('[data-test="bulk-actions-toolbar"]');
    await toolbar.getByRole('button', { name: de('send.bulk') }).click();
    const confirm = dialog(page);
    await expect(confirm.getByTestId('send-email-recipients')).toContainText(email.tom);
    await expect(confirm.getByTestId('send-email-skipped')).toContainText('Uli Frei');
    await expect(confirm.getByTestId('send-email-skipped')).toContainText(de('send.reason.noEmail'));
    await snap(page, 'bulk-email-confirmation');
    const since = Date.now();
    await confirm.getByTestId('send-email-confirm').click();
    await expect(page.getByText(de('send.done', { sent: '1', skipped: '1' }))).toBeVisible({ timeout: 30_000 });
    const mail = await waitForMail(email.tom, { since, timeoutMs: 60_000 });
    expect(mail.subject).toContain(invoices.tom.number);
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: `${invoices.tom.number}.pdf`, contentType: 'application/pdf' })]);
    // Tom's invoice went by e-mail; Uli's is untouched.
    await expect(tom).toContainText(tr('de', 'records:invoice.sentAsOptions.digital'));
    await expect(uli).not.toContainText(tr('de', 'records:invoice.sentAsOptions.digital'));
    await snap(page, 'bulk-email-sent');
  });
});

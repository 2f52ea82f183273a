/**
 * The payments screen in a real browser (issue 12 §3, §5): invoices made through the API; a
 * camt.054 written by the test writer pays one by its QR reference and one without reference;
 * the upload books the first (its invoice reads PAID), the review confirms the suggestion for the
 * second with one click and processes it; a cash payment entered at the desk and reversed; a file
 * that is not camt, dropped on the upload, refused with its message; screenshots and an axe check.
 */
import type { Page } from '@playwright/test';
import { CAMT_TEST_IBAN, writeCamt } from '../server/support/camtWriter';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

const de = (key: string, vars?: Record<string, string>) => tr('de', `payments:${key}`, vars);
const daysAgo = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(Date.now() - n * 86_400_000));

interface Invoice {
  invoice_id: string;
  number: string;
  reference: string;
  amount: number;
  status: string;
}

test.describe('finance screens: payments and bank files', () => {
  test.describe.configure({ mode: 'serial' });
  let owner: OwnerAccount;
  let call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  let byRef: Invoice;
  let noRef: Invoice;
  let cash: Invoice;

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL as string;
    owner = await createOwner(base, 'Lena', 'Brunner');
    const token = owner.tokens.signInToken;
    call = <T,>(method: string, path: string, body?: unknown) => apiCall<T>(base, method, path, body, token);
    const me = await call<{ user_id: string }>('GET', '/api/auth/getUserFromToken');
    await call('PATCH', `/api/centres/${owner.centreId}`, {
      address: [{ street: 'Sonnenweg', building: '7', zipcode: '3000', city: 'Bern', country: 'CH' }],
      businessInfo: { iban: CAMT_TEST_IBAN, bankName: 'PostFinance' },
    });
    await call('POST', `/api/clinics/${owner.centreId}/checkout-types`, { name: 'Kasse', accountNumber: '1000' });
    await call('POST', `/api/clinics/${owner.centreId}/checkout-types`, { name: 'PostFinance', accountNumber: '1020', camtAccount: CAMT_TEST_IBAN });
    const service = await call<{ service_id: string }>('POST', `/api/clinics/${owner.centreId}/services`, { name: 'Physiotherapie 60 Min.', duration: 60, ppu: 61725, count: 1, resourceIds: [me.user_id] });
    let day = 10;
    const invoiceFor = async (firstName: string, lastName: string) => {
      const { contact_id } = await call<{ contact_id: string }>('POST', `/api/clinics/${owner.centreId}/contacts`, {
        firstName, lastName, countryPhone: '+41', dateOfBirth: '1980-04-02', Address: { street: 'Rue du Lac', building: '12a', zipcode: '1003', city: 'Lausanne', country: 'CH' },
      });
      const { appointment_id } = await call<{ appointment_id: string }>('POST', '/api/appointments', {
        centre_fk: owner.centreId, resourceId: me.user_id, contact_fk: contact_id, service_fk: service.service_id, date: daysAgo(day--), startTime: '09:00', endTime: '10:00',
      });
      await call('PATCH', `/api/appointments/${appointment_id}/status`, { status: 'FINISHED', updateType: 'current', isSms: false, isEmail: false });
      return call<Invoice>('POST', '/api/invoices/singleInvoice', { appointments: [appointment_id] });
    };
    byRef = await invoiceFor('Anna', 'Müller');
    noRef = await invoiceFor('Ben', 'Huber');
    cash = await invoiceFor('Carla', 'Rossi');
  });

  async function accessible(page: Page) {
    expect(await seriousViolations(page)).toEqual([]);
  }
  const paymentRows = (page: Page) => page.getByTestId('payment-row');
  const invoiceStatus = async (id: string) => (await call<Invoice>('GET', `/api/invoices/${id}`)).status;

  test('a camt.054 books the payment by reference, the review books the one without', async ({ page, snap }) => {
    await openSignedIn(page, owner, '/finances/payments');
    await expect(page.getByRole('heading', { level: 1, name: de('screen.title') })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('payments-empty')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('open-entries-empty')).toBeVisible();
    await accessible(page);

    // The page sits in the finances menu.
    await expect(page.locator('a[href="/finances/payments"]').first()).toBeAttached();

    // A file that is not camt, dropped on the upload: refused with its message, nothing booked.
    const dropped = await page.evaluateHandle((xml) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([xml], 'notiz.xml', { type: 'application/xml' }));
      return transfer;
    }, '<?xml version="1.0"?><note>Hallo</note>');
    await page.getByTestId('bank-file-drop').dispatchEvent('drop', { dataTransfer: dropped });
    await expect(page.getByTestId('bank-file-error')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('bank-file-error')).toHaveText(tr('de', 'errors:camtUnsupported'));
    await snap(page, 'bank-file-refused');

    const camt = writeCamt({
      messageId: `E2E-${Date.now()}`,
      accounts: [{
        iban: CAMT_TEST_IBAN,
        entries: [
          { payments: [{ amount: byRef.amount, reference: byRef.reference, debtorName: 'Anna Müller', accountServicerReference: `E2E-REF-${Date.now()}` }] },
          { payments: [{ amount: noRef.amount, debtorName: 'HUBER BEN', message: `Rechnung ${noRef.number}`, accountServicerReference: `E2E-NOREF-${Date.now()}` }] },
        ],
      }],
    });
    await page.locator('input[name="bankFile"]').setInputFiles({ name: 'camt054.xml', mimeType: 'application/xml', buffer: Buffer.from(camt) });
    const summary = page.getByTestId('bank-file-summary');
    await expect(summary).toBeVisible({ timeout: 30_000 });
    await expect(summary).toContainText(tr('de', 'payments:upload.matched', { count: '1' }));
    await expect(summary).toContainText(tr('de', 'payments:upload.suggested', { count: '1' }));
    // The payment by reference is booked: its invoice reads PAID, the list shows it in Swiss format.
    expect(await invoiceStatus(byRef.invoice_id)).toBe('PAID');
    await expect(paymentRows(page)).toHaveCount(1, { timeout: 30_000 });
    await expect(paymentRows(page).first()).toContainText(byRef.number);
    await expect(paymentRows(page).first()).toContainText(/CHF 617\.25/);
    await expect(paymentRows(page).first()).toContainText('Anna Müller');

    // The one without reference waits with its invoice as suggestion: one click, then process.
    const entry = page.getByTestId('open-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('HUBER BEN');
    await snap(page, 'bank-file-review');
    await entry.getByRole('button', { name: /Ben Huber/ }).click();
    await expect(entry.getByRole('button', { name: /Ben Huber/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: de('review.process', { count: '1' }) }).click();
    await expect(page.getByTestId('open-entries-empty')).toBeVisible({ timeout: 30_000 });
    await expect(paymentRows(page)).toHaveCount(2, { timeout: 30_000 });
    expect(await invoiceStatus(noRef.invoice_id)).toBe('PAID');
    await snap(page, 'bank-file-processed');
  });

  test('a cash payment at the desk, filtered, then reversed', async ({ page, snap }) => {
    await openSignedIn(page, owner, '/finances/payments');
    await expect(paymentRows(page)).toHaveCount(2, { timeout: 30_000 });
    await page.getByRole('button', { name: de('screen.newPayment') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('select[name="checkoutTypeId"]')).toBeVisible();
    await dialog.locator('select[name="checkoutTypeId"]').selectOption({ label: 'Kasse' });
    await dialog.getByRole('combobox', { name: de('screen.invoice') }).click();
    await page.getByRole('option', { name: /Carla Rossi/ }).click();
    // Choosing the invoice fills in what is due.
    await expect(dialog.locator('input[name="amount"]')).toHaveValue('617.25');
    await dialog.locator('input[name="amount"]').fill('600.–');
    await snap(page, 'new-cash-payment');
    await dialog.getByRole('button', { name: de('screen.book') }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(paymentRows(page)).toHaveCount(3, { timeout: 30_000 });
    const cashRow = paymentRows(page).filter({ hasText: cash.number });
    await expect(cashRow).toContainText(tr('de', 'payments:methods.cash'));
    await expect(cashRow).toContainText('Kasse');
    await expect(cashRow).toContainText(/CHF 600\.00/);
    // Part paid: still open.
    expect(await invoiceStatus(cash.invoice_id)).not.toBe('PAID');

    // Filter by method, then reset.
    await page.locator('select[name="filterMethod"]').selectOption({ label: tr('de', 'payments:methods.cash') });
    await expect(paymentRows(page)).toHaveCount(1, { timeout: 30_000 });
    await snap(page, 'payments-filtered');
    await page.getByRole('button', { name: de('screen.reset') }).click();
    await expect(paymentRows(page)).toHaveCount(3, { timeout: 30_000 });

    // Reversed with a confirm: the reversal row joins the list, nothing is deleted.
    await cashRow.getByRole('button', { name: de('screen.reverse') }).click();
    await page.getByRole('dialog').getByRole('button', { name: de('reverse.confirm'), exact: true }).click();
    await expect(paymentRows(page)).toHaveCount(4, { timeout: 30_000 });
    await expect(paymentRows(page).filter({ hasText: de('screen.reversal') })).toHaveCount(1);
    await snap(page, 'payments-list');
    await accessible(page);
  });
});

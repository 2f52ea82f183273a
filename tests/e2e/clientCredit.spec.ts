/**
 * A client's payments and credit in a real browser (issue 12 §1, §2): a client overpays an
 * invoice at the desk; a bank entry from another client without any invoice is booked to that
 * client's credit on the review screen (client picker); the first client's profile shows the
 * payment and the credit, and the credit is used on their new invoice (a credit note), which
 * then shows less due; screenshots and an axe check.
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
  amount: number;
  totalDue: number;
  contactId: string;
}

test.describe('a client’s payments and credit', () => {
  test.describe.configure({ mode: 'serial' });
  let owner: OwnerAccount;
  let call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  let cashTypeId: string;
  let paid: Invoice;
  let later: Invoice;
  let advancer: string;

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL as string;
    owner = await createOwner(base, 'Mara', 'Frei');
    const token = owner.tokens.signInToken;
    call = <T,>(method: string, path: string, body?: unknown) => apiCall<T>(base, method, path, body, token);
    const me = await call<{ user_id: string }>('GET', '/api/auth/getUserFromToken');
    await call('PATCH', `/api/centres/${owner.centreId}`, {
      address: [{ street: 'Sonnenweg', building: '7', zipcode: '3000', city: 'Bern', country: 'CH' }],
      businessInfo: { iban: CAMT_TEST_IBAN, bankName: 'PostFinance' },
    });
    cashTypeId = (await call<{ checkout_type_id: string }>('POST', `/api/clinics/${owner.centreId}/checkout-types`, { name: 'Kasse', accountNumber: '1000' })).checkout_type_id;
    await call('POST', `/api/clinics/${owner.centreId}/checkout-types`, { name: 'PostFinance', accountNumber: '1020', camtAccount: CAMT_TEST_IBAN });
    const service = await call<{ service_id: string }>('POST', `/api/clinics/${owner.centreId}/services`, { name: 'Physiotherapie 60 Min.', duration: 60, ppu: 61725, count: 1, resourceIds: [me.user_id] });
    const contact = async (firstName: string, lastName: string) =>
      (await call<{ contact_id: string }>('POST', `/api/clinics/${owner.centreId}/contacts`, {
        firstName, lastName, countryPhone: '+41', dateOfBirth: '1980-04-02', Address: { street: 'Rue du Lac', building: '12a', zipcode: '1003', city: 'Lausanne', country: 'CH' },
      })).contact_id;
    let day = 10;
    const invoiceFor = async (contactId: string) => {
      const { appointment_id } = await call<{ appointment_id: string }>('POST', '/api/appointments', {
        centre_fk: owner.centreId, resourceId: me.user_id, contact_fk: contactId, service_fk: service.service_id, date: daysAgo(day--), startTime: '09:00', endTime: '10:00',
      });
      await call('PATCH', `/api/appointments/${appointment_id}/status`, { status: 'FINISHED', updateType: 'current', isSms: false, isEmail: false });
      return call<Invoice>('POST', '/api/invoices/singleInvoice', { appointments: [appointment_id] });
    };
    const dora = await contact('Dora', 'Keller');
    paid = await invoiceFor(dora);
    // CHF 100.– more than the invoice: the client's credit.
    await call('POST', '/api/payments', { centreId: owner.centreId, invoiceId: paid.invoice_id, method: 'cash', checkoutTypeId: cashTypeId, amount: paid.amount + 10_000, date: daysAgo(5) });
    later = await invoiceFor(dora);
    advancer = await contact('Erik', 'Vogel');
  });

  async function accessible(page: Page) {
    expect(await seriousViolations(page)).toEqual([]);
  }
  const creditOf = async (contactId: string) => (await call<{ creditBalance: number }>('GET', `/api/payments/consumer/${contactId}`)).creditBalance;

  test('a bank entry without invoice is booked to a chosen client’s credit', async ({ page, snap }) => {
    const camt = writeCamt({
      messageId: `E2E-ADV-${Date.now()}`,
      accounts: [{ iban: CAMT_TEST_IBAN, entries: [{ payments: [{ amount: 25_000, debtorName: 'VOGEL ERIK', message: 'Vorauszahlung', accountServicerReference: `E2E-ADV-${Date.now()}` }] }] }],
    });
    await call('POST', '/api/transactions/import', { centreId: owner.centreId, xmlString: camt });
    await openSignedIn(page, owner, '/finances/payments');
    const entry = page.getByTestId('open-entry');
    await expect(entry).toHaveCount(1, { timeout: 30_000 });
    await entry.getByRole('button', { name: de('review.toCredit') }).click();
    const picker = entry.getByRole('combobox', { name: de('screen.client') });
    await picker.fill('Vogel');
    await page.getByRole('option', { name: /Erik Vogel|Vogel Erik/ }).click();
    await expect(entry.getByRole('button', { name: de('review.toCreditChosen') })).toHaveAttribute('aria-pressed', 'true');
    await snap(page, 'bank-entry-to-credit');
    await page.getByRole('button', { name: de('review.process', { count: '1' }) }).click();
    await expect(page.getByTestId('open-entries-empty')).toBeVisible({ timeout: 30_000 });
    expect(await creditOf(advancer)).toBe(25_000);
  });

  test('the profile shows the payments and the credit after an overpayment; the credit pays the new invoice', async ({ page, snap }) => {
    await openSignedIn(page, owner, `/clients/profile/${paid.contactId}`);
    const credit = page.getByTestId('client-credit');
    await expect(credit).toHaveText(de('credit.balance', { amount: 'CHF 100.00' }), { timeout: 30_000 });
    const rows = page.getByTestId('client-payment');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(paid.number);
    await expect(rows.first()).toContainText(tr('de', 'payments:methods.cash'));
    await expect(rows.first()).toContainText('Kasse');
    await expect(rows.first()).toContainText(/CHF 717\.25/);
    await page.getByTestId('client-payments').scrollIntoViewIfNeeded();
    await snap(page, 'client-payments-credit');
    await accessible(page);

    await page.getByRole('button', { name: de('credit.use') }).click();
    const dialog = page.getByRole('dialog');
    // The new invoice and the whole credit (less than what is due) are proposed.
    await expect(dialog.locator('select[name="invoiceId"]')).toHaveValue(later.invoice_id);
    await expect(dialog.locator('input[name="amount"]')).toHaveValue('100.00');
    await dialog.locator('select[name="checkoutTypeId"]').selectOption({ label: 'Kasse' });
    await snap(page, 'use-credit-dialog');
    await dialog.getByRole('button', { name: de('credit.use') }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(credit).toHaveText(de('credit.balance', { amount: 'CHF 0.00' }), { timeout: 30_000 });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: tr('de', 'payments:methods.creditNote') })).toContainText(later.number);
    // The invoices section above follows: the new invoice has CHF 100.– less due.
    await expect(page.getByTestId('client-invoice').filter({ has: page.getByRole('link', { name: later.number, exact: true }) })).toContainText(/CHF 517\.25/);
    await expect(page.getByRole('button', { name: de('credit.use') })).toBeDisabled();
    expect((await call<Invoice>('GET', `/api/invoices/${later.invoice_id}`)).totalDue).toBe(later.amount - 10_000);
    await snap(page, 'client-credit-used');
  });
});

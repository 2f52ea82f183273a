/**
 * The tariff 590 invoice wizard end to end (issue 11 §4; wording.md §2 and §8): step 1 refuses
 * "next" without a client, step 2 without the insurer's GLN under tiers payant, leaving with
 * unsaved data asks first; step 4 shows the pre-send checks passed and the unsaved Tarif 590 form
 * and second form, creates the invoice, and its stored PDFs are fetched from their signed links,
 * rasterised (pdftoppm) and found drawn, the second form with a QR-bill over the total.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { decodeQr, pdfText, workDir, writePdf } from '../server/invoices/support/pdfTools';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const QR_IBAN = 'CH4431999123000889012';

/** Share of dark pixels of a PDF's first page at 40 dpi: a blank page is 0. */
function ink(file: string): number {
  const base = path.join(path.dirname(file), `${path.basename(file, '.pdf')}-ink`);
  execFileSync('pdftoppm', ['-r', '40', '-gray', '-f', '1', '-l', '1', '-singlefile', file, base]);
  const data = fs.readFileSync(`${base}.pgm`);
  const [, w, h] = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(data.toString('latin1', 0, 40))!.map(Number);
  const grey = data.subarray(data.length - w * h);
  let dark = 0;
  for (const g of grey) if (g < 160) dark += 1;
  return dark / grey.length;
}

const next = (page: Page) => page.locator('button[name="next"]').click();

test.describe('tariff 590 wizard', () => {
  let owner: OwnerAccount;
  const ids: Record<string, string> = {};

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string, 'Sara', 'Brunner');
    const api = <T>(method: string, p: string, body?: unknown) => apiCall<T>(baseURL as string, method, p, body, owner.tokens.signInToken);
    const me = await api<{ user_id: string }>('GET', '/api/auth/getUserFromToken');
    ids.user = me.user_id;
    await api('PATCH', `/api/centres/${owner.centreId}`, {
      address: [{ street: 'Sonnenweg', building: '7', zipcode: '3000', city: 'Bern', country: 'CH', state: 'BE' }],
      businessInfo: { iban: QR_IBAN, bankName: 'PostFinance' },
    });
    await api('PATCH', `/api/users/${ids.user}/resource`, {
      userData: { centreId: owner.centreId, Address: { street: 'Sonnenweg', building: '7', zipcode: '3000', city: 'Bern', country: 'CH' }, BusinessNumber: [{ name: 'ZSR', value: 'A123460' }, { name: 'GLN', value: '7601000000019' }] },
    });
    ids.contact = (await api<{ contact_id: string }>('POST', `/api/clinics/${owner.centreId}/contacts`, {
      firstName: 'Lea', lastName: 'Keller', sex: 'Female', dateOfBirth: '1985-03-14', ahvNumber: '756.9217.0769.85', insurance: 'Helsana',
      Address: { street: 'Rue du Lac', building: '12', zipcode: '1003', city: 'Lausanne', country: 'CH' },
    })).contact_id;
    ids.service = (await api<{ service_id: string }>('POST', `/api/clinics/${owner.centreId}/services`, { name: 'Akupunktur', type: 'tarif590', nr: '1004', ppu: 1000, count: 12, duration: 60 })).service_id;
    ids.case = (await api<{ project_id: string }>('POST', `/api/clinics/${owner.centreId}/projects`, {
      name: 'Rückenschmerzen', contact_fk: ids.contact, caseNumber: 'F-17', caseDate: '2026-10-01', insuranceLaw: 'VVG', treatmentType: 'ambulant', treatmentReason: 'Krankheit', canton: 'BE', maxSessions: 10,
    })).project_id;
    const appt = await api<{ appointment_id: string }>('POST', '/api/appointments', {
      centre_fk: owner.centreId, resourceId: ids.user, date: '2026-11-10', startTime: '09:00', endTime: '10:00', contact_fk: ids.contact, service_fk: ids.service,
    });
    ids.appointment = appt.appointment_id;
    await api('PATCH', `/api/appointments/${ids.appointment}/status`, { status: 'FINISHED', updateType: 'current', isSms: false, isEmail: false });
  });

  test('creates a tariff 590 invoice in four steps; its form and second form are drawn', async ({ page, snap, baseURL }) => {
    test.setTimeout(180_000);
    await openSignedIn(page, owner, '/tariff590/appointments');

    // Step 1: no "next" without a client; the client is picked from the open appointments.
    await expect(page.locator(`[data-open-client="${ids.contact}"]`)).toBeVisible({ timeout: 30_000 });
    await next(page);
    await expect(page.getByText('Bitte wählen Sie einen Klienten.').first()).toBeVisible();
    await snap(page, 'step1-refused');
    await page.locator(`[data-open-client="${ids.contact}"]`).click();
    await expect(page.locator(`[data-chosen-client="${ids.contact}"]`)).toBeVisible();
    await snap(page, 'step1-client');
    await next(page);

    // Step 2: the case fills law, treatment and canton; tiers payant needs the insurer's GLN.
    await expect(page).toHaveURL(/\/tariff590\/invoice-header$/);
    await expect(page.locator(`select[name="projectId"] option[value="${ids.case}"]`)).toBeAttached({ timeout: 30_000 });
    await page.locator('select[name="projectId"]').selectOption(ids.case);
    await expect(page.locator('select[name="law"]')).toHaveValue('VVG');
    await expect(page.locator('select[name="treatmentReason"]')).toHaveValue('disease');
    await expect(page.locator('input[name="insurerName"]')).toHaveValue('Helsana');
    await page.locator('input[name="tiers"][value="TP"]').check();
    await next(page);
    await expect(page).toHaveURL(/\/tariff590\/invoice-header$/);
    await expect(page.locator('input[name="insurerGln"]')).toHaveAttribute('aria-invalid', 'true');
    await snap(page, 'step2-refused');
    await page.locator('input[name="tiers"][value="TG"]').check();
    await snap(page, 'step2-filled');
    await next(page);

    // Step 3: the finished appointment and a position added by hand (6 × 5 minutes).
    await expect(page).toHaveURL(/\/tariff590\/invoice-items$/);
    await page.locator(`input[name="appointment-${ids.appointment}"]`).check({ timeout: 30_000 });
    await page.locator('button[name="addPosition"]').click();
    await page.locator('select[name="positions.0.serviceId"]').selectOption(ids.service);
    await page.locator('input[name="positions.0.date"]').fill('2026-11-12');
    await page.locator('input[name="positions.0.quantity"]').fill('6');
    await snap(page, 'step3-items');

    // Leaving the wizard with unsaved data asks first; cancelling stays.
    await page.locator('a[href$="/tariff590/documents"]').first().click();
    const leave = page.locator('button[name="leaveWithoutSaving"]');
    await expect(leave).toBeVisible();
    await snap(page, 'leave-warning');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/tariff590\/invoice-items$/);
    await next(page);

    // Step 4: the checks pass, CHF 180.– (12 + 6 units at CHF 10.–), the unsaved form and second form.
    await expect(page).toHaveURL(/\/tariff590\/invoice-preview$/);
    await expect(page.locator('[data-checks="ok"]')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('[data-total]')).toHaveAttribute('data-total', '18000');
    await expect(page.locator('iframe[name="pdf-original"]')).toHaveAttribute('src', /^blob:/, { timeout: 60_000 });
    await snap(page, 'step4-preview-form');
    await page.locator('#tab-second').click();
    await expect(page.locator('iframe[name="pdf-second"]')).toHaveAttribute('src', /^blob:/, { timeout: 60_000 });
    await snap(page, 'step4-preview-second');

    // By keyboard: Chromium's PDF viewer scrolls the page to itself as it finishes loading, which
    // can move the button away from under a pointer click that is already on its way.
    await page.locator('button[name="createInvoice"]').press('Enter');
    const created = page.locator('[data-created-invoice]');
    await expect(created).toBeVisible({ timeout: 60_000 });
    const invoiceId = (await created.getAttribute('data-created-invoice'))!;
    const invoice = await apiCall<{ number: string; amount: number; status: string }>(baseURL as string, 'GET', `/api/invoices/${invoiceId}`, undefined, owner.tokens.signInToken);
    expect(invoice).toMatchObject({ amount: 18000, status: 'UNPROCESSED' });

    // The stored invoice's PDFs, from the signed links the page shows (no token).
    const dir = workDir();
    for (const form of ['second', 'original'] as const) {
      if (form === 'original') await page.locator('#tab-original').click();
      const frame = page.locator(`iframe[name="pdf-${form}"]`);
      await expect(frame).toHaveAttribute('src', /\/api\/tariff590-form\?token=/, { timeout: 60_000 });
      const res = await page.request.get((await frame.getAttribute('src'))!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
      const file = writePdf(dir, form, await res.body());
      expect(ink(file)).toBeGreaterThan(0.01);
      const text = pdfText(file).replace(/\s+/g, ' ');
      expect(text).toContain(invoice.number);
      expect(text).toContain('1004');
      expect(text).toContain('A123460');
      if (form === 'second') expect((decodeQr(file) ?? decodeQr(file, 300))?.data).toContain('180.00');
      execFileSync('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '1', '-singlefile', file, test.info().outputPath(`pdf-${form}`)]);
    }
    await snap(page, 'created');

    // The list of tariff 590 invoices shows it; the appointment is billed.
    await page.locator('a[data-name="toDocuments"]').press('Enter');
    await expect(page).toHaveURL(/\/tariff590\/documents$/, { timeout: 30_000 });
    await expect(page.locator(`[data-invoice="${invoice.number}"]`)).toBeVisible({ timeout: 30_000 });
    await snap(page, 'documents');
  });
});

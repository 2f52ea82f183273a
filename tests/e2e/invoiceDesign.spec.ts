/**
 * The invoice design on /settings/invoicing (issue 11 §3, §5): a logo uploaded in the Design
 * section shows as a thumbnail marked as printed, and the live preview — a sample invoice of the
 * practice — is drawn again with it (the PDF the page received is rasterised: the logo's spot is
 * red) and again with a title typed into the unsaved form.
 */
import fs from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { pdfText, workDir, writePdf } from '../server/invoices/support/pdfTools';
import { colourAt, near, solidImage } from '../server/invoices/support/designImages';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', key, vars);
const RED = '#d32f2f';
const dir = workDir();
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const isPreview = (r: Response) => r.url().endsWith('/invoice-design/preview') && r.request().method() === 'POST' && r.status() === 200;
/** The PDFs the page received, by request body (passed through a route: a fetched blob's body is not kept). */
const received = new Map<string, Buffer>();
async function keepPreviews(page: Page) {
  await page.route('**/invoice-design/preview', async (route) => {
    const response = await route.fetch();
    received.set(route.request().postData() ?? '', await response.body());
    await route.fulfill({ response });
  });
}
let n = 0;
async function previewPdf(response: Response): Promise<string> {
  await expect.poll(() => received.has(response.request().postData() ?? '')).toBe(true);
  return writePdf(dir, `e2e-preview-${++n}`, received.get(response.request().postData() ?? '') as Buffer);
}
const frameSrc = (page: Page) => page.getByTestId('invoice-design-preview').getAttribute('src');

test.describe('invoice design', () => {
  let owner: OwnerAccount;

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string, 'Nina', 'Graf');
    await apiCall(baseURL as string, 'PATCH', `/api/centres/${owner.centreId}`, {
      address: [{ street: 'Sonnenweg', building: '7', zipcode: '3000', city: 'Bern', country: 'CH', state: 'BE' }],
      businessInfo: { iban: 'CH4431999123000889012', bankName: 'PostFinance' },
    }, owner.tokens.signInToken);
  });

  test('a logo uploaded shows in the thumbnail and in the preview, which follows the unsaved texts', async ({ page, snap }) => {
    await keepPreviews(page);
    const first = page.waitForResponse(isPreview, { timeout: 60_000 });
    await openSignedIn(page, owner, '/settings/invoicing');
    const section = page.getByRole('region', { name: de('invoicing:design.title') });
    await expect(section).toBeVisible();
    await first;
    await expect(page.getByTestId('invoice-design-preview')).toBeVisible({ timeout: 30_000 });
    const before = await frameSrc(page);

    const logo = await solidImage(dir, 'e2e-logo', 240, 80, RED, 'png');
    const redrawn = page.waitForResponse(isPreview, { timeout: 60_000 });
    await section.locator('input[name="design-logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    const withLogo = await previewPdf(await redrawn);
    expect(near(colourAt(withLogo, 80, 60, 1), RED)).toBe(true);
    const slot = page.getByTestId('design-logo');
    await expect(slot.getByText(de('invoicing:design.inUse'))).toBeVisible();
    await expect(slot.getByRole('img', { name: de('invoicing:design.thumbnail', { slot: de('invoicing:design.slots.logo') }) })).toBeVisible();
    await expect.poll(() => frameSrc(page)).not.toBe(before);

    // Typed, not saved: the preview is drawn with it once typing stops.
    const typed = page.waitForResponse((r) => isPreview(r) && (r.request().postData() ?? '').includes('Honorarrechnung'), { timeout: 60_000 });
    await page.locator('form#invoicingSettings input[name="title"]').fill('Honorarrechnung');
    expect(pdfText(await previewPdf(await typed))).toContain('Honorarrechnung MUSTER');
    await section.scrollIntoViewIfNeeded();
    await snap(page, 'invoice-design-logo');
  });
});

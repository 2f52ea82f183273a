/**
 * /invoice-preview and /documents (issue 11 §3/§5): a template edited in the page updates its
 * sandboxed preview as typing pauses; a placeholder chip inserts at the cursor; a <script> in the
 * template never runs (the server refuses it, and the frame itself runs no script even when one is
 * put into its document); a letter for a client is rendered with their data.
 */
import type { Frame, Page } from '@playwright/test';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

const HTML = '<h1 class="title">Rechnung {{InvoiceNumber}}</h1>\n<p class="to">{{ClientName}}</p>\n<table>{{#Items}}<tr><td>{{ItemDescription}}</td><td>{{ItemAmount}}</td></tr>{{/Items}}</table>';
const CSS = 'h1 { color: rgb(28, 110, 140); } .to { font-weight: bold; }';

/** The preview's frame (srcdoc) once it shows `text` in its heading. */
async function previewFrame(page: Page, text: string): Promise<Frame> {
  const heading = page.frameLocator('iframe[title]').locator('h1');
  await expect(heading).toHaveText(text);
  const frame = page.frames().find((f) => f !== page.mainFrame() && f.url() === 'about:srcdoc');
  if (!frame) throw new Error('no srcdoc frame');
  return frame;
}

test.describe('invoice preview', () => {
  let owner: OwnerAccount;

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string);
    const api = <T>(method: string, path: string, body?: unknown) => apiCall<T>(baseURL as string, method, path, body, owner.tokens.signInToken);
    await api('POST', `/api/invoice-templates?centreId=${owner.centreId}`, { name: 'Standard', html: HTML, css: CSS });
    await api('POST', `/api/invoice-templates?centreId=${owner.centreId}`, { name: 'Brief', html: '<h1>Brief an {{ClientName}}</h1><p>{{ClientCity}}, {{Today}}</p>' });
    await api('POST', `/api/clinics/${owner.centreId}/contacts`, { firstName: 'Mia', lastName: 'Keller', Address: { city: 'Thun' } });
  });

  test('edits a template with a live, sandboxed preview in which no script runs', async ({ page, snap }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await openSignedIn(page, owner, '/invoice-preview');
    const frameElement = page.locator('iframe[title="Vorschau der Vorlage"]');
    await expect(frameElement).toHaveAttribute('sandbox', '');
    // Templates are listed by name: "Brief" first, then "Standard".
    await page.getByRole('combobox', { name: 'Vorlage' }).click();
    await page.getByRole('option', { name: 'Standard' }).click();
    let frame = await previewFrame(page, 'Rechnung 2026-0042');
    await expect(page.frameLocator('iframe[title]').locator('.to')).toHaveText('Anna Muster');
    expect(await frame.evaluate(() => getComputedStyle(document.querySelector('h1')!).color)).toBe('rgb(28, 110, 140)');
    await snap(page, 'preview-loaded');

    // Typing updates the preview once typing pauses; a chip inserts its placeholder at the cursor.
    const html = page.locator('textarea[name="html"]');
    await html.fill('<h1>Brief an ');
    await html.press('End');
    await page.getByRole('button', { name: /^ClientName:/ }).click();
    await html.press('End');
    await html.pressSequentially('</h1>');
    await expect(html).toHaveValue('<h1>Brief an {{ClientName}}</h1>');
    frame = await previewFrame(page, 'Brief an Anna Muster');

    // An unknown placeholder renders empty and is reported.
    await html.fill('<h1>Hallo {{Kundennummer}}</h1>');
    await previewFrame(page, 'Hallo');
    await expect(page.getByRole('status', { name: 'Hinweise zur Vorlage' })).toContainText('Kundennummer');

    // A script in the template: refused by the server, the last preview stays, nothing runs.
    await html.fill('<h1>Gefährlich</h1><script>parent.__ran = 1; alert(1)</script>');
    await expect(page.getByRole('alert').filter({ hasText: 'ausführbaren Inhalt' })).toBeVisible();
    await snap(page, 'script-refused');
    // Even a script put into the frame's document by other means does not run: the frame allows none.
    frame = page.frames().find((f) => f !== page.mainFrame() && f.url() === 'about:srcdoc')!;
    await frame.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="parent.__ran = 2"><button onclick="parent.__ran = 3">x</button>');
      const s = document.createElement('script');
      s.textContent = 'parent.__ran = 4';
      document.body.appendChild(s);
    });
    await page.frameLocator('iframe[title]').locator('button').click();
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
    expect(dialogs).toEqual([]);

    // Save as the owner: the template keeps the edited text.
    await html.fill('<h1>Rechnung {{InvoiceNumber}} für {{ClientName}}</h1>');
    await previewFrame(page, 'Rechnung 2026-0042 für Anna Muster');
    await page.getByRole('button', { name: 'Vorlage speichern' }).click();
    await expect(page.getByText('Vorlage gespeichert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vorlage speichern' })).toBeDisabled();
    await snap(page, 'saved');
  });

  test('makes a letter for a client from a template', async ({ page, snap }) => {
    await openSignedIn(page, owner, '/documents');
    await page.getByRole('combobox', { name: 'Vorlage' }).click();
    await page.getByRole('option', { name: 'Brief' }).click();
    const client = page.getByRole('combobox', { name: 'Klient/in' });
    await client.fill('Kel');
    await page.getByRole('option', { name: /Keller/ }).click();
    const letter = page.frameLocator('iframe[title="Dokument"]');
    await expect(letter.locator('h1')).toHaveText('Brief an Mia Keller');
    await expect(page.locator('iframe[title="Dokument"]')).toHaveAttribute('sandbox', 'allow-same-origin allow-modals');
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeEnabled();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Als HTML herunterladen' }).click();
    expect((await download).suggestedFilename()).toMatch(/^Brief \d{4}-\d{2}-\d{2}\.html$/);
    await snap(page, 'letter');
  });

  for (const path of ['/invoice-preview', '/documents']) {
    test(`${path} has no serious accessibility violation`, async ({ page }) => {
      await openSignedIn(page, owner, path);
      await expect(page.getByRole('combobox', { name: 'Vorlage' })).toBeVisible();
      // The preview frame holds the practice's own template (no script may run in it, so axe
      // could not run there either); the page around it is ours and is what is checked.
      if (path === '/invoice-preview') await expect(page.locator('iframe[title]')).toBeVisible();
      expect(await seriousViolations(page, { exclude: 'iframe[title]' })).toEqual([]);
    });
  }
});

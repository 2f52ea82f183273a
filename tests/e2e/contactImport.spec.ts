/**
 * Contact import in a real browser against a real server (issue 3 §5/§6): download the template,
 * upload a generated 9,999-row XLSX, check the suggested mapping and the rows that will fail,
 * import, read the summary and find the contacts in the list total.
 */
import ExcelJS from 'exceljs';
import { tr } from './support/locales';
import { BROKEN_ROWS, contactListXlsx, IMPORT_HEADERS } from './support/contactImportData';
import { createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', key, vars);
const swiss = (n: number) => new Intl.NumberFormat('de-CH').format(n);

test.describe('contact import', () => {
  let owner: OwnerAccount;
  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string, 'Regula', 'Import');
  });

  test('imports a 9,999-row XLSX through the screen', async ({ page, baseURL, snap }) => {
    test.setTimeout(240_000);
    const list = await contactListXlsx(9999);
    await openSignedIn(page, owner, '/clients/import');
    await expect(page.getByRole('heading', { name: de('contactImport:upload.title') })).toBeVisible();
    await expect(page.getByText(de('contactImport:intro'))).toBeVisible();
    await snap(page, 'import-start');

    await test.step('the template downloads as a 33-column workbook', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: de('contactImport:template.download') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('Klienten-Importvorlage.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(await file.path());
      const sheet = wb.worksheets.find((s) => s.state === 'visible')!;
      expect(sheet.actualColumnCount).toBe(33);
      expect(sheet.getCell('A1').value).toBe(de('records:contact.firstName'));
    });

    await test.step('the preview maps the German headers and shows the rows that will fail', async () => {
      await page.locator('input[type="file"][name="file"]').setInputFiles({ name: 'patienten.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: list.file });
      const preview = page.locator('[data-section="mapping"]');
      await expect(preview).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('import-file')).toContainText(de('contactImport:upload.rowsFound', { n: swiss(9999), columns: String(IMPORT_HEADERS.length) }));
      const select = (column: string) => preview.locator(`select[data-column="${column}"]`);
      const expected: Record<string, string> = {
        Anrede: 'salutation', Vorname: 'firstName', Nachname: 'lastName', Geburtsdatum: 'dateOfBirth', Geschlecht: 'sex', Strasse: 'Address.street',
        PLZ: 'Address.zipcode', Ort: 'Address.city', Kanton: 'Address.state', Telefon: 'homeNumber', Mobile: 'phone', 'E-Mail': 'email',
        Krankenkasse: 'insurance', Gewicht: 'weight', Bemerkungen: 'notes',
      };
      for (const [column, field] of Object.entries(expected)) await expect(select(column)).toHaveValue(field);
      await expect(page.getByTestId('import-rule')).toHaveText(de('contactImport:rule'));
      // Rows 5 (31 February) and 12 (no last name) are among the first 20 and are marked.
      const failing = preview.locator('tr[data-failing]');
      await expect(failing).toHaveCount(2);
      await expect(preview.locator('tr[data-row="5"]')).toContainText(`${de('records:contact.dateOfBirth')}: ${de('errors:invalidDate')}`);
      await expect(preview.locator('tr[data-row="12"]')).toContainText(`${de('records:contact.lastName')}: ${de('errors:required')}`);
      await expect(preview.locator('tr[data-row="2"]')).toContainText(de('contactImport:mapping.rowOk'));
      await snap(page, 'import-preview');

      // Leaving the last names out makes every previewed row fail; mapping them again repairs it.
      await select('Nachname').selectOption('');
      await expect(failing).toHaveCount(20);
      await select('Nachname').selectOption('lastName');
      await expect(failing).toHaveCount(2);
    });

    await test.step('imports with progress and shows the summary', async () => {
      await page.getByRole('button', { name: de('contactImport:import.button_other', { n: swiss(9999) }) }).click();
      await expect(page.locator('[data-section="import-progress"]')).toBeVisible();
      await snap(page, 'import-running');
      const summary = page.locator('[data-section="import-summary"]');
      await expect(summary).toBeVisible({ timeout: 120_000 });
      const imported = 9999 - list.broken;
      await expect(summary.locator('[data-figure="created"]')).toContainText(swiss(imported));
      await expect(summary.locator('[data-figure="updated"]')).toContainText('0');
      await expect(summary.locator('[data-figure="failed"]')).toContainText(String(list.broken));
      await expect(summary.getByText(de('contactImport:summary.someFailed', { imported: swiss(imported), failed: String(list.broken) }))).toBeVisible();
      const errorRows = summary.locator('tr[data-error-row]');
      await expect(errorRows).toHaveCount(list.broken);
      await expect(errorRows.nth(2)).toContainText('5000');
      await expect(errorRows.nth(2)).toContainText(de('errors:invalidEmail'));
      expect(Object.keys(BROKEN_ROWS)).toEqual(['5', '12', '5000']);
      await snap(page, 'import-summary');
    });

    await test.step('the contacts are in the client list', async () => {
      const res = await fetch(`${baseURL}/api/clinics/${owner.centreId}/contacts?range=${encodeURIComponent('[0,0]')}`, { headers: { authorization: `Bearer ${owner.tokens.signInToken}` } });
      expect(res.headers.get('content-range')).toBe(`contacts 0-0/${9999 - list.broken}`);
      await page.locator('[data-action="toClientList"]').click();
      await expect(page).toHaveURL(/\/clients\/clientlist$/);
      // Sorted by last name, the list starts with the Baumanns and counts every imported contact.
      await expect(page.getByRole('cell', { name: 'Baumann' }).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(new RegExp(`\\b${9999 - list.broken}\\b|${swiss(9999 - list.broken)}`)).first()).toBeVisible();
      await snap(page, 'client-list-after-import');
    });
  });
});

/**
 * The appointment screens added for issue 9 §1/§5 in a real browser: documents (a PDF uploaded,
 * listed, downloaded byte for byte, deleted after a confirmation), the case (a new one created
 * inline and assigned, kept after a reload) and the "Restore deleted appointments" table reached
 * from the menu (one restored, one refused because its slot was taken meanwhile).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { exactly, tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', `appointments:${key}`, vars);

/** A day in the practice's zone, `days` from today. */
const zurichDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
const swiss = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** A small but real PDF (one empty page). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('appointment documents, case and restore', () => {
  test.describe.configure({ mode: 'serial' });
  let owner: OwnerAccount;
  let token: string;
  let base: string;
  let userId: string;
  let contactId: string;
  let appointmentId: string;

  const appointment = (date: string, startTime: string, endTime: string) =>
    apiCall<{ appointment_id: string }>(base, 'POST', '/api/appointments', { centre_fk: owner.centreId, contact_fk: contactId, resourceId: userId, date, startTime, endTime }, token);
  const remove = (id: string) => apiCall(base, 'PATCH', `/api/appointments/${id}/status`, { status: 'DELETED' }, token);

  test.beforeAll(async ({ baseURL }) => {
    base = baseURL as string;
    owner = await createOwner(base, 'Nora', 'Frei');
    token = owner.tokens.signInToken;
    userId = (await apiCall<{ user_id: string }>(base, 'GET', '/api/auth/getUserFromToken', undefined, token)).user_id;
    contactId = (await apiCall<{ contact_id: string }>(base, 'POST', `/api/clinics/${owner.centreId}/contacts`, { firstName: 'Jonas', lastName: 'Huber', countryPhone: '+41' }, token)).contact_id;
    appointmentId = (await appointment(zurichDay(1), '10:00', '11:00')).appointment_id;
  });

  const open = (page: Page, path: string) => openSignedIn(page, owner, path);

  test('documents: upload a PDF, see it listed, download it, delete it', async ({ page, snap }) => {
    await open(page, `/edit-appointment/${appointmentId}`);
    const documents = page.getByTestId('appointment-documents-section');
    await expect(documents.getByText(de('documents.empty'))).toBeVisible();
    await documents.getByTestId('document-input').setInputFiles({ name: 'Befund Röntgen.pdf', mimeType: 'application/pdf', buffer: PDF });
    const row = documents.getByTestId('appointment-document');
    await expect(row.getByTestId('document-name')).toHaveText('Befund Röntgen.pdf');
    await expect(row.getByTestId('document-details')).toHaveText(new RegExp(`^PDF · ${PDF.length} B · ${swiss(zurichDay(0)).replace(/\./g, '\\.')} \\d\\d:\\d\\d$`));
    await snap(page, 'document-uploaded');

    // Not a document type: refused by the browser check before sending, naming the file.
    await documents.getByTestId('document-input').setInputFiles({ name: 'Liste.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('PK\u0003\u0004') });
    await expect(documents.getByRole('alert')).toHaveText(`Liste.xlsx: ${tr('de', 'errors:fileTypeNotAllowed')}`);
    // A PDF name on other bytes: refused by the server from the bytes.
    await documents.getByTestId('document-input').setInputFiles({ name: 'Falsch.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
    await expect(documents.getByRole('alert')).toHaveText(`Falsch.pdf: ${tr('de', 'errors:fileTypeNotAllowed')}`);
    await expect(row).toHaveCount(1);
    await snap(page, 'document-refused');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `${de('documents.download')} – Befund Röntgen.pdf` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Befund Röntgen.pdf');
    expect(await readFile(await file.path())).toEqual(PDF);

    // Still there after a reload (stored), then deleted after the confirmation.
    await page.reload();
    await row.getByRole('button', { name: `${tr('de', 'common:delete')} – Befund Röntgen.pdf` }).click();
    const dialog = page.getByRole('dialog', { name: de('documents.deleteTitle') });
    await expect(dialog).toContainText('Befund Röntgen.pdf');
    await snap(page, 'document-delete-confirm');
    await dialog.getByRole('button', { name: exactly(tr('de', 'common:delete')) }).click();
    await expect(documents.getByText(de('documents.empty'))).toBeVisible();
    expect(await apiCall<unknown[]>(base, 'GET', `/api/appointments/${appointmentId}/documents`, undefined, token)).toEqual([]);
  });

  test('case: create a new case inline and assign it', async ({ page, snap }) => {
    await open(page, `/edit-appointment/${appointmentId}`);
    const section = page.getByTestId('appointment-case-section');
    const select = section.getByRole('combobox', { name: de('case.label') });
    await expect(select).toHaveText(de('case.none'));
    await section.getByRole('button', { name: de('case.new') }).click();
    const form = section.getByRole('form', { name: de('case.new') });
    await form.getByLabel(de('case.name')).fill('Schulter links, UVG');
    await form.getByLabel(de('case.caseNumber')).fill('UV-2027-118');
    await snap(page, 'case-new');
    await form.getByRole('button', { name: de('case.create') }).click();
    await expect(select).toHaveText('Schulter links, UVG (UV-2027-118)');
    await expect(form).toHaveCount(0);
    await snap(page, 'case-assigned');
    await page.reload();
    await expect(page.getByTestId('appointment-case-section').getByRole('combobox', { name: de('case.label') })).toHaveText('Schulter links, UVG (UV-2027-118)');
    const stored = await apiCall<{ project_fk?: string }>(base, 'GET', `/api/appointments/${appointmentId}`, undefined, token);
    expect(stored.project_fk).toEqual(expect.any(String));

    // The panel (a drawer) shows the same sections.
    await open(page, `/clients/appointments/${contactId}`);
    await page.locator(`[data-appointment-id="${appointmentId}"]`).getByRole('button').click();
    const panel = page.getByRole('dialog', { name: de('panel.title') });
    await expect(panel.getByRole('combobox', { name: de('case.label') })).toHaveText('Schulter links, UVG (UV-2027-118)');
    await panel.getByTestId('document-input').setInputFiles({ name: 'Überweisung Dr. Meier.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(panel.getByTestId('document-name')).toHaveText('Überweisung Dr. Meier.pdf');
    await panel.getByTestId('appointment-documents-section').scrollIntoViewIfNeeded();
    await snap(page, 'panel-case-documents');
  });

  test('restore deleted appointments: one comes back, one whose slot was taken says which appointment holds it', async ({ page, snap }) => {
    const day = zurichDay(3);
    const back = (await appointment(day, '08:00', '09:00')).appointment_id;
    const clashing = (await appointment(day, '11:00', '12:00')).appointment_id;
    await remove(back);
    await remove(clashing);
    // The freed slot is booked again meanwhile.
    await appointment(day, '11:30', '12:30');

    await open(page, '/oldcalendar');
    await page.getByRole('menuitem', { name: de('deleted.menu') }).or(page.getByRole('link', { name: de('deleted.menu') })).first().click();
    await expect(page).toHaveURL(/\/appointments\/deleted$/);
    const table = page.getByRole('table', { name: de('deleted.title') });
    const row = (id: string) => table.locator(`[data-appointment-id="${id}"]`);
    await expect(row(back)).toContainText('08:00 – 09:00');
    await expect(row(back)).toContainText('Jonas Huber');
    await expect(row(back)).toContainText('Nora Frei');
    await expect(row(back).getByTestId('days-left')).toHaveText('30');
    await snap(page, 'deleted-table');

    await row(clashing).getByRole('button', { name: de('deleted.restore') }).click();
    await expect(table.getByRole('alert')).toContainText(tr('de', 'errors:appointmentOverlap'));
    await expect(table.getByRole('alert')).toContainText('11:30 – 12:30');
    await snap(page, 'restore-clash');

    await row(back).getByRole('button', { name: de('deleted.restore') }).click();
    await expect(page.getByTestId('restored-alert')).toContainText(de('status.CONFIRMED'));
    await expect(row(back)).toHaveCount(0);
    await expect(row(clashing)).toHaveCount(1);
    await snap(page, 'restored');
    expect((await apiCall<{ status: string }>(base, 'GET', `/api/appointments/${back}`, undefined, token)).status).toBe('CONFIRMED');
  });
});

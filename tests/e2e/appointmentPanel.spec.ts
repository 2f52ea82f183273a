/**
 * The appointment screens in a real browser (issue 9 §5): the full-page editor of a series
 * occurrence (cancel "this and following", then Undo; a treatment note), a client's appointments
 * (the panel opens from a row; mark complete) and the printable agenda of this week.
 */
import type { Page } from '@playwright/test';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string, vars?: Record<string, string>) => tr('de', `appointments:${key}`, vars);
const status = (s: string) => de(`status.${s}`);

/** Today in the practice's zone (the browser runs in Europe/Zurich too). */
const zurichToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

interface Created {
  appointment_id: string;
  series_fk?: string;
}

test.describe('appointment panel, editor, client list and agenda', () => {
  test.describe.configure({ mode: 'serial' });
  let owner: OwnerAccount;
  let contactId: string;
  let single: Created;
  let series: Created;

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL as string;
    owner = await createOwner(base, 'Mia', 'Keller');
    const token = owner.tokens.signInToken;
    const me = await apiCall<{ user_id: string }>(base, 'GET', '/api/auth/getUserFromToken', undefined, token);
    const service = await apiCall<{ service_id: string }>(base, 'POST', `/api/clinics/${owner.centreId}/services`, { name: 'Physiotherapie', duration: 60, ppu: 12000, resourceIds: [me.user_id] }, token);
    const contact = await apiCall<{ contact_id: string }>(base, 'POST', `/api/clinics/${owner.centreId}/contacts`, { firstName: 'Lea', lastName: 'Brunner', countryPhone: '+41' }, token);
    contactId = contact.contact_id;
    const appointment = (startTime: string, endTime: string, extra: Record<string, unknown> = {}) =>
      apiCall<Created>(base, 'POST', '/api/appointments', {
        centre_fk: owner.centreId, contact_fk: contactId, resourceId: me.user_id, service_fk: service.service_id, date: zurichToday(), startTime, endTime, ...extra,
      }, token);
    single = await appointment('08:00', '09:00', { notes: 'Rücken, untere LWS' });
    series = await appointment('14:00', '15:00', { repetition: { frequency: 'WEEKLY', interval: 1, end: 'OCCURRENCES', occurrences: 3 } });
  });

  const open = (page: Page, path: string) => openSignedIn(page, owner, path);

  test('full editor: cancel this and the following occurrences, undo, and write a note', async ({ page, snap }) => {
    await open(page, `/edit-appointment/${series.appointment_id}`);
    const editor = page.getByTestId('edit-appointment-page');
    await expect(editor.getByRole('heading', { name: new RegExp(de('editor.title')) })).toContainText('Lea Brunner');
    await expect(editor.locator('input[name="startTime"]')).toHaveValue('14:00');
    await expect(editor.getByRole('radio', { name: de('scope.currentAndFuture') })).toBeVisible();
    const chip = editor.getByTestId('appointment-status').first();
    await expect(chip).toHaveText(status('CONFIRMED'));
    await snap(page, 'editor');

    await editor.getByRole('button', { name: de('actions.cancel') }).click();
    const dialog = page.getByRole('dialog', { name: de('cancelDialog.title') });
    await dialog.getByRole('radio', { name: de('scope.currentAndFuture') }).check();
    await snap(page, 'cancel-scope-dialog');
    await dialog.getByRole('button', { name: de('cancelDialog.confirm') }).click();
    await expect(chip).toHaveText(status('CANCELLED'));
    const snackbar = page.getByRole('status').filter({ hasText: '3 Termine abgesagt.' });
    await expect(snackbar).toBeVisible();
    await snap(page, 'cancelled-with-undo');
    await snackbar.getByRole('button', { name: de('actions.undo') }).click();
    await expect(chip).toHaveText(status('CONFIRMED'));
    await expect(page.getByText(de('actions.undone'))).toBeVisible();

    const history = editor.getByTestId('appointment-history-section');
    await history.getByLabel(de('history.newNote')).fill('Schmerz 6/10, Mobilisation LWS.');
    await history.getByRole('button', { name: de('history.add') }).click();
    const entry = history.getByTestId('history-entry');
    await expect(entry.getByTestId('history-text')).toHaveText('Schmerz 6/10, Mobilisation LWS.');
    await expect(entry).toContainText('Version 1 · Mia Keller');
    await snap(page, 'editor-note-added');
    // The note is stored: it is there after a reload.
    await page.reload();
    await expect(page.getByTestId('history-text')).toHaveText('Schmerz 6/10, Mobilisation LWS.');
  });

  test('client’s appointments: the panel opens from a row and marks the appointment complete', async ({ page, snap }) => {
    await open(page, `/clients/profile/${contactId}`);
    await page.getByTestId('contact-appointments-link').click();
    await expect(page).toHaveURL(new RegExp(`/clients/appointments/${contactId}$`));
    const rows = page.getByTestId('appointment-row');
    await expect(rows).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lea Brunner');
    await snap(page, 'client-appointments');

    await page.locator(`[data-appointment-id="${single.appointment_id}"]`).getByRole('button').click();
    const panel = page.getByRole('dialog', { name: de('panel.title') });
    await expect(panel.getByTestId('appointment-time')).toHaveText('08:00 – 09:00');
    await expect(panel.getByRole('link', { name: 'Lea Brunner' })).toHaveAttribute('href', `/clients/profile/${contactId}`);
    await expect(panel.getByText('Rücken, untere LWS')).toBeVisible();
    await snap(page, 'panel-open');
    await panel.getByRole('button', { name: de('actions.markComplete') }).click();
    await expect(panel.getByTestId('appointment-status')).toHaveText(status('FINISHED'));
    await expect(panel.getByRole('button', { name: de('actions.cancel') })).toHaveCount(0);
    // The list behind the panel follows.
    await expect(page.locator(`[data-appointment-id="${single.appointment_id}"]`).getByTestId('appointment-status')).toHaveText(status('FINISHED'));
    await snap(page, 'panel-complete');
  });

  test('agenda of this week, grouped by day, printable', async ({ page, snap }) => {
    await open(page, '/oldcalendar');
    const agenda = page.getByTestId('agenda-page');
    const today = agenda.getByTestId('agenda-day').first();
    await expect(today.getByTestId('appointment-row')).toHaveCount(2);
    await expect(today.getByTestId('appointment-row').first()).toContainText('08:00 – 09:00');
    await expect(today.getByTestId('appointment-row').first()).toContainText('Lea Brunner');
    await expect(today.getByTestId('appointment-row').nth(1)).toContainText('14:00 – 15:00');
    await snap(page, 'agenda-week');

    await agenda.getByRole('button', { name: de('agenda.next') }).click();
    // Next week holds the second occurrence of the series only.
    await expect(agenda.getByTestId('agenda-days')).toHaveAttribute('aria-busy', 'false');
    await expect(agenda.getByTestId('appointment-row')).toHaveCount(1);
    await expect(agenda.getByTestId('appointment-row')).toContainText('14:00 – 15:00');
    await agenda.getByRole('button', { name: de('agenda.today') }).click();
    await expect(agenda.getByTestId('agenda-day').first().getByTestId('appointment-row')).toHaveCount(2);

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.RaAppBar-appBar')).toBeHidden();
    await expect(agenda.getByRole('button', { name: de('agenda.print') })).toBeHidden();
    await expect(agenda.getByTestId('agenda-day').first()).toBeVisible();
    await snap(page, 'agenda-print');
  });
});

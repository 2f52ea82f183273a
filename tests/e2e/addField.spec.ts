/**
 * The schema engine's promise, end to end in a real browser (README "Schema engine"): on a copy
 * of this checkout with contacts in its database, a product owner adds one property to
 * schemas/contact.schema.json and its labels (schemas/README.md "Add a field"), runs
 * `npm run gen` and restarts (`npm start`, which rebuilds the client). Nothing else changes, the
 * contacts are still there, and the field is in the edit form under its translated label,
 * validated there (the form's precompiled validator is regenerated too), saved and read back, a
 * column and a filter of the list, and validated by the API.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freePort } from './support/kuraProcess';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { scratchInstall, type ScratchInstall } from './support/scratchInstall';
import { expect, test as base } from './support/test';

const FIELD = 'referredBy';
const MIN = 2;
const MAX = 60;
/** The product owner's line, next to the other contact properties. */
const PROPERTY = `    "${FIELD}": {"type": "string", "minLength": ${MIN}, "maxLength": ${MAX}, "x-list": {"column": true, "filterable": true}},`;
const LABELS = { de: 'Zuweisende Stelle', en: 'Referred by', fr: 'Adressé par', it: 'Inviato da' };

// This spec runs its own server (a copy of the checkout) on a port of its own, restarted in place.
const test = base.extend<{ scratch: ScratchInstall }, { scratchPort: number }>({
  scratchPort: [async ({}, use) => use(await freePort()), { scope: 'worker' }],
  baseURL: async ({ scratchPort }, use) => use(`http://127.0.0.1:${scratchPort}`),
  scratch: async ({ scratchPort }, use, testInfo) => {
    const scratch = await scratchInstall(testInfo.project.name, scratchPort);
    try {
      await use(scratch);
    } finally {
      await scratch.dispose();
    }
  },
});

/** The first screen after a server (re)start loads on a cold server, on a busy machine. */
const FIRST_VIEW = { timeout: 30_000 };

const rowOf = (page: Page, lastName: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: lastName, exact: true }) });

test('a field added to the contact schema reaches form, list, filter and API; the contacts stay', async ({ page, scratch, snap }, testInfo) => {
  test.setTimeout(300_000);
  const timings: Record<string, number> = {};
  const timed = async <T,>(name: string, work: () => Promise<T>) => {
    const t0 = Date.now();
    const result = await work();
    timings[name] = Date.now() - t0;
    return result;
  };
  let owner: OwnerAccount;
  const api = <T,>(method: string, url: string, body?: unknown) => apiCall<T>(scratch.url, method, url, body, owner.tokens.signInToken);
  const contactsUrl = () => `/api/clinics/${owner.centreId}/contacts`;
  const ids: Record<string, string> = {};

  await test.step('the original build: an owner and three contacts; no such field yet', async () => {
    await timed('start original', () => scratch.startOriginal());
    owner = await createOwner(scratch.url);
    for (const lastName of ['Altbestand', 'Bestand', 'Drittbestand']) {
      ids[lastName] = (await api<{ contact_id: string }>('POST', contactsUrl(), { firstName: 'Vera', lastName })).contact_id;
    }
    await expect(api('POST', contactsUrl(), { firstName: 'Nina', lastName: 'Neu', [FIELD]: 'Dr. Keller' })).rejects.toThrow(/answered 400/);
    await openSignedIn(page, owner, `/clients/profile/${ids.Altbestand}`);
    await expect(page.locator('form#contactProfile input[name="lastName"]')).toHaveValue('Altbestand', FIRST_VIEW);
    await expect(page.locator(`form#contactProfile [name="${FIELD}"]`)).toHaveCount(0);
    await snap(page, 'before-profile-without-field');
    await timed('stop original', () => scratch.stop());
  });

  await test.step("the product owner's edit: one property, its labels in four languages, npm run gen", async () => {
    const schemaFile = 'schemas/contact.schema.json';
    const lines = scratch.project.read(schemaFile).split('\n');
    lines.splice(lines.findIndex((l) => l.trimStart().startsWith('"company"')) + 1, 0, PROPERTY);
    scratch.project.write(schemaFile, lines.join('\n'));
    const labelFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kura-labels-')), 'labels.json');
    fs.writeFileSync(labelFile, JSON.stringify(Object.fromEntries(Object.entries(LABELS).map(([lng, text]) => [lng, { contact: { [FIELD]: text } }]))));
    try {
      await scratch.run(process.execPath, ['scripts/addLocaleKeys.mjs', 'records', labelFile]);
    } finally {
      fs.rmSync(path.dirname(labelFile), { recursive: true, force: true });
    }
    const gen = await timed('npm run gen', () => scratch.run('npm', ['run', 'gen']));
    const migration = /migration (migrations\/\S+\.sql)/.exec(gen)?.[1];
    expect(migration, gen).toBeTruthy();
    // Only the two edited sources and what the generators write change.
    const changed = scratch.changedFiles();
    const snapshot = changed.find((f) => /^migrations\/meta\/\d+_snapshot\.json$/.test(f));
    expect(changed).toEqual(
      [
        ...['de', 'en', 'fr', 'it'].map((lng) => `locales/${lng}/records.json`),
        migration,
        'migrations/meta/_journal.json',
        snapshot,
        schemaFile,
        'src/generated/contact.gen.ts',
        'src/generated/registry.gen.ts',
        'src/generated/validators/contact.gen.ts',
        'src/server/db/schema.gen.ts',
      ].sort(),
    );
    const sql = scratch.project.read(migration!);
    expect(sql).toMatch(/ALTER TABLE "contacts" ADD COLUMN "referred_by" text;/);
    expect(sql).not.toMatch(/DROP|CREATE TABLE/i);
    expect(scratch.project.read('src/generated/contact.gen.ts')).toContain(`\n  ${FIELD}?: string;`);
  });

  await test.step('restart with npm start on the same database (client rebuilt, migration applied)', async () => {
    await timed('npm start (vite build + migrate + ready)', () => scratch.restart());
  });

  await test.step('the contacts are still there, and the list has the new column', async () => {
    await openSignedIn(page, owner, '/clients/clientlist');
    await expect(rowOf(page, 'Altbestand')).toHaveCount(1, FIRST_VIEW);
    for (const lastName of ['Bestand', 'Drittbestand']) await expect(rowOf(page, lastName)).toHaveCount(1);
    await expect(page.getByRole('columnheader', { name: LABELS.de })).toBeVisible();
  });

  await test.step('the edit form shows the field under its German label, checks it, and the value is saved and read back', async () => {
    await rowOf(page, 'Altbestand').getByRole('cell', { name: 'Altbestand', exact: true }).click();
    const form = page.locator('form#contactProfile');
    const box = form.locator(`[data-form-field="${FIELD}"]`);
    await expect(box).toContainText(LABELS.de);
    // Shorter than minLength: the form's own (precompiled) validator refuses it, in German.
    await box.locator(`input[name="${FIELD}"]`).fill('D'.repeat(MIN - 1));
    await form.locator('button[name="save"]').click();
    await expect(box).toContainText(tr('de', 'errors:tooShort'));
    await box.locator(`input[name="${FIELD}"]`).fill('Dr. Keller');
    await box.scrollIntoViewIfNeeded();
    await snap(page, 'profile-with-new-field-de');
    await form.locator('button[name="save"]').click();
    await expect(page.getByText(tr('de', 'ra:notification.updated_one'))).toBeVisible();
    await page.reload();
    await expect(page.locator(`form#contactProfile input[name="${FIELD}"]`)).toHaveValue('Dr. Keller');
    expect((await api<Record<string, unknown>>('GET', `${contactsUrl()}/${ids.Altbestand}`))[FIELD]).toBe('Dr. Keller');
  });

  await test.step('the list shows the value and its filter finds exactly that contact', async () => {
    await api('PATCH', `${contactsUrl()}/${ids.Bestand}`, { [FIELD]: 'Spital Thun' });
    await page.goto('/clients/clientlist');
    await expect(rowOf(page, 'Altbestand')).toContainText('Dr. Keller');
    await expect(rowOf(page, 'Bestand')).toContainText('Spital Thun');
    await page.getByRole('button', { name: tr('de', 'ra:action.add_filter') }).click();
    await page.getByRole('menuitemcheckbox', { name: LABELS.de }).click();
    await page.locator(`form input[name="${FIELD}"]`).fill('Dr. Keller');
    await expect(rowOf(page, 'Bestand')).toHaveCount(0);
    await expect(rowOf(page, 'Drittbestand')).toHaveCount(0);
    await expect(rowOf(page, 'Altbestand')).toHaveCount(1);
    await snap(page, 'list-filtered-by-new-field');
  });

  await test.step('in French: the column, the filter and the form say it in French', async () => {
    await page.locator('button[name="language"]').click();
    await page.locator('li[lang="fr"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('columnheader', { name: LABELS.fr })).toBeVisible();
    await expect(page.getByLabel(LABELS.fr)).toHaveValue('Dr. Keller');
    await page.goto(`/clients/profile/${ids.Bestand}`);
    const box = page.locator(`form#contactProfile [data-form-field="${FIELD}"]`);
    await expect(box).toContainText(LABELS.fr);
    await expect(box.locator('input')).toHaveValue('Spital Thun');
    await box.scrollIntoViewIfNeeded();
    await snap(page, 'profile-with-new-field-fr');
  });

  await test.step('the API refuses a value over maxLength with a field error, and takes one at the limit', async () => {
    const headers = { authorization: `Bearer ${owner.tokens.signInToken}` };
    const url = `${scratch.url}${contactsUrl()}/${ids.Drittbestand}`;
    const tooLong = await page.request.patch(url, { headers, data: { [FIELD]: 'x'.repeat(MAX + 1) } });
    expect(tooLong.status()).toBe(400);
    expect((await tooLong.json()).errors).toEqual([{ field: FIELD, code: 'tooLong', message: 'errors.tooLong', limit: MAX }]);
    const atLimit = await page.request.patch(url, { headers, data: { [FIELD]: 'x'.repeat(MAX) } });
    expect(atLimit.status()).toBe(200);
  });

  testInfo.annotations.push({ type: 'timings', description: JSON.stringify(timings) });
  process.stdout.write(`addField timings (${testInfo.project.name}): ${JSON.stringify(timings)}\n`);
});

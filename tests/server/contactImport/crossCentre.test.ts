/**
 * Tenant isolation of the import (security plan A1/A6): clinic A cannot reach clinic B's import
 * calls, and A's file never matches, reads or changes B's contacts, even when it names B's
 * e-mail addresses or ids.
 */
import { DB_KINDS } from '../support/testApp';
import { addMember, createUser } from '../support/fixtures';
import { countContacts, csv, importWorld, listContacts, multipart, upload, type ImportWorld } from './support/importWorld';

describe.each(DB_KINDS)('contact import across centres on %s', (kind) => {
  let w: ImportWorld;
  let bContact: Record<string, unknown>;
  beforeAll(async () => {
    w = await importWorld(kind);
    const res = await w.t.app.inject({
      method: 'POST',
      url: `/api/clinics/${w.b.centreId}/contacts`,
      headers: w.b.owner.headers,
      payload: { firstName: 'Bea', lastName: 'Bprivat', email: 'shared@example.ch', Address: { city: 'Basel' } },
    });
    bContact = res.json();
  });
  afterAll(() => w.t.close());

  async function bSnapshot(): Promise<string> {
    return JSON.stringify(await listContacts(w, w.b));
  }

  it('answers 404 to A for all three calls on B, whatever the file', async () => {
    const before = await bSnapshot();
    const file = csv([['Vorname', 'Nachname', 'E-Mail'], ['Mallory', 'Eindringling', 'shared@example.ch']]);
    for (const path of ['preview', 'import'] as const) {
      const res = await upload(w, path, file, { centreId: w.b.centreId });
      expect([res.statusCode, res.json().code]).toEqual([404, 'notFound']);
    }
    const tpl = await w.t.app.inject({ method: 'GET', url: `/api/clinics/${w.b.centreId}/contacts/import/template`, headers: w.a.owner.headers });
    expect(tpl.statusCode).toBe(404);
    expect(await bSnapshot()).toBe(before);
  });

  it('matches e-mails only within the caller’s centre: B’s contact with the same e-mail is neither updated nor revealed', async () => {
    const before = await bSnapshot();
    const aBefore = await countContacts(w, w.a.centreId);
    const file = csv([['Vorname', 'Nachname', 'E-Mail', 'Ort'], ['Anna', 'Aeigen', 'SHARED@example.ch', 'Aarau']]);
    const preview = await upload(w, 'preview', file);
    expect(preview.body).not.toContain('Bprivat');
    expect(preview.body).not.toContain(String(bContact.contact_id));
    const res = await upload(w, 'import', file);
    expect(res.json()).toMatchObject({ success: 1, created: 1, updated: 0 });
    expect(res.body).not.toContain(String(bContact.contact_id));
    expect(await countContacts(w, w.a.centreId)).toBe(aBefore + 1);
    expect(await bSnapshot()).toBe(before);
    expect((await listContacts(w)).find((c) => c.lastName === 'Aeigen')).toMatchObject({ email: 'SHARED@example.ch', Address: { city: 'Aarau' } });
  });

  it('takes no centre or id from the file: such columns cannot be mapped', async () => {
    const file = csv([['Vorname', 'Nachname', 'centre_fk', 'contact_id', 'parent_fk'], ['X', 'Spalten', w.b.centreId, String(bContact.contact_id), String(bContact.contact_id)]]);
    const preview = (await upload(w, 'preview', file)).json();
    expect(preview.mapping).toEqual({ Vorname: 'firstName', Nachname: 'lastName', centre_fk: null, contact_id: null, parent_fk: null });
    for (const field of ['centre_fk', 'contact_id', 'parent_fk', 'tagIds']) {
      const res = await upload(w, 'import', file, { mapping: { Vorname: 'firstName', Nachname: 'lastName', centre_fk: field } });
      expect([res.statusCode, res.json().code]).toEqual([400, 'invalidMapping']);
    }
  });

  it('creates tags in the caller’s centre only', async () => {
    const bTags = await w.t.app.inject({ method: 'GET', url: `/api/clinics/${w.b.centreId}/tags`, headers: w.b.owner.headers });
    await upload(w, 'import', csv([['Vorname', 'Nachname', 'Tags'], ['T', 'Getaggt', 'Neu-A']]));
    const aTags = (await w.t.app.inject({ method: 'GET', url: `/api/clinics/${w.a.centreId}/tags`, headers: w.a.owner.headers })).json();
    expect(aTags.map((t: { value: string }) => t.value)).toContain('Neu-A');
    const bAfter = await w.t.app.inject({ method: 'GET', url: `/api/clinics/${w.b.centreId}/tags`, headers: w.b.owner.headers });
    expect(bAfter.body).toBe(bTags.body);
  });

  it('lets every member of the centre import (contacts have no write roles), and nobody signed out', async () => {
    const provider = await createUser(w.t.ctx);
    await addMember(w.t.ctx, w.a.centreId, provider, 'PROVIDER');
    const { payload, headers } = multipart([{ name: 'file', value: csv([['Vorname', 'Nachname'], ['Von', 'Provider']]), filename: 'k.csv' }]);
    const res = await w.t.app.inject({ method: 'POST', url: `/api/clinics/${w.a.centreId}/contacts/import`, payload, headers: { ...headers, ...provider.headers } });
    expect(res.json()).toMatchObject({ success: 1 });
    const anonymous = await w.t.app.inject({ method: 'POST', url: `/api/clinics/${w.a.centreId}/contacts/import`, payload, headers });
    expect(anonymous.statusCode).toBe(401);
  });
});

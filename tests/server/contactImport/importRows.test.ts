/**
 * POST /api/clinics/{cid}/contacts/import: valid rows imported and invalid ones reported per row
 * (ASVS 2.3.3), existing contacts matched by e-mail and updated, at most 9,999 rows, one
 * transaction (security plan C5: rows in = success + failed; nothing half-written after a crash).
 */
import { sql } from 'drizzle-orm';
import { DB_KINDS } from '../support/testApp';
import { countContacts, csv, importWorld, listContacts, upload, type ImportWorld } from './support/importWorld';

describe.each(DB_KINDS)('contact import on %s', (kind) => {
  let w: ImportWorld;
  beforeAll(async () => {
    w = await importWorld(kind);
  });
  afterAll(() => w.t.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await w.t.app.inject({ method: 'POST', url: `/api/clinics/${w.a.centreId}/contacts`, headers: w.a.owner.headers, payload: body });
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  it('imports valid rows, reports invalid ones per row and field, and reconciles', async () => {
    const before = await countContacts(w, w.a.centreId);
    const file = csv([
      ['Vorname', 'Nachname', 'E-Mail', 'Mobile', 'AHV', 'Geschlecht', 'Gewicht', 'Land'],
      ['Anna', 'Gültig', 'anna.gueltig@example.ch', '079 111 22 33', '756.9217.0769.85', 'F', '60', 'CH'],
      ['', 'OhneVorname', '', '', '', '', '', ''],
      ['Carl', 'Falsch', 'carl@@example', '12', '756.1234.5678.90', 'Robot', 'schwer', 'Schweizerland'],
      ['Dora', 'AuchGültig', '', '', '', '', '', ''],
    ]);
    const res = await upload(w, 'import', file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 2,
      created: 2,
      updated: 0,
      failed: 2,
      errorsTruncated: false,
      errors: [
        { row: 3, field: 'firstName', code: 'required' },
        { row: 4, field: 'weight', code: 'invalidNumber' },
        { row: 4, field: 'sex', code: 'invalidValue' },
        { row: 4, field: 'ahvNumber', code: 'invalidAhv' },
        { row: 4, field: 'email', code: 'invalidEmail' },
        { row: 4, field: 'Address.country', code: 'invalidFormat' },
        { row: 4, field: 'phone', code: 'invalidPhone' },
      ],
    });
    expect(await countContacts(w, w.a.centreId)).toBe(before + 2);
    const names = (await listContacts(w)).map((c) => c.lastName);
    expect(names).toEqual(expect.arrayContaining(['Gültig', 'AuchGültig']));
    expect(names).not.toContain('Falsch');
  });

  it('updates the contact with the same e-mail (any case), keeping what the file leaves empty', async () => {
    const existing = await create({ firstName: 'Ruth', lastName: 'Alt', email: 'Ruth.Alt@Example.ch', phone: '079 222 33 44', Address: { street: 'Altweg', building: '1', zipcode: '3000', city: 'Bern' }, notes: ['Erste Notiz'], tags: ['Stamm'] });
    const before = await countContacts(w, w.a.centreId);
    const file = csv([
      ['Vorname', 'Nachname', 'E-Mail', 'Ort', 'Bemerkung', 'Tags', 'Mobile'],
      ['Ruth', 'Neu', 'ruth.alt@example.CH', 'Thun', 'Zweite Notiz', 'Import', ''],
    ]);
    expect((await upload(w, 'import', file)).json()).toMatchObject({ success: 1, created: 0, updated: 1, failed: 0 });
    expect(await countContacts(w, w.a.centreId)).toBe(before);
    const after = (await w.t.app.inject({ method: 'GET', url: `/api/clinics/${w.a.centreId}/contacts/${existing.contact_id}`, headers: w.a.owner.headers })).json();
    expect(after).toMatchObject({
      contact_id: existing.contact_id,
      lastName: 'Neu',
      email: 'ruth.alt@example.CH',
      phone: '079 222 33 44',
      Address: { street: 'Altweg', building: '1', zipcode: '3000', city: 'Thun' },
      notes: ['Erste Notiz', 'Zweite Notiz'],
    });
    expect([...after.tags].sort()).toEqual(['Import', 'Stamm']);
    expect(after.createdAt).toBe(existing.createdAt);
    expect(after.updatedAt > existing.updatedAt).toBe(true);
    // Importing the same file again changes nothing more: the note is not added twice.
    expect((await upload(w, 'import', file)).json()).toMatchObject({ updated: 1 });
    const again = (await w.t.app.inject({ method: 'GET', url: `/api/clinics/${w.a.centreId}/contacts/${existing.contact_id}`, headers: w.a.owner.headers })).json();
    expect(again.notes).toEqual(['Erste Notiz', 'Zweite Notiz']);
  });

  it('reports a repeated e-mail in the same file, and an e-mail shared by several contacts', async () => {
    await create({ firstName: 'Zwilling', lastName: 'Eins', email: 'zwillinge@example.ch' });
    await create({ firstName: 'Zwilling', lastName: 'Zwei', email: 'zwillinge@example.ch' });
    const file = csv([
      ['Vorname', 'Nachname', 'E-Mail'],
      ['Erst', 'Doppelt', 'doppelt@example.ch'],
      ['Zweit', 'Doppelt', 'DOPPELT@example.ch'],
      ['Wer', 'Unklar', 'zwillinge@example.ch'],
    ]);
    const res = (await upload(w, 'import', file)).json();
    expect(res).toMatchObject({ success: 1, created: 1, failed: 2 });
    expect(res.errors).toEqual([
      { row: 3, field: 'email', code: 'duplicateEmailInFile' },
      { row: 4, field: 'email', code: 'ambiguousEmail' },
    ]);
    expect((await listContacts(w)).filter((c) => c.lastName === 'Doppelt').map((c) => c.firstName)).toEqual(['Erst']);
  });

  it('reconciles a mixed file exactly: rows in = success + failed', async () => {
    const rows: string[][] = [['Vorname', 'Nachname', 'Geburtsdatum', 'E-Mail']];
    for (let i = 0; i < 500; i++) rows.push([`V${i}`, i % 7 === 0 ? '' : `Abgleich${i}`, i % 11 === 0 ? '32.13.2000' : '1.1.2000', i % 5 === 0 ? `abgleich${i}@example.ch` : '']);
    const before = await countContacts(w, w.a.centreId);
    const res = (await upload(w, 'import', csv(rows))).json();
    const failing = rows.slice(1).filter((_, i) => i % 7 === 0 || i % 11 === 0).length;
    expect(res.failed).toBe(failing);
    expect(res.success + res.failed).toBe(500);
    expect(new Set(res.errors.map((e: { row: number }) => e.row)).size).toBe(failing);
    expect(await countContacts(w, w.a.centreId)).toBe(before + res.success);
  });

  it('imports 9,999 rows, and refuses 10,000 with nothing written', async () => {
    const rows = (n: number, tag: string) => [['Vorname', 'Nachname', 'E-Mail'], ...Array.from({ length: n }, (_, i) => [`P${i}`, `${tag}${i}`, `${tag.toLowerCase()}${i}@example.ch`])];
    const before = await countContacts(w, w.a.centreId);
    const tooMany = await upload(w, 'import', csv(rows(10_000, 'Zuviel')));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'tooManyRows', message: 'errors.tooManyRows' });
    expect(await countContacts(w, w.a.centreId)).toBe(before);
    const full = await upload(w, 'import', csv(rows(9_999, 'Voll')));
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ success: 9_999, created: 9_999, failed: 0 });
    expect(await countContacts(w, w.a.centreId)).toBe(before + 9_999);
    // The list total is fresh at once (the import drops the cached counts).
    const list = await w.t.app.inject({ method: 'GET', url: `/api/clinics/${w.a.centreId}/contacts?range=[0,0]`, headers: w.a.owner.headers });
    expect(list.headers['content-range']).toBe(`contacts 0-0/${before + 9_999}`);
  }, 120_000);

  it('writes all valid rows or none: a failure in the database after the first batch leaves nothing behind', async () => {
    // A trigger plays the crash: the database refuses one row of the second batch of 500.
    await w.t.ctx.db.execute(sql.raw(`create or replace function crash_import() returns trigger language plpgsql as $$ begin if new.last_name = 'Absturz' then raise exception 'simulated crash'; end if; return new; end $$`));
    await w.t.ctx.db.execute(sql.raw(`create trigger crash_import before insert on contacts for each row execute function crash_import()`));
    try {
      const rows = [['Vorname', 'Nachname'], ...Array.from({ length: 800 }, (_, i) => ['Batch', i === 650 ? 'Absturz' : `Batch${i}`])];
      const before = await countContacts(w, w.a.centreId);
      const res = await upload(w, 'import', csv(rows));
      expect(res.statusCode).toBe(500);
      expect(await countContacts(w, w.a.centreId)).toBe(before);
    } finally {
      await w.t.ctx.db.execute(sql.raw('drop trigger crash_import on contacts'));
      await w.t.ctx.db.execute(sql.raw('drop function crash_import()'));
    }
  });

  it('checks the mapping it is given', async () => {
    const file = csv([['Vorname', 'Nachname'], ['A', 'B']]);
    const cases: [unknown, string][] = [
      ['{nicht json', 'invalidMapping'],
      [['firstName'], 'invalidMapping'],
      [{ Unbekannt: 'firstName' }, 'invalidMapping'],
      [{ Vorname: 'password' }, 'invalidMapping'],
      [{ Vorname: 'contact_id' }, 'invalidMapping'],
      [{ Vorname: 'firstName', Nachname: 'firstName' }, 'duplicateMapping'],
      [{ Vorname: null, Nachname: null }, 'nothingMapped'],
    ];
    const before = await countContacts(w, w.a.centreId);
    for (const [mapping, code] of cases) {
      const res = await upload(w, 'import', file, { mapping: typeof mapping === 'string' ? mapping : (mapping as Record<string, unknown>) });
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
    }
    expect(await countContacts(w, w.a.centreId)).toBe(before);
    // A column may be left out: only the mapped ones are imported.
    const ok = await upload(w, 'import', csv([['Vorname', 'Nachname', 'Ort'], ['Mit', 'Auswahl', 'Chur']]), { mapping: { Vorname: 'firstName', Nachname: 'lastName', Ort: null } });
    expect(ok.json()).toMatchObject({ success: 1 });
    expect((await listContacts(w)).find((c) => c.lastName === 'Auswahl')).not.toHaveProperty('Address.city');
  });
});

/**
 * POST /api/clinics/{cid}/contacts/import/preview: the detected columns, a mapping suggested from
 * German, French, Italian and English headers, the first 20 rows and the errors they would get.
 */
import { DB_KINDS } from '../support/testApp';
import { csv, importWorld, upload, type ImportWorld } from './support/importWorld';
import { xlsx } from './support/workbooks';

describe.each(DB_KINDS)('contact import preview on %s', (kind) => {
  let w: ImportWorld;
  beforeAll(async () => {
    w = await importWorld(kind);
  });
  afterAll(() => w.t.close());

  it.each([
    [
      'German',
      ['Vorname', 'Nachname', 'Geburtsdatum', 'Strasse', 'PLZ', 'Ort', 'AHV-Nr.', 'E-Mail', 'Telefon', 'Natel', 'Krankenkasse', 'Bemerkungen'],
      ['firstName', 'lastName', 'dateOfBirth', 'Address.street', 'Address.zipcode', 'Address.city', 'ahvNumber', 'email', 'homeNumber', 'phone', 'insurance', 'notes'],
    ],
    [
      'French',
      ['Prénom', 'Nom', 'Date de naissance', 'Rue', 'NPA', 'Localité', 'N° AVS', 'Courriel', 'Téléphone', 'Sexe', 'Canton', 'Pays'],
      ['firstName', 'lastName', 'dateOfBirth', 'Address.street', 'Address.zipcode', 'Address.city', 'ahvNumber', 'email', 'phone', 'sex', 'Address.state', 'Address.country'],
    ],
    [
      'Italian',
      ['Nome', 'Cognome', 'Data di nascita', 'Via', 'CAP', 'Località', 'AVS', 'E-mail', 'Telefono', 'Cellulare', 'Sesso', 'Peso'],
      ['firstName', 'lastName', 'dateOfBirth', 'Address.street', 'Address.zipcode', 'Address.city', 'ahvNumber', 'email', 'homeNumber', 'phone', 'sex', 'weight'],
    ],
    [
      'English',
      ['First name', 'Last name', 'Date of birth', 'Street', 'ZIP', 'City', 'Email', 'Mobile', 'Home phone', 'Gender', 'Height', 'Company'],
      ['firstName', 'lastName', 'dateOfBirth', 'Address.street', 'Address.zipcode', 'Address.city', 'email', 'phone', 'homeNumber', 'sex', 'height', 'company'],
    ],
  ])('suggests the mapping for %s headers', async (_lng, headers, fields) => {
    const res = await upload(w, 'preview', csv([headers, headers.map(() => '')]));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.columns).toEqual(headers);
    expect(body.mapping).toEqual(Object.fromEntries(headers.map((h, i) => [h, fields[i]])));
  });

  it('names empty and repeated headers uniquely and leaves unknown ones unmapped', async () => {
    const res = await upload(w, 'preview', csv([['Vorname', '', 'Vorname', 'Lieblingsfarbe', 'Nachname'], ['Anna', 'x', 'Bea', 'blau', 'Muster']]));
    const body = res.json();
    expect(body.columns).toEqual(['Vorname', 'B', 'Vorname (2)', 'Lieblingsfarbe', 'Nachname']);
    expect(body.mapping).toEqual({ Vorname: 'firstName', B: null, 'Vorname (2)': null, Lieblingsfarbe: null, Nachname: 'lastName' });
    expect(body.fields).toContain('Address.city');
    expect(body.fields).toHaveLength(new Set(body.fields).size);
  });

  it('shows the first 20 rows with spreadsheet row numbers, counts all rows, and reports the rows that will fail', async () => {
    const rows: string[][] = [['Vorname', 'Nachname', 'E-Mail', 'Geburtsdatum']];
    for (let i = 1; i <= 30; i++) rows.push([`Vorname${i}`, i === 4 ? '' : `Nachname${i}`, i === 6 ? 'kein-mail' : `p${i}@example.ch`, i === 9 ? '31.02.1990' : '1.2.1990']);
    rows.splice(3, 0, ['', '', '', '']); // an empty line (row 4 of the file) is skipped but keeps the numbering
    const res = await upload(w, 'preview', csv(rows));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRows).toBe(30);
    expect(body.rows).toHaveLength(20);
    expect(body.rows[0]).toEqual({ row: 2, cells: ['Vorname1', 'Nachname1', 'p1@example.ch', '1.2.1990'] });
    expect(body.rows[2].row).toBe(5);
    expect(body.rowErrors).toEqual([
      { row: 6, field: 'lastName', code: 'required' },
      { row: 8, field: 'email', code: 'invalidEmail' },
      { row: 11, field: 'dateOfBirth', code: 'invalidDate' },
    ]);
  });

  it('takes the caller’s mapping when given, and its errors', async () => {
    const file = csv([['A', 'B'], ['Anna', 'Muster']]);
    const res = await upload(w, 'preview', file, { mapping: { A: 'lastName', B: 'Address.city' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().mapping).toEqual({ A: 'lastName', B: 'Address.city' });
    expect(res.json().rowErrors).toEqual([{ row: 2, field: 'firstName', code: 'required' }]);
  });

  it('reads XLSX: typed cells shown as text, date cells in Swiss notation', async () => {
    const file = await xlsx([
      ['Vorname', 'Nachname', 'Geburtsdatum', 'PLZ', 'Gewicht'],
      ['Anna', 'Muster', new Date(Date.UTC(1980, 1, 29)), 8001, 72.5],
    ]);
    const body = (await upload(w, 'preview', file, { filename: 'k.xlsx' })).json();
    expect(body.rows).toEqual([{ row: 2, cells: ['Anna', 'Muster', '29.02.1980', '8001', '72.5'] }]);
    expect(body.rowErrors).toEqual([]);
  });

  it('writes nothing', async () => {
    const before = await w.t.app.inject({ method: 'GET', url: `/api/clinics/${w.a.centreId}/contacts`, headers: w.a.owner.headers });
    await upload(w, 'preview', csv([['Vorname', 'Nachname'], ['Anna', 'Muster']]));
    const after = await w.t.app.inject({ method: 'GET', url: `/api/clinics/${w.a.centreId}/contacts`, headers: w.a.owner.headers });
    expect(after.headers['content-range']).toBe(before.headers['content-range']);
  });
});

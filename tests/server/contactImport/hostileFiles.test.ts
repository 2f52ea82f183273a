/**
 * Hostile files (security plan C4, C6, D2): every one is refused with a clear 4xx code before it
 * costs much, nothing is written, and Object.prototype stays untouched.
 */
import crypto from 'node:crypto';
import { DB_KINDS } from '../support/testApp';
import { countContacts, csv, importWorld, multipart, upload, type ImportWorld } from './support/importWorld';
import { minimalWorkbookEntries, sheetRowsXml, xlsx, zip } from './support/workbooks';

const HEADER = [['Vorname', 'Nachname']];

function prototypeSnapshot(): string {
  return JSON.stringify(Object.getOwnPropertyNames(Object.prototype).sort());
}

describe.each(DB_KINDS)('hostile import files on %s', (kind) => {
  let w: ImportWorld;
  let before: number;
  const protoBefore = prototypeSnapshot();
  beforeAll(async () => {
    w = await importWorld(kind);
    before = await countContacts(w, w.a.centreId);
  });
  afterEach(async () => {
    // Whatever the case, nothing was written and nothing reached Object.prototype.
    expect(await countContacts(w, w.a.centreId)).toBe(before);
    expect(prototypeSnapshot()).toBe(protoBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  afterAll(() => w.t.close());

  async function refused(file: Buffer | string, status: number, code: string, opts: Parameters<typeof upload>[3] = {}) {
    for (const path of ['preview', 'import'] as const) {
      const res = await upload(w, path, file, { filename: 'k.xlsx', ...opts });
      expect({ path, status: res.statusCode, code: res.json().code }).toEqual({ path, status, code });
      expect(res.json().message).toBe(`errors.${code === 'wrongFileFormat' ? 'importWrongFileFormat' : code}`);
    }
  }

  describe('zip bombs are refused from the central directory, before exceljs unpacks anything', () => {
    it('an entry compressed more than 100 times', async () => {
      const entries = minimalWorkbookEntries(sheetRowsXml([...HEADER, ['A', 'B']]));
      entries.push({ name: 'xl/media/bomb.bin', data: Buffer.alloc(20 * 1024 * 1024) });
      await refused(zip(entries), 400, 'fileTooComplex');
    });

    it('more than 50 MB unpacked in total, even at a modest ratio', async () => {
      const entries = minimalWorkbookEntries(sheetRowsXml(HEADER));
      // Random data does not compress: 51 entries of 1 MB are 51 MB and would be a 51 MB upload…
      // so declare the sizes instead, which is what the directory check reads.
      for (let i = 0; i < 51; i++) entries.push({ name: `xl/media/p${i}.bin`, data: crypto.randomBytes(1024), declaredSize: 1024 * 1024, store: true });
      await refused(zip(entries), 400, 'fileTooComplex');
    });

    it('a directory that understates an entry’s size (the real data is capped at the declared size)', async () => {
      const entries = minimalWorkbookEntries(sheetRowsXml([...HEADER, ['A', 'B']]));
      entries.push({ name: 'xl/media/liar.bin', data: Buffer.alloc(30 * 1024 * 1024), declaredSize: 200_000 });
      await refused(zip(entries), 400, 'fileTooComplex');
    });

    it('more than 1,000 entries', async () => {
      const entries = minimalWorkbookEntries(sheetRowsXml(HEADER));
      for (let i = 0; i < 1000; i++) entries.push({ name: `xl/media/e${i}.txt`, data: Buffer.from('x') });
      await refused(zip(entries), 400, 'fileTooComplex');
    });

    it('a symlink entry', async () => {
      const entries = minimalWorkbookEntries(sheetRowsXml(HEADER));
      entries.push({ name: 'xl/media/link', data: Buffer.from('/etc/passwd'), unixMode: 0o120777, store: true });
      await refused(zip(entries), 400, 'fileTooComplex');
    });
  });

  describe('huge sheets', () => {
    it('a sheet with far more row elements than the template allows is refused before parsing', async () => {
      const rows = Array.from({ length: 20_005 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>x</t></is></c></row>`).join('');
      await refused(zip(minimalWorkbookEntries(rows)), 400, 'tooManyRows');
    });

    it('10,000 data rows in an XLSX', async () => {
      const rows: string[][] = [...HEADER, ...Array.from({ length: 10_000 }, (_, i) => ['V', `N${i}`])];
      await refused(await xlsx(rows), 400, 'tooManyRows');
    }, 60_000);

    it('more columns than the template plus slack', async () => {
      const header = Array.from({ length: 61 }, (_, i) => `Spalte ${i + 1}`);
      await refused(await xlsx([header, header]), 400, 'tooManyColumns');
      await refused(csv([header, header]), 400, 'tooManyColumns', { filename: 'k.csv' });
    });
  });

  describe('prototype-pollution keys', () => {
    it.each(['__proto__', 'constructor', 'prototype'])('refuses %s as a header (CSV and XLSX)', async (key) => {
      await refused(csv([['Vorname', key], ['A', '{"polluted":true}']]), 400, 'forbiddenColumnName', { filename: 'k.csv' });
      await refused(await xlsx([['Vorname', key], ['A', '{"polluted":true}']]), 400, 'forbiddenColumnName');
    });

    it.each(['__proto__', 'constructor', 'prototype'])('refuses %s as a mapping key', async (key) => {
      const file = csv([['Vorname', 'Nachname'], ['A', 'B']]);
      // Written by hand: JSON.stringify of an object literal would drop a __proto__ key.
      const mapping = `{"Vorname":"firstName","Nachname":"lastName","${key}":{"polluted":true}}`;
      await refused(file, 400, 'forbiddenColumnName', { mapping, filename: 'k.csv' });
    });

    it.each(['__proto__', 'constructor', 'prototype'])('refuses a workbook with a defined name or sheet named %s (exceljs would write it into Object.prototype)', async (key) => {
      const definedName = minimalWorkbookEntries(sheetRowsXml([...HEADER, ['A', 'B']]));
      const wbx = definedName.find((e) => e.name === 'xl/workbook.xml')!;
      wbx.data = Buffer.from(wbx.data.toString().replace('</sheets>', `</sheets><definedNames><definedName name="${key}">Kontakte!$A$1:$B$2</definedName></definedNames>`));
      await refused(zip(definedName), 400, 'unsafeFile');
      const sheetName = minimalWorkbookEntries(sheetRowsXml([...HEADER, ['A', 'B']]));
      const wbx2 = sheetName.find((e) => e.name === 'xl/workbook.xml')!;
      wbx2.data = Buffer.from(wbx2.data.toString().replace('name="Kontakte"', `name="${key}"`));
      await refused(zip(sheetName), 400, 'unsafeFile');
    });

    it('imports such words as plain cell values', async () => {
      const file = await xlsx([['Vorname', 'Nachname', 'Firma'], ['__proto__', 'constructor', 'prototype']]);
      const res = await upload(w, 'preview', file, { filename: 'k.xlsx' });
      expect(res.statusCode).toBe(200);
      expect(res.json().rows).toEqual([{ row: 2, cells: ['__proto__', 'constructor', 'prototype'] }]);
      expect(res.json().rowErrors).toEqual([]);
    });
  });

  describe('formulas are never evaluated: the row is refused with formulaNotAllowed (C6)', () => {
    it('formula cells in an XLSX', async () => {
      const file = await xlsx([
        ['Vorname', 'Nachname', 'Ort'],
        [{ formula: 'HYPERLINK("http://evil.example","Anna")', result: 'Anna' }, 'Formel', 'Bern'],
        [{ sharedFormula: 'A2', result: 'Anna' }, 'Geteilt', 'Bern'],
        ['Ergebnis', 'Formel', { formula: 'WEBSERVICE("http://evil.example")', result: 'Bern' }],
      ]);
      const res = await upload(w, 'import', file, { filename: 'k.xlsx' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: 0, failed: 3 });
      expect(res.json().errors).toEqual([
        { row: 2, field: 'firstName', code: 'formulaNotAllowed' },
        { row: 3, field: 'firstName', code: 'formulaNotAllowed' },
        { row: 4, field: 'Address.city', code: 'formulaNotAllowed' },
      ]);
    });

    it.each(['=1+2', '@SUM(A1)', '+cmd|\' /C calc\'!A0', '-2+3+cmd|\' /C calc\'!A0', '\t=1', '\r=1'])('text that a spreadsheet would run: %j', async (payload) => {
      const file = csv([['Vorname', 'Nachname'], [payload, 'Formel']]);
      const res = await upload(w, 'import', file, { filename: 'k.csv' });
      expect(res.json()).toMatchObject({ success: 0, failed: 1, errors: [{ row: 2, field: 'firstName', code: 'formulaNotAllowed' }] });
    });

    it('still accepts signed numbers and international phone numbers', async () => {
      const res = await upload(w, 'preview', csv([['Vorname', 'Nachname', 'Mobile'], ['Plus', 'Nummer', '+41 79 123 45 67']]), { filename: 'k.csv' });
      expect(res.json().rowErrors).toEqual([]);
    });
  });

  describe('wrong, empty, missing and oversized files', () => {
    it.each([
      ['a PDF', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0])])],
      ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
      ['an old .xls (OLE2)', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)])],
      ['a zip that is no workbook', zip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }])],
      ['a truncated zip', Buffer.from('504b0304140000000800', 'hex')],
    ])('refuses %s with 415', async (_name, file) => {
      await refused(file, 415, 'wrongFileFormat');
    });

    it('refuses an empty file and a file with nothing in it', async () => {
      await refused(Buffer.alloc(0), 400, 'emptyFile', { filename: 'k.csv' });
      await refused('\r\n\r\n', 400, 'emptyFile', { filename: 'k.csv' });
    });

    it('refuses a request without a file', async () => {
      for (const path of ['import/preview', 'import']) {
        const { payload, headers } = multipart([{ name: 'mapping', value: '{}' }]);
        const res = await w.t.app.inject({ method: 'POST', url: `/api/clinics/${w.a.centreId}/contacts/${path}`, payload, headers: { ...headers, ...w.a.owner.headers } });
        expect([res.statusCode, res.json().code]).toEqual([400, 'fileNotSelected']);
        const json = await w.t.app.inject({ method: 'POST', url: `/api/clinics/${w.a.centreId}/contacts/${path}`, payload: { file: 'x' }, headers: w.a.owner.headers });
        expect(json.statusCode).toBe(400);
      }
    });

    it('refuses a file over 10 MB with 413', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
      for (const path of ['preview', 'import'] as const) {
        const res = await upload(w, path, big, { filename: 'k.csv' });
        expect([res.statusCode, res.json().code]).toEqual([413, 'payloadTooLarge']);
      }
    });

    it('refuses a CSV whose quote never closes', async () => {
      await refused('Vorname;Nachname\n"Anna;Muster\nBeat;Bauer\n', 400, 'invalidCsv', { filename: 'k.csv' });
    });
  });
});

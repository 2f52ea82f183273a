/**
 * CSV import fidelity (security plan C5): UTF-8 with and without BOM, Windows-1252, comma and
 * semicolon, quoted newlines, Swiss dates and decimals; and the conversions of spec §5.
 */
import iconv from 'iconv-lite';
import { DB_KINDS } from '../support/testApp';
import { csv, importWorld, listContacts, upload, type ImportWorld } from './support/importWorld';
import { xlsx } from './support/workbooks';

describe.each(DB_KINDS)('contact import file formats on %s', (kind) => {
  let w: ImportWorld;
  beforeAll(async () => {
    w = await importWorld(kind);
  });
  afterAll(() => w.t.close());

  async function importAndFind(file: Buffer | string, lastName: string, filename = 'k.csv') {
    const res = await upload(w, 'import', file, { filename });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ failed: 0, errors: [] });
    return (await listContacts(w)).find((c) => c.lastName === lastName);
  }

  it('reads UTF-8 with a BOM (Excel’s “CSV UTF-8”), semicolons', async () => {
    const file = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Vorname;Nachname;Ort\nJürg;Bömer;Zürich\n')]);
    expect(await importAndFind(file, 'Bömer')).toMatchObject({ firstName: 'Jürg', Address: { city: 'Zürich' } });
  });

  it('reads UTF-8 without a BOM, commas', async () => {
    expect(await importAndFind('Prénom,Nom,Localité\nHélène,Dubœuf,Genève\n', 'Dubœuf')).toMatchObject({ firstName: 'Hélène', Address: { city: 'Genève' } });
  });

  it('reads Windows-1252 (Excel’s plain “CSV” on Windows) with umlauts and accents', async () => {
    const file = iconv.encode('Vorname;Nachname;Ort;Bemerkung\r\nRené;Müller-Lüthi;Bülach;Grösse ≠ Gewicht: “ok” – €\r\n', 'win1252');
    expect(file.includes(Buffer.from('ü'))).toBe(false); // really not UTF-8
    const c = await importAndFind(file, 'Müller-Lüthi');
    expect(c).toMatchObject({ firstName: 'René', Address: { city: 'Bülach' } });
    // ≠ is not in Windows-1252 (iconv writes "?"); the rest survives.
    expect(c?.notes).toEqual(['Grösse ? Gewicht: “ok” – €']);
  });

  it('reads UTF-16 with a BOM (Excel’s “Unicode text”, tab separated)', async () => {
    const file = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('Vorname\tNachname\r\nZoë\tTschäppät\r\n', 'utf16le')]);
    expect(await importAndFind(file, 'Tschäppät')).toMatchObject({ firstName: 'Zoë' });
  });

  it('keeps quoted fields with delimiters, quotes and line breaks', async () => {
    const file = csv([['Vorname', 'Nachname', 'Notiz', 'Ort'], ['Anna', 'Quote', 'Zeile 1\nZeile 2; mit "Zitat", Komma', 'Bern'], ['Beat', 'Next', '', 'Thun']], ',');
    const res = await upload(w, 'import', file);
    expect(res.json()).toMatchObject({ success: 2, failed: 0 });
    const all = await listContacts(w);
    expect(all.find((c) => c.lastName === 'Quote')).toMatchObject({ notes: ['Zeile 1\nZeile 2; mit "Zitat", Komma'], Address: { city: 'Bern' } });
    expect(all.find((c) => c.lastName === 'Next')).toMatchObject({ Address: { city: 'Thun' } });
  });

  it('reports row numbers as the spreadsheet shows them, also after a quoted line break', async () => {
    const file = csv([['Vorname', 'Nachname', 'Notiz', 'Geburtsdatum'], ['A', 'One', 'zwei\nZeilen', '1.1.1990'], ['B', 'Two', '', 'gestern']]);
    expect((await upload(w, 'import', file)).json().errors).toEqual([{ row: 3, field: 'dateOfBirth', code: 'invalidDate' }]);
  });

  it.each([
    ['31.12.1980', '1980-12-31'],
    ['1.2.1975', '1975-02-01'],
    ['05.06.07', '2007-06-05'],
    ['5.6.85', '1985-06-05'],
    ['1979-03-04', '1979-03-04'],
    ['04/03/1979', '1979-03-04'],
  ])('converts the date %s to %s', async (text, iso) => {
    const last = `Datum${text.replace(/\W/g, '')}`;
    expect(await importAndFind(csv([['Vorname', 'Nachname', 'Geburtsdatum'], ['D', last, text]]), last)).toMatchObject({ dateOfBirth: iso });
  });

  it('converts Swiss decimals, units and metres for weight and height', async () => {
    const file = csv([
      ['Vorname', 'Nachname', 'Gewicht', 'Grösse'],
      ['W', 'Komma', '72,5', '180'],
      ['W', 'Einheit', '68.4 kg', '1,72 m'],
      ['W', 'Tausender', "1'02,5", '165 cm'],
    ]);
    expect((await upload(w, 'import', file)).json()).toMatchObject({ success: 3, failed: 0 });
    const all = await listContacts(w);
    expect(all.find((c) => c.lastName === 'Komma')).toMatchObject({ weight: 72.5, height: 180 });
    expect(all.find((c) => c.lastName === 'Einheit')).toMatchObject({ weight: 68.4, height: 172 });
    expect(all.find((c) => c.lastName === 'Tausender')).toMatchObject({ weight: 102.5, height: 165 });
  });

  it('applies the conversions of spec §5: address grouped, empty fields dropped, note as a list, phones normalised, labels to values', async () => {
    const file = csv([
      ['Anrede', 'Vorname', 'Nachname', 'Geschlecht', 'Strasse', 'PLZ', 'Ort', 'Kanton', 'Land', 'Mobile', 'Telefon privat', 'AHV', 'Bemerkung', 'Tags', 'Firma'],
      ['Frau', 'Vreni', 'Konvertiert', 'weiblich', 'Bahnhofstrasse 12a', '8001', 'Zürich', 'Zürich', 'Schweiz', '+41791234567', '0041 44 123 45 67', '7569217076985', 'Allergie: Nüsse', 'VIP, Rücken; VIP', ''],
    ]);
    const c = await importAndFind(file, 'Konvertiert');
    expect(c).toMatchObject({
      salutation: 'Mrs',
      sex: 'Female',
      Address: { street: 'Bahnhofstrasse', building: '12a', zipcode: '8001', city: 'Zürich', state: 'ZH', country: 'CH' },
      countryPhone: '+41',
      phone: '079 123 45 67',
      homeNumber: '044 123 45 67',
      ahvNumber: '756.9217.0769.85',
      notes: ['Allergie: Nüsse'],
    });
    expect([...(c!.tags as string[])].sort()).toEqual(['Rücken', 'VIP']);
    expect(c).not.toHaveProperty('company');
  });

  it('takes the country code from a number written internationally', async () => {
    const c = await importAndFind(csv([['Vorname', 'Nachname', 'Natel'], ['Hans', 'Deutsch', '+49 151 23456789']]), 'Deutsch');
    expect(c).toMatchObject({ countryPhone: '+49', phone: '01512 3456789' });
  });

  it('reads XLSX cells by type: Excel dates and serial numbers, numbers without ".0", hyperlinks and rich text', async () => {
    const file = await xlsx([
      ['Vorname', 'Nachname', 'Geburtsdatum', 'PLZ', 'E-Mail', 'Mobile', 'Gewicht'],
      [{ richText: [{ text: 'Ma' }, { text: 'ria', font: { bold: true } }] }, 'Excel', new Date(Date.UTC(1975, 4, 17)), 3011, { text: 'maria@example.ch', hyperlink: 'mailto:maria@example.ch' }, 791234567, 61.5],
      ['Serial', 'Excel', 27532, 1700, '', '', ''],
    ]);
    const res = await upload(w, 'import', file, { filename: 'k.xlsx' });
    expect(res.json()).toMatchObject({ success: 2, failed: 0 });
    const all = (await listContacts(w)).filter((c) => c.lastName === 'Excel');
    expect(all.find((c) => c.firstName === 'Maria')).toMatchObject({ dateOfBirth: '1975-05-17', Address: { zipcode: '3011' }, email: 'maria@example.ch', phone: '079 123 45 67', weight: 61.5 });
    // 27532 is Excel's serial number of 1975-05-18.
    expect(all.find((c) => c.firstName === 'Serial')).toMatchObject({ dateOfBirth: '1975-05-18', Address: { zipcode: '1700' } });
  });
});

/**
 * GET /api/clinics/{cid}/contacts/import/template (spec §5, §9): columns A..AG with headers in the
 * caller's language, dropdowns on rows 2..9999, a frozen header row; members only.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { userSettings } from '../../../src/server/db/schema';
import { translate } from '../../../src/server/i18n';
import { TEMPLATE_FIELDS, IMPORT_FIELDS } from '../../../src/server/services/contactImport/fields';
import { addMember, createUser } from '../support/fixtures';
import { DB_KINDS } from '../support/testApp';
import { importWorld, upload, type ImportWorld } from './support/importWorld';
import { readWorkbook } from './support/workbooks';

const CANTONS = 'AG,AI,AR,BE,BL,BS,FR,GE,GL,GR,JU,LU,NE,NW,OW,SG,SH,SO,SZ,TG,TI,UR,VD,VS,ZG,ZH';

interface Rule {
  type: string;
  formulae: string[];
}

/**
 * The dropdown of a column, when the same rule covers exactly rows 2..9999 (exceljs reads the
 * file's range rules back cell by cell).
 */
function columnRule(ws: ExcelJS.Worksheet, letter: string): Rule | undefined {
  const model = (ws as unknown as { dataValidations: { model: Record<string, Rule> } }).dataValidations.model;
  const first = model[`${letter}2`];
  if (!first || model[`${letter}1`] || model[`${letter}10000`]) return undefined;
  for (const row of [3, 500, 5000, 9999]) if (JSON.stringify(model[`${letter}${row}`]) !== JSON.stringify(first)) return undefined;
  return first;
}

describe.each(DB_KINDS)('contact import template on %s', (kind) => {
  let w: ImportWorld;
  beforeAll(async () => {
    w = await importWorld(kind);
  });
  afterAll(() => w.t.close());

  const get = (query = '', headers = w.a.owner.headers, centreId = w.a.centreId) =>
    w.t.app.inject({ method: 'GET', url: `/api/clinics/${centreId}/contacts/import/template${query}`, headers });

  it('is an XLSX download with 33 columns A..AG, headers in German by default, frozen header row and widths', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="Klienten-Importvorlage\.xlsx"/);
    const wb = await readWorkbook(res.rawPayload);
    const ws = wb.worksheets.find((s) => s.state === 'visible')!;
    expect(ws.name).toBe('Klienten');
    expect(ws.actualColumnCount).toBe(33);
    expect(ws.getRow(1).getCell(33).address).toBe('AG1');
    const headers = (ws.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(TEMPLATE_FIELDS.map((f) => translate('de', IMPORT_FIELDS.get(f)!.label)));
    expect(headers.slice(0, 2)).toEqual(['Vorname', 'Nachname']);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getColumn('G').width).toBeGreaterThanOrEqual(25); // e-mail
    // Phone and zip columns are text, so Excel keeps 079… and leading zeros.
    expect(ws.getColumn('I').numFmt).toBe('@');
  });

  it('has dropdowns on rows 2..9999 for country phone code, sex (translated), canton and country', async () => {
    const wb = await readWorkbook((await get()).rawPayload);
    const ws = wb.worksheets.find((s) => s.state === 'visible')!;
    const col = (field: string) => ws.getColumn(TEMPLATE_FIELDS.indexOf(field as (typeof TEMPLATE_FIELDS)[number]) + 1).letter;
    const rule = (field: string) => columnRule(ws, col(field));
    expect(rule('sex')).toMatchObject({ type: 'list', formulae: ['"Männlich,Weiblich,Divers"'] });
    expect(rule('Address.state')).toMatchObject({ type: 'list', formulae: [`"${CANTONS}"`] });
    const lists = wb.worksheets.find((s) => s.state !== 'visible')!;
    expect(lists.name).toBe('Listen');
    const countryRange = rule('Address.country')!.formulae[0];
    const phoneRange = rule('countryPhone')!.formulae[0];
    expect(countryRange).toMatch(/^'Listen'!\$A\$1:\$A\$\d+$/);
    expect(phoneRange).toMatch(/^'Listen'!\$B\$1:\$B\$\d+$/);
    const countries = Number(/\$(\d+)$/.exec(countryRange)![1]);
    expect(countries).toBeGreaterThan(200);
    expect(lists.getCell('A1').value).toBe('Schweiz (CH)');
    expect(lists.getCell(`A${countries}`).value).toMatch(/\([A-Z]{2}\)$/);
    expect(lists.getCell('B1').value).toBe('CH +41');
    expect(lists.getColumn(2).values.filter(Boolean)).toContain('DE +49');
  });

  it.each([
    ['fr', 'Prénom', 'Sexe', '"Masculin,Féminin,Autre"', 'Modele-import-clients'],
    ['it', 'Nome', 'Sesso', '"Maschile,Femminile,Altro"', 'Modello-importazione-clienti'],
    ['en', 'First name', 'Sex', '"Male,Female,Other"', 'Clients-import-template'],
  ])('speaks %s when asked', async (lng, firstHeader, sexHeader, sexList, fileName) => {
    const res = await get(`?language=${lng}`);
    expect(String(res.headers['content-disposition'])).toContain(`filename="${fileName}.xlsx"`);
    const ws = (await readWorkbook(res.rawPayload)).worksheets.find((s) => s.state === 'visible')!;
    expect(ws.getCell('A1').value).toBe(firstHeader);
    expect(ws.getCell('D1').value).toBe(sexHeader);
    expect(columnRule(ws, 'D')?.formulae).toEqual([sexList]);
  });

  it("follows the user's language setting", async () => {
    await w.t.ctx.db.update(userSettings).set({ language: 'it' }).where(eq(userSettings.userId, w.a.owner.userId));
    try {
      const ws = (await readWorkbook((await get()).rawPayload)).worksheets[0];
      expect(ws.getCell('B1').value).toBe('Cognome');
    } finally {
      await w.t.ctx.db.update(userSettings).set({ language: 'de' }).where(eq(userSettings.userId, w.a.owner.userId));
    }
  });

  it('imports back: a filled template in any language maps every column to its field', async () => {
    for (const lng of ['de', 'en', 'fr', 'it']) {
      const res = await get(`?language=${lng}`);
      const preview = await upload(w, 'preview', res.rawPayload, { filename: 'vorlage.xlsx' });
      // An empty template has no data rows, but its headers are known.
      expect(preview.statusCode).toBe(200);
      expect(Object.values(preview.json().mapping)).toEqual([...TEMPLATE_FIELDS]);
    }
  });

  it('is for members of the clinic only', async () => {
    const provider = await createUser(w.t.ctx);
    await addMember(w.t.ctx, w.a.centreId, provider, 'PROVIDER');
    expect((await get('', provider.headers)).statusCode).toBe(200);
    expect((await get('', w.b.owner.headers)).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url: `/api/clinics/${w.a.centreId}/contacts/import/template` })).statusCode).toBe(401);
    expect((await get('?language=xx')).statusCode).toBe(400);
  });
});

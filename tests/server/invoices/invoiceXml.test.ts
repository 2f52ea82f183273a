/**
 * GET /api/invoice/{id}/xml?version=4.5|5.0 (issue 11 §4, §6 pinned): a stored tariff 590 invoice
 * as Forum Datenaustausch generalInvoiceRequest, application/xml, and every answer validates
 * against the official XSD — VVG and KVG, with and without VAT, tiers garant and tiers payant.
 * A missing or unknown version is 400 with its code, an invoice without tariff 590 positions 409,
 * one an insurer would reject 422 with the coded problems; only the practice's managers get it.
 */
import fs from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { validateXsd } from '../../support/xsdValidate';
import { contactOf, finished, serviceOf, single, useInvoiceWorld, type InvoiceWorld } from './world';
import { workDir } from './support/pdfTools';

const dir = workDir();
afterAll(() => {
  if (!process.env.KEEP_INVOICE_XML) fs.rmSync(dir, { recursive: true, force: true });
});
const GLN = { therapist: '7601000000019', practice: '7601000000026', insurer: '7601003002751', referrer: '7601000000033' };
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (n) => n === 'service' });

async function ok(res: { statusCode: number; body: string; json(): unknown }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

/** The practice and its therapist with their numbers, the bank's town (4.5 names it). */
async function tariffPractice(w: InvoiceWorld) {
  const { ia } = w;
  await ok(
    await call(w.t, ia.owner, 'PATCH', `/api/centres/${ia.centreId}`, {
      address: [{ street: 'Sonnenweg', building: '7', zipcode: '3000', city: 'Bern', state: 'BE', country: 'CH' }],
      businessInfo: { iban: 'CH4431999123000889012', bankName: 'PostFinance', bankZip: '3030', bankCity: 'Bern', zsrNumber: 'P123462', gln: GLN.practice },
    }),
    'centre',
  );
  await ok(
    await call(w.t, ia.owner, 'PATCH', `/api/centre/${ia.centreId}/centreProvider/${w.ia.cp.provider}`, {
      BusinessNumber: [
        { name: 'ZSR', value: 'K654360' },
        { name: 'GLN', value: GLN.therapist },
      ],
    }),
    'provider numbers',
  );
}

/** A finished appointment of the client's case (update-project, then finished). */
async function inCase(w: InvoiceWorld, contact: string, service: string, project: string): Promise<string> {
  const id = await finished(w, { ...w.ia, contact }, { service_fk: service }, 'CONFIRMED');
  await ok(await call(w.t, w.ia.owner, 'PATCH', `/api/appointments/${id}/update-project`, { project_fk: project }), 'update-project');
  await ok(await call(w.t, w.ia.owner, 'PATCH', `/api/appointments/${id}/status`, { status: 'FINISHED', updateType: 'current', isSms: false, isEmail: false }), 'finished');
  return id;
}

interface Variant {
  name: string;
  law: string;
  remuneration: string;
  vat: boolean;
}
const VARIANTS: Variant[] = [
  { name: 'vvg-tg', law: 'VVG', remuneration: 'TG', vat: false },
  { name: 'kvg-tg-vat', law: 'KVG', remuneration: 'TG', vat: true },
  { name: 'kvg-tp', law: 'KVG', remuneration: 'TP', vat: false },
];

describe.each(DB_KINDS)('GET /api/invoice/{id}/xml on %s', (kind) => {
  const w = useInvoiceWorld(kind);
  const invoices: Record<string, { invoice_id: string; number: string; amount: number; reference: string }> = {};
  let plain: string;

  beforeAll(async () => {
    await tariffPractice(w);
    const { ia } = w;
    const acupuncture = await serviceOf(w, ia, { name: 'Akupunktur', ppu: 1000, count: 6, tarif: '590', nr: '1004', unit: 'minute', type: 'tarif590' });
    const tea = await serviceOf(w, ia, { name: 'Kräutertee', ppu: 1895, count: 1, tarif: '590', nr: '1205', tax: 'CH-normal', type: 'tarif590' });
    for (const v of VARIANTS) {
      const contact = await contactOf(w, ia, { sex: 'Female', ahvNumber: '756.9217.0769.85', insurance: `Helvetia Krankenkasse, Kassengraben 222, 4000 Basel, ${GLN.insurer}`, insuranceNumber: '80756012345678901234' });
      const project = await ok(
        await call(w.t, ia.owner, 'POST', `/api/clinics/${ia.centreId}/projects`, {
          name: `Fall ${v.name}`,
          contact_fk: contact,
          insuranceLaw: v.law,
          treatmentType: 'ambulant',
          treatmentReason: 'Krankheit',
          remunerationType: v.remuneration,
          caseNumber: 'F-2026-11',
          caseDate: '2026-01-01',
          diagnosis: 'Lumbalgie, chronisch',
          referrerFirstName: 'Herbert',
          referrerLastName: 'Ueberweiser',
          referrerGln: GLN.referrer,
          referrerAddress: 'Spitalgasse 4',
          referrerZip: '3011',
          referrerCity: 'Bern',
        }),
        'project',
      );
      // With VAT: the tea (normal rate) on a second day of the case.
      const ids = [await inCase(w, contact, acupuncture, project.project_id as string)];
      if (v.vat) ids.push(await inCase(w, contact, tea, project.project_id as string));
      const res = await single(w, ia.owner, ids);
      expect(res.statusCode).toBe(201);
      invoices[v.name] = res.json();
    }
    const other = await single(w, ia.owner, [await finished(w, ia)]);
    plain = other.json().invoice_id;
  }, 180_000);

  const xmlOf = (id: string, version?: string) => call(w.t, w.ia.admin, 'GET', `/api/invoice/${id}/xml${version ? `?version=${version}` : ''}`);

  describe.each(['4.5', '5.0'] as const)('version %s', (version) => {
    it.each(VARIANTS)('$name answers application/xml valid against the XSD', async ({ name, law, remuneration }) => {
      const inv = invoices[name];
      const res = await xmlOf(inv.invoice_id, version);
      expect({ status: res.statusCode, problems: res.statusCode === 200 ? [] : res.json().problems }).toEqual({ status: 200, problems: [] });
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const result = validateXsd(dir, version, res.body, `${kind}-${name}`);
      expect({ name, status: result.status, errors: result.errors }).toEqual({ name, status: 0, errors: [] });
      // It says what the invoice says: the reference, the total, the tiers, the law.
      const body = (parser.parse(res.body) as { request: { payload: { body: Record<string, Record<string, unknown>> } } }).request.payload.body;
      const tiers = body[remuneration === 'TP' ? 'tiers_payant' : 'tiers_garant'];
      expect(tiers).toBeDefined();
      const balance = tiers.balance as Record<string, unknown>;
      expect(Math.round(Number(balance.amount_due) * 100)).toBe(inv.amount);
      expect(((body.esrQR ?? body.esrQRRed) as Record<string, unknown>).reference_number).toBe(inv.reference);
      if (version === '5.0') expect((body.law as Record<string, unknown>).type).toBe(law);
      else expect(body[law.toLowerCase()]).toBeDefined();
    });
  });

  it('refuses a missing or unknown version with 400 invalidXmlVersion', async () => {
    for (const v of [undefined, '4.4', '5', 'x']) {
      const res = await xmlOf(invoices['vvg-tg'].invoice_id, v);
      expect({ v, status: res.statusCode, code: res.json().code }).toEqual({ v, status: 400, code: 'invalidXmlVersion' });
    }
  });

  it('refuses an invoice without tariff 590 positions with 409 notTariff590Invoice', async () => {
    const res = await xmlOf(plain, '5.0');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('notTariff590Invoice');
  });

  it('refuses a document an insurer would reject with 422 and its problems', async () => {
    await ok(await call(w.t, w.ia.owner, 'PATCH', `/api/centre/${w.ia.centreId}/centreProvider/${w.ia.cp.provider}`, { BusinessNumber: [{ name: 'ZSR', value: 'K654360' }] }), 'numbers');
    const res = await xmlOf(invoices['vvg-tg'].invoice_id, '5.0');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'tariff590ChecksFailed', problems: expect.arrayContaining([expect.objectContaining({ code: 'therapistGlnMissing' })]) });
  });

  it('is the managers’: a provider is refused, another centre’s invoice is unknown', async () => {
    const id = invoices['vvg-tg'].invoice_id;
    expect((await call(w.t, w.ia.provider, 'GET', `/api/invoice/${id}/xml?version=5.0`)).statusCode).toBe(403);
    expect((await call(w.t, w.ib.owner, 'GET', `/api/invoice/${id}/xml?version=5.0`)).statusCode).toBe(404);
  });
});

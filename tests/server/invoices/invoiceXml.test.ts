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
import { finished, single, useInvoiceWorld } from './world';
import { setTherapistNumbers, TARIFF_VARIANTS, tariffInvoices, type TariffInvoice } from './support/tariffInvoices';
import { workDir } from './support/pdfTools';

const dir = workDir();
afterAll(() => {
  if (!process.env.KEEP_INVOICE_XML) fs.rmSync(dir, { recursive: true, force: true });
});
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (n) => n === 'service' });

describe.each(DB_KINDS)('GET /api/invoice/{id}/xml on %s', (kind) => {
  const w = useInvoiceWorld(kind);
  const invoices: Record<string, TariffInvoice> = {};
  let plain: string;

  beforeAll(async () => {
    Object.assign(invoices, await tariffInvoices(w));
    plain = (await single(w, w.ia.owner, [await finished(w, w.ia)])).json().invoice_id;
  }, 180_000);

  const xmlOf = (id: string, version?: string) => call(w.t, w.ia.admin, 'GET', `/api/invoice/${id}/xml${version ? `?version=${version}` : ''}`);

  describe.each(['4.5', '5.0'] as const)('version %s', (version) => {
    it.each(TARIFF_VARIANTS)('$name answers application/xml valid against the XSD', async ({ name, law, remuneration }) => {
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
    await setTherapistNumbers(w, [{ name: 'ZSR', value: 'K654360' }]);
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

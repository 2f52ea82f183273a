/**
 * Every variant of the Tarif 590 XML (KVG/VVG/UVG × tiers garant/payant × with/without VAT, in
 * 4.5 and 5.0) validates against the official Forum Datenaustausch XSD through the fixtures'
 * validate.sh (xmllint, offline), and says what the invoice says: amounts that add up, the
 * reference, the GLNs and ZSR numbers, the law and the patient.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { AHV, GLN, sampleTariff590, VARIANTS } from '../../../support/tariff590Sample';
import { validateXsd, XSD_SCHEMA as SCHEMA } from '../../../support/xsdValidate';
import { generalInvoiceRequestXml, NO_RECIPIENT_GLN, Tariff590XmlError, XML_VERSIONS, type XmlVersion } from '../../../../src/server/services/documents/tariff590/generalInvoiceRequestXml';
import { UNKNOWN_PARTY_GLN } from '../../../../src/server/services/documents/tariff590/xmlTiers';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-t590-xml-'));
afterAll(() => {
  if (!process.env.KEEP_TARIFF590_XML) fs.rmSync(dir, { recursive: true, force: true });
});

const validate = (version: XmlVersion, xml: string, name: string) => validateXsd(dir, version, xml, name);

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: false, parseTagValue: false, isArray: (name) => ['service', 'vat_rate', 'diagnosis'].includes(name) });
type Node = Record<string, unknown> & { [key: string]: Node | Node[] | string };
const rappen = (v: unknown) => Math.round(Number(v) * 100);

it('finds xmllint and the fixtures', () => {
  expect(execFileSync('xmllint', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })).toBeDefined();
  expect(fs.existsSync(SCHEMA['4.5']) && fs.existsSync(SCHEMA['5.0'])).toBe(true);
});

describe.each(XML_VERSIONS.map((v) => [v]))('generalInvoiceRequest %s', (version) => {
  it.each(VARIANTS)('$name validates against the XSD and adds up', ({ law, tiers, vat, name }) => {
    const doc = sampleTariff590({ law, tiers, vat, language: law === 'UVG' ? 'fr' : 'de' });
    const xml = generalInvoiceRequestXml(doc, version);
    const result = validate(version, xml, name);
    expect({ name, status: result.status, errors: result.stderr.split('\n').filter((l) => /error|fails/.test(l)) }).toEqual({ name, status: 0, errors: [] });

    const body = (parser.parse(xml) as Node).request as Node;
    const payload = body.payload as Node;
    const b = payload.body as Node;
    const tiersEl = b[tiers === 'TG' ? 'tiers_garant' : 'tiers_payant'] as Node;
    expect(tiersEl).toBeDefined();
    // Lines: quantity × unit = amount; their sum (VAT included) is the balance amount.
    const services = (b.services as Node).service as Node[];
    expect(services).toHaveLength(doc.services.length);
    for (const s of services) expect(rappen(s.amount)).toBe(Math.round(Number(s.quantity) * rappen(s.unit)));
    expect(services.every((s) => s.tariff_type === '590' && s.provider_id === GLN.therapist)).toBe(true);
    const balance = tiersEl.balance as Node;
    const sum = services.reduce((acc, s) => acc + rappen(s.amount), 0);
    expect(rappen(balance.amount)).toBe(sum);
    expect(rappen(balance.amount)).toBe(doc.totals.totalGross);
    expect(rappen(balance.amount_due)).toBe(doc.totals.totalDue);
    expect(doc.totals.totalDue % 5).toBe(0);
    const vatEl = balance.vat as Node;
    const rates = vatEl.vat_rate as Node[];
    expect(rates.reduce((acc, r) => acc + rappen(r.amount), 0)).toBe(sum);
    expect(rates.reduce((acc, r) => acc + rappen(r.vat), 0)).toBe(rappen(vatEl.vat));
    expect(rappen(vatEl.vat)).toBe(doc.totals.totalVat);
    expect(vat ? doc.totals.totalVat > 0 : doc.totals.totalVat === 0).toBe(true);

    // Reference and account; GLNs and ZSR of biller and provider; the insurer under tiers payant.
    const ref = doc.invoice.reference;
    const pay = (b.esrQR ?? b.esrQRRed) as Node;
    expect(pay.iban).toBe(doc.biller.iban);
    expect(pay.reference_number).toBe(ref.reference);
    if (version === '5.0') expect(b.esrQR ? 'QRR' : 'SCOR').toBe(ref.type);
    const billerGln = version === '4.5' ? (tiersEl.biller as Node).ean_party : ((tiersEl.billers as Node).biller_gln as Node).gln;
    const providerZsr = version === '4.5' ? (tiersEl.provider as Node).zsr : ((tiersEl.providers as Node).provider_zsr as Node).zsr;
    expect(billerGln).toBe(GLN.practice);
    expect(providerZsr).toBe(doc.provider.zsr);
    const debitorGln = (tiersEl.debitor as Node)[version === '4.5' ? 'ean_party' : 'gln'];
    expect(debitorGln).toBe(tiers === 'TP' ? GLN.insurer : UNKNOWN_PARTY_GLN);
    const transport = (body.processing as Node).transport as Node;
    expect([transport.from, transport.to]).toEqual([GLN.practice, GLN.insurer]);

    // Law, patient and treatment.
    const patient = tiersEl.patient as Node;
    expect(patient.ssn).toBe(AHV.replace(/\D/g, ''));
    expect((patient.person as Node).familyname).toBe('Müller-Lüdenscheid');
    if (version === '5.0') {
      expect((b.law as Node).type).toBe(law);
      expect(body.guid).toBe(doc.invoice.id.replace(/-/g, ''));
    } else {
      expect(b[law.toLowerCase()]).toBeDefined();
    }
    const treatment = b.treatment as Node;
    expect([treatment.reason, treatment.canton]).toEqual([law === 'UVG' ? 'accident' : 'disease', 'BE']);
    expect(body.language).toBe(law === 'UVG' ? 'fr' : 'de');
    expect(((payload.invoice as Node).request_id)).toBe(doc.invoice.number);
  });

  it('adds VAT on top of the prices when the practice prices without it', () => {
    const doc = sampleTariff590({ law: 'VVG', tiers: 'TP', vat: true, vatOnTop: true });
    const xml = generalInvoiceRequestXml(doc, version);
    expect(validate(version, xml, 'vat-on-top').status).toBe(0);
    const lines = doc.services.reduce((sum, s) => sum + s.amount, 0);
    expect(doc.totals.totalGross).toBe(lines + doc.totals.totalVat);
    expect(xml).toContain(`amount="${(doc.totals.totalGross / 100).toFixed(2)}"`);
    const rates = [...xml.matchAll(/<vat_rate vat_rate="[^"]+" amount="([^"]+)"/g)].reduce((sum, m) => sum + Math.round(Number(m[1]) * 100), 0);
    expect(rates).toBe(doc.totals.totalGross);
  });

  it.each(['IVG', 'MVG', 'ORG'] as const)('%s under tiers payant validates too', (law) => {
    const doc = sampleTariff590({ law, tiers: 'TP' });
    if (law === 'IVG') doc.case.caseNumber = '123456';
    const xml = generalInvoiceRequestXml(doc, version);
    expect(validate(version, xml, law).status).toBe(0);
    expect(xml).toContain(version === '5.0' ? `<law type="${law}"` : `<${law.toLowerCase()} `);
  });

  it('escapes markup in names and writes no control characters', () => {
    const doc = sampleTariff590();
    doc.patient.name.givenName = 'Anna <b>&\u0007"Ä"';
    const xml = generalInvoiceRequestXml(doc, version);
    expect(xml).toContain('Reflexzonentherapie &amp; «Fussreflex» &lt;Spezial&gt;');
    expect(xml).toContain('<givenname>Anna &lt;b&gt;&amp;"Ä"</givenname>');
    expect(validate(version, xml, 'escaping').status).toBe(0);
  });

  it('writes tiers garant without an insurer GLN to no recipient', () => {
    const doc = sampleTariff590({ tiers: 'TG', law: 'VVG' });
    doc.insurer = null;
    const xml = generalInvoiceRequestXml(doc, version);
    expect(validate(version, xml, 'no-insurer').status).toBe(0);
    expect(xml).toContain(`to="${NO_RECIPIENT_GLN}"`);
    expect(xml).not.toContain('<insurance');
  });

  it('refuses a document the insurer would reject, with the coded problems', () => {
    const doc = sampleTariff590({ tiers: 'TP', law: 'KVG' });
    doc.provider.gln = null;
    doc.patient.ahv = null;
    let error: unknown;
    try {
      generalInvoiceRequestXml(doc, version);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Tariff590XmlError);
    expect((error as Tariff590XmlError).problems.map((p) => p.code)).toEqual(['therapistGlnMissing', 'patientAhvMissing']);
  });
});

it('stays valid whatever the names hold: any Unicode, markup, control characters, any length', () => {
  const text = (max: number) => fc.string({ unit: 'binary', minLength: 1, maxLength: max }).filter((t) => /\p{L}/u.test(t));
  fc.assert(
    fc.property(text(60), text(60), text(80), text(400), fc.constantFrom<XmlVersion>('4.5', '5.0'), (family, given, street, service, version) => {
      const doc = sampleTariff590({ tiers: 'TP' });
      doc.patient.name = { familyName: family, givenName: given };
      doc.patient.address.street = street;
      doc.services[0].name = service;
      const result = validate(version, generalInvoiceRequestXml(doc, version), 'random');
      expect(result.stderr.split('\n').filter((l) => /error/.test(l))).toEqual([]);
      expect(result.status).toBe(0);
    }),
    { numRuns: 30 },
  );
});

it('an XML the schema rejects makes validate.sh fail (the check can fail)', () => {
  const xml = generalInvoiceRequestXml(sampleTariff590(), '5.0').replace(/ ssn="\d+"/, ' ssn="12"');
  expect(validate('5.0', xml, 'broken').status).not.toBe(0);
  const crossVersion = generalInvoiceRequestXml(sampleTariff590(), '4.5');
  expect(validate('5.0', crossVersion, 'cross').status).not.toBe(0);
});

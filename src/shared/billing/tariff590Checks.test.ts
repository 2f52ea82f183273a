import fc from 'fast-check';
import { sampleTariff590, VARIANTS } from '../../../tests/support/tariff590Sample';
import { blockingProblems, preSendChecks, TARIFF590_CHECK_CODES, type Tariff590CheckCode } from './tariff590Checks';
import type { Tariff590Document } from './tariff590Document';
import de from '../../../locales/de/tariff590.json';
import en from '../../../locales/en/tariff590.json';
import fr from '../../../locales/fr/tariff590.json';
import itCatalogue from '../../../locales/it/tariff590.json';

const codes = (doc: Tariff590Document, opts?: Parameters<typeof preSendChecks>[1]) => preSendChecks(doc, opts).map((p) => p.code);
const edit = (change: (doc: Tariff590Document) => void, base = sampleTariff590()) => {
  change(base);
  return base;
};

describe('Tarif 590 pre-send checks', () => {
  it.each(VARIANTS)('finds nothing wrong with the sample $name, on paper and in XML 4.5 and 5.0', ({ law, tiers, vat }) => {
    const doc = sampleTariff590({ law, tiers, vat });
    expect(preSendChecks(doc)).toEqual([]);
    expect(preSendChecks(doc, { channel: 'xml', xmlVersion: '4.5' })).toEqual([]);
    expect(preSendChecks(doc, { channel: 'xml', xmlVersion: '5.0' })).toEqual([]);
    expect(preSendChecks(sampleTariff590({ law, tiers, vat, vatOnTop: true }))).toEqual([]);
  });

  it('wants the ZSR of therapist and practice, valid; A000000 only warns', () => {
    expect(codes(edit((d) => (d.provider.zsr = null)))).toEqual(['therapistZsrMissing']);
    expect(codes(edit((d) => (d.provider.zsr = 'a12345')))).toEqual(['therapistZsrInvalid']);
    const unknown = preSendChecks(edit((d) => (d.provider.zsr = 'A000000')));
    expect(unknown).toEqual([{ code: 'therapistZsrUnknown', severity: 'warning', values: { zsr: 'A000000' } }]);
    expect(blockingProblems(unknown)).toEqual([]);
    expect(codes(edit((d) => (d.biller.zsr = '')))).toEqual(['practiceZsrMissing']);
    expect(codes(edit((d) => (d.biller.zsr = 'P12346')))).toEqual(['practiceZsrInvalid']);
  });

  it('wants GLNs in the XML only, but never a wrong one', () => {
    const noGln = edit((d) => {
      d.provider.gln = null;
      d.biller.gln = '';
    });
    expect(codes(noGln)).toEqual([]);
    expect(codes(noGln, { channel: 'xml', xmlVersion: '5.0' })).toEqual(['therapistGlnMissing', 'practiceGlnMissing']);
    expect(codes(edit((d) => (d.provider.gln = '7601000000018')))).toEqual(['therapistGlnInvalid']);
    expect(codes(edit((d) => (d.biller.gln = '760100000002')))).toEqual(['practiceGlnInvalid']);
  });

  it('wants the AHV number for KVG (and in XML 5.0), and a valid one whenever given', () => {
    const kvg = edit((d) => (d.patient.ahv = null), sampleTariff590({ law: 'KVG' }));
    expect(codes(kvg)).toEqual(['patientAhvMissing']);
    const vvg = edit((d) => (d.patient.ahv = ''), sampleTariff590({ law: 'VVG' }));
    expect(codes(vvg)).toEqual([]);
    expect(codes(vvg, { channel: 'xml', xmlVersion: '4.5' })).toEqual([]);
    expect(codes(vvg, { channel: 'xml', xmlVersion: '5.0' })).toEqual(['patientAhvMissing']);
    expect(preSendChecks(edit((d) => (d.patient.ahv = '756.9217.0769.84')))).toEqual([{ code: 'patientAhvInvalid', severity: 'error', values: { ahv: '756.9217.0769.84' } }]);
  });

  it('wants the insurer with its GLN for tiers payant', () => {
    const tp = sampleTariff590({ tiers: 'TP' });
    expect(codes(edit((d) => (d.insurer = null), tp))).toEqual(['insurerMissing']);
    expect(codes(edit((d) => (d.insurer!.gln = null), sampleTariff590({ tiers: 'TP' })))).toEqual(['insurerGlnMissing']);
    expect(codes(edit((d) => (d.insurer!.gln = '1234567890123'), sampleTariff590({ tiers: 'TP' })))).toEqual(['insurerGlnInvalid']);
    // Tiers garant under VVG: the patient claims back; the insurer is optional.
    expect(codes(edit((d) => (d.insurer = null), sampleTariff590({ tiers: 'TG', law: 'VVG' })))).toEqual([]);
    expect(codes(edit((d) => (d.insurer = null), sampleTariff590({ tiers: 'TG', law: 'UVG' })))).toEqual(['insurerMissing']);
  });

  it('wants law, treatment type and reason, and a known canton', () => {
    const doc = edit((d) => {
      d.case.law = null;
      d.case.treatmentType = null;
      d.case.reason = null;
      d.case.canton = 'XX';
    });
    expect(codes(doc)).toEqual(['lawMissing', 'treatmentTypeMissing', 'treatmentReasonMissing', 'cantonInvalid']);
  });

  it('knows what XML 4.5 asks under IVG and MVG: the AHV number, an IV case number', () => {
    const ivg = sampleTariff590({ law: 'IVG', tiers: 'TP' });
    ivg.patient.ahv = null;
    expect(codes(ivg, { channel: 'xml', xmlVersion: '4.5' })).toEqual(['patientAhvMissing', 'ivgCaseNumberInvalid']);
    ivg.case.caseNumber = '123456';
    expect(codes(ivg, { channel: 'xml', xmlVersion: '4.5' })).toEqual(['patientAhvMissing']);
    expect(codes(ivg)).toEqual([]);
  });

  it('keeps self-payers to tiers garant and out of the XML', () => {
    expect(codes(sampleTariff590({ law: 'SELF' }))).toEqual([]);
    expect(codes(sampleTariff590({ law: 'SELF', tiers: 'TP' }))).toEqual(['selfPayerNeedsTiersGarant']);
    expect(codes(sampleTariff590({ law: 'SELF' }), { channel: 'xml', xmlVersion: '5.0' })).toEqual(['selfPayerHasNoXml']);
  });

  it('counts sessions (days) against the case, earlier invoices included', () => {
    // 3 days in the sample (two lines on 3 Nov are one session) + 2 billed before = 5.
    expect(codes(edit((d) => (d.case.maxSessions = 5)))).toEqual([]);
    expect(preSendChecks(edit((d) => (d.case.maxSessions = 4)))).toEqual([{ code: 'tooManySessions', severity: 'error', values: { max: 4, count: 5 } }]);
    expect(codes(edit((d) => (d.case.maxSessions = null)))).toEqual([]);
  });

  it('finds services outside the case dates', () => {
    const doc = edit((d) => {
      d.case.validFrom = '2026-11-04';
      d.case.validUntil = '2026-11-16';
    });
    expect(preSendChecks(doc)).toEqual([
      { code: 'serviceBeforeCase', severity: 'error', values: { line: 1, date: '2026-11-03', from: '2026-11-04' } },
      { code: 'serviceBeforeCase', severity: 'error', values: { line: 2, date: '2026-11-03', from: '2026-11-04' } },
      { code: 'serviceAfterCase', severity: 'error', values: { line: 4, date: '2026-11-17', until: '2026-11-16' } },
    ]);
  });

  it('checks referrer numbers and tariff positions', () => {
    expect(codes(edit((d) => (d.case.referrer!.gln = '7601000000010')))).toEqual(['referrerGlnInvalid']);
    expect(codes(edit((d) => (d.case.referrer!.zsr = 'R12345X')))).toEqual(['referrerZsrInvalid']);
    expect(codes(edit((d) => (d.services[1].code = '12a4')))).toEqual(['serviceCodeInvalid']);
    expect(codes(edit((d) => (d.services = []), sampleTariff590({ services: [] })))).toEqual(expect.arrayContaining(['noServices']));
  });

  it('finds amounts that do not add up: a line, the VAT, the total', () => {
    expect(codes(edit((d) => (d.services[0].amount += 5)))).toEqual(['lineAmountMismatch', 'totalMismatch']);
    expect(codes(edit((d) => (d.totals.vatByRate[0].vat += 1), sampleTariff590({ vat: true })))).toEqual(['vatMismatch']);
    expect(codes(edit((d) => (d.totals.totalDue += 5)))).toEqual(['totalMismatch']);
    expect(codes(edit((d) => (d.totals.rounding = 1)))).toEqual(['totalMismatch']);
    expect(codes(edit((d) => (d.services[2].quantity = 0)))).toContain('lineAmountMismatch');
  });

  it('accepts any invoice invoiceTotals computes, and rejects any one-Rappen change of a line', () => {
    const service = fc.record({ quantity: fc.integer({ min: 1, max: 24 }), unitPrice: fc.integer({ min: 1, max: 5000 }), vat: fc.constantFrom(undefined, 'CH-normal', 'CH-reduced') });
    fc.assert(
      fc.property(fc.array(service, { minLength: 1, maxLength: 8 }), fc.nat(), (lines, pick) => {
        const doc = sampleTariff590({ vat: true, services: lines.map((l, i) => ({ date: `2026-11-${String(3 + i).padStart(2, '0')}`, code: '1004', name: 'Akupunktur', quantity: l.quantity, unitPrice: l.unitPrice, vatCode: l.vat })) });
        doc.case.maxSessions = null;
        expect(codes(doc)).toEqual([]);
        doc.services[pick % doc.services.length].amount += 1;
        expect(codes(doc)).toContain('lineAmountMismatch');
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['de', de],
    ['en', en],
    ['fr', fr],
    ['it', itCatalogue],
  ])('has a message for every code in %s', (_language, catalogue) => {
    const messages = (catalogue as { checks?: Record<string, string> }).checks ?? {};
    const missing = TARIFF590_CHECK_CODES.filter((code: Tariff590CheckCode) => !messages[code]);
    expect(missing).toEqual([]);
  });
});

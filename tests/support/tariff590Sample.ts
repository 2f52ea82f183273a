/**
 * Sample Tarif 590 documents, built with the shared billing rules the way the invoice service
 * will build them: one per variant (law × tiers × VAT) and language. Fictitious people; the
 * numbers are valid (GLN/AHV check digits, QR-IBAN with QRR, IBAN with SCOR).
 */
import { invoiceTotals } from '../../src/shared/billing/invoiceTotals';
import { referenceForAccount } from '../../src/shared/billing/paymentAccount';
import type { Tariff590Document, Tariff590Law, Tiers } from '../../src/shared/billing/tariff590Document';
import type { Language } from '../../src/shared/languages';
import { STATUTORY_RATES, statutoryCode } from '../../src/shared/vat/statutoryRates';

export const QR_IBAN = 'CH4431999123000889012';
export const IBAN = 'CH9300762011623852957';
export const GLN = { therapist: '7601000000019', practice: '7601000000026', insurer: '7601003002751', referrer: '7601000000033', clearing: '7601001304307' };
export const AHV = '756.9217.0769.85';

const vatRates = STATUTORY_RATES.CH.map((p) => ({ ...p, code: statutoryCode('CH', p.kind) }));

interface SampleService {
  date: string;
  code: string;
  name: string;
  quantity: number;
  unitPrice: number;
  vatCode?: string;
  tariffType?: string;
}

const SERVICES: SampleService[] = [
  { date: '2026-11-03', code: '1200', name: 'Anamnese / Untersuchung / Diagnose / Befunderhebung', quantity: 6, unitPrice: 1000 },
  { date: '2026-11-03', code: '1004', name: 'Akupunktur', quantity: 9, unitPrice: 1000 },
  { date: '2026-11-10', code: '1004', name: 'Akupunktur', quantity: 12, unitPrice: 1000 },
  { date: '2026-11-17', code: '1134', name: 'Reflexzonentherapie & «Fussreflex» <Spezial>', quantity: 10, unitPrice: 1083 },
];
const SERVICES_WITH_VAT: SampleService[] = [
  ...SERVICES,
  { date: '2026-11-17', code: '1205', name: 'Kräutertee 100 g', quantity: 1, unitPrice: 1895, vatCode: 'CH-reduced', tariffType: '590' },
  { date: '2026-11-24', code: '1206', name: 'Ernährungsberatung (MWST-pflichtig)', quantity: 6, unitPrice: 1250, vatCode: 'CH-normal' },
];

export interface SampleOptions {
  law?: Tariff590Law;
  tiers?: Tiers;
  vat?: boolean;
  language?: Language;
  iban?: string;
  number?: string;
  services?: SampleService[];
  /** VAT added on top of the prices instead of included. */
  vatOnTop?: boolean;
}

export function sampleTariff590(opts: SampleOptions = {}): Tariff590Document {
  const law = opts.law ?? 'VVG';
  const tiers = opts.tiers ?? 'TG';
  const iban = opts.iban ?? (tiers === 'TG' ? QR_IBAN : IBAN);
  const number = opts.number ?? '2026-0042';
  const services = opts.services ?? (opts.vat ? SERVICES_WITH_VAT : SERVICES);
  const totals = invoiceTotals({
    currency: 'CHF',
    vatMode: opts.vatOnTop ? 'exclusive' : 'inclusive',
    lines: services.map((s) => ({ serviceDate: s.date, unitPrice: s.unitPrice, quantity: s.quantity, vatCode: s.vatCode ?? null })),
    vatRates,
  });
  const accident = law === 'UVG';
  return {
    language: opts.language ?? 'de',
    invoice: {
      id: '8c4f2b1e-3f0a-4c5e-9d2b-6a7e8f901234',
      number,
      date: '2026-11-26',
      createdAt: '2026-11-26T09:15:00.000Z',
      dueDate: '2026-12-26',
      paymentTermDays: 30,
      reference: referenceForAccount(iban, { invoiceNumber: number, customerNumber: 815 }),
      currency: 'CHF',
      remark: null,
    },
    tiers,
    case: {
      law,
      treatmentType: 'ambulatory',
      reason: accident ? 'accident' : 'disease',
      canton: 'BE',
      caseNumber: accident ? 'UV-2026-7781' : 'F-2026-11',
      caseDate: '2026-10-28',
      accidentNumber: accident ? '26.11.0815' : null,
      accidentDate: accident ? '2026-10-27' : null,
      insuredId: '80756012345678901234',
      insuranceCardNumber: '80756012340012345678',
      referrer: { name: { familyName: 'Ueberweiser', givenName: 'Herbert', title: 'Dr. med.' }, gln: GLN.referrer, zsr: 'R123456', address: { street: 'Spitalgasse', houseNo: '4', zip: '3011', city: 'Bern', country: 'CH' } },
      diagnoses: [{ type: 'freetext', text: 'Lumbalgie, chronisch' }],
      maxSessions: 9,
      sessionsBilledBefore: 2,
      validFrom: '2026-10-28',
      validUntil: '2027-04-27',
    },
    patient: {
      name: { familyName: 'Müller-Lüdenscheid', givenName: 'Anna', salutation: 'Frau' },
      sex: 'female',
      gender: 'female',
      birthDate: '1984-03-09',
      ahv: AHV,
      patientId: 'K-815',
      address: { street: 'Rue du Lac', houseNo: '12a', zip: '1003', city: 'Lausanne', country: 'CH' },
      email: 'anna.mueller@example.ch',
    },
    insurer: { name: 'Helvetia Krankenkasse AG', gln: GLN.insurer, address: { street: 'Kassengraben', houseNo: '222', zip: '4000', city: 'Basel', country: 'CH' } },
    biller: {
      name: 'Praxis Sonnenweg GmbH',
      gln: GLN.practice,
      zsr: 'P123462',
      vatNumber: opts.vat ? 'CHE-123.456.788 MWST' : null,
      iban,
      bank: { name: 'Berner Kantonalbank', address: { street: 'Bundesplatz', houseNo: '8', zip: '3011', city: 'Bern', country: 'CH' } },
      address: { street: 'Sonnenweg', houseNo: '7', zip: '3000', city: 'Bern', country: 'CH' },
      phone: '031 123 45 67',
      email: 'praxis@example.ch',
    },
    provider: {
      name: { familyName: 'Keller', givenName: 'Sabine', title: 'dipl. Akupunkteurin' },
      gln: GLN.therapist,
      zsr: 'K654360',
      address: { street: 'Sonnenweg', houseNo: '7', zip: '3000', city: 'Bern', country: 'CH' },
      phone: '031 123 45 68',
    },
    vatMode: opts.vatOnTop ? 'exclusive' : 'inclusive',
    services: totals.lines.map((l, i) => ({
      date: l.serviceDate,
      tariffType: services[i].tariffType ?? '590',
      code: services[i].code,
      name: services[i].name,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
      vatRate: l.vatRate,
    })),
    totals: { vatByRate: totals.vatByRate.map((v) => ({ rate: v.rate, net: v.net, vat: v.vat })), totalNet: totals.totalNet, totalVat: totals.totalVat, totalGross: totals.totalGross, rounding: totals.rounding, totalDue: totals.totalDue },
    intermediateGln: null,
  };
}

/** Every variant the XML test validates: KVG/VVG/UVG × tiers garant/payant × with/without VAT. */
export const VARIANTS = (['KVG', 'VVG', 'UVG'] as const).flatMap((law) =>
  (['TG', 'TP'] as const).flatMap((tiers) => [false, true].map((vat) => ({ law, tiers, vat, name: `${law}-${tiers}-${vat ? 'vat' : 'novat'}` }))),
);

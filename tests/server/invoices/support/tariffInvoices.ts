/**
 * Tariff 590 invoices for the tests and the bench: clinic A of the invoice world made a tariff
 * practice (ZSR/GLN of practice and therapist, the bank's town), tariff 590 services, and one
 * invoice per variant (law, tiers garant/payant, with/without VAT) billing a case (project).
 */
import { call } from '../../centres/world';
import { contactOf, finished, serviceOf, single, type InvoiceWorld } from '../world';

export const GLN = { therapist: '7601000000019', practice: '7601000000026', insurer: '7601003002751', referrer: '7601000000033' };

export interface TariffVariant {
  name: string;
  law: string;
  remuneration: string;
  vat: boolean;
}

export const TARIFF_VARIANTS: TariffVariant[] = [
  { name: 'vvg-tg', law: 'VVG', remuneration: 'TG', vat: false },
  { name: 'kvg-tg-vat', law: 'KVG', remuneration: 'TG', vat: true },
  { name: 'kvg-tp', law: 'KVG', remuneration: 'TP', vat: false },
];

export interface TariffInvoice {
  invoice_id: string;
  number: string;
  amount: number;
  reference: string;
}

async function ok(res: { statusCode: number; body: string; json(): unknown }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

/** The practice and its therapist with their numbers, the bank's town (4.5 names it). */
export async function tariffPractice(w: InvoiceWorld): Promise<void> {
  const { ia } = w;
  await ok(
    await call(w.t, ia.owner, 'PATCH', `/api/centres/${ia.centreId}`, {
      address: [{ street: 'Sonnenweg', building: '7', zipcode: '3000', city: 'Bern', state: 'BE', country: 'CH' }],
      businessInfo: { iban: 'CH4431999123000889012', bankName: 'PostFinance', bankZip: '3030', bankCity: 'Bern', zsrNumber: 'P123462', gln: GLN.practice },
    }),
    'centre',
  );
  await setTherapistNumbers(w, [
    { name: 'ZSR', value: 'K654360' },
    { name: 'GLN', value: GLN.therapist },
  ]);
}

export const setTherapistNumbers = async (w: InvoiceWorld, numbers: { name: string; value: string }[]) =>
  ok(await call(w.t, w.ia.owner, 'PATCH', `/api/centre/${w.ia.centreId}/centreProvider/${w.ia.cp.provider}`, { BusinessNumber: numbers }), 'provider numbers');

/** A finished appointment of the client's case (update-project, then finished). */
async function inCase(w: InvoiceWorld, contact: string, service: string, project: string): Promise<string> {
  const id = await finished(w, { ...w.ia, contact }, { service_fk: service }, 'CONFIRMED');
  await ok(await call(w.t, w.ia.owner, 'PATCH', `/api/appointments/${id}/update-project`, { project_fk: project }), 'update-project');
  await ok(await call(w.t, w.ia.owner, 'PATCH', `/api/appointments/${id}/status`, { status: 'FINISHED', updateType: 'current', isSms: false, isEmail: false }), 'finished');
  return id;
}

/** The practice set up and one invoice per variant, by variant name. */
export async function tariffInvoices(w: InvoiceWorld, variants = TARIFF_VARIANTS): Promise<Record<string, TariffInvoice>> {
  await tariffPractice(w);
  const { ia } = w;
  const acupuncture = await serviceOf(w, ia, { name: 'Akupunktur', ppu: 1000, count: 6, tarif: '590', nr: '1004', unit: 'minute', type: 'tarif590' });
  const tea = await serviceOf(w, ia, { name: 'Kräutertee', ppu: 1895, count: 1, tarif: '590', nr: '1205', tax: 'CH-normal', type: 'tarif590' });
  const out: Record<string, TariffInvoice> = {};
  for (const v of variants) {
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
    out[v.name] = (await ok(await single(w, ia.owner, ids), 'singleInvoice')) as unknown as TariffInvoice;
  }
  return out;
}

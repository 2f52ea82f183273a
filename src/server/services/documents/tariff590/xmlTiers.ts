/**
 * The tiers_garant / tiers_payant block: biller, debitor, provider, insurance, patient,
 * guarantor, referrer and the balance with its VAT. Under tiers garant the patient (or the
 * guarantor) is the debitor; under tiers payant the insurer.
 */
import type { Tariff590Document } from '../../../../shared/billing/tariff590Document';
import { company, compactVatNumber, person, ssnDigits, type XmlVersion } from './xmlParties';
import { chf, el, type XmlElement } from './xmlWriter';

/**
 * debitor/@gln is required, but a patient has no GLN: generators use GS1's "unknown" GLN
 * 2000000000008 (valid check digit). UNCONFIRMED against the Forum Datenaustausch guide.
 */
export const UNKNOWN_PARTY_GLN = '2000000000008';

/** VAT per rate with the amounts of its lines (incl. VAT); lines without VAT form a 0 % group. */
function vat(doc: Tariff590Document): XmlElement {
  const { totals, services } = doc;
  const groups = totals.vatByRate.map((r) => el('vat_rate', { vat_rate: r.rate, amount: chf(r.net + r.vat), vat: chf(r.vat) }));
  const exemptLines = services.filter((s) => s.vatRate == null);
  const exempt = exemptLines.reduce((sum, s) => sum + s.amount, 0);
  if (exemptLines.length > 0 || groups.length === 0) groups.unshift(el('vat_rate', { vat_rate: 0, amount: chf(exempt), vat: chf(0) }));
  return el('vat', { vat_number: compactVatNumber(doc.biller.vatNumber), vat: chf(totals.totalVat) }, ...groups);
}

function balance(doc: Tariff590Document, version: XmlVersion): XmlElement {
  const { totals } = doc;
  const prepaid = totals.prepaid ?? 0;
  const garant = doc.tiers === 'TG';
  return el(
    'balance',
    {
      currency: 'CHF',
      amount: chf(totals.totalGross),
      amount_prepaid: garant && prepaid ? chf(prepaid) : null,
      amount_due: chf(totals.totalDue - prepaid),
      // 4.5: the part of the amount that is a mandatory (KVG) benefit.
      amount_obligations: version === '4.5' && doc.case.law === 'KVG' ? chf(totals.totalGross) : null,
    },
    vat(doc),
  );
}

const debtorOf = (doc: Tariff590Document) => doc.guarantor ?? { name: doc.patient.name, address: doc.patient.address, phone: doc.patient.phone, email: doc.patient.email };

function insuranceEl(doc: Tariff590Document, version: XmlVersion, name: 'insurance' | 'debitor'): XmlElement | null {
  const insurer = doc.insurer;
  if (!insurer?.gln) return null;
  const glnAttr = version === '4.5' ? 'ean_party' : 'gln';
  return el(name, { [glnAttr]: insurer.gln }, company(version, insurer.name, { address: insurer.address }));
}

function debitor(doc: Tariff590Document, version: XmlVersion): XmlElement | null {
  if (doc.tiers === 'TP') return insuranceEl(doc, version, 'debitor');
  const payer = debtorOf(doc);
  return el('debitor', { [version === '4.5' ? 'ean_party' : 'gln']: UNKNOWN_PARTY_GLN }, person(version, payer.name, payer));
}

function patient(doc: Tariff590Document, version: XmlVersion): XmlElement {
  const p = doc.patient;
  const who = person(version, p.name, p);
  if (version === '4.5') {
    const card = doc.case.insuranceCardNumber ? el('card', { card_id: doc.case.insuranceCardNumber.slice(0, 35) }) : null;
    return el('patient', { gender: p.sex, birthdate: `${p.birthDate}T00:00:00`, ssn: ssnDigits(p.ahv) }, who, card);
  }
  return el('patient', { gender: p.gender ?? p.sex, sex: p.sex, birthdate: p.birthDate, ssn: ssnDigits(p.ahv) }, who);
}

function referrer45(doc: Tariff590Document): XmlElement | null {
  const r = doc.case.referrer;
  if (!r?.address) return null;
  return el('referrer', { ean_party: r.gln || null, zsr: r.zsr || null }, person('4.5', r.name, { address: r.address }));
}

function partners50(doc: Tariff590Document): XmlElement {
  const r = doc.case.referrer;
  // partner/@gln is required in 5.0: a referrer without GLN is on the form only.
  const referrer = r?.gln && r.address ? el('partner', { type: 'referrer', gln: r.gln, zsr: r.zsr || null }, person('5.0', r.name, { address: r.address })) : null;
  return el('partners', {}, referrer);
}

export function tiersElement(doc: Tariff590Document, version: XmlVersion): XmlElement {
  const { biller, provider } = doc;
  const name = doc.tiers === 'TG' ? 'tiers_garant' : 'tiers_payant';
  const payer = debtorOf(doc);
  const guarantor = el('guarantor', {}, person(version, payer.name, payer));
  if (version === '4.5') {
    return el(
      name,
      { payment_period: doc.invoice.paymentTermDays ? `P${doc.invoice.paymentTermDays}D` : null },
      el('biller', { ean_party: biller.gln, zsr: biller.zsr }, company(version, biller.name, biller)),
      debitor(doc, version),
      el('provider', { ean_party: provider.gln, zsr: provider.zsr }, person(version, provider.name, provider)),
      insuranceEl(doc, version, 'insurance'),
      patient(doc, version),
      guarantor,
      referrer45(doc),
      balance(doc, version),
    );
  }
  return el(
    name,
    { allowModification: doc.tiers === 'TP' ? 'false' : null },
    el(
      'billers',
      {},
      el('biller_gln', { gln: biller.gln }, company(version, biller.name, biller)),
      biller.zsr ? el('biller_zsr', { zsr: biller.zsr }, company(version, biller.name, biller)) : null,
    ),
    debitor(doc, version),
    el(
      'providers',
      {},
      el('provider_gln', { gln: provider.gln, gln_location: biller.gln }, person(version, provider.name, provider)),
      provider.zsr ? el('provider_zsr', { zsr: provider.zsr }, person(version, provider.name, provider)) : null,
    ),
    insuranceEl(doc, version, 'insurance'),
    patient(doc, version),
    guarantor,
    partners50(doc),
    balance(doc, version),
  );
}

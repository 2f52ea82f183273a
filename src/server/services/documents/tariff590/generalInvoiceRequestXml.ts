/**
 * Forum Datenaustausch generalInvoiceRequest 4.5 and 5.0 of a Tarif 590 invoice
 * (swiss-billing.md §3), valid against the official XSDs (tests validate every variant).
 * The pre-send checks run first: a document an insurer would reject is refused with its
 * coded problems instead of being written.
 *
 * Choices the schemas leave open: the request id is the invoice number; the 5.0 guid is the
 * invoice id; a service's session is the number of its day within the invoice; amounts are
 * CHF with two decimals; transport goes to the insurer (or to the schema's "no recipient"
 * GLN under tiers garant without one) via the intermediate, if any (4.5 needs a via: the
 * biller itself then).
 */
import { createHash } from 'node:crypto';
import { blockingProblems, preSendChecks, type Tariff590Problem } from '../../../../shared/billing/tariff590Checks';
import type { Tariff590Document } from '../../../../shared/billing/tariff590Document';
import { normalizeIban } from '../../../../shared/validators/iban';
import { companyAt, ssnDigits, type XmlVersion } from './xmlParties';
import { tiersElement } from './xmlTiers';
import { chf, clip, el, textEl, writeXml, type XmlElement } from './xmlWriter';

export type { XmlVersion } from './xmlParties';
export const XML_VERSIONS: readonly XmlVersion[] = ['4.5', '5.0'];

const NAMESPACE = 'http://www.forum-datenaustausch.ch/invoice';
const SCHEMA_FILE: Record<XmlVersion, string> = { '4.5': 'generalInvoiceRequest_450.xsd', '5.0': 'generalInvoiceRequest_500.xsd' };
/** processingType/@define_gln_norecipient (5.0, fixed): the document goes to no electronic recipient. */
export const NO_RECIPIENT_GLN = '2006666666008';

/** The document fails the pre-send checks; `problems` are the blocking ones (tariff590.checks.*). */
export class Tariff590XmlError extends Error {
  constructor(readonly problems: Tariff590Problem[]) {
    super(`tariff 590 XML refused: ${problems.map((p) => p.code).join(', ')}`);
  }
}

export interface XmlOptions {
  /** "test" marks a document insurers must not process (default production). */
  modus?: 'production' | 'test';
}

/** request/@guid (5.0): 32 hex digits, stable per invoice — the uuid itself, or a digest of another id. */
function guidOf(id: string): string {
  const hex = id.replace(/-/g, '').toLowerCase();
  return /^[0-9a-f]{32}$/.test(hex) ? hex : createHash('md5').update(id).digest('hex');
}

const dateTime = (date: string) => `${date.slice(0, 10)}T00:00:00`;

function payment(doc: Tariff590Document, version: XmlVersion): XmlElement {
  const { biller, invoice } = doc;
  const iban = normalizeIban(biller.iban);
  const creditor = el('creditor', {}, companyAt(version, biller.name, biller.address));
  const ref = invoice.reference;
  if (version === '4.5') {
    const bank = biller.bank ? el('bank', {}, companyAt(version, biller.bank.name, biller.bank.address)) : null;
    return el('esrQR', { type: 'esrQR', iban, reference_number: ref.type === 'NON' ? null : ref.reference }, bank, creditor, textEl('payment_reason', clip(invoice.number, 35)));
  }
  const attrs = { iban, payment_period: invoice.paymentTermDays ? `P${invoice.paymentTermDays}D` : null, payment_reason: clip(invoice.number, 140) };
  if (ref.type === 'QRR') return el('esrQR', { subtype: 'esrQR', ...attrs, reference_number: ref.reference }, creditor);
  return el('esrQRRed', { subtype: 'esrQRRed', ...attrs, reference_number: ref.type === 'SCOR' ? ref.reference : null }, creditor);
}

function law(doc: Tariff590Document, version: XmlVersion): XmlElement {
  const c = doc.case;
  const type = c.law === 'SELF' || c.law === null ? 'VVG' : c.law;
  const accident = type === 'UVG';
  const caseId = clip(accident ? (c.accidentNumber ?? c.caseNumber) : c.caseNumber, 35);
  const caseDate = (accident ? (c.accidentDate ?? c.caseDate) : c.caseDate) ?? null;
  const insuredId = clip(c.insuredId, 35);
  if (version === '5.0') return el('law', { type, insured_id: insuredId, card_id: clip(c.insuranceCardNumber, 35), case_id: caseId, case_date: caseDate });
  const ssn = ['UVG', 'IVG', 'MVG'].includes(type) ? ssnDigits(doc.patient.ahv) : null;
  return el(type.toLowerCase(), { insured_id: type === 'IVG' ? null : insuredId, case_id: caseId, case_date: caseDate ? dateTime(caseDate) : null, ssn });
}

function treatment(doc: Tariff590Document, version: XmlVersion): XmlElement {
  const dates = doc.services.map((s) => s.date).sort();
  const c = doc.case;
  const at = (d: string) => (version === '4.5' ? dateTime(d) : d);
  const diagnoses = (c.diagnoses ?? []).map((d) => {
    const text = d.text?.trim() ? [...d.text.trim()].slice(0, 350).join('') : '';
    return { name: 'diagnosis', attrs: { type: d.type, code: clip(d.code, 12) }, children: [], text };
  });
  return el(
    'treatment',
    { date_begin: at(dates[0]), date_end: at(dates[dates.length - 1]), canton: c.canton, treatment: c.treatmentType ?? 'ambulatory', reason: c.reason ?? 'unknown', apid: clip(doc.patient.patientId, 35), acid: clip(c.caseNumber, 35) },
    ...diagnoses,
  );
}

function services(doc: Tariff590Document, version: XmlVersion): XmlElement {
  const days = [...new Set(doc.services.map((s) => s.date))].sort();
  const gln = doc.provider.gln;
  const obligation = version === '4.5' ? doc.case.law === 'KVG' : null;
  return el(
    'services',
    {},
    ...doc.services.map((s, i) =>
      el('service', {
        record_id: i + 1,
        tariff_type: s.tariffType,
        code: clip(s.code, 30),
        name: clip(s.name, 350),
        session: days.indexOf(s.date) + 1,
        quantity: s.quantity,
        date_begin: dateTime(s.date),
        provider_id: gln,
        responsible_id: gln,
        unit: chf(s.unitPrice),
        unit_factor: 1,
        amount: chf(s.amount),
        vat_rate: s.vatRate ?? 0,
        obligation,
      }),
    ),
  );
}

function processing(doc: Tariff590Document, version: XmlVersion): XmlElement {
  const from = doc.biller.gln;
  const to = doc.insurer?.gln || NO_RECIPIENT_GLN;
  const via = doc.intermediateGln || (version === '4.5' ? from : null);
  return el('processing', {}, el('transport', { from, to }, via ? el('via', { via, sequence_id: 1 }) : null));
}

export function generalInvoiceRequestXml(doc: Tariff590Document, version: XmlVersion, opts: XmlOptions = {}): string {
  const problems = blockingProblems(preSendChecks(doc, { channel: 'xml', xmlVersion: version }));
  if (problems.length > 0) throw new Tariff590XmlError(problems);
  const { invoice } = doc;
  const timestamp = Math.floor(Date.parse(invoice.createdAt) / 1000);
  const request = { request_timestamp: timestamp, request_date: dateTime(invoice.date), request_id: clip(invoice.number, 35) };
  const body = el(
    'body',
    { role_title: clip(doc.provider.name.title, 35), role: 'naturopathictherapist', place: 'practice' },
    el('prolog', {}, el('generator', { name: 'Kura', copyright: 'Kura', version: version === '4.5' ? 450 : 500 })),
    textEl('remark', clip(invoice.remark, 350)),
    tiersElement(doc, version),
    payment(doc, version),
    law(doc, version),
    treatment(doc, version),
    services(doc, version),
  );
  const payload =
    version === '4.5'
      ? el('payload', { type: 'invoice', copy: 'false', storno: 'false' }, el('invoice', request), body)
      : el('payload', { request_type: 'invoice', request_subtype: 'normal' }, el('invoice', request), body);
  const root = el(
    'request',
    {
      xmlns: NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${NAMESPACE} ${SCHEMA_FILE[version]}`,
      language: doc.language === 'en' ? 'de' : doc.language,
      modus: opts.modus ?? 'production',
      guid: version === '5.0' ? guidOf(invoice.id) : null,
    },
    processing(doc, version),
    payload,
  );
  return writeXml(root);
}

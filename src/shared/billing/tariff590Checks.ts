/**
 * Pre-send checks of a Tarif 590 invoice (issue 11 §4): what an insurer would reject, said
 * before the invoice leaves. Each problem has a code (its message is tariff590.checks.<code>
 * in every language) and the values its message names. Errors block sending; warnings are
 * shown but do not. The paper form tolerates a missing GLN (swiss-billing.md §2.4); the XML
 * requires every GLN, and 5.0 the patient's AHV number too.
 */
import { isValidAhv } from '../validators/ahv';
import { isTariffPosition, isValidGln, isValidZsr } from '../validators/swissIds';
import { UNKNOWN_ZSR } from '../businessNumbers';
import { roundTotal } from './money';
import { paymentReferenceError } from './paymentAccount';
import { TREATMENT_CANTONS, type Tariff590Document } from './tariff590Document';

export const TARIFF590_CHECK_CODES = [
  'noServices',
  'therapistZsrMissing',
  'therapistZsrInvalid',
  'therapistZsrUnknown',
  'therapistGlnMissing',
  'therapistGlnInvalid',
  'practiceZsrMissing',
  'practiceZsrInvalid',
  'practiceGlnMissing',
  'practiceGlnInvalid',
  'patientAhvMissing',
  'patientAhvInvalid',
  'insurerMissing',
  'insurerGlnMissing',
  'insurerGlnInvalid',
  'lawMissing',
  'treatmentTypeMissing',
  'treatmentReasonMissing',
  'cantonInvalid',
  'selfPayerNeedsTiersGarant',
  'selfPayerHasNoXml',
  'referrerGlnInvalid',
  'referrerZsrInvalid',
  'tooManySessions',
  'serviceBeforeCase',
  'serviceAfterCase',
  'serviceCodeInvalid',
  'lineAmountMismatch',
  'vatMismatch',
  'totalMismatch',
  'bankMissing',
  'paymentAccountInvalid',
  'ivgCaseNumberInvalid',
] as const;
export type Tariff590CheckCode = (typeof TARIFF590_CHECK_CODES)[number];

export interface Tariff590Problem {
  code: Tariff590CheckCode;
  severity: 'error' | 'warning';
  /** Placeholders of the message (dates YYYY-MM-DD, amounts in Rappen). */
  values?: Record<string, string | number>;
}

export interface Tariff590CheckOptions {
  /** "form": the paper form / PDF; "xml": the Forum Datenaustausch request of that version. */
  channel?: 'form' | 'xml';
  xmlVersion?: '4.5' | '5.0';
}

type Push = (code: Tariff590CheckCode, values?: Tariff590Problem['values'], severity?: Tariff590Problem['severity']) => void;

const blank = (v: string | null | undefined) => !v || v.trim() === '';

function checkNumbers(doc: Tariff590Document, xml: boolean, push: Push) {
  const { provider, biller } = doc;
  if (blank(provider.zsr)) push('therapistZsrMissing');
  else if (!isValidZsr(provider.zsr!)) push('therapistZsrInvalid', { zsr: provider.zsr! });
  else if (provider.zsr === UNKNOWN_ZSR) push('therapistZsrUnknown', { zsr: UNKNOWN_ZSR }, 'warning');
  if (blank(provider.gln)) {
    if (xml) push('therapistGlnMissing');
  } else if (!isValidGln(provider.gln!)) push('therapistGlnInvalid', { gln: provider.gln! });
  if (blank(biller.zsr)) push('practiceZsrMissing');
  else if (!isValidZsr(biller.zsr!)) push('practiceZsrInvalid', { zsr: biller.zsr! });
  if (blank(biller.gln)) {
    if (xml) push('practiceGlnMissing');
  } else if (!isValidGln(biller.gln!)) push('practiceGlnInvalid', { gln: biller.gln! });
}

function checkCase(doc: Tariff590Document, opts: Tariff590CheckOptions, push: Push) {
  const { law, treatmentType, reason, referrer } = doc.case;
  const xml = opts.channel === 'xml';
  if (!law) push('lawMissing');
  if (!treatmentType) push('treatmentTypeMissing');
  if (!reason) push('treatmentReasonMissing');
  if (!(TREATMENT_CANTONS as readonly string[]).includes(doc.case.canton)) push('cantonInvalid', { canton: doc.case.canton });
  if (law === 'SELF' && doc.tiers !== 'TG') push('selfPayerNeedsTiersGarant');
  if (law === 'SELF' && xml) push('selfPayerHasNoXml');

  const ahv = doc.patient.ahv;
  // 4.5 requires the AHV number under IVG and MVG, 5.0 always.
  const xmlNeedsAhv = xml && (opts.xmlVersion !== '4.5' || law === 'IVG' || law === 'MVG');
  if (blank(ahv)) {
    if (law === 'KVG' || xmlNeedsAhv) push('patientAhvMissing');
  } else if (!isValidAhv(ahv!)) push('patientAhvInvalid', { ahv: ahv! });

  const insurer = doc.insurer;
  const needsInsurer = doc.tiers === 'TP' || (law !== null && law !== 'SELF' && law !== 'VVG');
  if (!insurer) {
    if (needsInsurer) push('insurerMissing');
  } else if (blank(insurer.gln)) {
    if (doc.tiers === 'TP') push('insurerGlnMissing', { insurer: insurer.name });
  } else if (!isValidGln(insurer.gln!)) push('insurerGlnInvalid', { insurer: insurer.name, gln: insurer.gln! });

  if (referrer && !blank(referrer.gln) && !isValidGln(referrer.gln!)) push('referrerGlnInvalid', { gln: referrer.gln! });
  if (referrer && !blank(referrer.zsr) && !isValidZsr(referrer.zsr!)) push('referrerZsrInvalid', { zsr: referrer.zsr! });
  if (xml && opts.xmlVersion === '4.5' && !doc.biller.bank) push('bankMissing');
  // 4.5 takes only the IV's own decision numbers (6, 9, 10 or 14 digits) as an IVG case id.
  if (xml && opts.xmlVersion === '4.5' && law === 'IVG' && !/^(\d{14}|\d{10}|\d{9}|\d{6})$/.test(doc.case.caseNumber ?? '')) push('ivgCaseNumberInvalid', { caseNumber: doc.case.caseNumber ?? '' });
  // reason is an errors.* key (invalidIban, qrIbanNeedsQrReference …).
  const payment = paymentReferenceError(doc.biller.iban, doc.invoice.reference);
  if (payment) push('paymentAccountInvalid', { reason: payment });
}

function checkServices(doc: Tariff590Document, push: Push) {
  const { validFrom, validUntil, maxSessions, sessionsBilledBefore } = doc.case;
  const sessions = new Set(doc.services.map((s) => s.date)).size + (sessionsBilledBefore ?? 0);
  if (maxSessions != null && sessions > maxSessions) push('tooManySessions', { max: maxSessions, count: sessions });
  doc.services.forEach((s, i) => {
    const line = i + 1;
    if (validFrom && s.date < validFrom) push('serviceBeforeCase', { line, date: s.date, from: validFrom });
    if (validUntil && s.date > validUntil) push('serviceAfterCase', { line, date: s.date, until: validUntil });
    if (s.tariffType === '590' && !(s.code !== '' && isTariffPosition(s.code))) push('serviceCodeInvalid', { line, code: s.code });
    if (!Number.isSafeInteger(s.quantity) || s.quantity <= 0 || s.amount !== s.unitPrice * s.quantity) {
      push('lineAmountMismatch', { line, amount: s.amount, expected: s.unitPrice * s.quantity });
    }
  });
}

/** Lines, VAT per rate and totals must tell the same story (invoiceTotals' invariants). */
function checkAmounts(doc: Tariff590Document, push: Push) {
  const { totals, services, vatMode } = doc;
  const byRate = new Map<number, number>();
  for (const s of services) if (s.vatRate != null) byRate.set(s.vatRate, (byRate.get(s.vatRate) ?? 0) + s.amount);
  const rates = totals.vatByRate;
  const ratesAgree =
    rates.length === byRate.size &&
    rates.every((r) => byRate.get(r.rate) === (vatMode === 'exclusive' ? r.net : r.net + r.vat)) &&
    rates.reduce((sum, r) => sum + r.vat, 0) === totals.totalVat;
  if (!ratesAgree) push('vatMismatch');
  const linesSum = services.reduce((sum, s) => sum + s.amount, 0);
  const gross = vatMode === 'exclusive' ? linesSum + totals.totalVat : linesSum;
  const consistent =
    totals.totalGross === gross &&
    totals.totalNet === totals.totalGross - totals.totalVat &&
    totals.totalDue === roundTotal(doc.invoice.currency, totals.totalGross) &&
    totals.rounding === totals.totalDue - totals.totalGross;
  if (!consistent) push('totalMismatch', { total: totals.totalDue, expected: roundTotal(doc.invoice.currency, gross) });
}

export function preSendChecks(doc: Tariff590Document, opts: Tariff590CheckOptions = {}): Tariff590Problem[] {
  const problems: Tariff590Problem[] = [];
  const push: Push = (code, values, severity = 'error') => problems.push(values ? { code, severity, values } : { code, severity });
  if (doc.services.length === 0) push('noServices');
  checkNumbers(doc, opts.channel === 'xml', push);
  checkCase(doc, opts, push);
  checkServices(doc, push);
  checkAmounts(doc, push);
  return problems;
}

export const blockingProblems = (problems: readonly Tariff590Problem[]) => problems.filter((p) => p.severity === 'error');

/**
 * The head of the Tarif 590 form, in the order of the insurers' layout: title and invoice,
 * biller and provider (GLN, ZSR), the client (AHV, insured and card numbers) beside the
 * insurer and the invoice data, then the case (law, reimbursement, reason, treatment, case
 * and accident numbers, referrer, diagnosis). Each function returns the y below what it drew.
 */
import { formatCreditorReference, formatQrReference } from '../../../../shared/billing/references';
import type { Tariff590Document } from '../../../../shared/billing/tariff590Document';
import { formatAhv } from '../../../../shared/validators/ahv';
import { formatIban } from '../../../../shared/validators/iban';
import { formatDate } from '../invoicePdf/format';
import { addressBlock, addressLines, block, fieldGrid, FORM_MARGIN, FORM_SIZE, FORM_WIDTH, fullName, line, wrappedField, type Doc, type Field } from './formDraw';

export interface FormContext {
  doc: Doc;
  data: Tariff590Document;
  /** tariff590.form.* in the client's language. */
  t: (key: string, vars?: Record<string, unknown>) => string;
  /** The second form (the client's copy). */
  second: boolean;
  /** The number printed: the invoice number, with the suffix on the second form. */
  number: string;
}

const X = FORM_MARGIN.left;
const HALF = (FORM_WIDTH - 8) / 2;
const date = (d: string | null | undefined) => (d ? formatDate(d) : '');

export function drawTitle(c: FormContext, y: number): number {
  const title = c.t(c.second ? 'secondTitle' : 'title');
  line(c.doc, title, X, y, FORM_WIDTH * 0.6, { bold: true, size: FORM_SIZE.title });
  line(c.doc, `${c.t('fields.invoiceNumber')} ${c.number}`, X + FORM_WIDTH * 0.6, y + 1, FORM_WIDTH * 0.4, { bold: true, align: 'right' });
  line(c.doc, `${c.t('fields.invoiceDate')} ${date(c.data.invoice.date)}`, X + FORM_WIDTH * 0.6, y + 11, FORM_WIDTH * 0.4, { align: 'right' });
  let bottom = y + 24;
  if (c.second) {
    line(c.doc, c.t(c.data.tiers === 'TG' ? 'secondNote' : 'secondNoteTp'), X, y + 17, FORM_WIDTH * 0.6, { size: FORM_SIZE.label + 0.5 });
    bottom = y + 28;
  }
  return bottom;
}

export function drawParties(c: FormContext, y: number): number {
  const { biller, provider } = c.data;
  const numbers = (gln: string | null | undefined, zsr: string | null | undefined, phone: string | null | undefined): Field[] => [
    { label: c.t('fields.gln'), value: gln ?? '' },
    { label: c.t('fields.zsr'), value: zsr ?? '', bold: true },
    { label: c.t('fields.phone'), value: phone ?? '' },
  ];
  const left = block(c.doc, c.t('sections.biller'), X, y, HALF, (top) => {
    const below = addressBlock(c.doc, [biller.name, ...addressLines(biller.address)], X, top, HALF);
    return fieldGrid(c.doc, numbers(biller.gln, biller.zsr, biller.phone), X, below + 2, HALF);
  });
  const px = X + HALF + 8;
  const right = block(c.doc, c.t('sections.provider'), px, y, HALF, (top) => {
    const below = addressBlock(c.doc, [fullName(provider.name), ...addressLines(provider.address)], px, top, HALF);
    return fieldGrid(c.doc, numbers(provider.gln, provider.zsr, provider.phone), px, below + 2, HALF);
  });
  return Math.max(left, right) + 6;
}

export function drawPatientAndInvoice(c: FormContext, y: number): number {
  const { patient, insurer, invoice, case: kase } = c.data;
  const left = block(c.doc, c.t('sections.patient'), X, y, HALF, (top) => {
    const below = addressBlock(c.doc, [fullName(patient.name), ...addressLines(patient.address)], X, top, HALF);
    const fields: Field[] = [
      { label: c.t('fields.birthDate'), value: date(patient.birthDate) },
      { label: c.t('fields.sex'), value: c.t(`values.${patient.sex}`) },
      { label: c.t('fields.ahv'), value: patient.ahv ? formatAhv(patient.ahv) : '', bold: true },
      { label: c.t('fields.insuredId'), value: kase.insuredId ?? '' },
      { label: c.t('fields.cardNumber'), value: kase.insuranceCardNumber ?? '' },
    ];
    return fieldGrid(c.doc, fields, X, below + 2, HALF);
  });
  const px = X + HALF + 8;
  const insurerBottom = block(c.doc, c.t('sections.insurer'), px, y, HALF, (top) => {
    if (!insurer) return top + 10;
    const below = addressBlock(c.doc, [insurer.name, ...addressLines(insurer.address)], px, top, HALF);
    return fieldGrid(c.doc, [{ label: c.t('fields.gln'), value: insurer.gln ?? '' }], px, below + 2, HALF);
  });
  const ref = invoice.reference;
  const reference = ref.type === 'QRR' ? formatQrReference(ref.reference) : ref.type === 'SCOR' ? formatCreditorReference(ref.reference) : '';
  const invoiceBottom = block(c.doc, c.t('sections.invoice'), px, insurerBottom + 4, HALF, (top) =>
    fieldGrid(
      c.doc,
      [
        { label: c.t('fields.invoiceNumber'), value: c.number, bold: true },
        { label: c.t('fields.dueDate'), value: date(invoice.dueDate) },
        { label: c.t('fields.reference'), value: reference },
        { label: c.t('fields.iban'), value: formatIban(c.data.biller.iban) },
      ],
      px,
      top,
      HALF,
    ),
  );
  return Math.max(left, invoiceBottom) + 6;
}

export function drawCase(c: FormContext, y: number): number {
  const { case: k, tiers, services } = c.data;
  const dates = services.map((s) => s.date).sort();
  const referrer = k.referrer;
  const fields: Field[] = [
    { label: c.t('fields.law'), value: k.law === 'SELF' ? c.t('values.SELF') : (k.law ?? ''), bold: true },
    { label: c.t('fields.tiers'), value: c.t(`values.${tiers}`), bold: true },
    { label: c.t('fields.copy'), value: c.t(c.second ? 'values.yes' : 'values.no') },
    { label: c.t('fields.reason'), value: k.reason ? c.t(`values.${k.reason}`) : '' },
    { label: c.t('fields.treatmentType'), value: k.treatmentType ? c.t(`values.${k.treatmentType}`) : '' },
    { label: c.t('fields.canton'), value: k.canton },
    { label: c.t('fields.caseNumber'), value: k.caseNumber ?? '' },
    { label: c.t('fields.caseDate'), value: date(k.caseDate) },
    { label: c.t('fields.period'), value: dates.length ? `${date(dates[0])} – ${date(dates[dates.length - 1])}` : '' },
    { label: c.t('fields.accidentNumber'), value: k.accidentNumber ?? '' },
    { label: c.t('fields.accidentDate'), value: date(k.accidentDate) },
    { label: c.t('fields.vatNumber'), value: c.data.biller.vatNumber ?? '' },
  ];
  const referrerText = referrer ? [fullName(referrer.name), referrer.gln && `${c.t('fields.gln')} ${referrer.gln}`, referrer.zsr && `${c.t('fields.zsr')} ${referrer.zsr}`].filter(Boolean).join(' · ') : '';
  // Diagnosis and remark may take three lines each: what an insurer reads to decide.
  const wrapped: Field[] = [{ label: c.t('fields.diagnosis'), value: (k.diagnoses ?? []).map((d) => [d.code, d.text].filter(Boolean).join(' ')).join('; ') }];
  if (c.data.invoice.remark?.trim()) wrapped.push({ label: c.t('fields.remark'), value: c.data.invoice.remark.trim() });
  return (
    block(c.doc, c.t('sections.case'), X, y, FORM_WIDTH, (top) => {
      let bottom = fieldGrid(c.doc, fields, X, top, FORM_WIDTH, 3, 78);
      bottom = fieldGrid(c.doc, [{ label: c.t('sections.referrer'), value: referrerText }], X, bottom, FORM_WIDTH, 1, 78);
      for (const f of wrapped) bottom = wrappedField(c.doc, f, X, bottom, FORM_WIDTH, 78);
      return bottom;
    }) + 6
  );
}

/**
 * Draws the invoice part of the page: practice header, debtor in the envelope window, title and
 * invoice data, the lines, totals and the VAT summary. Each function takes the current y and
 * returns the y below what it drew; rows that would run off the page continue on a new one.
 */
import type PDFDocument from 'pdfkit';
import { formatCreditorReference, formatQrReference } from '../../../../shared/billing/references';
import type { StructuredAddress } from '../../../../shared/billing/qrPayload';
import { formatIban } from '../../../../shared/validators/iban';
import { translate } from '../../../i18n';
import { formatAmount, formatDate, formatQuantity, formatRate } from './format';
import type { InvoicePdfLine, InvoicePdfView } from './invoicePdfView';
import { ADDRESS_WINDOW, COLUMNS, CONTENT_WIDTH, FONT, MARGIN, PAGE, SIZE, type ColumnKey } from './layout';

type Doc = InstanceType<typeof PDFDocument>;
const t = (view: InvoicePdfView, key: string, vars?: Record<string, unknown>) => translate(view.language, `invoice.pdf.${key}`, vars);

export function addressLines(a: StructuredAddress): string[] {
  const street = [a.street, a.buildingNumber].filter(Boolean).join(' ');
  return [a.name, street, `${a.country.toUpperCase() === 'CH' ? '' : `${a.country.toUpperCase()}-`}${a.zip} ${a.city}`].filter((l) => l.trim() !== '');
}

export function drawHeader(doc: Doc, view: InvoicePdfView): number {
  const { practice } = view;
  let logoBottom = MARGIN.top;
  if (practice.logo) {
    doc.image(practice.logo, MARGIN.left, MARGIN.top, { fit: [170, 60] });
    logoBottom = MARGIN.top + 60;
  }
  const x = ADDRESS_WINDOW.x;
  const width = PAGE.width - MARGIN.right - x;
  doc.font(FONT.bold).fontSize(SIZE.practice).text(practice.address.name, x, MARGIN.top, { width });
  const details = [...addressLines(practice.address).slice(1), practice.phone, practice.email, practice.vatNumber ? `${t(view, 'vatNumber')} ${practice.vatNumber}` : null];
  doc.font(FONT.regular).fontSize(SIZE.small).text(details.filter(Boolean).join('\n'), x, doc.y + 2, { width });
  const debtorTop = Math.max(ADDRESS_WINDOW.y, doc.y + 14, logoBottom + 14);
  doc.font(FONT.regular).fontSize(SIZE.practice).text(addressLines(view.debtor).join('\n'), x, debtorTop, { width: ADDRESS_WINDOW.width });
  return Math.max(doc.y, debtorTop + 70) + 24;
}

function formattedReference(view: InvoicePdfView): string {
  const { type, reference } = view.reference;
  return type === 'QRR' ? formatQrReference(reference) : type === 'SCOR' ? formatCreditorReference(reference) : '';
}

export function drawTitle(doc: Doc, view: InvoicePdfView, y: number): number {
  const title = view.reminder ? t(view, 'reminderTitle', { level: view.reminder.level }) : view.texts?.title?.trim() || t(view, 'title');
  doc.font(FONT.bold).fontSize(SIZE.heading).text(`${title} ${view.number}`, MARGIN.left, y, { width: CONTENT_WIDTH });
  const rows: [string, string][] = [
    ...(view.reminder ? ([[t(view, 'reminderDate'), formatDate(view.reminder.date)]] as [string, string][]) : []),
    [t(view, 'date'), formatDate(view.date)],
    ...(view.dueDate ? ([[t(view, 'dueDate'), formatDate(view.dueDate)]] as [string, string][]) : []),
    ...(view.reference.type !== 'NON' ? ([[t(view, 'reference'), formattedReference(view)]] as [string, string][]) : []),
    [t(view, 'iban'), formatIban(view.practice.iban)],
  ];
  let rowY = doc.y + 8;
  for (const [label, value] of rows) {
    doc.font(FONT.regular).fontSize(SIZE.body).text(label, MARGIN.left, rowY, { width: 110 });
    doc.text(value, MARGIN.left + 110, rowY, { width: CONTENT_WIDTH - 110 });
    rowY = doc.y + 2;
  }
  let end = rowY + 8;
  // A reminder says its own text instead of the invoice's introduction.
  if (!view.reminder && view.texts?.intro?.trim()) {
    doc.text(view.texts.intro.trim(), MARGIN.left, end, { width: CONTENT_WIDTH });
    end = doc.y + 10;
  }
  return end;
}

function cells(view: InvoicePdfView, line: InvoicePdfLine): Record<ColumnKey, string> {
  return {
    date: formatDate(line.date),
    description: line.description,
    quantity: formatQuantity(line.quantity),
    unitPrice: formatAmount(line.unitPrice),
    vat: line.vatRate == null ? t(view, 'noVat') : `${formatRate(line.vatRate, view.language)}%`,
    amount: formatAmount(line.amount),
  };
}

function drawRow(doc: Doc, values: Record<ColumnKey, string>, y: number, bold: boolean): number {
  let x = MARGIN.left;
  let bottom = y;
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(SIZE.body);
  for (const col of COLUMNS) {
    doc.text(values[col.key], x + 2, y, { width: col.width - 4, align: col.align });
    bottom = Math.max(bottom, doc.y);
    x += col.width;
  }
  return bottom + 3;
}

function rule(doc: Doc, y: number, x = MARGIN.left, width = CONTENT_WIDTH) {
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).strokeColor('#555555').stroke();
}

/** The lines, repeating the column heads on every page they continue on. */
export function drawLines(doc: Doc, view: InvoicePdfView, y: number): number {
  const heads = Object.fromEntries(COLUMNS.map((c) => [c.key, t(view, `columns.${c.key}`)])) as Record<ColumnKey, string>;
  const pageBottom = PAGE.height - MARGIN.bottom;
  let rowY = drawRow(doc, heads, y, true);
  rule(doc, rowY - 1);
  rowY += 3;
  for (const line of view.lines) {
    const values = cells(view, line);
    doc.font(FONT.regular).fontSize(SIZE.body);
    const height = doc.heightOfString(values.description, { width: COLUMNS[1].width - 4 }) + 3;
    if (rowY + height > pageBottom) {
      doc.addPage();
      rowY = drawRow(doc, heads, MARGIN.top, true);
      rule(doc, rowY - 1);
      rowY += 3;
    }
    rowY = drawRow(doc, values, rowY, false);
  }
  rule(doc, rowY);
  return rowY + 6;
}

/** A reminder's text (the invoicing settings' reminderNText, else the default of its level). */
export function drawReminder(doc: Doc, view: InvoicePdfView, y: number): number {
  if (!view.reminder) return y;
  const text = view.reminder.text?.trim() || t(view, `reminderText${view.reminder.level}`);
  doc.font(FONT.regular).fontSize(SIZE.body).text(text, MARGIN.left, y, { width: CONTENT_WIDTH });
  return doc.y + 10;
}

/** Totals and the VAT summary, right-aligned under the amount column. */
export function drawTotals(doc: Doc, view: InvoicePdfView, y: number): number {
  const { totals } = view;
  const labelX = MARGIN.left + CONTENT_WIDTH - 250;
  const rows: { label: string; value: string; bold?: boolean }[] = [];
  if (totals.vatByRate.length > 0) {
    rows.push({ label: t(view, 'totalNet'), value: formatAmount(totals.totalNet) });
    for (const v of totals.vatByRate) {
      rows.push({ label: `${t(view, 'vatRate', { rate: formatRate(v.rate, view.language) })} ${t(view, 'vatBase', { net: formatAmount(v.net) })}`, value: formatAmount(v.vat) });
    }
    rows.push({ label: t(view, 'totalVat'), value: formatAmount(totals.totalVat) });
  }
  if (totals.rounding !== 0) rows.push({ label: t(view, 'rounding'), value: formatAmount(totals.rounding) });
  const open = view.openAmount ?? totals.totalDue;
  if (open !== totals.totalDue || view.reminder) {
    rows.push({ label: `${t(view, 'total')} ${view.currency}`, value: formatAmount(totals.totalDue) });
    if (open !== totals.totalDue) rows.push({ label: t(view, 'paid'), value: formatAmount(open - totals.totalDue) });
    rows.push({ label: `${t(view, 'openAmount')} ${view.currency}`, value: formatAmount(open), bold: true });
  } else rows.push({ label: `${t(view, 'totalDue')} ${view.currency}`, value: formatAmount(totals.totalDue), bold: true });
  let rowY = y;
  if (rowY + rows.length * 13 > PAGE.height - MARGIN.bottom) {
    doc.addPage();
    rowY = MARGIN.top;
  }
  for (const row of rows) {
    if (row.bold) {
      rule(doc, rowY, labelX, 250);
      rowY += 3;
    }
    doc.font(row.bold ? FONT.bold : FONT.regular).fontSize(SIZE.body);
    doc.text(row.label, labelX, rowY, { width: 175 });
    doc.text(row.value, labelX + 175, rowY, { width: 73, align: 'right' });
    rowY = doc.y + 3;
  }
  return rowY + 8;
}

/** Closing text, greeting and signature from the invoicing settings. */
export function drawClosing(doc: Doc, view: InvoicePdfView, y: number): number {
  const parts = [view.texts?.closing, view.texts?.greeting, view.texts?.signedBy].map((s) => s?.trim()).filter(Boolean) as string[];
  if (parts.length === 0) return y;
  doc.font(FONT.regular).fontSize(SIZE.body).text(parts.join('\n\n'), MARGIN.left, y, { width: CONTENT_WIDTH });
  return doc.y + 8;
}

/**
 * The services of the Tarif 590 form, one line each by date (tariff, position, session,
 * quantity in 5-minute units, unit price, VAT rate, amount), with the column heads repeated
 * on every page they continue on; then VAT per rate and the totals.
 */
import { formatAmount, formatDate, formatQuantity, formatRate } from '../invoicePdf/format';
import { FORM_MARGIN, FORM_SIZE, FORM_WIDTH, line, ROW, rule, sectionBar } from './formDraw';
import type { FormContext } from './formSections';
import { PAGE } from '../invoicePdf/layout';

const FIXED = [
  { key: 'date', width: 46, align: 'left' },
  { key: 'tariff', width: 34, align: 'left' },
  { key: 'code', width: 32, align: 'left' },
  { key: 'name', width: 0, align: 'left' },
  { key: 'session', width: 30, align: 'right' },
  { key: 'quantity', width: 28, align: 'right' },
  { key: 'unitPrice', width: 44, align: 'right' },
  { key: 'vat', width: 30, align: 'right' },
  { key: 'amount', width: 54, align: 'right' },
] as const;
type Key = (typeof FIXED)[number]['key'];
const NAME_WIDTH = FORM_WIDTH - FIXED.reduce((s, c) => s + c.width, 0);
const COLUMNS = FIXED.map((c) => (c.key === 'name' ? { ...c, width: NAME_WIDTH } : c));
const X = FORM_MARGIN.left;
const PAGE_BOTTOM = PAGE.height - FORM_MARGIN.bottom - 14; // room for the page number

function row(c: FormContext, values: Record<Key, string>, y: number, bold = false) {
  let x = X;
  for (const col of COLUMNS) {
    line(c.doc, values[col.key], x + 2, y, col.width - 4, { bold, size: FORM_SIZE.table, align: col.align });
    x += col.width;
  }
}

function heads(c: FormContext, y: number): number {
  const values = Object.fromEntries(COLUMNS.map((col) => [col.key, c.t(`columns.${col.key}`)])) as Record<Key, string>;
  row(c, values, y, true);
  rule(c.doc, X, y + ROW - 1, FORM_WIDTH);
  return y + ROW + 1;
}

export function drawServices(c: FormContext, y: number): number {
  const days = [...new Set(c.data.services.map((s) => s.date))].sort();
  let rowY = heads(c, sectionBar(c.doc, c.t('sections.services'), X, y, FORM_WIDTH));
  const ordered = [...c.data.services].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const s of ordered) {
    if (rowY + ROW > PAGE_BOTTOM) {
      c.doc.addPage();
      rowY = heads(c, FORM_MARGIN.top);
    }
    row(
      c,
      {
        date: formatDate(s.date),
        tariff: s.tariffType,
        code: s.code,
        name: s.name,
        session: String(days.indexOf(s.date) + 1),
        quantity: formatQuantity(s.quantity),
        unitPrice: formatAmount(s.unitPrice),
        vat: s.vatRate == null ? '0' : formatRate(s.vatRate, c.data.language),
        amount: formatAmount(s.amount),
      },
      rowY,
    );
    rowY += ROW;
  }
  rule(c.doc, X, rowY, FORM_WIDTH);
  line(c.doc, c.t('quantityHint'), X + 2, rowY + 3, 220, { size: FORM_SIZE.label, color: '#5f5f5f' });
  return rowY + 4;
}

/** VAT per rate (lines without VAT as their own group) and the totals, right-aligned. */
export function drawTotals(c: FormContext, y: number): number {
  const { totals, services, language } = c.data;
  const width = 260;
  const x = X + FORM_WIDTH - width;
  const rows: { label: string; base?: string; value: string; bold?: boolean }[] = [];
  const exempt = services.filter((s) => s.vatRate == null).reduce((sum, s) => sum + s.amount, 0);
  if (services.some((s) => s.vatRate == null)) rows.push({ label: c.t('vatExempt'), base: formatAmount(exempt), value: formatAmount(0) });
  for (const v of totals.vatByRate) rows.push({ label: c.t('vatRate', { rate: formatRate(v.rate, language) }), base: formatAmount(v.net + v.vat), value: formatAmount(v.vat) });
  rows.push({ label: c.t('total'), value: formatAmount(totals.totalGross), bold: true });
  if (totals.rounding !== 0) rows.push({ label: c.t('rounding'), value: formatAmount(totals.rounding) });
  if (totals.prepaid) rows.push({ label: c.t('prepaid'), value: formatAmount(-totals.prepaid) });
  rows.push({ label: `${c.t('amountDue')} ${c.data.invoice.currency}`, value: formatAmount(totals.totalDue - (totals.prepaid ?? 0)), bold: true });

  let rowY = y + 10;
  if (rowY + (rows.length + 1) * ROW > PAGE_BOTTOM) {
    c.doc.addPage();
    rowY = FORM_MARGIN.top;
  }
  line(c.doc, c.t('vatBase'), x + 110, rowY, 80, { size: FORM_SIZE.label, align: 'right', color: '#5f5f5f' });
  line(c.doc, c.t('vatAmount'), x + 190, rowY, 68, { size: FORM_SIZE.label, align: 'right', color: '#5f5f5f' });
  rowY += ROW - 2;
  for (const r of rows) {
    if (r.bold) {
      rule(c.doc, x, rowY - 1, width);
      rowY += 1;
    }
    line(c.doc, r.label, x + 2, rowY, 110, { bold: r.bold, size: FORM_SIZE.table + (r.bold ? 0.5 : 0) });
    if (r.base) line(c.doc, r.base, x + 110, rowY, 80, { size: FORM_SIZE.table, align: 'right' });
    line(c.doc, r.value, x + 190, rowY, 68, { bold: r.bold, size: FORM_SIZE.table + (r.bold ? 0.5 : 0), align: 'right' });
    rowY += ROW;
  }
  return rowY + 4;
}

/**
 * Drawing primitives of the Tarif 590 form: a section bar, labelled boxes of one-line fields
 * (long values are shortened with an ellipsis, so every field keeps its place as on the
 * insurers' form), and address blocks. Everything in points on an A4 page.
 */
import type PDFDocument from 'pdfkit';
import type { PersonName, PostalAddress } from '../../../../shared/billing/tariff590Document';
import { FONT, PAGE } from '../invoicePdf/layout';

export type Doc = InstanceType<typeof PDFDocument>;

/** The form is denser than the letter-style invoice: 12.7 mm side margins. */
export const FORM_MARGIN = { left: 36, right: 36, top: 34, bottom: 34 };
export const FORM_WIDTH = PAGE.width - FORM_MARGIN.left - FORM_MARGIN.right;
export const FORM_SIZE = { title: 13, section: 7.5, label: 6.5, value: 8, table: 7.5 };
export const ROW = 10.5;
const INK = '#000000';
const GREY = '#5f5f5f';
const RULE = '#9e9e9e';
const BAR = '#e6e6e6';

// Helvetica's WinAnsi encoding: printable ASCII, Latin-1 and the cp1252 extras (€, „, –, …, Š, Œ …).
const WIN_ANSI = /[\u0020-\u007E\u00A0-\u00FF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/u;

/**
 * What Helvetica can print: a letter outside WinAnsi loses its accent (Ș → S, ă → a) rather
 * than coming out as garbage; what has no plain form becomes "?"; control characters go.
 */
export function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    if (WIN_ANSI.test(ch)) out += ch;
    else if (/\p{Cc}/u.test(ch)) continue;
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== ch && [...base].every((b) => WIN_ANSI.test(b)) ? base : '?';
    }
  }
  return out;
}

/** The text cut (with "…") to fit the width at the current font. */
export function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

export function line(doc: Doc, text: string, x: number, y: number, width: number, opts: { bold?: boolean; size?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) {
  doc.font(opts.bold ? FONT.bold : FONT.regular).fontSize(opts.size ?? FORM_SIZE.value).fillColor(opts.color ?? INK);
  const shown = fit(doc, printable(text), width);
  // Aligned by hand: a width makes pdfkit build a line wrapper per call, the form's main cost.
  const room = opts.align && opts.align !== 'left' ? width - doc.widthOfString(shown) : 0;
  doc.text(shown, x + (opts.align === 'center' ? room / 2 : room), y, { lineBreak: false });
}

export function rule(doc: Doc, x: number, y: number, width: number) {
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).strokeColor(RULE).stroke();
}

/** A grey bar with the section's name; returns the y below it. */
export function sectionBar(doc: Doc, title: string, x: number, y: number, width: number): number {
  doc.rect(x, y, width, 11).fillColor(BAR).fill();
  line(doc, title, x + 3, y + 2, width - 6, { bold: true, size: FORM_SIZE.section });
  return y + 13;
}

export interface Field {
  label: string;
  value: string;
  bold?: boolean;
}

/** Fields in a grid of `columns`, label left and value right in each cell; returns the bottom. */
export function fieldGrid(doc: Doc, fields: Field[], x: number, y: number, width: number, columns = 1, labelWidth = 62): number {
  const cell = width / columns;
  fields.forEach((f, i) => {
    const cx = x + (i % columns) * cell;
    const cy = y + Math.floor(i / columns) * ROW;
    line(doc, f.label, cx + 3, cy + 1.5, labelWidth - 4, { size: FORM_SIZE.label, color: GREY });
    line(doc, f.value || '–', cx + labelWidth, cy, cell - labelWidth - 4, { bold: f.bold });
  });
  return y + Math.ceil(fields.length / columns) * ROW;
}

/** A field whose value may run over up to `maxLines` lines (diagnosis, remark); returns the bottom. */
export function wrappedField(doc: Doc, f: Field, x: number, y: number, width: number, labelWidth: number, maxLines = 3): number {
  line(doc, f.label, x + 3, y + 1.5, labelWidth - 4, { size: FORM_SIZE.label, color: GREY });
  const valueWidth = width - labelWidth - 4;
  doc.font(FONT.regular).fontSize(FORM_SIZE.value).fillColor(INK);
  const lineHeight = doc.currentLineHeight(true);
  const value = printable(f.value) || '–';
  const lines = Math.min(maxLines, Math.max(1, Math.round(doc.heightOfString(value, { width: valueWidth }) / lineHeight)));
  doc.text(value, x + labelWidth, y, { width: valueWidth, height: lines * lineHeight, ellipsis: true });
  return y + Math.max(ROW, lines * lineHeight + 1.5);
}

/** A framed block: section bar, then what `draw` puts inside; returns the bottom. */
export function block(doc: Doc, title: string, x: number, y: number, width: number, draw: (top: number) => number, minBottom = 0): number {
  const top = sectionBar(doc, title, x, y, width);
  const bottom = Math.max(draw(top) + 2, minBottom);
  doc.rect(x, y, width, bottom - y).lineWidth(0.5).strokeColor(RULE).stroke();
  return bottom;
}

export const fullName = (n: PersonName) => [n.title, n.givenName, n.familyName].filter((s) => s && s.trim()).join(' ');

export function addressLines(a: PostalAddress): string[] {
  const country = a.country.toUpperCase();
  return [[a.street, a.houseNo].filter(Boolean).join(' '), `${country === 'CH' ? '' : `${country}-`}${a.zip} ${a.city}`].filter((l) => l.trim() !== '');
}

/** Name and address lines at (x, y), values only (the block says whose). */
export function addressBlock(doc: Doc, lines: string[], x: number, y: number, width: number): number {
  lines.forEach((text, i) => line(doc, text, x + 3, y + i * ROW, width - 6, { bold: i === 0 }));
  return y + lines.length * ROW;
}

/**
 * The invoice PDF in each language: its text holds the amounts, reference and labels, and its
 * QR code — rasterised with pdftoppm and decoded with jsQR — says exactly the Swiss QR Code
 * payload built for the invoice (SPC/0200/1, account, creditor, amount, currency, debtor,
 * reference type and reference).
 */
import fs from 'node:fs';
import { ValidationError } from 'swissqrbill/errors';
import { qrBillPayload } from '../../../src/shared/billing/qrPayload';
import { formatCreditorReference, formatQrReference, isValidCreditorReference, isValidQrReference } from '../../../src/shared/billing/references';
import { LANGUAGES, type Language } from '../../../src/shared/languages';
import { translate } from '../../../src/server/i18n';
import { formatAmount } from '../../../src/server/services/documents/invoicePdf/format';
import { qrBillPayment } from '../../../src/server/services/documents/invoicePdf/qrBillData';
import { InvoicePdfError, renderInvoicePdf } from '../../../src/server/services/documents/invoicePdf/renderInvoicePdf';
import { decodeQr, imagesOnPage, logoPng, pageCount, pagePng, pdfText, workDir, writePdf } from './support/pdfTools';
import { IBAN, longLines, QR_IBAN, sampleInvoice } from './support/sampleInvoice';

const dir = workDir();
// KEEP_INVOICE_PDFS=1 keeps the PDFs and page PNGs the tests log, to look at them.
afterAll(() => {
  if (!process.env.KEEP_INVOICE_PDFS) fs.rmSync(dir, { recursive: true, force: true });
});
const QR_BILL_TITLES: Record<Language, string> = { de: 'Zahlteil', en: 'Payment part', fr: 'Section paiement', it: 'Sezione pagamento' };
// A QR-IBAN with QRR in CHF, an ordinary IBAN with SCOR (CHF and EUR), and prices with VAT included.
const CASES: Record<Language, Parameters<typeof sampleInvoice>[0]> = {
  de: { language: 'de' },
  en: { language: 'en', iban: IBAN },
  fr: { language: 'fr', iban: IBAN, currency: 'EUR', number: 'F-77' },
  it: { language: 'it', vatMode: 'inclusive', number: '1001' },
};

/** pdftotext -layout spaces words out; compare on single spaces. */
const squeeze = (s: string) => s.replace(/[ \t]+/g, ' ');

describe.each([...LANGUAGES])('invoice PDF in %s', (language) => {
  const view = sampleInvoice(CASES[language]);
  let file: string;
  let text: string;

  beforeAll(async () => {
    const pdf = await renderInvoicePdf(view);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    file = writePdf(dir, `invoice-${language}`, pdf);
    text = squeeze(pdfText(file));
    console.log(`invoice-${language}: ${pdf.length} bytes, page PNG ${pagePng(file)}`);
  });

  it('prints the labels of its language, the amounts and the reference', () => {
    const t = (key: string) => translate(language, `invoice.pdf.${key}`);
    for (const key of ['date', 'dueDate', 'reference', 'columns.description', 'columns.amount', 'totalDue']) expect(text).toContain(t(key));
    expect(text).toContain(QR_BILL_TITLES[language]);
    expect(text).toContain(`${view.number}`);
    expect(text).toContain('Anna Müller');
    for (const line of view.lines) expect(text).toContain(formatAmount(line.amount));
    for (const v of view.totals.vatByRate) expect(text).toContain(formatAmount(v.vat));
    expect(text).toContain(formatAmount(view.totals.totalDue));
    const printed = view.reference.type === 'QRR' ? formatQrReference(view.reference.reference) : formatCreditorReference(view.reference.reference);
    expect(text).toContain(printed);
  });

  it('carries the Swiss QR Code payload built for the invoice', () => {
    const code = decodeQr(file) ?? decodeQr(file, 300);
    expect(code).not.toBeNull();
    expect(code!.data).toBe(qrBillPayload(qrBillPayment(view)));
    const lines = code!.data.split('\n');
    expect(lines.slice(0, 4)).toEqual(['SPC', '0200', '1', view.practice.iban]);
    expect(lines[18]).toBe((view.totals.totalDue / 100).toFixed(2));
    expect(lines[19]).toBe(view.currency);
    expect(lines[21]).toBe('Anna Müller');
    expect(lines[27]).toBe(view.practice.iban === QR_IBAN ? 'QRR' : 'SCOR');
    expect(lines[27] === 'QRR' ? isValidQrReference(lines[28]) : isValidCreditorReference(lines[28])).toBe(true);
    expect(code!.version).toBeLessThanOrEqual(25);
  });
});

describe('invoice PDF layout', () => {
  it('rounds a CHF total to 0.05 on paper and in the code', () => {
    const view = sampleInvoice({ language: 'de' });
    expect(view.totals.totalDue % 5).toBe(0);
    expect([view.totals.totalGross, view.totals.rounding, view.totals.totalDue]).toEqual([22327, -2, 22325]); // 218.75 + 4.52 = 223.27 → 223.25
  });

  // 45 lines: the table continues on page 2 and the slip fits below it; 75 lines: page 2 is full, the slip gets page 3.
  it.each([
    [45, 2],
    [75, 3],
  ])('continues %i lines over pages and puts the QR-bill at the bottom of page %i', async (count, qrPage) => {
    const view = sampleInvoice({ language: 'de', lines: longLines(count), number: `2026-${count}` });
    const file = writePdf(dir, `invoice-long-${count}`, await renderInvoicePdf(view));
    expect(pageCount(file)).toBe(qrPage);
    const pages = pdfText(file).split('\f');
    for (let p = 0; p < qrPage - 1; p += 1) expect(pages[p]).not.toContain('Zahlteil');
    expect(pages[qrPage - 1]).toContain('Zahlteil');
    expect(squeeze(pages.join(''))).toContain(`1004 Akupunktur, Sitzung ${count}`);
    expect(decodeQr(file)?.data).toBe(qrBillPayload(qrBillPayment(view)));
    console.log(`invoice with ${count} lines: last page PNG ${pagePng(file, qrPage, 50)}`);
  });

  it('draws the practice logo and still scans', async () => {
    const view = { ...sampleInvoice({ language: 'en' }), practice: { ...sampleInvoice({ language: 'en' }).practice, logo: await logoPng(dir) } };
    const file = writePdf(dir, 'invoice-logo', await renderInvoicePdf(view));
    expect(imagesOnPage(file, 1)).toBe(1);
    expect(decodeQr(file)?.data).toBe(qrBillPayload(qrBillPayment(view)));
  });

  it('refuses what a bank would reject, before drawing anything', async () => {
    const view = sampleInvoice({ language: 'de' });
    const refused = (v: typeof view) => renderInvoicePdf(v).then(
      () => null,
      (e: unknown) => (e instanceof InvoicePdfError ? e.code : e instanceof ValidationError ? 'swissqrbill' : String(e)),
    );
    expect(await refused({ ...view, practice: { ...view.practice, iban: IBAN } })).toBe('qrReferenceNeedsQrIban');
    const scor = sampleInvoice({ language: 'de', iban: IBAN });
    expect(await refused({ ...scor, reference: { type: 'SCOR', reference: 'RF720191230100405JSH0438' } })).toBe('invalidCreditorReference');
    expect(await refused({ ...view, totals: { ...view.totals, totalDue: 0 } })).toBe('amountNotPayable');
    expect(await refused({ ...view, practice: { ...view.practice, address: { ...view.practice.address, name: 'x'.repeat(71) } } })).toBe('swissqrbill');
  });
});

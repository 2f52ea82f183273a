/**
 * The Tarif 590 form and its second form, read back as a person and a banking app would:
 * pdftotext finds the key fields (client, AHV, insurer, law, therapist's ZSR and GLN, case,
 * every line and the totals) in the client's language; the client's copy under tiers garant
 * carries a QR code (pdftoppm + jsQR) that says exactly the payment built for it; one page of
 * each is rasterised to PNG (paths logged) to look at.
 */
import fs from 'node:fs';
import { ValidationError } from 'swissqrbill/errors';
import { qrBillPayload } from '../../../../src/shared/billing/qrPayload';
import { formatCreditorReference, formatQrReference } from '../../../../src/shared/billing/references';
import { formatAhv } from '../../../../src/shared/validators/ahv';
import { LANGUAGES, type Language } from '../../../../src/shared/languages';
import { translate } from '../../../../src/server/i18n';
import { formatAmount } from '../../../../src/server/services/documents/invoicePdf/format';
import { InvoicePdfError } from '../../../../src/server/services/documents/invoicePdf/renderInvoicePdf';
import { renderTariff590FormPdf, secondFormNumber, tariff590QrPayment } from '../../../../src/server/services/documents/tariff590/tariff590FormPdf';
import { printable } from '../../../../src/server/services/documents/tariff590/formDraw';
import { decodeQr, pageCount, pagePng, pdfText, workDir, writePdf } from '../../invoices/support/pdfTools';
import { AHV, GLN, IBAN, sampleTariff590 } from '../../../support/tariff590Sample';

const dir = workDir();
// KEEP_INVOICE_PDFS=1 keeps the PDFs and page PNGs the tests log, to look at them.
afterAll(() => {
  if (!process.env.KEEP_INVOICE_PDFS) fs.rmSync(dir, { recursive: true, force: true });
});
const squeeze = (s: string) => s.replace(/[ \t]+/g, ' ');
const QR_BILL_TITLES: Record<Language, string> = { de: 'Zahlteil', en: 'Payment part', fr: 'Section paiement', it: 'Sezione pagamento' };
const LAWS: Record<Language, 'KVG' | 'VVG' | 'UVG'> = { de: 'KVG', en: 'VVG', fr: 'UVG', it: 'VVG' };

describe.each([...LANGUAGES])('Tarif 590 forms in %s (tiers garant)', (language) => {
  const data = sampleTariff590({ language, law: LAWS[language], tiers: 'TG', vat: language !== 'it' });
  const t = (key: string) => translate(language, `tariff590.form.${key}`);
  const files: Record<'original' | 'second', string> = { original: '', second: '' };
  const texts: Record<'original' | 'second', string> = { original: '', second: '' };

  beforeAll(async () => {
    for (const form of ['original', 'second'] as const) {
      const pdf = await renderTariff590FormPdf(data, form);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      files[form] = writePdf(dir, `t590-${form}-${language}`, pdf);
      texts[form] = squeeze(pdfText(files[form]));
      console.log(`t590 ${form} ${language}: ${pdf.length} bytes, ${pageCount(files[form])} page(s), PNG ${pagePng(files[form], 1, 90)}`);
    }
  });

  it.each(['original', 'second'] as const)('the %s form prints every key field in the language', (form) => {
    const text = texts[form];
    expect(text).toContain(t(form === 'original' ? 'title' : 'secondTitle'));
    for (const key of ['sections.biller', 'sections.provider', 'sections.patient', 'sections.insurer', 'fields.ahv', 'fields.law', 'columns.tariff', 'amountDue']) expect(text).toContain(t(key));
    expect(text).toContain('Müller-Lüdenscheid');
    expect(text).toContain(formatAhv(AHV));
    expect(text).toContain('Helvetia Krankenkasse AG');
    expect(text).toContain(GLN.insurer);
    expect(text).toContain(data.provider.zsr!);
    expect(text).toContain(GLN.therapist);
    expect(text).toContain(data.biller.zsr!);
    expect(text).toContain(GLN.practice);
    expect(text).toContain(` ${LAWS[language]} `);
    expect(text).toContain(t('values.TG'));
    expect(text).toContain(data.case.caseNumber!);
    expect(text).toContain('Lumbalgie');
    for (const s of data.services) expect(text).toMatch(new RegExp(`590 ${s.code} .*${formatAmount(s.amount).replace('.', '\\.')}`));
    expect(text).toContain(formatAmount(data.totals.totalDue));
    for (const v of data.totals.vatByRate) expect(text).toContain(formatAmount(v.vat));
    const printed = data.invoice.reference.type === 'QRR' ? formatQrReference(data.invoice.reference.reference) : formatCreditorReference(data.invoice.reference.reference);
    expect(text).toContain(printed);
  });

  it('numbers the second form with the suffix and marks it a copy; only it carries the QR-bill', () => {
    const number = secondFormNumber(data);
    expect(number).toBe(`${data.invoice.number}${t('secondFormSuffix')}`);
    expect(texts.second).toContain(number);
    expect(texts.original).not.toContain(number);
    expect(texts.second).toContain(QR_BILL_TITLES[language]);
    expect(texts.original).not.toContain(QR_BILL_TITLES[language]);
    expect(decodeQr(files.original)).toBeNull();
  });

  it('the copy’s QR code carries the Swiss QR Code payload of the amount due', () => {
    const code = decodeQr(files.second) ?? decodeQr(files.second, 300);
    expect(code).not.toBeNull();
    const payment = tariff590QrPayment(data);
    expect(code!.data).toBe(qrBillPayload(payment));
    const lines = code!.data.split('\n');
    expect(lines.slice(0, 4)).toEqual(['SPC', '0200', '1', data.biller.iban]);
    expect(lines[5]).toBe(data.biller.name);
    expect(lines[18]).toBe((data.totals.totalDue / 100).toFixed(2));
    expect(lines[19]).toBe('CHF');
    expect(lines[21]).toBe('Anna Müller-Lüdenscheid');
    expect([lines[27], lines[28]]).toEqual([data.invoice.reference.type, data.invoice.reference.reference]);
  });
});

describe('Tarif 590 forms', () => {
  it('gives the client a copy without a payment part under tiers payant', async () => {
    const data = sampleTariff590({ tiers: 'TP', law: 'KVG' });
    const file = writePdf(dir, 't590-second-tp', await renderTariff590FormPdf(data, 'second'));
    const text = squeeze(pdfText(file));
    expect(text).toContain(translate('de', 'tariff590.form.secondNoteTp'));
    expect(text).toContain('Tiers payant');
    expect(text).not.toContain('Zahlteil');
    expect(decodeQr(file)).toBeNull();
  });

  it('runs a long invoice over pages with the heads repeated, the QR-bill on the last page', async () => {
    const services = Array.from({ length: 48 }, (_, i) => ({ date: `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`, code: '1004', name: `Akupunktur Sitzung ${i + 1}`, quantity: 6, unitPrice: 1000 }));
    const data = sampleTariff590({ services });
    data.case.maxSessions = null;
    const file = writePdf(dir, 't590-long', await renderTariff590FormPdf(data, 'second'));
    const pages = pageCount(file);
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = squeeze(pdfText(file));
    expect(text).toContain(`Seite ${pages} von ${pages}`);
    expect(text.split('Bezeichnung').length - 1).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Akupunktur Sitzung 48');
    expect(text).toContain(formatAmount(data.totals.totalDue));
    const code = decodeQr(file, 150, pages) ?? decodeQr(file, 300, pages);
    expect(code?.data).toBe(qrBillPayload(tariff590QrPayment(data)));
    console.log(`t590 long: ${pages} pages, last page PNG ${pagePng(file, pages, 90)}`);
  });

  it('prints a long diagnosis over up to three lines, not cut to one', async () => {
    const data = sampleTariff590();
    data.case.diagnoses = [{ type: 'ICD', code: 'M54.5', text: 'Lumbalgie, chronisch, seit 2019 mit wiederkehrenden akuten Schüben; Ausstrahlung ins linke Bein, keine neurologischen Ausfälle; Schlafstörungen als Folge' }];
    const text = squeeze(pdfText(writePdf(dir, 't590-diagnosis', await renderTariff590FormPdf(data, 'original'))));
    expect(text).toContain('M54.5 Lumbalgie');
    expect(text).toContain('Schlafstörungen als Folge');
  });

  it('prints names beyond Helvetica’s letters without their accents instead of garbage', async () => {
    const data = sampleTariff590({ tiers: 'TP' });
    data.patient.name.familyName = 'Ștefănescu-Dvořák\u0007 😀';
    const text = squeeze(pdfText(writePdf(dir, 't590-letters', await renderTariff590FormPdf(data, 'original'))));
    expect(text).toContain('Anna Stefanescu-Dvorák ?');
    expect(printable('Łódź €5 – «ok»')).toBe('?ódz €5 – «ok»');
  });

  it('refuses a payment part no bank would accept', async () => {
    const wrongRef = sampleTariff590({ tiers: 'TG', iban: IBAN });
    wrongRef.invoice.reference = { type: 'QRR', reference: '210000000003139471430009017' };
    await expect(renderTariff590FormPdf(wrongRef, 'second')).rejects.toBeInstanceOf(InvoicePdfError);
    // The original form has no payment part: it is drawn all the same (the wizard previews it).
    await expect(renderTariff590FormPdf(wrongRef, 'original')).resolves.toBeInstanceOf(Buffer);
    // swissqrbill's own limits (a creditor name of at most 70 characters) hold too.
    const longName = sampleTariff590({ tiers: 'TG' });
    longName.biller.name = 'Praxis '.repeat(11);
    await expect(renderTariff590FormPdf(longName, 'second')).rejects.toBeInstanceOf(ValidationError);
  });
});

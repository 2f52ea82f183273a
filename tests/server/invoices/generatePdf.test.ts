/**
 * generatePDF (issue 11 §3, §6 pinned): the signed link opens without a token, answers the PDF
 * (no-store) whose QR code — rasterised and decoded — is the SIX QR-bill payload of the stored
 * invoice: IBAN, reference with its check digit, amount, currency, creditor and debtor. A link
 * altered, expired or of another kind answers 404; the link is only given to the invoice's managers.
 */
import fs from 'node:fs';
import { isValidQrReference } from '../../../src/shared/billing/references';
import { PdfLinkSigner, PDF_LINK_TTL_MS } from '../../../src/server/services/invoicing/pdfLinks';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { decodeQr, pdfText, workDir, writePdf } from './support/pdfTools';
import { finished, QR_IBAN, single, useInvoiceWorld } from './world';

const dir = workDir();
afterAll(() => {
  if (!process.env.KEEP_INVOICE_PDFS) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(DB_KINDS)('GET /api/invoice/{id}/generatePDF on %s', (kind) => {
  const w = useInvoiceWorld(kind);
  let invoice: { invoice_id: string; number: string; reference: string; amount: number; totalDue: number };
  let link: string;

  beforeAll(async () => {
    const { ia } = w;
    const ids = [await finished(w, ia), await finished(w, ia)];
    const res = await single(w, ia.owner, ids);
    expect(res.statusCode).toBe(201);
    invoice = res.json();
    const gen = await call(w.t, ia.admin, 'GET', `/api/invoice/${invoice.invoice_id}/generatePDF`);
    expect(gen.statusCode).toBe(200);
    link = gen.json().pdfTempLink;
  }, 120_000);

  const open = (url: string) => {
    const u = new URL(url, 'http://x');
    return w.t.app.inject({ method: 'GET', url: u.pathname + u.search });
  };

  it('answers a link that opens without a token: a PDF whose QR code is the invoice QR-bill', async () => {
    expect(link).toMatch(/^https?:\/\/[^/]+\/api\/invoice-pdf\?token=[\w-]+\.[\w-]+$/);
    const res = await open(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const file = writePdf(dir, `generated-${kind}`, res.rawPayload);
    expect(pdfText(file)).toContain(invoice.number);
    const code = decodeQr(file) ?? decodeQr(file, 300);
    expect(code).not.toBeNull();
    const lines = code!.data.split('\n');
    expect(lines.slice(0, 4)).toEqual(['SPC', '0200', '1', QR_IBAN]);
    // Creditor: the practice (structured address S), Bern.
    expect(lines[4]).toBe('S');
    expect(lines.slice(6, 11)).toEqual(['Sonnenweg', '7', '3000', 'Bern', 'CH']);
    // Amount = open amount, CHF.
    expect(lines[18]).toBe((invoice.totalDue / 100).toFixed(2));
    expect(lines[19]).toBe('CHF');
    // Debtor: the client as billed.
    expect(lines.slice(20, 27)).toEqual(['S', 'Anna Müller', 'Rue du Lac', '12a', '1003', 'Lausanne', 'CH']);
    expect(lines[27]).toBe('QRR');
    expect(lines[28]).toBe(invoice.reference);
    expect(isValidQrReference(lines[28])).toBe(true);
  });

  it('refuses an altered, expired or foreign-signed link with 404', async () => {
    const token = new URL(link).searchParams.get('token') as string;
    const [body, mac] = token.split('.');
    const flipped = `${body}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await open(`/api/invoice-pdf?token=${flipped}`)).statusCode).toBe(404);
    expect((await open(`/api/invoice-pdf?token=${body}`)).statusCode).toBe(404);
    const target = { centreId: w.ia.centreId, id: invoice.invoice_id, kind: 'invoice' as const };
    const expired = w.t.app.ctx.pdfLinks.sign(target, Date.now() - PDF_LINK_TTL_MS - 1000);
    expect((await open(`/api/invoice-pdf?token=${expired}`)).statusCode).toBe(404);
    const foreign = new PdfLinkSigner('another server secret').sign(target);
    expect((await open(`/api/invoice-pdf?token=${foreign}`)).statusCode).toBe(404);
    // Signed for centre B: the invoice of A is not found there.
    const otherCentre = w.t.app.ctx.pdfLinks.sign({ ...target, centreId: w.ib.centreId });
    expect((await open(`/api/invoice-pdf?token=${otherCentre}`)).statusCode).toBe(404);
  });

  it('gives the link only to the managers of the invoice centre', async () => {
    const url = `/api/invoice/${invoice.invoice_id}/generatePDF`;
    expect((await call(w.t, w.ia.provider, 'GET', url)).statusCode).toBe(403);
    expect((await call(w.t, w.ib.owner, 'GET', url)).statusCode).toBe(404);
    expect((await call(w.t, w.ia.owner, 'GET', '/api/invoice/00000000-0000-4000-8000-000000000000/generatePDF')).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe.each(DB_KINDS)('GET /api/invoice-pdf-links on %s', (kind) => {
  const w = useInvoiceWorld(kind);
  let ids: string[];

  beforeAll(async () => {
    ids = [];
    for (let i = 0; i < 2; i++) ids.push((await single(w, w.ia.owner, [await finished(w, w.ia)])).json().invoice_id);
  }, 120_000);

  it('answers a working link per invoice, with and without the logo (repeated parameters)', async () => {
    const res = await call(w.t, w.ia.admin, 'GET', `/api/invoice-pdf-links?invoiceLogoIds=${ids[0]}&invoiceLogoIds=${ids[1]}&invoiceWoLogoIds=${ids[1]}`);
    expect(res.statusCode).toBe(200);
    const links = res.json() as { invoiceId: string; withLogo: boolean; pdfTempLink: string }[];
    expect(links.map((l) => [l.invoiceId, l.withLogo])).toEqual([
      [ids[0], true],
      [ids[1], true],
      [ids[1], false],
    ]);
    for (const l of links) {
      const u = new URL(l.pdfTempLink);
      const pdf = await w.t.app.inject({ method: 'GET', url: u.pathname + u.search });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    const one = await call(w.t, w.ia.owner, 'GET', `/api/invoice-pdf-links?invoiceWoLogoIds=${ids[0]}`);
    expect(one.json()).toMatchObject([{ invoiceId: ids[0], withLogo: false }]);
  });

  it('refuses other centres, therapists, unknown ids and empty queries', async () => {
    expect((await call(w.t, w.ib.owner, 'GET', `/api/invoice-pdf-links?invoiceLogoIds=${ids[0]}`)).statusCode).toBe(404);
    expect((await call(w.t, w.ia.provider, 'GET', `/api/invoice-pdf-links?invoiceLogoIds=${ids[0]}`)).statusCode).toBe(403);
    const foreign = (await single(w, w.ib.owner, [await finished(w, w.ib)])).json().invoice_id;
    expect((await call(w.t, w.ia.owner, 'GET', `/api/invoice-pdf-links?invoiceLogoIds=${ids[0]}&invoiceLogoIds=${foreign}`)).statusCode).toBe(404);
    expect((await call(w.t, w.ia.owner, 'GET', '/api/invoice-pdf-links')).statusCode).toBe(400);
  });
});

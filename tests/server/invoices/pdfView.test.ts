/** A stored invoice renders as a PDF whose QR-bill carries that invoice's account, reference, amount and parties. */
import { invoicePdfViewOf } from '../../../src/server/services/invoicing/pdfView';
import { renderInvoicePdf } from '../../../src/server/services/documents/invoicePdf/renderInvoicePdf';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { decodeQr, pdfText, workDir, writePdf } from './support/pdfTools';
import { finished, QR_IBAN, single, useInvoiceWorld } from './world';

describe.each(DB_KINDS)('invoicePdfViewOf on %s', (kind) => {
  const w = useInvoiceWorld(kind);

  it('maps a stored invoice to the renderer: QR code with IBAN, QR reference, open amount, creditor and debtor', async () => {
    const { ia } = w;
    const id = await finished(w, ia);
    await call(w.t, ia.owner, 'PATCH', `/api/appointments/${id}/add-items`, { items: [{ service_fk: ia.therapy }, { service_fk: ia.oil, count: 1, ppu: 2493 }] });
    const invoice = (await single(w, ia.owner, [id])).json();
    expect(invoice.amount).toBe(14495);
    const view = await invoicePdfViewOf(w.t.ctx.db, ia.centreId, invoice.invoice_id);
    expect(view).toMatchObject({ number: invoice.number, currency: 'CHF', reference: { type: 'QRR', reference: invoice.reference }, debtor: { name: 'Anna Müller', zip: '1003', city: 'Lausanne' } });
    const dir = workDir();
    const file = writePdf(dir, 'invoice', await renderInvoicePdf(view));
    const qr = decodeQr(file);
    expect(qr).not.toBeNull();
    const lines = (qr?.data ?? '').split(/\r?\n/);
    expect(lines.slice(0, 4)).toEqual(['SPC', '0200', '1', QR_IBAN]);
    expect(lines).toContain('144.95');
    expect(lines).toContain('CHF');
    expect(lines).toContain('QRR');
    expect(lines).toContain(invoice.reference);
    expect(lines).toContain('Praxis A');
    expect(lines).toContain('Anna Müller');
    expect(pdfText(file)).toContain('Physiotherapie 60 Min.');
    // Another centre cannot render it.
    await expect(invoicePdfViewOf(w.t.ctx.db, w.ib.centreId, invoice.invoice_id)).rejects.toMatchObject({ statusCode: 404 });
  });
});

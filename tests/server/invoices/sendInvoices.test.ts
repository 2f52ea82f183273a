/**
 * POST /api/sent-invoices/clinic/{id} (issue 11 §3 "Sending"): e-mailed invoices go through the
 * outbox to the client's invoice address in their language, the text from the invoicing settings
 * or an invoice template, with the invoice PDF attached — the local SMTP receiver gets it, and the
 * PDF's QR code decodes to the invoice's QR-bill. Printing stamps printedAt (printedAtSecondForm
 * for the second form); every step lands in the invoice's history. Bad calls write nothing.
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { outbox } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { mimeAttachments, startSmtpReceiver, type SmtpReceiver } from '../support/smtpReceiver';
import { call } from '../centres/world';
import { decodeQr, pdfText, workDir, writePdf } from './support/pdfTools';
import { contactOf, finished, QR_IBAN, single, useInvoiceWorld } from './world';

const dir = workDir();
afterAll(() => {
  if (!process.env.KEEP_INVOICE_PDFS) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(DB_KINDS)('sending invoices on %s', (kind) => {
  let rx: SmtpReceiver;
  // The receiver first: the app's own outbox sends to it (the route kicks it after the commit).
  beforeAll(async () => {
    rx = await startSmtpReceiver();
  });
  const w = useInvoiceWorld(kind, () => ({ smtpUrl: rx.url }));
  let mailed: string;
  let paper: string;
  const dispatcher = { kick: () => w.t.ctx.outbox.kick() };

  beforeAll(async () => {
    const { ia } = w;
    const client = await contactOf(w, ia, { firstName: 'Chloé', lastName: 'Dubois', email: 'chloe@example.ch', language: 'fr' });
    await call(w.t, ia.owner, 'PATCH', `/api/clinics/${ia.centreId}/settings/invoicing`, { emailTemplate: 'Bonjour {{ClientFirstName}}, voici la facture {{InvoiceNumber}} de {{Currency}} {{OpenAmount}}.' });
    mailed = (await single(w, ia.owner, [await finished(w, { ...ia, contact: client })])).json().invoice_id;
    paper = (await single(w, ia.owner, [await finished(w, ia)])).json().invoice_id;
  }, 120_000);
  afterAll(async () => {
    await rx.close();
  });

  const send = (body: Record<string, unknown>, as = w.ia.admin) => call(w.t, as, 'POST', `/api/sent-invoices/clinic/${w.ia.centreId}`, body);
  const invoice = async (id: string) => (await call(w.t, w.ia.owner, 'GET', `/api/invoices/${id}`)).json();

  it('e-mails the invoice with its PDF attached to the client, in their language; the QR code decodes', async () => {
    const res = await send({ invoiceIds: [mailed], sentAs: 'digital' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ invoice_id: mailed, status: 'SENT', sentAs: 'digital', sendMode: 'normal' });
    expect(res.json()[0].sentAt).toBeDefined();
    await dispatcher.kick();
    const mail = rx.mails.find((m) => m.includes('To: chloe@example.ch'));
    expect(mail).toBeDefined();
    const inv = await invoice(mailed);
    // The settings' text, filled in; the subject in French.
    expect(mail).toContain(`Bonjour Chlo`);
    expect(mail).toMatch(/Subject: .*Facture|Subject: =\?UTF-8/i);
    const [pdf] = mimeAttachments(mail!);
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: `${inv.number}.pdf` });
    const file = writePdf(dir, `mailed-${kind}`, pdf.content);
    expect(pdfText(file)).toContain(inv.number);
    const code = decodeQr(file) ?? decodeQr(file, 300);
    expect(code).not.toBeNull();
    const lines = code!.data.split('\n');
    expect(lines[3]).toBe(QR_IBAN);
    expect(lines[18]).toBe((inv.totalDue / 100).toFixed(2));
    expect(lines[28]).toBe(inv.reference);
    expect(lines.slice(20, 22)).toEqual(['S', 'Chloé Dubois']);
    const [row] = await w.t.ctx.db.select().from(outbox).where(eq(outbox.recipient, 'chloe@example.ch'));
    expect(row).toMatchObject({ status: 'sent', language: 'fr', type: 'invoiceSent', contactId: inv.contactId });
    expect(row.attachments).toEqual([{ kind: 'invoicePdf', invoiceId: mailed, fileName: `${inv.number}.pdf` }]);
    expect(inv.history.map((h: { event: string }) => h.event)).toEqual(['created', 'emailed']);
  });

  it('refuses e-mailing an invoice whose client has no invoice address, writing nothing', async () => {
    const before = (await w.t.ctx.db.select().from(outbox)).length;
    const res = await send({ invoiceIds: [mailed, paper], sentAs: 'digital' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invoiceEmailMissing', invoiceIds: [paper] });
    expect((await w.t.ctx.db.select().from(outbox)).length).toBe(before);
    expect((await invoice(paper)).status).toBe('UNPROCESSED');
  });

  it('printing stamps printedAt, the second form printedAtSecondForm, each in the history', async () => {
    const res = await send({ invoiceIds: [paper], sentAs: 'print', sendMode: 'bulk' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ status: 'SENT', sentAs: 'print', sendMode: 'bulk' });
    expect(res.json()[0].printedAt).toBeDefined();
    expect(res.json()[0].printedAtSecondForm).toBeUndefined();
    const second = (await send({ invoiceIds: [paper], sentAs: 'print', secondForm: true })).json()[0];
    expect(second.printedAtSecondForm).toBeDefined();
    expect(second.history.map((h: { event: string }) => h.event)).toEqual(['created', 'printed', 'printedSecondForm']);
  });

  it('mixed e-mails where there is an address and prints the rest', async () => {
    rx.mails.length = 0;
    const res = await send({ invoiceIds: [mailed, paper], sentAs: 'mixed', sendMode: 'bulk' });
    expect(res.statusCode).toBe(200);
    await dispatcher.kick();
    expect(rx.mails.filter((m) => m.includes('To: chloe@example.ch'))).toHaveLength(1);
    const byId = Object.fromEntries(res.json().map((r: { invoice_id: string }) => [r.invoice_id, r]));
    expect(byId[paper].history.at(-1).event).toBe('printed');
    expect(byId[mailed].history.at(-1).event).toBe('emailed');
  });

  it('is refused to a therapist and unknown in another centre', async () => {
    expect((await send({ invoiceIds: [paper], sentAs: 'print' }, w.ia.provider)).statusCode).toBe(403);
    expect((await call(w.t, w.ib.owner, 'POST', `/api/sent-invoices/clinic/${w.ib.centreId}`, { invoiceIds: [paper], sentAs: 'print' })).statusCode).toBe(404);
  });
});

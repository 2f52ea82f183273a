/**
 * Sending from the finance screens (issue 11 §3): several invoices e-mailed at once (bulk digital),
 * and reminders by e-mail — POST /api/sent-invoices/clinic/{id} with `reminder` queues each overdue
 * invoice's current reminder in the outbox with the reminder PDF attached, in the client's
 * language, logs it in the invoice's history and leaves the status alone. The daily job tells the
 * centre what it changed (invoices_changed). Bad calls write nothing.
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { outbox } from '../../../src/server/db/schema';
import { runDunning } from '../../../src/server/services/invoicing/dunning';
import { addDays } from '../../../src/server/services/invoicing/context';
import type { InvoicesChanged } from '../../../src/shared/api/realtime';
import { DB_KINDS } from '../support/testApp';
import { mimeAttachments, startSmtpReceiver, type SmtpReceiver } from '../support/smtpReceiver';
import { call } from '../centres/world';
import { decodeQr, pdfText, workDir, writePdf } from './support/pdfTools';
import { contactOf, finished, QR_IBAN, single, useInvoiceWorld } from './world';

const dir = workDir();
afterAll(() => {
  if (!process.env.KEEP_INVOICE_PDFS) fs.rmSync(dir, { recursive: true, force: true });
});
const noon = (day: string) => new Date(`${day}T11:00:00Z`);
type Inv = { invoice_id: string; number: string; status: string; reference: string; totalDue: number; paymentDeadline: string; history: { event: string; detail?: string; status?: string }[] };

describe.each(DB_KINDS)('sending invoices and reminders by e-mail on %s', (kind) => {
  let rx: SmtpReceiver;
  beforeAll(async () => {
    rx = await startSmtpReceiver();
  });
  const w = useInvoiceWorld(kind, () => ({ smtpUrl: rx.url }));
  let giulia: string;
  let marc: string;
  const ids: Record<'a' | 'b' | 'paper', string> = { a: '', b: '', paper: '' };

  beforeAll(async () => {
    const { ia } = w;
    giulia = await contactOf(w, ia, { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.ch', language: 'it' });
    marc = await contactOf(w, ia, { firstName: 'Marc', lastName: 'Keller', email: 'marc@example.ch', language: 'de' });
    ids.a = (await single(w, ia.owner, [await finished(w, { ...ia, contact: giulia })])).json().invoice_id;
    ids.b = (await single(w, ia.owner, [await finished(w, { ...ia, contact: marc })])).json().invoice_id;
    ids.paper = (await single(w, ia.owner, [await finished(w, ia)])).json().invoice_id;
  }, 120_000);
  afterAll(async () => {
    await rx.close();
  });

  const send = (body: Record<string, unknown>, as = w.ia.admin) => call(w.t, as, 'POST', `/api/sent-invoices/clinic/${w.ia.centreId}`, body);
  const invoice = async (id: string): Promise<Inv> => (await call(w.t, w.ia.owner, 'GET', `/api/invoices/${id}`)).json();
  const outboxCount = async () => (await w.t.ctx.db.select().from(outbox)).length;

  it('e-mails several invoices at once (bulk, digital), each to its client', async () => {
    rx.mails.length = 0;
    const res = await send({ invoiceIds: [ids.a, ids.b], sentAs: 'digital', sendMode: 'bulk' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    for (const r of res.json()) expect(r).toMatchObject({ status: 'SENT', sentAs: 'digital', sendMode: 'bulk' });
    await w.t.ctx.outbox.kick();
    expect(rx.mails.filter((m) => m.includes('To: giulia@example.ch'))).toHaveLength(1);
    expect(rx.mails.filter((m) => m.includes('To: marc@example.ch'))).toHaveLength(1);
    expect((await invoice(ids.b)).history.map((h) => [h.event, h.detail])).toEqual([['created', undefined], ['emailed', 'marc@example.ch']]);
  });

  it('refuses a reminder of an invoice not overdue, by print, or without an address, writing nothing', async () => {
    await send({ invoiceIds: [ids.paper], sentAs: 'print' });
    const before = await outboxCount();
    const notOverdue = await send({ invoiceIds: [ids.a], sentAs: 'digital', reminder: true });
    expect(notOverdue.statusCode).toBe(409);
    expect(notOverdue.json()).toMatchObject({ code: 'invoiceNotOverdue', invoiceIds: [ids.a] });
    const printed = await send({ invoiceIds: [ids.a], sentAs: 'print', reminder: true });
    expect(printed.statusCode).toBe(400);
    expect(printed.json().code).toBe('reminderByEmailOnly');
    expect(await outboxCount()).toBe(before);
  });

  it('the daily job makes them overdue and tells the centre which invoices changed', async () => {
    const heard: InvoicesChanged[] = [];
    const stop = w.t.ctx.events.on('invoices_changed', (e) => void heard.push(e));
    const apptHeard: string[] = [];
    const stopAppt = w.t.ctx.events.on('appointment_changed', (e) => void (e.centreId === w.ia.centreId && apptHeard.push(...e.appointmentIds)));
    try {
      const deadline = (await invoice(ids.a)).paymentDeadline;
      await runDunning(w.t.ctx.db, w.t.ctx.events, noon(addDays(deadline, 1)));
      // The same day again changes nothing and says nothing.
      await runDunning(w.t.ctx.db, w.t.ctx.events, noon(addDays(deadline, 1)));
    } finally {
      stop();
      stopAppt();
    }
    const mine = heard.filter((e) => e.centreId === w.ia.centreId);
    expect(mine).toHaveLength(1);
    expect(mine[0].kind).toBe('dunning');
    expect(new Set(mine[0].invoiceIds)).toEqual(new Set([ids.a, ids.b, ids.paper]));
    expect(apptHeard).toHaveLength(3);
    expect(heard.some((e) => e.centreId === w.ib.centreId)).toBe(false);
    expect((await invoice(ids.a)).status).toBe('OVERDUE');
  });

  it('refuses a reminder to a client without an invoice address (409 invoiceEmailMissing), writing nothing', async () => {
    const before = await outboxCount();
    const res = await send({ invoiceIds: [ids.a, ids.paper], sentAs: 'digital', reminder: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invoiceEmailMissing', invoiceIds: [ids.paper] });
    expect(await outboxCount()).toBe(before);
    expect((await invoice(ids.a)).history.map((h) => h.event)).not.toContain('reminderEmailed');
  });

  it('e-mails the reminder with its PDF in the client’s language; the status stays, the history tells', async () => {
    rx.mails.length = 0;
    const res = await send({ invoiceIds: [ids.a], sentAs: 'digital', reminder: true });
    expect(res.statusCode).toBe(200);
    const inv = await invoice(ids.a);
    expect(res.json()[0]).toMatchObject({ invoice_id: ids.a, status: 'OVERDUE', sentAs: 'digital' });
    expect(inv.history.at(-1)).toMatchObject({ event: 'reminderEmailed', status: 'OVERDUE', detail: 'giulia@example.ch' });
    const [row] = await w.t.ctx.db.select().from(outbox).where(eq(outbox.template, 'invoiceReminder'));
    expect(row).toMatchObject({ recipient: 'giulia@example.ch', language: 'it', type: 'invoiceReminder', contactId: giulia });
    expect(row.attachments).toEqual([{ kind: 'reminderPdf', invoiceId: ids.a, level: 1, fileName: `${inv.number}-1.pdf` }]);
    await w.t.ctx.outbox.kick();
    const mail = rx.mails.find((m) => m.includes('To: giulia@example.ch'));
    expect(mail).toBeDefined();
    expect(mail).toContain(`Subject: Sollecito 1 per la fattura ${inv.number}`);
    const [pdf] = mimeAttachments(mail!);
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: `${inv.number}-1.pdf` });
    const file = writePdf(dir, `reminder-mail-${kind}`, pdf.content);
    const text = pdfText(file).replace(/\s+/g, ' ');
    expect(text).toContain(inv.number);
    expect(text).toMatch(/Sollecito/i);
    const code = decodeQr(file) ?? decodeQr(file, 300);
    expect(code).not.toBeNull();
    const lines = code!.data.split('\n');
    expect(lines[3]).toBe(QR_IBAN);
    expect(lines[18]).toBe((inv.totalDue / 100).toFixed(2));
    expect(lines[28]).toBe(inv.reference);
  });

  it('is refused to a therapist and unknown in another centre', async () => {
    expect((await send({ invoiceIds: [ids.a], sentAs: 'digital', reminder: true }, w.ia.provider)).statusCode).toBe(403);
    expect((await call(w.t, w.ib.owner, 'POST', `/api/sent-invoices/clinic/${w.ib.centreId}`, { invoiceIds: [ids.a], sentAs: 'digital', reminder: true })).statusCode).toBe(404);
  });
});

/**
 * Reminders (issue 11 §3): the daily job makes sent invoices OVERDUE after their payment term and
 * then REMINDER1–3 after the reminder days of the invoicing settings, one step per invoice and
 * day — re-runs and concurrent runs the same day change nothing — through the transitions table,
 * each step in the invoice's history. generateReminder answers a link to the reminder PDF: the
 * reminder text of its level, the open amount, a fresh QR-bill with the same reference.
 */
import fs from 'node:fs';
import { runDunning } from '../../../src/server/services/invoicing/dunning';
import { addDays } from '../../../src/server/services/invoicing/context';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { decodeQr, pdfText, workDir, writePdf } from './support/pdfTools';
import { finished, QR_IBAN, single, useInvoiceWorld } from './world';

const dir = workDir();
afterAll(() => {
  if (!process.env.KEEP_INVOICE_PDFS) fs.rmSync(dir, { recursive: true, force: true });
});
const noon = (day: string) => new Date(`${day}T11:00:00Z`);

describe.each(DB_KINDS)('reminders on %s', (kind) => {
  const w = useInvoiceWorld(kind);
  let sent: { invoice_id: string; number: string; reference: string; totalDue: number; paymentDeadline: string };
  let unsent: string;

  beforeAll(async () => {
    const { ia } = w;
    const settings = await call(w.t, ia.owner, 'PATCH', `/api/clinics/${ia.centreId}/settings/invoicing`, {
      reminder1Days: 5,
      reminder2Days: 7,
      reminder3Days: 3,
      reminder1Text: 'Bitte begleichen Sie den offenen Betrag bis Ende Monat.',
    });
    expect(settings.statusCode).toBe(200);
    sent = (await single(w, ia.owner, [await finished(w, ia)])).json();
    unsent = (await single(w, ia.owner, [await finished(w, ia)])).json().invoice_id;
    expect((await call(w.t, ia.admin, 'POST', `/api/sent-invoices/clinic/${ia.centreId}`, { invoiceIds: [sent.invoice_id], sentAs: 'print' })).statusCode).toBe(200);
  }, 120_000);

  const invoice = async (id: string) => (await call(w.t, w.ia.owner, 'GET', `/api/invoices/${id}`)).json();
  const steps = async (id: string) => (await invoice(id)).history.filter((h: { day?: string }) => h.day).map((h: { event: string; day: string }) => `${h.event}@${h.day}`);

  it('refuses a reminder of an invoice not overdue (409 invoiceNotOverdue)', async () => {
    const res = await call(w.t, w.ia.admin, 'GET', `/api/invoice/${sent.invoice_id}/generateReminder`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invoiceNotOverdue');
  });

  it('steps OVERDUE → REMINDER1–3 along the days, once per day, and leaves unsent invoices alone', async () => {
    const due = sent.paymentDeadline;
    // On the deadline nothing is overdue yet.
    await runDunning(w.t.ctx.db, null, noon(due));
    expect((await invoice(sent.invoice_id)).status).toBe('SENT');
    const d1 = addDays(due, 1);
    const report = await runDunning(w.t.ctx.db, null, noon(d1));
    expect(report.overdue).toBeGreaterThanOrEqual(1);
    // Re-runs and two concurrent runs on the same day change nothing.
    await Promise.all([runDunning(w.t.ctx.db, null, noon(d1)), runDunning(w.t.ctx.db, null, noon(d1))]);
    expect(await steps(sent.invoice_id)).toEqual([`overdue@${d1}`]);
    // Reminder 1: 5 days after the deadline; a day early changes nothing.
    await runDunning(w.t.ctx.db, null, noon(addDays(due, 4)));
    expect((await invoice(sent.invoice_id)).status).toBe('OVERDUE');
    const r1 = addDays(due, 5);
    await runDunning(w.t.ctx.db, null, noon(r1));
    await runDunning(w.t.ctx.db, null, noon(r1));
    const r2 = addDays(r1, 7);
    await runDunning(w.t.ctx.db, null, noon(r2));
    const r3 = addDays(r2, 3);
    await runDunning(w.t.ctx.db, null, noon(r3));
    await runDunning(w.t.ctx.db, null, noon(addDays(r3, 30)));
    const inv = await invoice(sent.invoice_id);
    expect(inv.status).toBe('REMINDER3');
    expect(await steps(sent.invoice_id)).toEqual([`overdue@${d1}`, `reminder1@${r1}`, `reminder2@${r2}`, `reminder3@${r3}`]);
    expect(inv.reminder1At && inv.reminder2At && inv.reminder3At).toBeTruthy();
    expect(inv.history[0].event).toBe('created');
    // Never sent: never overdue.
    expect((await invoice(unsent)).status).toBe('UNPROCESSED');
  });

  it('generateReminder: a link to the reminder PDF with its text, the open amount and the same reference', async () => {
    const res = await call(w.t, w.ia.admin, 'GET', `/api/invoice/${sent.invoice_id}/generateReminder?level=1`);
    expect(res.statusCode).toBe(200);
    const u = new URL(res.json().pdfTempLink);
    const pdf = await w.t.app.inject({ method: 'GET', url: u.pathname + u.search });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = writePdf(dir, `reminder-${kind}`, pdf.rawPayload);
    const text = pdfText(file).replace(/\s+/g, ' ');
    expect(text).toContain(`1. Mahnung zu Rechnung ${sent.number}`);
    expect(text).toContain('Bitte begleichen Sie den offenen Betrag bis Ende Monat.');
    expect(text).toContain('Offener Betrag');
    const code = decodeQr(file) ?? decodeQr(file, 300);
    expect(code).not.toBeNull();
    const lines = code!.data.split('\n');
    expect(lines[3]).toBe(QR_IBAN);
    expect(lines[18]).toBe((sent.totalDue / 100).toFixed(2));
    expect(lines[27]).toBe('QRR');
    expect(lines[28]).toBe(sent.reference);
  });

  it('uses the level of the invoice by default (the third reminder: its default text)', async () => {
    const res = await call(w.t, w.ia.owner, 'GET', `/api/invoice/${sent.invoice_id}/generateReminder`);
    const u = new URL(res.json().pdfTempLink);
    const file = writePdf(dir, `reminder3-${kind}`, (await w.t.app.inject({ method: 'GET', url: u.pathname + u.search })).rawPayload);
    expect(pdfText(file).replace(/\s+/g, ' ')).toContain(`3. Mahnung zu Rechnung ${sent.number}`);
  });

  it('is refused to a therapist and unknown to another centre', async () => {
    expect((await call(w.t, w.ia.provider, 'GET', `/api/invoice/${sent.invoice_id}/generateReminder`)).statusCode).toBe(403);
    expect((await call(w.t, w.ib.owner, 'GET', `/api/invoice/${sent.invoice_id}/generateReminder`)).statusCode).toBe(404);
    expect((await call(w.t, w.ia.owner, 'GET', `/api/invoice/${sent.invoice_id}/generateReminder?level=4`)).statusCode).toBe(400);
  });
});

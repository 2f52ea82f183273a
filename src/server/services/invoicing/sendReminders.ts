/**
 * Reminders by e-mail (issue 11 §3; POST /api/sent-invoices/clinic/{id} with `reminder`): each
 * overdue invoice's current reminder — the level generateReminder answers (OVERDUE prepares the
 * first) — e-mailed to the client's invoice address in their language with the reminder PDF
 * attached (drawn at sending: the reminder text, the open amount, a fresh QR-bill with the same
 * reference). The status and the sent stamps stay: the daily job moves the dunning steps. Each
 * e-mail is logged in the invoice's history (reminderEmailed, with the address).
 *
 * Checked before anything is written, refusing the whole call: only sentAs 'digital' (400
 * reminderByEmailOnly), every invoice overdue (409 invoiceNotOverdue), with an invoice address
 * (409 invoiceEmailMissing) and an open amount a QR-bill can carry (409 with the reason).
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { centres, invoices } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import type { MarkSentBody } from '../../../shared/api/invoices';
import { reminderLevel } from '../../../shared/billing/dunning';
import { localDate, type InvoiceCaller } from './context';
import { withHistory } from './history';
import { assertQrPayable, queueInvoiceMail } from './invoiceMail';
import { auditInvoices, lockInvoices, runInvoiceWrite } from './lifecycle';
import { toWire, type InvoiceRow, type InvoiceWire } from './record';

const idsOf = (rows: InvoiceRow[]) => rows.map((r) => r.invoiceId);

function checkRemindable(rows: InvoiceRow[]): void {
  const notOverdue = rows.filter((r) => !reminderLevel(r.status));
  if (notOverdue.length) throw conflict('invoiceNotOverdue', { invoiceIds: idsOf(notOverdue) });
  const noAddress = rows.filter((r) => !r.billingDetails?.email);
  if (noAddress.length) throw conflict('invoiceEmailMissing', { invoiceIds: idsOf(noAddress) });
  assertQrPayable(rows);
}

export async function sendReminders(c: InvoiceCaller, body: MarkSentBody): Promise<{ invoices: InvoiceWire[]; emailed: number }> {
  if (body.sentAs !== 'digital') throw badRequest('reminderByEmailOnly');
  return runInvoiceWrite(c, async (tx) => {
    const rows = await lockInvoices(tx, c, body.invoiceIds);
    checkRemindable(rows);
    const [centre] = await tx.select({ timezone: centres.timezone }).from(centres).where(eq(centres.id, c.centreId));
    const today = localDate(new Date(), centre.timezone);
    const now = new Date();
    const out: InvoiceWire[] = [];
    for (const row of rows) {
      const level = reminderLevel(row.status)!;
      await queueInvoiceMail(tx, c.centreId, row, body.templateId ? { templateId: body.templateId } : { text: null }, today, level);
      const history = withHistory(row.history, { at: now.toISOString(), event: 'reminderEmailed', status: row.status, by: c.auth.userId, detail: row.billingDetails!.email!.slice(0, 200) });
      const [updated] = await forCentre(tx, c.centreId).update(invoices).set({ history, updatedAt: now }).where(eq(invoices.invoiceId, row.invoiceId)).returning();
      out.push(toWire(updated));
    }
    await auditInvoices(tx, c, 'update', rows, { fields: ['history'], reminderEmailed: rows.length });
    return { invoices: out, emailed: rows.length };
  });
}

/**
 * POST /api/sent-invoices/clinic/{id} (issue 11 §3 "Sending", behaviour.md §7): the invoices leave
 * the practice. sentAt, sentAs and sendMode are stamped and an invoice not yet sent becomes SENT.
 *
 * - print: printedAt (printedAtSecondForm for the tariff form's copy for the client);
 * - digital: an e-mail to the client's invoice address (billingDetails.email), in their language,
 *   its text from the chosen invoice template or the invoicing settings' e-mail text, with the
 *   invoice PDF attached — queued in the outbox in this transaction, the PDF drawn at sending;
 * - direct: the same with the settings' text for direct PDF sending;
 * - mixed: e-mailed where the client has an invoice address, printed otherwise;
 * - with `reminder`: each overdue invoice's current reminder e-mailed instead (sendReminders.ts).
 *
 * Everything is checked before anything is written: a cancelled invoice (409
 * invalidInvoiceTransition), one to e-mail without an address (409 invoiceEmailMissing) or whose
 * PDF cannot carry a QR-bill (409 with the reason) refuses the whole call.
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { centres, invoices, invoicingSettings } from '../../db/schema';
import { conflict } from '../../errors';
import { canTransitionInvoice, type InvoiceStatus } from '../../../shared/billing/invoiceTransitions';
import type { MarkSentBody } from '../../../shared/api/invoices';
import { localDate, type InvoiceCaller } from './context';
import { withHistory, type InvoiceHistoryEntry } from './history';
import { auditInvoices, lockInvoices, runInvoiceWrite, syncAppointmentStatus } from './lifecycle';
import { assertQrPayable, queueInvoiceMail } from './invoiceMail';
import { sendReminders } from './sendReminders';
import { toWire, type InvoiceRow, type InvoiceWire } from './record';

export interface SendResult {
  invoices: InvoiceWire[];
  /** Outbox rows queued (kick the dispatcher after the commit). */
  emailed: number;
}

const wantsEmail = (sentAs: MarkSentBody['sentAs'], row: InvoiceRow) => sentAs === 'digital' || sentAs === 'direct' || (sentAs === 'mixed' && Boolean(row.billingDetails?.email));

function checkSendable(rows: InvoiceRow[], body: MarkSentBody): void {
  const cancelled = rows.filter((r) => r.status === 'CANCELLED');
  if (cancelled.length) throw conflict('invalidInvoiceTransition', { from: 'CANCELLED', to: 'SENT', invoiceIds: cancelled.map((r) => r.invoiceId) });
  const mailed = rows.filter((r) => wantsEmail(body.sentAs, r));
  const noAddress = mailed.filter((r) => !r.billingDetails?.email);
  if (noAddress.length) throw conflict('invoiceEmailMissing', { invoiceIds: noAddress.map((r) => r.invoiceId) });
  assertQrPayable(mailed);
}

export async function sendInvoices(c: InvoiceCaller, body: MarkSentBody): Promise<SendResult> {
  if (body.reminder) return sendReminders(c, body);
  return runInvoiceWrite(c, async (tx) => {
    const rows = await lockInvoices(tx, c, body.invoiceIds);
    checkSendable(rows, body);
    const [centre] = await tx.select({ timezone: centres.timezone }).from(centres).where(eq(centres.id, c.centreId));
    const today = localDate(new Date(), centre.timezone);
    const [settings] = await forCentre(tx, c.centreId).select({ emailTemplate: invoicingSettings.emailTemplate, directEmailTemplate: invoicingSettings.directEmailTemplate }).from(invoicingSettings);
    const now = new Date();
    const out: InvoiceWire[] = [];
    let emailed = 0;
    for (const row of rows) {
      const status: InvoiceStatus = canTransitionInvoice(row.status, 'SENT') ? 'SENT' : (row.status as InvoiceStatus);
      const email = wantsEmail(body.sentAs, row);
      const printed = body.sentAs === 'print' || (body.sentAs === 'mixed' && !email);
      const entries: InvoiceHistoryEntry[] = [];
      const set: Partial<InvoiceRow> = { status, sentAt: now, sentAs: body.sentAs, sendMode: body.sendMode ?? 'normal', updatedAt: now };
      if (printed) {
        set[body.secondForm ? 'printedAtSecondForm' : 'printedAt'] = now;
        entries.push({ at: now.toISOString(), event: body.secondForm ? 'printedSecondForm' : 'printed', status, by: c.auth.userId });
      }
      if (email) {
        const source = body.templateId ? { templateId: body.templateId } : { text: body.sentAs === 'direct' ? settings?.directEmailTemplate : settings?.emailTemplate };
        await queueInvoiceMail(tx, c.centreId, row, source, today);
        emailed++;
        entries.push({ at: now.toISOString(), event: 'emailed', status, by: c.auth.userId, detail: row.billingDetails!.email!.slice(0, 200) });
      }
      if (!printed && !email) entries.push({ at: now.toISOString(), event: 'sent', status, by: c.auth.userId, detail: body.sentAs });
      set.history = withHistory(row.history, ...entries);
      const [updated] = await forCentre(tx, c.centreId).update(invoices).set(set).where(eq(invoices.invoiceId, row.invoiceId)).returning();
      if (status !== row.status) await syncAppointmentStatus(tx, c, row.invoiceId, status);
      out.push(toWire(updated));
    }
    await auditInvoices(tx, c, 'update', rows, { fields: ['sentAt', 'sentAs', 'history'], sentAs: body.sentAs, emailed });
    return { invoices: out, emailed };
  });
}

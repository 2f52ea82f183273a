/**
 * One invoice e-mail queued in the outbox (issue 11 §3): to the client's invoice address
 * (billingDetails.email) in their language, the text from an invoice template or a settings text
 * (else the default of the language), with the invoice's or a reminder's PDF attached as a
 * reference — the dispatcher draws the PDF when it sends (services/outbox/attachments.ts).
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Tx } from '../../db/client';
import { contacts } from '../../db/schema';
import { conflict } from '../../errors';
import type { PaymentReference } from '../../../shared/billing/paymentAccount';
import { toLanguage } from '../../../shared/languages';
import { assertPayable, InvoicePdfError } from '../documents/invoicePdf/renderInvoicePdf';
import { renderInvoiceEmail, type InvoiceEmailSource } from '../documents/templates/invoiceEmail';
import { enqueueText } from '../outbox/enqueue';
import { invoiceTemplateDataOf } from './mailData';
import { openAmount } from './openAmount';
import type { InvoiceRow } from './record';

/** Every PDF to attach can carry a QR-bill for the open amount; else 409 with the reason, before anything is written. */
export function assertQrPayable(rows: InvoiceRow[]): void {
  for (const r of rows) {
    try {
      assertPayable(r.iban ?? '', { type: r.referenceType, reference: r.reference ?? '' } as PaymentReference, openAmount(r));
    } catch (err) {
      if (err instanceof InvoicePdfError) throw conflict(err.code, { invoiceIds: [r.invoiceId] });
      throw err;
    }
  }
}

const fileNameOf = (number: string) => number.replace(/[^\w.-]/g, '_');

/** Queues the e-mail; `reminderLevel` makes it that reminder with the reminder PDF. The row must have billingDetails.email. */
export async function queueInvoiceMail(tx: Tx, centreId: string, row: InvoiceRow, source: InvoiceEmailSource, today: string, reminderLevel?: 1 | 2 | 3): Promise<void> {
  const language = toLanguage(row.billingDetails?.language);
  const data = await invoiceTemplateDataOf(tx, row, today);
  const mail = await renderInvoiceEmail(tx, centreId, source, data, language, reminderLevel);
  // The client may have been deleted since (an invoice outlives its client): the message then belongs to nobody's notifications.
  const clientKnown = await forCentre(tx, centreId).exists(contacts, eq(contacts.contactId, row.contactId));
  const name = fileNameOf(row.number);
  await enqueueText(tx, {
    channel: 'email',
    recipient: row.billingDetails!.email!,
    template: reminderLevel ? 'invoiceReminder' : 'invoiceSent',
    subject: mail.subject,
    body: mail.text,
    html: mail.html,
    language,
    centreId,
    userId: null,
    contactId: clientKnown ? row.contactId : null,
    type: reminderLevel ? 'invoiceReminder' : 'invoiceSent',
    attachments: [
      reminderLevel
        ? { kind: 'reminderPdf', invoiceId: row.invoiceId, level: reminderLevel, fileName: `${name}-${reminderLevel}.pdf` }
        : { kind: 'invoicePdf', invoiceId: row.invoiceId, fileName: `${name}.pdf` },
    ],
  });
}

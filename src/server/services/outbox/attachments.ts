/**
 * The files an outbox e-mail carries, drawn when it is sent: the outbox stores a reference
 * (an invoice, a reminder level), never the document — no copies of health data lie in the
 * queue, and the PDF is the invoice as it is at sending. A reference that no longer resolves
 * (the invoice was deleted) fails the send, which is retried and finally marked failed.
 */
import type { Db } from '../../db/client';
import type { OutboxAttachment, outbox } from '../../db/outboxTables';
import { renderInvoicePdf } from '../documents/invoicePdf/renderInvoicePdf';
import { invoicePdfViewOf, reminderPdfViewOf } from '../invoicing/pdfView';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export type AttachmentResolver = (row: typeof outbox.$inferSelect) => Promise<MailAttachment[]>;

async function draw(db: Db, centreId: string, a: OutboxAttachment): Promise<MailAttachment> {
  const view = a.kind === 'reminderPdf' ? await reminderPdfViewOf(db, centreId, a.invoiceId, a.level) : await invoicePdfViewOf(db, centreId, a.invoiceId);
  return { filename: a.fileName, content: await renderInvoicePdf(view), contentType: 'application/pdf' };
}

export const attachmentResolver =
  (db: Db): AttachmentResolver =>
  async (row) => {
    const list = row.attachments ?? [];
    if (list.length === 0) return [];
    if (!row.centreId) throw new Error('an attachment needs the centre of its message');
    const out: MailAttachment[] = [];
    for (const a of list) out.push(await draw(db, row.centreId, a));
    return out;
  };

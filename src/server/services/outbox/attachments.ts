/**
 * The files an outbox e-mail carries, drawn when it is sent: the outbox stores a reference
 * (an invoice, a reminder level), never the document — no copies of health data lie in the
 * queue, and the PDF is the invoice as it is at sending. A reference that no longer resolves
 * (the invoice was deleted) fails the send, which is retried and finally marked failed.
 */
import path from 'node:path';
import type { Db } from '../../db/client';
import { FileStore } from '../files/fileStore';
import { loadInvoiceDesign } from '../invoicing/design/designFiles';
import { withDesign } from '../invoicing/design/designPreview';
import type { OutboxAttachment, outbox } from '../../db/outboxTables';
import { renderInvoicePdf } from '../documents/invoicePdf/renderInvoicePdf';
import { invoicePdfViewOf, reminderPdfViewOf } from '../invoicing/pdfView';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export type AttachmentResolver = (row: typeof outbox.$inferSelect) => Promise<MailAttachment[]>;

async function draw(db: Db, files: FileStore | null, centreId: string, a: OutboxAttachment): Promise<MailAttachment> {
  const view = a.kind === 'reminderPdf' ? await reminderPdfViewOf(db, centreId, a.invoiceId, a.level) : await invoicePdfViewOf(db, centreId, a.invoiceId);
  // With the practice's design, as the invoice page shows it.
  if (files) withDesign(view, await loadInvoiceDesign(db, files, centreId));
  return { filename: a.fileName, content: await renderInvoicePdf(view), contentType: 'application/pdf' };
}

export const attachmentResolver = (db: Db, dataDir?: string): AttachmentResolver => {
  const files = dataDir ? new FileStore(path.join(dataDir, 'files')) : null;
  return async (row) => {
    const list = row.attachments ?? [];
    if (list.length === 0) return [];
    if (!row.centreId) throw new Error('an attachment needs the centre of its message');
    const out: MailAttachment[] = [];
    for (const a of list) out.push(await draw(db, files, row.centreId, a));
    return out;
  };
};

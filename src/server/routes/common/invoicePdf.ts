/**
 * Invoice PDFs (issue 11 §3, §6 pinned): generatePDF answers a short-lived signed link, and a
 * plain GET of that link (no token: the browser opens it in a new tab) answers the PDF with its
 * Swiss QR-bill. The link is the credential, so the PDF is never cached.
 */
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { conflict, notFound } from '../../errors';
import { pdfLinkUrl } from '../../services/invoicing/pdfLinks';
import { invoicePdfViewOf, reminderPdfViewOf } from '../../services/invoicing/pdfView';
import { bulkPdfFile } from '../../services/invoicing/bulkPdf';
import { loadInvoiceDesign, NO_DESIGN } from '../../services/invoicing/design/designFiles';
import { withDesign } from '../../services/invoicing/design/designPreview';
import { assertPayable, InvoicePdfError, renderInvoicePdf } from '../../services/documents/invoicePdf/renderInvoicePdf';
import type { InvoicePdfView } from '../../services/documents/invoicePdf/invoicePdfView';
import { pdfLinksQuery, pdfLinksSchema, pdfTempLinkSchema, type PdfLinksQuery } from '../../../shared/api/invoiceDocuments';
import { invoiceById, invoicesInQuery, MANAGERS } from './invoiceAccess';
import { inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { invoices } from '../../db/schema';

const tags = ['invoices'];

function pdfHeaders(reply: FastifyReply, name: string): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    // The invoice detail page shows it in a frame: framable by the app itself, by no other site.
    .header('content-security-policy', "frame-ancestors 'self'")
    .header('x-frame-options', 'SAMEORIGIN')
    .header('content-disposition', `inline; filename="${name.replace(/[^\w.-]/g, '_')}.pdf"`);
}
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;

function assertViewPayable(view: InvoicePdfView): void {
  try {
    assertPayable(view.practice.iban, view.reference, view.openAmount ?? view.totals.totalDue);
  } catch (err) {
    throw err instanceof InvoicePdfError ? conflict(err.code) : err;
  }
}

export async function invoicePdfRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get<{ Params: { id: string } }>(
    '/api/invoice/:id/generatePDF',
    { ...invoiceById(app, MANAGERS), schema: { tags, params: idParams, response: { 200: pdfTempLinkSchema } } },
    async (request) => {
      const token = ctx.pdfLinks.sign({ centreId: request.centreId as string, id: request.params.id, kind: 'invoice' });
      return { pdfTempLink: pdfLinkUrl(ctx.config.publicUrl, token) };
    },
  );

  // A reminder of an overdue invoice (REMINDER1–3, OVERDUE prepares the first): its level unless one is asked for.
  app.get<{ Params: { id: string }; Querystring: { level?: 1 | 2 | 3 } }>(
    '/api/invoice/:id/generateReminder',
    {
      ...invoiceById(app, MANAGERS),
      schema: { tags, params: idParams, querystring: { type: 'object', additionalProperties: false, properties: { level: { type: 'integer', enum: [1, 2, 3] } } }, response: { 200: pdfTempLinkSchema } },
    },
    async (request) => {
      const centreId = request.centreId as string;
      // Refused now (409 invoiceNotOverdue, or why no QR-bill is possible) rather than when the link is opened.
      const view = await reminderPdfViewOf(ctx.db, centreId, request.params.id, request.query.level);
      assertViewPayable(view);
      const token = ctx.pdfLinks.sign({ centreId, id: request.params.id, kind: 'reminder', level: view.reminder!.level });
      return { pdfTempLink: pdfLinkUrl(ctx.config.publicUrl, token) };
    },
  );

  // The token rides in the query: a path parameter is capped far below its length.
  app.get<{ Querystring: { token: string } }>(
    '/api/invoice-pdf',
    { config: { access: 'public' }, schema: { tags, hide: true, querystring: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 1000 } } } } },
    async (request, reply) => {
      const target = ctx.pdfLinks.verify(request.query.token);
      if (!target) throw notFound();
      if (target.kind === 'bulk') {
        const file = bulkPdfFile(ctx.config.dataDir, target.centreId, target.id);
        if (!file) throw notFound();
        return pdfHeaders(reply, `invoices-${target.id.slice(0, 8)}`).send(fs.createReadStream(file));
      }
      const view = target.kind === 'reminder' ? await reminderPdfViewOf(ctx.db, target.centreId, target.id, target.level) : await invoicePdfViewOf(ctx.db, target.centreId, target.id);
      // The practice's design (logo, header or background); none for pre-printed paper.
      withDesign(view, target.plain ? NO_DESIGN : await loadInvoiceDesign(ctx.db, ctx.files, target.centreId));
      // An invoice that cannot carry a QR-bill (account and reference do not match, nothing to pay): 409 with the reason.
      const pdf = await renderInvoicePdf(view).catch((err: unknown) => {
        throw err instanceof InvoicePdfError ? conflict(err.code) : err;
      });
      return pdfHeaders(reply, view.reminder ? `${view.number}-${view.reminder.level}` : view.number).send(pdf);
    },
  );

  // Links for printing: invoiceLogoIds with the logo/background, invoiceWoLogoIds without (pre-printed paper).
  app.get<{ Querystring: PdfLinksQuery }>(
    '/api/invoice-pdf-links',
    { ...invoicesInQuery(app, ['invoiceLogoIds', 'invoiceWoLogoIds'], MANAGERS), schema: { tags, querystring: pdfLinksQuery, response: { 200: pdfLinksSchema } } },
    async (request) => {
      const centreId = request.centreId as string;
      const wanted = [...(request.query.invoiceLogoIds ?? []).map((id) => ({ id, plain: false })), ...(request.query.invoiceWoLogoIds ?? []).map((id) => ({ id, plain: true }))];
      const ids = [...new Set(wanted.map((w) => w.id))];
      const found = await forCentre(ctx.db, centreId).select({ id: invoices.invoiceId }).from(invoices).where(inArray(invoices.invoiceId, ids));
      // An id of another centre or none at all: unknown here, like a foreign id everywhere.
      if (found.length !== ids.length) throw notFound();
      return wanted.map(({ id, plain }) => ({
        invoiceId: id,
        withLogo: !plain,
        pdfTempLink: pdfLinkUrl(ctx.config.publicUrl, ctx.pdfLinks.sign({ centreId, id, kind: 'invoice', ...(plain ? { plain } : {}) })),
      }));
    },
  );
}

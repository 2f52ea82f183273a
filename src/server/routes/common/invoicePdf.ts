/**
 * Invoice PDFs (issue 11 §3, §6 pinned): generatePDF answers a short-lived signed link, and a
 * plain GET of that link (no token: the browser opens it in a new tab) answers the PDF with its
 * Swiss QR-bill. The link is the credential, so the PDF is never cached.
 */
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../errors';
import { pdfLinkUrl } from '../../services/invoicing/pdfLinks';
import { invoicePdfViewOf } from '../../services/invoicing/pdfView';
import { InvoicePdfError, renderInvoicePdf } from '../../services/documents/invoicePdf/renderInvoicePdf';
import { pdfLinksQuery, pdfLinksSchema, pdfTempLinkSchema, type PdfLinksQuery } from '../../../shared/api/invoiceDocuments';
import { invoiceById, invoicesInQuery, MANAGERS } from './invoiceAccess';
import { inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { invoices } from '../../db/schema';

const tags = ['invoices'];
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;

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

  // The token rides in the query: a path parameter is capped far below its length.
  app.get<{ Querystring: { token: string } }>(
    '/api/invoice-pdf',
    { config: { access: 'public' }, schema: { tags, hide: true, querystring: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 1000 } } } } },
    async (request, reply) => {
      const target = ctx.pdfLinks.verify(request.query.token);
      if (!target || target.kind !== 'invoice') throw notFound();
      const view = await invoicePdfViewOf(ctx.db, target.centreId, target.id);
      // For pre-printed paper: without the practice's logo/background.
      if (target.plain) view.practice.logo = null;
      // An invoice that cannot carry a QR-bill (account and reference do not match, nothing to pay): 409 with the reason.
      const pdf = await renderInvoicePdf(view).catch((err: unknown) => {
        throw err instanceof InvoicePdfError ? conflict(err.code) : err;
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        // The invoice detail page shows it in a frame: framable by the app itself, by no other site.
        .header('content-security-policy', "frame-ancestors 'self'")
        .header('x-frame-options', 'SAMEORIGIN')
        .header('content-disposition', `inline; filename="${view.number.replace(/[^\w.-]/g, '_')}.pdf"`)
        .send(pdf);
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

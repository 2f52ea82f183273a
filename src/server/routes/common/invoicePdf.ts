/**
 * Invoice PDFs (issue 11 §3, §6 pinned): generatePDF answers a short-lived signed link, and a
 * plain GET of that link (no token: the browser opens it in a new tab) answers the PDF with its
 * Swiss QR-bill. The link is the credential, so the PDF is never cached.
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { pdfLinkUrl } from '../../services/invoicing/pdfLinks';
import { invoicePdfViewOf } from '../../services/invoicing/pdfView';
import { renderInvoicePdf } from '../../services/documents/invoicePdf/renderInvoicePdf';
import { pdfTempLinkSchema } from '../../../shared/api/invoiceDocuments';
import { invoiceById, MANAGERS } from './invoiceAccess';

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
      const pdf = await renderInvoicePdf(view);
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${view.number.replace(/[^\w.-]/g, '_')}.pdf"`)
        .send(pdf);
    },
  );
}

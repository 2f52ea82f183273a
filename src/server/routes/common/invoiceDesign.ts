/**
 * The invoice design of a centre (issue 11 §3, §5): the logo, header image and A4 background
 * (upload replaces, delete removes), each image for the settings page's thumbnail, and the PDF
 * of a sample invoice drawn with the texts being edited. Owners and admins, like the invoicing
 * settings they belong to. Thin: services/invoicing/design owns the rules.
 */
import type { FastifyInstance } from 'fastify';
import { conflict } from '../../errors';
import { centreManager } from '../../services/centres/routeAccess';
import { InvoicePdfError, renderInvoicePdf } from '../../services/documents/invoicePdf/renderInvoicePdf';
import { designImageBytes, invoiceDesignState, loadInvoiceDesign, NO_DESIGN, removeDesignImage, replaceDesignImage } from '../../services/invoicing/design/designFiles';
import { samplePreviewView, withDesign } from '../../services/invoicing/design/designPreview';
import { readFileParts } from '../../services/files/uploads';
import { designParams, designPreviewBody, designSlotParams, invoiceDesignSchema, type DesignPreviewBody, type DesignSlotParams } from '../../../shared/api/invoiceDesign';

const tags = ['invoicing'];
const config = { access: centreManager };

export async function invoiceDesignRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get<{ Params: { id: string } }>(
    '/api/centres/:id/invoice-design',
    { config, schema: { tags, params: designParams, response: { 200: invoiceDesignSchema } } },
    async (request) => invoiceDesignState(ctx.db, request.params.id),
  );

  // multipart, one part `file`: JPEG, PNG or TIFF (stored as PNG) up to 5 MB.
  app.put<{ Params: DesignSlotParams }>(
    '/api/centres/:id/invoice-design/:slot',
    { config, schema: { tags, params: designSlotParams, response: { 200: invoiceDesignSchema } } },
    async (request) => {
      const [upload] = await readFileParts(request, 1);
      await replaceDesignImage(ctx, request.params.id, request.auth!, request.params.slot, upload);
      return invoiceDesignState(ctx.db, request.params.id);
    },
  );

  app.delete<{ Params: DesignSlotParams }>(
    '/api/centres/:id/invoice-design/:slot',
    { config, schema: { tags, params: designSlotParams, response: { 200: invoiceDesignSchema } } },
    async (request) => {
      await removeDesignImage(ctx, request.params.id, request.auth!, request.params.slot);
      return invoiceDesignState(ctx.db, request.params.id);
    },
  );

  app.get<{ Params: DesignSlotParams }>(
    '/api/centres/:id/invoice-design/:slot/image',
    { config, schema: { tags, params: designSlotParams } },
    async (request, reply) => {
      const image = await designImageBytes(ctx.db, ctx.files, request.params.id, request.params.slot);
      return reply
        .header('content-type', image.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(image.data);
    },
  );

  app.post<{ Params: { id: string }; Body: DesignPreviewBody }>(
    '/api/centres/:id/invoice-design/preview',
    { config, schema: { tags, params: designParams, body: designPreviewBody } },
    async (request, reply) => {
      const centreId = request.params.id;
      const view = await samplePreviewView(ctx.db, centreId, request.body ?? {});
      withDesign(view, request.body?.plain ? NO_DESIGN : await loadInvoiceDesign(ctx.db, ctx.files, centreId));
      const pdf = await renderInvoicePdf(view).catch((err: unknown) => {
        if (err instanceof InvoicePdfError) throw conflict(err.code);
        // swissqrbill refuses an incomplete creditor address (the centre's address is missing a part).
        if (err instanceof Error && err.name === 'ValidationError') throw conflict('qrBillInvalid', { reason: err.message });
        throw err;
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        // Shown in the settings page's frame (a blob of this origin).
        .header('x-frame-options', 'SAMEORIGIN')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
        .header('content-disposition', 'inline; filename="invoice-design-preview.pdf"')
        .send(pdf);
    },
  );
}

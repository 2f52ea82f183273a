/**
 * POST /api/invoices/bulkInvoice (issue 11 §2, §6 pinned): the run is planned (groups fixed) and
 * queued; 202 {jobId}. The job reports to the centre's room (invoice_bulk_*, bulkId = jobId).
 * POST /api/invoices/getInvoicesAsBulkPDF (issue 11 §3): one PDF of the selected invoices, drawn
 * by a job (invoice_bulk_pdf_*); its finish event carries the signed link, and
 * GET /api/invoices/centre/{id}/bulk-pdf/{jobId} signs a fresh one while the file is kept.
 */
import type { FastifyInstance } from 'fastify';
import { planBulk } from '../../services/invoicing/bulk';
import { bulkInvoiceBody, bulkPdfBody, jobIdSchema, pdfTempLinkSchema, type BulkInvoiceBody, type BulkPdfBody } from '../../../shared/api/invoiceDocuments';
import { inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { invoices } from '../../db/schema';
import { notFound } from '../../errors';
import { bulkPdfFile, bulkPdfLink } from '../../services/invoicing/bulkPdf';
import { appointmentsInBody, invoicesInBody, MANAGERS, OWNER } from './invoiceAccess';

export async function invoiceBulkRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.post<{ Body: BulkInvoiceBody }>(
    '/api/invoices/bulkInvoice',
    { ...appointmentsInBody(app, OWNER), schema: { tags: ['invoices'], body: bulkInvoiceBody, response: { 202: jobIdSchema } } },
    async (request, reply) => {
      const plan = await planBulk(ctx.db, request.centreId as string, request.auth!.userId, request.body.appointments);
      // Policy 'standard' never drops a send (only singleton policies answer null).
      const jobId = (await ctx.jobs.send('invoice-bulk', plan)) as string;
      return reply.status(202).send({ jobId });
    },
  );

  app.post<{ Body: BulkPdfBody }>(
    '/api/invoices/getInvoicesAsBulkPDF',
    { ...invoicesInBody(app, 'invoiceIds', MANAGERS), schema: { tags: ['invoices'], body: bulkPdfBody, response: { 202: jobIdSchema } } },
    async (request, reply) => {
      const centreId = request.centreId as string;
      const ids = [...new Set(request.body.invoiceIds)];
      const found = await forCentre(ctx.db, centreId).select({ id: invoices.invoiceId }).from(invoices).where(inArray(invoices.invoiceId, ids));
      // Every invoice must be one of the centre's (another centre's is unknown here).
      if (found.length !== ids.length) throw notFound();
      const jobId = (await ctx.jobs.send('invoice-bulk-pdf', { centreId, userId: request.auth!.userId, invoiceIds: ids })) as string;
      return reply.status(202).send({ jobId });
    },
  );

  app.get<{ Params: { id: string; jobId: string } }>(
    '/api/invoices/centre/:id/bulk-pdf/:jobId',
    {
      config: { access: { centre: { from: 'params', key: 'id', roles: MANAGERS } } },
      schema: {
        tags: ['invoices'],
        params: { type: 'object', required: ['id', 'jobId'], properties: { id: { type: 'string', maxLength: 64 }, jobId: { type: 'string', maxLength: 64 } } },
        response: { 200: pdfTempLinkSchema },
      },
    },
    async (request) => {
      const centreId = request.centreId as string;
      if (!bulkPdfFile(ctx.config.dataDir, centreId, request.params.jobId)) throw notFound();
      return { pdfTempLink: bulkPdfLink({ pdfLinks: ctx.pdfLinks, publicUrl: ctx.config.publicUrl }, centreId, request.params.jobId) };
    },
  );
}

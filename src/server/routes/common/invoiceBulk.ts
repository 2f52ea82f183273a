/**
 * POST /api/invoices/bulkInvoice (issue 11 §2, §6 pinned): the run is planned (groups fixed) and
 * queued; 202 {jobId}. The job reports to the centre's room (invoice_bulk_*, bulkId = jobId).
 */
import type { FastifyInstance } from 'fastify';
import { planBulk } from '../../services/invoicing/bulk';
import { bulkInvoiceBody, jobIdSchema, type BulkInvoiceBody } from '../../../shared/api/invoiceDocuments';
import { appointmentsInBody, OWNER } from './invoiceAccess';

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
}

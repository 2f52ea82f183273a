/**
 * The tariff 590 wizard's calls (issue 11 §4): check and preview a draft before it exists,
 * create it, and the Tarif 590 form (or the client's second form) of a stored invoice through a
 * short-lived signed link like generatePDF's. Thin: services/invoicing owns the rules.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { conflict, notFound } from '../../errors';
import { responseSchema } from '../../records/bodySchemas';
import { InvoicePdfError } from '../../services/documents/invoicePdf/renderInvoicePdf';
import { renderTariff590FormPdf, secondFormNumber } from '../../services/documents/tariff590/tariff590FormPdf';
import { invoiceDef } from '../../services/invoicing/record';
import { tariff590DocumentOfInvoice } from '../../services/invoicing/tariff590Data';
import { buildDraft, checkResult } from '../../services/invoicing/tariff590Draft';
import { createTariff590Invoice } from '../../services/invoicing/tariff590Create';
import type { Tariff590Document } from '../../../shared/billing/tariff590Document';
import { pdfTempLinkSchema } from '../../../shared/api/invoiceDocuments';
import { tariff590CheckSchema, tariff590DraftBody, tariff590FormQuery, type Tariff590Draft, type Tariff590FormKind } from '../../../shared/api/tariff590Invoices';
import { plainJson } from './appointmentAccess';
import { invoiceById, invoiceCallerOf, MANAGERS, OWNER } from './invoiceAccess';

const tags = ['invoices'];
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;
const draftAccess = { access: { centre: { from: 'body' as const, key: 'centreId', roles: OWNER } } };

/** The form as PDF; a copy whose QR-bill no bank would take answers 409 with the reason. */
async function sendForm(reply: FastifyReply, doc: Tariff590Document, form: Tariff590FormKind) {
  const pdf = await renderTariff590FormPdf(doc, form).catch((err: unknown) => {
    if (err instanceof InvoicePdfError) throw conflict(err.code);
    if (err instanceof Error && err.name === 'ValidationError') throw conflict('qrBillInvalid', { reason: err.message });
    throw err;
  });
  const number = form === 'second' ? secondFormNumber(doc) : doc.invoice.number;
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    // Framed by the wizard's preview (same origin only).
    .header('x-frame-options', 'SAMEORIGIN')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
    .header('content-disposition', `inline; filename="${number.replace(/[^\w.-]/g, '_')}.pdf"`)
    .send(pdf);
}

export async function tariff590InvoiceRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post<{ Body: Tariff590Draft }>(
    '/api/tariff590/check',
    { config: draftAccess, schema: { tags, body: tariff590DraftBody, response: { 200: tariff590CheckSchema } } },
    async (request) => checkResult(await buildDraft(ctx.db, request.body)),
  );

  app.post<{ Body: Tariff590Draft; Querystring: { form: Tariff590FormKind } }>(
    '/api/tariff590/preview',
    { config: draftAccess, schema: { tags, body: tariff590DraftBody, querystring: tariff590FormQuery } },
    async (request, reply) => sendForm(reply, (await buildDraft(ctx.db, request.body)).document, request.query.form),
  );

  app.post<{ Body: Tariff590Draft }>(
    '/api/tariff590/invoices',
    { config: draftAccess, serializerCompiler: plainJson, schema: { tags, body: tariff590DraftBody, response: { 201: responseSchema(invoiceDef) } } },
    async (request, reply) => reply.status(201).send(await createTariff590Invoice(invoiceCallerOf(app, request), request.body)),
  );

  app.get<{ Params: { id: string }; Querystring: { form: Tariff590FormKind } }>(
    '/api/invoice/:id/tariff590Form',
    { ...invoiceById(app, MANAGERS), schema: { tags, params: idParams, querystring: tariff590FormQuery, response: { 200: pdfTempLinkSchema } } },
    async (request) => {
      const token = ctx.pdfLinks.sign({ centreId: request.centreId as string, id: request.params.id, kind: 'tariff590', ...(request.query.form === 'second' ? { second: true } : {}) });
      return { pdfTempLink: `${ctx.config.publicUrl}/api/tariff590-form?token=${token}` };
    },
  );

  // The link is the credential (signed, 5 minutes), like /api/invoice-pdf.
  app.get<{ Querystring: { token: string } }>(
    '/api/tariff590-form',
    { config: { access: 'public' }, schema: { tags, hide: true, querystring: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 1000 } } } } },
    async (request, reply) => {
      const target = ctx.pdfLinks.verify(request.query.token);
      if (!target || target.kind !== 'tariff590') throw notFound();
      return sendForm(reply, await tariff590DocumentOfInvoice(ctx.db, target.centreId, target.id), target.second ? 'second' : 'original');
    },
  );
}

/**
 * The invoice calls (behaviour.md §7 "Invoices"; issue 11 §1, §2 single, §6 pinned): create from
 * appointments, read, edit, reorder lines, change status, mark sent, delete, a client's invoices,
 * the centre's list and figures. Thin: the invoicing service owns the rules and transactions.
 */
import type { FastifyInstance } from 'fastify';
import { responseSchema } from '../../records/bodySchemas';
import { createInvoice } from '../../services/invoicing/create';
import { updateInvoice, updatePositions, type InvoiceEdit } from '../../services/invoicing/edit';
import { changeInvoiceStatus, deleteInvoices } from '../../services/invoicing/lifecycle';
import { sendInvoices } from '../../services/invoicing/send';
import { kickOutbox } from '../../services/outbox/outboxKick';
import { contactInvoices, getInvoice, invoiceStatistic, listInvoices, type InvoiceListQuery } from '../../services/invoicing/read';
import { invoiceDef } from '../../services/invoicing/record';
import {
  deleteInvoicesBody,
  invoiceLineEdit,
  invoiceStatisticSchema,
  invoiceStatusBody,
  markSentBody,
  singleInvoiceBody,
  updatePositionBody,
  type DeleteInvoicesBody,
  type InvoiceStatusBody,
  type MarkSentBody,
  type SingleInvoiceBody,
  type UpdatePositionBody,
} from '../../../shared/api/invoices';
import { plainJson } from './appointmentAccess';
import { appointmentsInBody, contactById, invoiceById, invoiceCallerOf, invoicesInBody, MANAGERS, OWNER } from './invoiceAccess';

const tags = ['invoices'];
const record = responseSchema(invoiceDef);
const records = { type: 'array', items: record } as const;
const idString = { type: 'string', maxLength: 64 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: idString } } as const;
const date = { type: 'string', format: 'date' } as const;
const schemaProps = invoiceDef.schema.properties as Record<string, object>;

/** PUT body: what may change while UNPROCESSED (the record's header, the lines' texts, quantities and prices, deadline, number). */
const putBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    header: schemaProps.header,
    items: { type: 'array', minItems: 1, maxItems: 500, items: invoiceLineEdit },
    paymentDeadline: date,
    number: { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' },
  },
} as const;

const centreAccess = (roles: typeof OWNER) => ({ access: { centre: { from: 'params' as const, key: 'id', roles } } });

export async function invoiceRoutes(app: FastifyInstance) {
  const caller = (request: Parameters<typeof invoiceCallerOf>[1]) => invoiceCallerOf(app, request);

  app.post<{ Body: SingleInvoiceBody }>(
    '/api/invoices/singleInvoice',
    { ...appointmentsInBody(app, OWNER), serializerCompiler: plainJson, schema: { tags, body: singleInvoiceBody, response: { 200: record, 201: record } } },
    async (request, reply) => {
      const c = caller(request);
      const { invoice, created } = await createInvoice(c, { centreId: c.centreId, appointmentIds: request.body.appointments, auth: c.auth });
      return reply.status(created ? 201 : 200).send(invoice);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/invoices/:id',
    { ...invoiceById(app, MANAGERS), serializerCompiler: plainJson, schema: { tags, params: idParams, response: { 200: record } } },
    async (request) => getInvoice(caller(request), request.params.id),
  );

  app.put<{ Params: { id: string }; Body: InvoiceEdit }>(
    '/api/invoices/:id',
    { ...invoiceById(app, OWNER), serializerCompiler: plainJson, schema: { tags, params: idParams, body: putBody, response: { 200: record } } },
    async (request) => updateInvoice(caller(request), request.params.id, request.body),
  );

  app.patch<{ Params: { id: string }; Body: UpdatePositionBody }>(
    '/api/invoices/:id/update-position',
    { ...invoiceById(app, OWNER), serializerCompiler: plainJson, schema: { tags, params: idParams, body: updatePositionBody, response: { 200: record } } },
    async (request) => updatePositions(caller(request), request.params.id, request.body.itemIds),
  );

  app.patch<{ Params: { id: string }; Body: InvoiceStatusBody }>(
    '/api/invoices/:id/status',
    { ...invoiceById(app, OWNER), serializerCompiler: plainJson, schema: { tags, params: idParams, body: invoiceStatusBody, response: { 200: record } } },
    async (request) => changeInvoiceStatus(caller(request), request.params.id, request.body.status),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/invoices/:id',
    { ...invoiceById(app, OWNER), serializerCompiler: plainJson, schema: { tags, params: idParams, response: { 200: record } } },
    async (request) => (await deleteInvoices(caller(request), [request.params.id]))[0],
  );

  app.delete<{ Body: DeleteInvoicesBody }>(
    '/api/invoices/deleteInvoice',
    { ...invoicesInBody(app, 'ids', OWNER), serializerCompiler: plainJson, schema: { tags, body: deleteInvoicesBody, response: { 200: records } } },
    async (request) => deleteInvoices(caller(request), request.body.ids),
  );

  app.get<{ Params: { contactId: string } }>(
    '/api/invoices/consumer/:contactId',
    {
      ...contactById(app, MANAGERS),
      serializerCompiler: plainJson,
      schema: { tags, params: { type: 'object', required: ['contactId'], properties: { contactId: idString } }, response: { 200: records } },
    },
    async (request) => contactInvoices(caller(request), request.params.contactId),
  );

  app.get<{ Params: { id: string }; Querystring: InvoiceListQuery }>(
    '/api/invoices/centre/:id/getAllFromCentre',
    {
      config: centreAccess(MANAGERS),
      serializerCompiler: plainJson,
      schema: {
        tags,
        params: idParams,
        querystring: {
          type: 'object',
          properties: Object.fromEntries(['sort', 'range', 'filter', 'status', 'contactId', 'providerId', 'from', 'to'].map((k) => [k, { type: 'string', maxLength: 2000 }])),
        },
        response: { 200: records },
      },
    },
    async (request, reply) => {
      const { records: page, start, total } = await listInvoices(caller(request), request.query);
      const range = page.length > 0 ? `${start}-${start + page.length - 1}` : '*';
      return reply.header('Content-Range', `invoices ${range}/${total}`).header('Access-Control-Expose-Headers', 'Content-Range').send(page);
    },
  );

  const statisticQuery = { userId: { type: 'string', format: 'uuid' }, startDate: date } as const;

  app.get<{ Querystring: { clinicId: string; userId?: string; startDate?: string } }>(
    '/api/invoice-statistic',
    {
      config: { access: { centre: { from: 'query', key: 'clinicId', roles: MANAGERS } } },
      schema: { tags, querystring: { type: 'object', required: ['clinicId'], properties: { clinicId: idString, ...statisticQuery } }, response: { 200: invoiceStatisticSchema } },
    },
    async (request) => invoiceStatistic(caller(request), request.query),
  );

  app.get<{ Params: { id: string }; Querystring: { userId?: string; startDate?: string } }>(
    '/api/invoices/centre/:id/getStatisticFromCentre',
    { config: centreAccess(MANAGERS), schema: { tags, params: idParams, querystring: { type: 'object', properties: statisticQuery }, response: { 200: invoiceStatisticSchema } } },
    async (request) => invoiceStatistic(caller(request), request.query),
  );

  app.post<{ Params: { id: string }; Body: MarkSentBody }>(
    '/api/sent-invoices/clinic/:id',
    { config: centreAccess(MANAGERS), serializerCompiler: plainJson, schema: { tags, params: idParams, body: markSentBody, response: { 200: records } } },
    async (request) => {
      const { invoices, emailed } = await sendInvoices(caller(request), request.body);
      if (emailed > 0) kickOutbox(app.ctx);
      return invoices;
    },
  );
}

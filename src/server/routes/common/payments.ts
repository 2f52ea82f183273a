/**
 * The payment calls (behaviour.md §7 "Payments": payments of a centre, create, update, delete,
 * refreshInvoiceStatus; §7 Contacts: a contact's payments getter). Paths follow the invoice calls'
 * style (the spec does not show them). Thin: services/payments owns the rules and transactions.
 */
import type { FastifyInstance } from 'fastify';
import { contactPayments, listPayments, type ListQuery } from '../../services/payments/paymentReads';
import { createPayment, deletePayment, refreshInvoiceStatus, updatePayment } from '../../services/payments/paymentWrites';
import { responseSchema } from '../../records/bodySchemas';
import { invoiceDef } from '../../services/invoicing/record';
import { contactPaymentsSchema, createPaymentBody, paymentSchema, updatePaymentBody, type CreatePaymentBody, type UpdatePaymentBody } from '../../../shared/api/payments';
import { plainJson } from './appointmentAccess';
import { contactById, invoiceById, invoiceCallerOf, MANAGERS } from './invoiceAccess';
import { centreInBody, centreInParams, paymentById } from './paymentAccess';

const tags = ['payments'];
const idString = { type: 'string', maxLength: 64 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: idString } } as const;
export const listQuery = { type: 'object', properties: Object.fromEntries(['sort', 'range', 'filter'].map((k) => [k, { type: 'string', maxLength: 2000 }])) } as const;

export async function paymentRoutes(app: FastifyInstance) {
  const caller = (request: Parameters<typeof invoiceCallerOf>[1]) => invoiceCallerOf(app, request);

  app.get<{ Params: { id: string }; Querystring: ListQuery }>(
    '/api/payments/centre/:id',
    { config: centreInParams, schema: { tags, params: idParams, querystring: listQuery, response: { 200: { type: 'array', items: paymentSchema } } } },
    async (request, reply) => {
      const { records, start, total } = await listPayments(caller(request), request.query);
      const range = records.length > 0 ? `${start}-${start + records.length - 1}` : '*';
      return reply.header('Content-Range', `payments ${range}/${total}`).header('Access-Control-Expose-Headers', 'Content-Range').send(records);
    },
  );

  app.post<{ Body: CreatePaymentBody }>('/api/payments', { config: centreInBody, schema: { tags, body: createPaymentBody, response: { 201: paymentSchema } } }, async (request, reply) =>
    reply.status(201).send(await createPayment(caller(request), request.body)),
  );

  app.patch<{ Params: { id: string }; Body: UpdatePaymentBody }>(
    '/api/payments/:id',
    { ...paymentById(app), schema: { tags, params: idParams, body: updatePaymentBody, response: { 200: paymentSchema } } },
    async (request) => updatePayment(caller(request), request.params.id, request.body),
  );

  // Never a silent delete: the answer is the reversal written in its place.
  app.delete<{ Params: { id: string } }>('/api/payments/:id', { ...paymentById(app), schema: { tags, params: idParams, response: { 200: paymentSchema } } }, async (request) =>
    deletePayment(caller(request), request.params.id),
  );

  app.post<{ Params: { id: string } }>(
    '/api/payments/refreshInvoiceStatus/:id',
    { ...invoiceById(app, MANAGERS), serializerCompiler: plainJson, schema: { tags, params: idParams, response: { 200: responseSchema(invoiceDef) } } },
    async (request) => refreshInvoiceStatus(caller(request), request.params.id),
  );

  app.get<{ Params: { contactId: string } }>(
    '/api/payments/consumer/:contactId',
    { ...contactById(app, MANAGERS), schema: { tags, params: { type: 'object', required: ['contactId'], properties: { contactId: idString } }, response: { 200: contactPaymentsSchema } } },
    async (request) => contactPayments(caller(request), request.params.contactId),
  );
}

/**
 * The bank-file calls (behaviour.md §7 "Transactions": list, open list, import, process, delete;
 * wording.md §4 reject). `POST /api/transactions/import` with `{centreId, xmlString}` is pinned
 * (issue 12 §4): 200 with the counts of the file's entries.
 */
import type { FastifyInstance } from 'fastify';
import { listTransactions, type ListQuery } from '../../services/payments/paymentReads';
import { importTransactions } from '../../services/payments/transactions/importFile';
import { deleteTransaction, processTransactions, rejectTransaction } from '../../services/payments/transactions/reviewEntries';
import { CAMT_MAX_BYTES } from '../../services/camt/camtError';
import { importSummarySchema, importTransactionsBody, processTransactionsBody, transactionSchema, type ImportTransactionsBody, type ProcessTransactionsBody } from '../../../shared/api/payments';
import { invoiceCallerOf } from './invoiceAccess';
import { centreInBody, centreInParams, transactionById } from './paymentAccess';
import { listQuery } from './payments';

const tags = ['transactions'];
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;
const list = { type: 'array', items: transactionSchema } as const;

export async function transactionRoutes(app: FastifyInstance) {
  const caller = (request: Parameters<typeof invoiceCallerOf>[1]) => invoiceCallerOf(app, request);

  for (const [path, openOnly] of [
    ['/api/transactions/centre/:id', false],
    ['/api/transactions/centre/:id/open', true],
  ] as const) {
    app.get<{ Params: { id: string }; Querystring: ListQuery }>(path, { config: centreInParams, schema: { tags, params: idParams, querystring: listQuery, response: { 200: list } } }, async (request, reply) => {
      const { records, start, total } = await listTransactions(caller(request), request.query, openOnly);
      const range = records.length > 0 ? `${start}-${start + records.length - 1}` : '*';
      return reply.header('Content-Range', `transactions ${range}/${total}`).header('Access-Control-Expose-Headers', 'Content-Range').send(records);
    });
  }

  app.post<{ Body: ImportTransactionsBody }>(
    '/api/transactions/import',
    // Room for a file at the parser's limit as a JSON string (escapes); a bigger file is camtTooLarge from the parser.
    { config: centreInBody, bodyLimit: 2 * CAMT_MAX_BYTES, schema: { tags, body: importTransactionsBody, response: { 200: importSummarySchema } } },
    async (request) => importTransactions(caller(request), request.body.xmlString),
  );

  app.post<{ Body: ProcessTransactionsBody }>('/api/transactions/process', { config: centreInBody, schema: { tags, body: processTransactionsBody, response: { 200: list } } }, async (request) =>
    processTransactions(caller(request), request.body),
  );

  app.post<{ Params: { id: string } }>('/api/transactions/:id/reject', { ...transactionById(app), schema: { tags, params: idParams, response: { 200: transactionSchema } } }, async (request) =>
    rejectTransaction(caller(request), request.params.id),
  );

  app.delete<{ Params: { id: string } }>('/api/transactions/:id', { ...transactionById(app), schema: { tags, params: idParams, response: { 200: transactionSchema } } }, async (request) =>
    deleteTransaction(caller(request), request.params.id),
  );
}

/**
 * The services performed at an appointment and its invoice status (behaviour.md §7: PATCH
 * /{id}/add-items, edit-item, remove-item, update-invoice-status), which invoicing bills.
 */
import type { FastifyInstance } from 'fastify';
import { responseSchema } from '../../records/bodySchemas';
import { appointmentDef } from '../../services/appointments/record';
import { addItems, editItem, removeItem, MAX_ITEMS, type ItemInput } from '../../services/appointments/items';
import { INVOICE_STATUSES, setInvoiceStatus } from '../../services/appointments/lifecycle';
import { appointmentById, callerOf, idParams, plainJson } from './appointmentAccess';

const tags = ['appointments'];
const uuid = { type: 'string', format: 'uuid' } as const;
const itemFields = { service_fk: uuid, count: { type: 'number', exclusiveMinimum: 0, maximum: 10000 }, ppu: { type: 'integer', minimum: 0, maximum: 2000000000 } } as const;
const record = responseSchema(appointmentDef);
const body = (properties: object, required: string[]) => ({ type: 'object', additionalProperties: false, required, properties });

export async function appointmentItemRoutes(app: FastifyInstance) {
  const opts = (schemaBody: object) => ({ ...appointmentById(app), serializerCompiler: plainJson, schema: { tags, params: idParams, body: schemaBody, response: { 200: record } } });

  app.patch<{ Params: { id: string }; Body: { items: (ItemInput & { service_fk: string })[] } }>(
    '/api/appointments/:id/add-items',
    opts(body({ items: { type: 'array', minItems: 1, maxItems: MAX_ITEMS, items: body(itemFields, ['service_fk']) } }, ['items'])),
    async (request) => addItems(callerOf(app, request), request.params.id, request.body.items),
  );

  app.patch<{ Params: { id: string }; Body: ItemInput & { item_id: string } }>(
    '/api/appointments/:id/edit-item',
    opts(body({ item_id: uuid, ...itemFields }, ['item_id'])),
    async (request) => {
      const { item_id: itemId, ...change } = request.body;
      return editItem(callerOf(app, request), request.params.id, itemId, change);
    },
  );

  app.patch<{ Params: { id: string }; Body: { item_id: string } }>(
    '/api/appointments/:id/remove-item',
    opts(body({ item_id: uuid }, ['item_id'])),
    async (request) => removeItem(callerOf(app, request), request.params.id, request.body.item_id),
  );

  app.patch<{ Params: { id: string }; Body: { status: (typeof INVOICE_STATUSES)[number] } }>(
    '/api/appointments/:id/update-invoice-status',
    opts(body({ status: { enum: [...INVOICE_STATUSES] } }, ['status'])),
    async (request) => setInvoiceStatus(callerOf(app, request), request.params.id, request.body.status),
  );
}

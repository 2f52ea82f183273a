/**
 * The centre's audit log, for its owners and admins (DSV Art. 4: readable only by those who
 * check data protection): GET /api/centres/{id}/audit-events (simple-rest list) and
 * GET /api/centres/{id}/audit-events/verify (the hash chain recomputed, from the retention
 * checkpoint when old events were removed).
 */
import type { FastifyInstance } from 'fastify';
import { centreIdParams, centreManager } from '../../services/centres/routeAccess';
import { verifyAuditChain } from '../../services/audit/auditChain';
import { listAuditEvents, type AuditListQuery } from '../../services/audit/listAuditEvents';

const tags = ['audit'];
type IdParams = { Params: { id: string } };

const eventSchema = {
  type: 'object',
  required: ['id', 'at', 'action', 'object_type'],
  properties: {
    id: { type: 'integer' },
    at: { type: 'string' },
    centre_id: { type: ['string', 'null'] },
    user_id: { type: ['string', 'null'] },
    user_name: { type: ['string', 'null'] },
    role: { type: ['string', 'null'] },
    action: { type: 'string' },
    object_type: { type: 'string' },
    object_id: { type: ['string', 'null'] },
    detail: { type: 'object', additionalProperties: true },
  },
} as const;

export async function auditEventRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get<IdParams & { Querystring: AuditListQuery }>(
    '/api/centres/:id/audit-events',
    {
      config: { access: centreManager },
      schema: {
        tags,
        params: centreIdParams,
        querystring: { type: 'object', properties: { sort: { type: 'string' }, range: { type: 'string' }, filter: { type: 'string' } } },
        response: { 200: { type: 'array', items: eventSchema } },
      },
    },
    async (request, reply) => {
      const { events, offset, total } = await listAuditEvents(ctx.db, request.params.id, request.query);
      const range = events.length > 0 ? `${offset}-${offset + events.length - 1}` : '*';
      return reply
        .header('Content-Range', `audit-events ${range}/${total}`)
        .header('Access-Control-Expose-Headers', 'Content-Range')
        .header('cache-control', 'no-store')
        .send(events);
    },
  );

  app.get<IdParams>(
    '/api/centres/:id/audit-events/verify',
    {
      config: { access: centreManager },
      schema: {
        tags,
        params: centreIdParams,
        response: {
          200: {
            type: 'object',
            required: ['ok', 'checked', 'brokenAt', 'purged'],
            properties: {
              ok: { type: 'boolean' },
              checked: { type: 'integer' },
              brokenAt: { type: ['integer', 'null'] },
              // Removed by the retention job; checking starts at their checkpoint.
              purged: { type: 'integer' },
            },
          },
        },
      },
    },
    async (request) => verifyAuditChain(ctx.db, request.params.id),
  );
}

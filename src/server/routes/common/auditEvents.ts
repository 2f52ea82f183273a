/**
 * The centre's audit log, for its owners and admins (DSV Art. 4: readable only by those who
 * check data protection): GET /api/centres/{id}/audit-events (simple-rest list) and
 * GET /api/centres/{id}/audit-events/verify (the hash chain recomputed, from the retention
 * checkpoint when old events were removed).
 */
import type { FastifyInstance } from 'fastify';
import { centreManager } from '../../services/centres/routeAccess';
import { centreIdParams } from '../../../shared/api/centres';
import { verifyAuditChain } from '../../services/audit/auditChain';
import { listAuditEvents } from '../../services/audit/listAuditEvents';
import { auditEventSchema, auditListQuery, chainReportSchema } from '../../../shared/api/auditEvents';
import { typedRoutes } from '../typedRoutes';

const tags = ['audit'];
export async function auditEventRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;

  app.get(
    '/api/centres/:id/audit-events',
    {
      config: { access: centreManager },
      schema: {
        tags,
        params: centreIdParams,
        querystring: auditListQuery,
        response: { 200: { type: 'array', items: auditEventSchema } },
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

  app.get(
    '/api/centres/:id/audit-events/verify',
    {
      config: { access: centreManager },
      schema: {
        tags,
        params: centreIdParams,
        response: { 200: chainReportSchema },
      },
    },
    async (request) => verifyAuditChain(ctx.db, request.params.id),
  );
}

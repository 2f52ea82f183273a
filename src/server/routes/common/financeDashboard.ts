/** The finance dashboard (issue 12 §3): one call with every figure. Money is the managers' (as invoices and payments). */
import type { FastifyInstance } from 'fastify';
import { financeDashboard } from '../../services/finances/financeDashboard';
import { financeDashboardParams, financeDashboardQuery, financeDashboardSchema } from '../../../shared/api/financeDashboard';
import { typedRoutes } from '../typedRoutes';
import { centreInParams } from './paymentAccess';

const tags = ['finances'];

export async function financeDashboardRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  app.get(
    '/api/finances/centre/:id/dashboard',
    { config: centreInParams, schema: { tags, params: financeDashboardParams, querystring: financeDashboardQuery, response: { 200: financeDashboardSchema } } },
    async (request) => financeDashboard(app.ctx.db, request.params.id, request.query),
  );
}

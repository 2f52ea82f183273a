/** Dashboard statistics (behaviour.md §9, issue 9 §7): one call per period. */
import type { FastifyInstance } from 'fastify';
import { centreMember } from '../../services/centres/routeAccess';
import { appointmentStatistics } from '../../services/statistics/appointmentStatistics';
import { centreIdParams } from '../../../shared/api/centres';
import { appointmentStatisticsSchema, statisticsQuery } from '../../../shared/api/statistics';
import { typedRoutes } from '../typedRoutes';

const tags = ['statistics'];

export async function statisticsRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;

  // Every member may ask; the service narrows the practice's figures to those who may see colleagues' appointments.
  app.get(
    '/api/centres/:id/statistics/appointments',
    { config: { access: centreMember }, schema: { tags, params: centreIdParams, querystring: statisticsQuery, response: { 200: appointmentStatisticsSchema } } },
    async (request) => appointmentStatistics(ctx.db, request.auth!, request.params.id, request.query),
  );
}

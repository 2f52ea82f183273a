/**
 * GET /booking-api/public/widgets/{id}: a booking widget's look for the embed script, which runs
 * on the practice's own website — so any origin may read it (no credentials, nothing private).
 */
import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '../typedRoutes';
import { publicWidget } from '../../services/bookingWidgets/publicWidget';
import { publicWidgetParams, publicWidgetQuery, publicWidgetSchema } from '../../../shared/api/publicWidget';

export async function publicWidgetRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = fastify;
  app.get(
    '/public/widgets/:id',
    { config: { access: 'public' }, schema: { tags: ['public booking'], params: publicWidgetParams, querystring: publicWidgetQuery, response: { 200: publicWidgetSchema } } },
    async (request, reply) => {
      // Set before the lookup, so a 404 reaches the host page's script too (it then draws nothing).
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin').header('cache-control', 'no-cache');
      return publicWidget(ctx.db, request.params.id, request.query.lang);
    },
  );
}

/**
 * The public booking API (issue 10 §4): no staff token, pinned. The centre's profile and the
 * free slots; both answer 404 for a centre that is unknown or has online booking switched off.
 */
import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '../typedRoutes';
import { publicProfile } from '../../services/publicBooking/publicProfile';
import { publicSlots } from '../../services/publicBooking/publicSlots';
import { publicCentreParams, publicCentreSchema, publicLanguageQuery, slotsQuerySchema, slotsReplySchema } from '../../../shared/api/publicBooking';

const tags = ['public booking'];

export async function publicBookingRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = fastify;

  app.get(
    '/public/centres/:cid',
    { config: { access: 'public' }, schema: { tags, params: publicCentreParams, querystring: publicLanguageQuery, response: { 200: publicCentreSchema } } },
    async (request) => publicProfile(ctx.db, request.params.cid, request.query.lang),
  );

  app.get(
    '/public/centres/:cid/slots',
    { config: { access: 'public' }, schema: { tags, params: publicCentreParams, querystring: slotsQuerySchema, response: { 200: slotsReplySchema } } },
    async (request) => publicSlots(ctx.db, request.params.cid, request.query),
  );
}

/**
 * The waitlist as staff see it (issue 10 §6): `GET /api/waitlist?centreId[&status]`, `DELETE
 * /api/waitlist/{id}?centreId`, and `POST /api/waitlist/offer-now?centreId` (offers free slots to
 * the line at once instead of at the next change). Any member of the centre.
 */
import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '../typedRoutes';
import { kickOutbox } from '../../services/outbox/outboxKick';
import { listWaitlist, removeEntry } from '../../services/waitlist/staff';
import { offerFreedSlots } from '../../services/waitlist/offers';
import { waitlistEntrySchema, waitlistListQuery, waitlistListReply } from '../../../shared/api/waitlist';

const tags = ['waitlist'];
const centreQuery = { type: 'object', additionalProperties: false, required: ['centreId'], properties: { centreId: { type: 'string', format: 'uuid' } } } as const;
const idParams = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const offeredReply = { type: 'object', additionalProperties: false, required: ['offered'], properties: { offered: { type: 'integer' } } } as const;
const access = { centre: { from: 'query', key: 'centreId' } } as const;

export async function waitlistRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = fastify;

  app.get('/api/waitlist', { config: { access }, schema: { tags, querystring: waitlistListQuery, response: { 200: waitlistListReply } } }, async (request) =>
    listWaitlist(ctx.db, request.query.centreId, request.query.status),
  );

  app.delete('/api/waitlist/:id', { config: { access }, schema: { tags, params: idParams, querystring: centreQuery, response: { 200: waitlistEntrySchema } } }, async (request) =>
    removeEntry(ctx.db, request.auth!, request.query.centreId, request.params.id),
  );

  app.post('/api/waitlist/offer-now', { config: { access }, schema: { tags, querystring: centreQuery, response: { 200: offeredReply } } }, async (request) => {
    const offered = await offerFreedSlots(ctx.db, request.query.centreId, ctx.config.publicUrl);
    kickOutbox(ctx);
    return { offered };
  });
}

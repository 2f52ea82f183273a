/**
 * The public waitlist (issue 10 §6) under /booking-api/public: join with a verified phone, and
 * the offer link's view, decline and accept. No staff token; limited per IP like the bookings.
 */
import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '../typedRoutes';
import { kickOutbox } from '../../services/outbox/outboxKick';
import { routeRateLimit } from '../../services/auth/rateLimits';
import { publicBookingRateLimits } from '../../services/publicBooking/rateLimits';
import { joinWaitlist } from '../../services/waitlist/join';
import { declineOffer, offerView } from '../../services/waitlist/offerLink';
import { acceptOffer } from '../../services/waitlist/accept';
import { okSchema } from '../../../shared/api/fields';
import { bookingReplySchema, manageParams as offerTokenParams, publicCentreParams } from '../../../shared/api/publicBooking';
import { acceptOfferBody, joinWaitlistBody, joinWaitlistReply, waitlistOfferSchema } from '../../../shared/api/waitlist';
import { toLanguage } from '../../../shared/languages';

const tags = ['public booking'];

export async function publicWaitlistRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = fastify;
  const limits = publicBookingRateLimits(fastify);

  app.post(
    '/public/centres/:cid/waitlist',
    {
      config: { access: 'public', rateLimit: routeRateLimit('public-booking', limits.bookingPerIp) },
      schema: { tags, params: publicCentreParams, body: joinWaitlistBody, response: { 201: joinWaitlistReply } },
    },
    async (request, reply) => {
      const language = toLanguage(request.body.lang ?? request.headers['accept-language']);
      const joined = await joinWaitlist(ctx.db, request.params.cid, request.body, language);
      return reply.code(201).send(joined);
    },
  );

  app.get(
    '/public/waitlist/offer/:token',
    { config: { access: 'public', rateLimit: routeRateLimit('public-manage', limits.managePerIp) }, schema: { tags, params: offerTokenParams, response: { 200: waitlistOfferSchema } } },
    async (request) => offerView(ctx.db, request.params.token),
  );

  app.post(
    '/public/waitlist/offer/:token/accept',
    {
      config: { access: 'public', rateLimit: routeRateLimit('public-booking', limits.bookingPerIp) },
      schema: { tags, params: offerTokenParams, body: acceptOfferBody, response: { 201: bookingReplySchema } },
    },
    async (request, reply) => {
      const { db, events, jobs, config } = ctx;
      const booked = await acceptOffer({ db, events, jobs, publicUrl: config.publicUrl }, request.params.token, request.body?.note);
      kickOutbox(ctx);
      return reply.code(201).send(booked);
    },
  );

  app.post(
    '/public/waitlist/offer/:token/decline',
    { config: { access: 'public', rateLimit: routeRateLimit('public-manage', limits.managePerIp) }, schema: { tags, params: offerTokenParams, response: { 200: okSchema } } },
    async (request) => {
      const centreId = await declineOffer(ctx.db, request.params.token);
      await ctx.jobs.send('waitlist-offer', { centreId }, { singletonKey: centreId });
      kickOutbox(ctx);
      return { ok: true };
    },
  );
}

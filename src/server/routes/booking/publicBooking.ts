/**
 * The public booking API (issue 10 §4): no staff token, pinned. The centre's profile and the
 * free slots; both answer 404 for a centre that is unknown or has online booking switched off.
 * The SMS code that verifies a patient's phone before a booking is written.
 */
import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '../typedRoutes';
import { kickOutbox } from '../../services/outbox/outboxKick';
import { extraLimiter, routeRateLimit } from '../../services/auth/rateLimits';
import { issuePhoneCode, smsPhoneOf } from '../../services/publicBooking/phoneVerification';
import { publicBookingRateLimits } from '../../services/publicBooking/rateLimits';
import { publicProfile } from '../../services/publicBooking/publicProfile';
import { publicSlots } from '../../services/publicBooking/publicSlots';
import { okSchema } from '../../../shared/api/fields';
import { toLanguage } from '../../../shared/languages';
import { phoneCodeBody, publicCentreParams, publicCentreSchema, publicLanguageQuery, slotsQuerySchema, slotsReplySchema } from '../../../shared/api/publicBooking';

const tags = ['public booking'];

export async function publicBookingRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = fastify;
  const limits = publicBookingRateLimits(fastify);
  // Keyed by the E.164 number, so "079 …" and "+4179…" count as the one phone they are.
  const codesPerPhone = extraLimiter(fastify, 'public-phone-code-phone', limits.phoneCodePerPhone, (request) => smsPhoneOf(request.body as { countryPhone: string; phone: string }));

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

  app.post(
    '/public/verification-codes',
    {
      config: { access: 'public', rateLimit: routeRateLimit('public-phone-code-ip', limits.phoneCodePerIp) },
      schema: { tags, body: phoneCodeBody, response: { 200: okSchema } },
    },
    async (request, reply) => {
      // An invalid or non-SMS number is refused before it counts against anyone's limit.
      smsPhoneOf(request.body);
      await codesPerPhone(request, reply);
      const language = toLanguage(request.body.lang ?? request.headers['accept-language']);
      await ctx.db.transaction((tx) => issuePhoneCode(tx, request.body, language));
      kickOutbox(ctx);
      return { ok: true };
    },
  );
}

/**
 * The public booking API (issue 10 §4): no staff token, pinned. The centre's profile and the
 * free slots; both answer 404 for a centre that is unknown or has online booking switched off.
 * The SMS code that verifies a patient's phone, the booking itself, and the patient's manage
 * link (see, cancel, move, add to calendar). Every write is rate limited per IP.
 */
import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '../typedRoutes';
import { kickOutbox } from '../../services/outbox/outboxKick';
import { extraLimiter, routeRateLimit } from '../../services/auth/rateLimits';
import { issuePhoneCode, smsPhoneOf } from '../../services/publicBooking/phoneVerification';
import { publicBookingRateLimits } from '../../services/publicBooking/rateLimits';
import { publicProfile } from '../../services/publicBooking/publicProfile';
import { publicSlots } from '../../services/publicBooking/publicSlots';
import { bookOnline } from '../../services/publicBooking/book';
import { cancelOnline, findManaged, managedView, moveOnline } from '../../services/publicBooking/manage';
import { bookingCalendarText } from '../../services/publicBooking/manageCalendar';
import { manageUrl } from '../../services/publicBooking/manageToken';
import type { PublicBookingDeps } from '../../services/publicBooking/onlineChange';
import { okSchema } from '../../../shared/api/fields';
import { toLanguage } from '../../../shared/languages';
import {
  bookingBody,
  bookingReplySchema,
  manageCancelReplySchema,
  managedBookingSchema,
  manageMoveBody,
  manageParams,
  phoneCodeBody,
  publicCentreParams,
  publicCentreSchema,
  publicLanguageQuery,
  slotsQuerySchema,
  slotsReplySchema,
} from '../../../shared/api/publicBooking';

const tags = ['public booking'];

export async function publicBookingRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = fastify;
  const limits = publicBookingRateLimits(fastify);
  // Keyed by the E.164 number, so "079 …" and "+4179…" count as the one phone they are.
  const deps: PublicBookingDeps = { db: ctx.db, events: ctx.events, jobs: ctx.jobs, publicUrl: ctx.config.publicUrl };
  const manageLimit = routeRateLimit('public-manage', limits.managePerIp);
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

  app.post(
    '/public/centres/:cid/appointments',
    {
      config: { access: 'public', rateLimit: routeRateLimit('public-booking', limits.bookingPerIp) },
      schema: { tags, params: publicCentreParams, body: bookingBody, response: { 201: bookingReplySchema } },
    },
    async (request, reply) => {
      const booked = await bookOnline(deps, request.params.cid, request.body, request.headers['accept-language']);
      kickOutbox(ctx);
      return reply.code(201).send(booked);
    },
  );

  app.get(
    '/public/manage/:token',
    { config: { access: 'public', rateLimit: manageLimit }, schema: { tags, params: manageParams, response: { 200: managedBookingSchema } } },
    async (request) => managedView(ctx.db, await findManaged(ctx.db, request.params.token)),
  );

  app.post(
    '/public/manage/:token/cancel',
    { config: { access: 'public', rateLimit: manageLimit }, schema: { tags, params: manageParams, response: { 200: manageCancelReplySchema } } },
    async (request) => {
      const result = await cancelOnline(deps, request.params.token);
      kickOutbox(ctx);
      return result;
    },
  );

  app.post(
    '/public/manage/:token/move',
    { config: { access: 'public', rateLimit: manageLimit }, schema: { tags, params: manageParams, body: manageMoveBody, response: { 200: managedBookingSchema } } },
    async (request) => {
      const result = await moveOnline(deps, request.params.token, request.body);
      kickOutbox(ctx);
      return result;
    },
  );

  app.get(
    '/public/manage/:token/ics',
    { config: { access: 'public', rateLimit: manageLimit }, schema: { tags, params: manageParams } },
    async (request, reply) => {
      const m = await findManaged(ctx.db, request.params.token);
      const view = await managedView(ctx.db, m);
      const text = bookingCalendarText(view, { appointmentId: m.row.appointmentId, timeZone: m.timeZone, publicUrl: ctx.config.publicUrl, manageUrl: manageUrl(ctx.config.publicUrl, request.params.token) });
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'attachment; filename="appointment.ics"').header('cache-control', 'no-store').send(text);
    },
  );
}

/**
 * Calendar feeds (issue 9 §7): a therapist manages the private link of their feed in a centre
 * (`/api/providers/{pid}/centres/{cid}/ics-feed`, `pid` the user id; owners and admins for any
 * therapist, as on the integrations page), and calendar apps fetch `/api/ics/{token}.ics`
 * without a session: the token is the key, rate-limited per address like the other public routes.
 */
import type { FastifyInstance } from 'fastify';
import type { Access, AuthContext } from '../../access/accessRules';
import { notFound } from '../../errors';
import { routeRateLimit, type LimitWindow } from '../../services/auth/rateLimits';
import { createFeed, feedOwner, readFeed, revokeFeed, updateFeed } from '../../services/icsFeeds/feedSettings';
import { feedText } from '../../services/icsFeeds/feedContent';
import { createIcsFeedBody, icsFeedCreatedReply, icsFeedParams, icsFeedReply, icsTokenParams, updateIcsFeedBody } from '../../../shared/api/icsFeeds';
import { typedRoutes } from '../typedRoutes';

const tags = ['providers'];
/** Any member of the centre passes here; feedOwner narrows it to self or a manager. */
const memberOfCid: Access = { centre: { from: 'params', key: 'cid' } };

/** Calendar apps poll every few minutes to hours; this stops guessing, not subscribers. */
export const ICS_FEED_RATE_LIMIT: LimitWindow = { max: 120, windowMs: 15 * 60_000 };

declare module '../../config' {
  interface Config {
    /** Override of the public feed's rate limit (tests use small numbers). */
    icsFeedRateLimit?: LimitWindow;
  }
}

export async function icsFeedRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;
  const path = '/api/providers/:pid/centres/:cid/ics-feed';
  const owner = (request: { auth: AuthContext | null; params: { pid: string; cid: string } }) => feedOwner(ctx.db, request.auth!, request.params.cid, request.params.pid);

  app.get(path, { config: { access: memberOfCid }, schema: { tags, params: icsFeedParams, response: { 200: icsFeedReply } } }, async (request) =>
    readFeed(ctx.db, await owner(request)),
  );

  app.post(
    path,
    { config: { access: memberOfCid }, schema: { tags, params: icsFeedParams, body: createIcsFeedBody, response: { 201: icsFeedCreatedReply } } },
    async (request, reply) => reply.code(201).send(await createFeed(ctx.db, await owner(request), ctx.config.publicUrl, request.body?.showClientNames)),
  );

  app.patch(
    path,
    { config: { access: memberOfCid }, schema: { tags, params: icsFeedParams, body: updateIcsFeedBody, response: { 200: icsFeedReply } } },
    async (request) => updateFeed(ctx.db, await owner(request), request.body.showClientNames),
  );

  app.delete(path, { config: { access: memberOfCid }, schema: { tags, params: icsFeedParams } }, async (request, reply) => {
    await revokeFeed(ctx.db, await owner(request));
    return reply.code(204).send();
  });

  app.get(
    '/api/ics/:token.ics',
    {
      config: { access: 'public', rateLimit: routeRateLimit('ics-feed', ctx.config.icsFeedRateLimit ?? ICS_FEED_RATE_LIMIT) },
      schema: { tags, params: icsTokenParams },
    },
    async (request, reply) => {
      const text = await feedText(ctx.db, ctx.config.publicUrl, request.params.token);
      if (text === null) throw notFound();
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="kura.ics"').send(text);
    },
  );
}

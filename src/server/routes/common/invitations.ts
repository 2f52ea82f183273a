/** Invitations of therapists and admins into a centre (spec §7, wording §4 and §8). */
import type { FastifyInstance } from 'fastify';
import { kickOutbox } from '../../services/outbox/outboxKick';
import { authRateLimits, routeRateLimit } from '../../services/auth/rateLimits';
import { acceptInvitation, checkInvitation } from '../../services/invitations/acceptInvitation';
import { cancelInvitation, createInvitation, listInvitations, resendInvitation } from '../../services/invitations/manageInvitations';
import { toLanguage } from '../../../shared/languages';
import {
  acceptBody,
  acceptReplySchema,
  centreParams,
  invitationCheckSchema,
  invitationIdParams,
  invitationSchema,
  inviteBody,
  tokenParams,
} from '../../../shared/api/invitations';
import { typedRoutes } from '../typedRoutes';

const tags = ['invitations'];
const managers = (from: 'params') => ({ centre: { from, key: 'centreId', roles: ['OWNER' as const, 'ADMIN' as const] } });

export async function invitationRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;
  const limits = authRateLimits(app);

  app.post(
    '/api/invitations/:centreId/createAndInvite',
    { config: { access: managers('params') }, schema: { tags, params: centreParams, body: inviteBody, response: { 200: invitationSchema } } },
    async (request) => {
      const invitation = await createInvitation(ctx, request.auth!.userId, request.params.centreId, request.body);
      kickOutbox(ctx);
      return invitation;
    },
  );

  app.get(
    '/api/invitations/centre/:centreId',
    { config: { access: managers('params') }, schema: { tags, params: centreParams, response: { 200: { type: 'array', items: invitationSchema } } } },
    async (request, reply) => {
      const list = await listInvitations(ctx.db, request.params.centreId);
      // react-admin simple-rest reads the total from Content-Range.
      reply.header('content-range', `invitations 0-${Math.max(list.length - 1, 0)}/${list.length}`);
      return list;
    },
  );

  // Access 'user': the centre comes from the invitation, checked in loadManagedInvitation.
  app.post(
    '/api/invitations/:invitationId/resend',
    { config: { access: 'user' }, schema: { tags, params: invitationIdParams, response: { 200: invitationSchema } } },
    async (request) => {
      const invitation = await resendInvitation(ctx, request.auth!, request.params.invitationId);
      kickOutbox(ctx);
      return invitation;
    },
  );

  app.post(
    '/api/invitations/:invitationId/cancel',
    { config: { access: 'user' }, schema: { tags, params: invitationIdParams, response: { 200: invitationSchema } } },
    async (request) => cancelInvitation(ctx, request.auth!, request.params.invitationId),
  );

  app.get(
    '/api/invitations/:token/check',
    { config: { access: 'public' }, schema: { tags, params: tokenParams, response: { 200: invitationCheckSchema } } },
    async (request) => checkInvitation(ctx.db, request.params.token),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      config: { access: 'public', rateLimit: routeRateLimit('invitation-accept', limits.invitationAccept) },
      schema: { tags, params: tokenParams, body: acceptBody, response: { 200: acceptReplySchema } },
    },
    async (request) => {
      const header = request.headers.authorization;
      const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const language = toLanguage(request.headers['accept-language']);
      return acceptInvitation(ctx, request.params.token, request.body ?? {}, { bearer, language });
    },
  );
}

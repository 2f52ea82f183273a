/** Invitations of therapists and admins into a centre (spec §7, wording §4 and §8). */
import type { FastifyInstance } from 'fastify';
import { kickOutbox } from '../../services/outbox/outboxKick';
import { authRateLimits, routeRateLimit } from '../../services/auth/rateLimits';
import { acceptInvitation, checkInvitation, type AcceptInput } from '../../services/invitations/acceptInvitation';
import { acceptReplySchema, invitationCheckSchema, invitationSchema } from '../../services/invitations/invitationView';
import {
  cancelInvitation,
  createInvitation,
  listInvitations,
  resendInvitation,
  type InviteInput,
} from '../../services/invitations/manageInvitations';
import { acceptBody, centreParams, invitationIdParams, inviteBody, tokenParams } from '../../services/invitations/schemas';
import { toLanguage } from '../../../shared/languages';

const tags = ['invitations'];
const managers = (from: 'params') => ({ centre: { from, key: 'centreId', roles: ['OWNER' as const, 'ADMIN' as const] } });

export async function invitationRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const limits = authRateLimits(app);

  app.post<{ Params: { centreId: string }; Body: InviteInput }>(
    '/api/invitations/:centreId/createAndInvite',
    { config: { access: managers('params') }, schema: { tags, params: centreParams, body: inviteBody, response: { 200: invitationSchema } } },
    async (request) => {
      const invitation = await createInvitation(ctx, request.auth!.userId, request.params.centreId, request.body);
      kickOutbox(ctx);
      return invitation;
    },
  );

  app.get<{ Params: { centreId: string } }>(
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
  app.post<{ Params: { invitationId: string } }>(
    '/api/invitations/:invitationId/resend',
    { config: { access: 'user' }, schema: { tags, params: invitationIdParams, response: { 200: invitationSchema } } },
    async (request) => {
      const invitation = await resendInvitation(ctx, request.auth!, request.params.invitationId);
      kickOutbox(ctx);
      return invitation;
    },
  );

  app.post<{ Params: { invitationId: string } }>(
    '/api/invitations/:invitationId/cancel',
    { config: { access: 'user' }, schema: { tags, params: invitationIdParams, response: { 200: invitationSchema } } },
    async (request) => cancelInvitation(ctx, request.auth!, request.params.invitationId),
  );

  app.get<{ Params: { token: string } }>(
    '/api/invitations/:token/check',
    { config: { access: 'public' }, schema: { tags, params: tokenParams, response: { 200: invitationCheckSchema } } },
    async (request) => checkInvitation(ctx.db, request.params.token),
  );

  app.post<{ Params: { token: string }; Body: AcceptInput }>(
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

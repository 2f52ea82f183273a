/** Team management: a member's role and removing a member from the practice (README "Team"). */
import type { FastifyInstance } from 'fastify';
import { centreMember, centreOwner } from '../../services/centres/routeAccess';
import { isUuid } from '../../../shared/validators/uuid';
import { notFound } from '../../errors';
import { loadCentreProvider } from '../../services/centres/centreView';
import { changeMemberRole, removeMember } from '../../services/centres/membership';
import { releaseAtGoogle } from '../../services/googleCalendar/accounts';
import { centreProviderResponse, memberRoleBody, providerParams } from '../../../shared/api/centres';
import { typedRoutes } from '../typedRoutes';

const tags = ['centres'];

export async function centreMemberRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;

  app.patch(
    '/api/centres/:id/settings/providers/:providerId/role',
    {
      // Only the owner hands out or takes back manager rights.
      config: { access: centreOwner },
      schema: {
        tags,
        params: providerParams,
        body: memberRoleBody,
        response: { 200: centreProviderResponse },
      },
    },
    async (request) => {
      const { id, providerId } = request.params;
      if (!isUuid(providerId)) throw notFound();
      await changeMemberRole(ctx.db, request.auth!, id, providerId, request.body.role);
      return loadCentreProvider(ctx.db, id, providerId);
    },
  );

  app.delete(
    '/api/centres/:id/settings/providers/:providerId',
    {
      // Any member may leave; removing someone else is checked in removeMember (owner, or admin for providers).
      config: { access: centreMember },
      schema: { tags, params: providerParams, response: { 204: { type: 'null' } } },
    },
    async (request, reply) => {
      const { id, providerId } = request.params;
      if (!isUuid(providerId)) throw notFound();
      const calendar = await removeMember(ctx.db, request.auth!, id, providerId, ctx.events);
      // After the commit: Google's channels and grant (network calls, best effort).
      if (calendar) await releaseAtGoogle(ctx.googleCalendar, calendar.account, calendar.links);
      return reply.code(204).send(null);
    },
  );
}

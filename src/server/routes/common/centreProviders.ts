/** A centre's provider records (therapists): read, change, avatar, permissions (spec §7 "Centres", "Providers"). */
import type { FastifyInstance } from 'fastify';
import { centreMember } from '../../services/centres/routeAccess';
import { isUuid } from '../../../shared/validators/uuid';
import { notFound } from '../../errors';
import { loadCentreProvider, loadCentreProviders } from '../../services/centres/centreView';
import { applyProviderPatch, providerScope } from '../../services/centres/providers';
import { managedCentreOfProvider, updatePermission } from '../../services/centres/permissions';
import { replaceProviderAvatar } from '../../services/centres/media';
import { readFileParts } from '../../services/files/uploads';
import { centreIdParams, centreProviderResponse, permissionBody, providerParams, providerPatchBody } from '../../../shared/api/centres';
import { typedRoutes } from '../typedRoutes';

const tags = ['centres'];

export async function centreProviderRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;
  /** A provider id of another centre (or no uuid at all) answers like an unknown one. */
  const providerOf = (centreId: string, providerId: string) => {
    if (!isUuid(providerId)) throw notFound();
    return loadCentreProvider(ctx.db, centreId, providerId);
  };

  app.get(
    '/api/centre/:id/centreProvider/:providerId',
    { config: { access: centreMember }, schema: { tags, params: providerParams, response: { 200: centreProviderResponse } } },
    async (request) => providerOf(request.params.id, request.params.providerId),
  );

  app.patch(
    '/api/centre/:id/centreProvider/:providerId',
    {
      config: { access: centreMember },
      schema: {
        tags,
        params: providerParams,
        body: providerPatchBody,
        response: { 200: centreProviderResponse },
      },
    },
    async (request) => {
      const { id, providerId } = request.params;
      if (!isUuid(providerId)) throw notFound();
      const scope = await providerScope(ctx.db, request.auth!, id, providerId);
      await ctx.db.transaction((tx) => applyProviderPatch(tx, scope, request.body));
      return providerOf(id, providerId);
    },
  );

  app.post(
    '/api/centre/:id/centreProvider/:providerId/updateAvatar',
    { config: { access: centreMember }, schema: { tags, params: providerParams, response: { 200: centreProviderResponse } } },
    async (request) => {
      const { id, providerId } = request.params;
      if (!isUuid(providerId)) throw notFound();
      await providerScope(ctx.db, request.auth!, id, providerId);
      const [upload] = await readFileParts(request, 1);
      await replaceProviderAvatar(ctx, id, providerId, request.auth!.userId, upload);
      return providerOf(id, providerId);
    },
  );

  app.get(
    '/api/centres/:id/settings/providers',
    {
      config: { access: centreMember },
      schema: { tags, params: centreIdParams, response: { 200: { type: 'array', items: centreProviderResponse } } },
    },
    async (request) => loadCentreProviders(ctx.db, request.params.id),
  );

  app.get(
    '/api/centres/:id/settings/providers/:providerId',
    { config: { access: centreMember }, schema: { tags, params: providerParams, response: { 200: centreProviderResponse } } },
    async (request) => providerOf(request.params.id, request.params.providerId),
  );

  app.patch(
    '/api/permission/:id/updatePermission',
    {
      // The id is a centreProvider id, so `access` cannot name the centre; managedCentreOfProvider
      // resolves it and answers 404 for other centres' ids, 403 for non-managers.
      config: { access: 'user' },
      schema: { tags, params: centreIdParams, body: permissionBody, response: { 200: centreProviderResponse } },
    },
    async (request) => {
      const providerId = request.params.id;
      if (!isUuid(providerId)) throw notFound();
      const centreId = await managedCentreOfProvider(ctx.db, request.auth!, providerId);
      await updatePermission(ctx.db, centreId, providerId, request.body.Permission);
      return providerOf(centreId, providerId);
    },
  );
}

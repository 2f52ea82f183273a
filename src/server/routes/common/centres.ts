/** Centre calls of the common service (spec §7 "Centres"): profile, images, export, deletion. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { centreMember, centreManager, centreOwner } from '../../services/centres/routeAccess';
import { isManager } from '../../access/accessRules';
import { loadCentre } from '../../services/centres/centreView';
import { updateCentre } from '../../services/centres/centreUpdate';
import { addCentrePhotos, deleteCentrePhoto, MAX_GALLERY_PHOTOS, replaceCentreImage } from '../../services/centres/media';
import { deleteCentreRows } from '../../services/centres/deleteCentre';
import { exportCentreData } from '../../services/centres/exportData';
import { completenessFor } from '../../services/centres/completeness';

import { currentHighestInvoiceNumber } from '../../services/centres/settings';
import { readFileParts } from '../../services/files/uploads';
import { visibleCentresOf } from '../../services/users/lookups';
import { assertConfirmWord } from '../../services/users/confirmWord';
import { confirmWordBody } from '../../../shared/api/users';
import { actorOf, recordAccess, recordAudit } from '../../services/audit/recordAudit';
import { centreProviderRoutes } from './centreProviders';
import { centreMemberRoutes } from './centreMembers';
import { centreSettingRoutes } from './centreSettings';
import { newsRoutes } from './news';
import { centreIdParams, centreResponse, centreUpdateBody, completenessResponse } from '../../../shared/api/centres';
import { typedRoutes } from '../typedRoutes';
import { registerInOrder } from '../../plugins/pluginName';

const tags = ['centres'];
const idParams = centreIdParams;

export async function centreRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;
  const centreReply = (request: FastifyRequest, centreId: string) => loadCentre(ctx.db, centreId, { manager: isManager(request.auth!, centreId) });

  app.get(
    '/api/centre/:id/getCentre',
    { config: { access: centreMember }, schema: { tags, params: idParams, response: { 200: centreResponse } } },
    async (request) => centreReply(request, request.params.id),
  );

  app.get(
    '/api/centre/:userId/getCentresOfUser',
    {
      config: { access: { self: { from: 'params', key: 'userId' } } },
      schema: { tags, params: { type: 'object', required: ['userId'], properties: { userId: { type: 'string', maxLength: 64 } } }, response: { 200: { type: 'array', items: centreResponse } } },
    },
    async (request) => {
      const ids = await visibleCentresOf(ctx.db, request.auth!, request.params.userId);
      return Promise.all(ids.map((id) => centreReply(request, id)));
    },
  );

  // The spec's path and the REST-style one: one handler.
  for (const path of ['/api/centre/:id/updateCentre', '/api/centres/:id']) {
    app.patch(
      path,
      { config: { access: centreManager }, schema: { tags, params: centreIdParams, body: centreUpdateBody, response: { 200: centreResponse } } },
      async (request) => {
        await ctx.db.transaction((tx) => updateCentre(tx, request.params.id, request.body));
        return centreReply(request, request.params.id);
      },
    );
  }

  app.post(
    '/api/centre/:id/updateLogo',
    {
      config: { access: centreManager },
      schema: {
        tags,
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, properties: { logo: { type: 'boolean' }, picture: { type: 'boolean' } } },
        response: { 200: centreResponse },
      },
    },
    async (request) => {
      const [upload] = await readFileParts(request, 1);
      await replaceCentreImage(ctx, request.params.id, request.auth!.userId, request.query.picture ? 'picture' : 'logo', upload);
      return centreReply(request, request.params.id);
    },
  );

  app.post(
    '/api/centre/:id/updatePhotos',
    { config: { access: centreManager }, schema: { tags, params: idParams, response: { 200: centreResponse } } },
    async (request) => {
      // Read a few more parts than the gallery holds, so too many files get the clear 409 below.
      const uploads = await readFileParts(request, MAX_GALLERY_PHOTOS * 2);
      await addCentrePhotos(ctx, request.params.id, request.auth!.userId, uploads);
      return centreReply(request, request.params.id);
    },
  );

  app.post(
    '/api/centres/:id/deletePhoto',
    {
      config: { access: centreManager },
      schema: {
        tags,
        params: idParams,
        body: { type: 'object', additionalProperties: false, required: ['file_id'], properties: { file_id: { type: 'string', format: 'uuid' } } },
        response: { 200: centreResponse },
      },
    },
    async (request) => {
      await deleteCentrePhoto(ctx, request.params.id, request.body.file_id);
      return centreReply(request, request.params.id);
    },
  );

  app.get(
    '/api/centre/:id/completeness',
    {
      config: { access: centreMember },
      schema: {
        tags,
        params: idParams,
        response: { 200: completenessResponse },
      },
    },
    async (request) => completenessFor(ctx.db, request.params.id, request.auth!.userId),
  );

  app.get(
    '/api/centre/:id/getCurrentHighestInvoiceNumber',
    {
      config: { access: centreMember },
      schema: { tags, params: idParams, response: { 200: { type: 'object', required: ['highestInvoiceNumber'], properties: { highestInvoiceNumber: { type: ['string', 'null'] } } } } },
    },
    async (request) => ({ highestInvoiceNumber: await currentHighestInvoiceNumber(ctx.db, request.params.id) }),
  );

  app.get(
    '/api/centre/:id/download-data',
    { config: { access: centreOwner }, schema: { tags, params: idParams } },
    async (request, reply) => {
      const data = await exportCentreData(ctx.db, request.params.id);
      const counts = Object.fromEntries(Object.entries(data.tables).map(([name, rows]) => [name, rows.length]));
      await recordAccess(ctx.db, {
        ...actorOf(request.auth, request.params.id),
        centreId: request.params.id,
        action: 'export',
        objectType: 'centre',
        objectId: request.params.id,
        detail: { ...counts, members: data.members.length },
      });
      const date = data.exportedAt.slice(0, 10);
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="kura-export-${date}.json"`)
        .header('cache-control', 'no-store');
      return JSON.stringify(data, null, 2);
    },
  );

  app.delete(
    '/api/centre/:id',
    { config: { access: centreOwner }, schema: { tags, params: idParams, body: confirmWordBody, response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
    async (request) => {
      assertConfirmWord(request.body.confirmWord);
      const centreId = request.params.id;
      await ctx.db.transaction(async (tx) => {
        await deleteCentreRows(tx, centreId);
        // The centre's audit log stays (centreTables.ts): its last event says who deleted it.
        await recordAudit(tx, { ...actorOf(request.auth, centreId), centreId, action: 'delete', objectType: 'centre', objectId: centreId });
      });
      await ctx.files.deleteCentre(centreId);
      return { ok: true };
    },
  );

  await registerInOrder(app, [centreProviderRoutes, centreMemberRoutes, centreSettingRoutes, newsRoutes]);
}

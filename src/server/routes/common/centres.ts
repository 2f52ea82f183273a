/** Centre calls of the common service (spec §7 "Centres"): profile, images, export, deletion. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { centreMember, centreManager, centreOwner, centreIdParams } from '../../services/centres/routeAccess';
import { isManager } from '../../access/accessRules';
import { loadCentre } from '../../services/centres/centreView';
import { centreResponse } from '../../services/centres/wireSchemas';
import { centreUpdateBody } from '../../services/centres/centreUpdateSchema';
import { updateCentre, type CentreUpdate } from '../../services/centres/centreUpdate';
import { addCentrePhotos, deleteCentrePhoto, MAX_GALLERY_PHOTOS, replaceCentreImage } from '../../services/centres/media';
import { deleteCentreRows } from '../../services/centres/deleteCentre';
import { exportCentreData } from '../../services/centres/exportData';
import { completenessFor } from '../../services/centres/completeness';

const SETUP_KEYS = ['workingHours', 'bookableService', 'onlineBooking', 'paymentDetails', 'client'];
import { currentHighestInvoiceNumber } from '../../services/centres/settings';
import { readFileParts } from '../../services/files/uploads';
import { visibleCentresOf } from '../../services/users/lookups';
import { assertConfirmWord, confirmWordBody } from '../../services/users/confirmWord';
import { actorOf, recordAccess, recordAudit } from '../../services/audit/recordAudit';
import { centreProviderRoutes } from './centreProviders';
import { centreMemberRoutes } from './centreMembers';
import { centreSettingRoutes } from './centreSettings';
import { newsRoutes } from './news';

const tags = ['centres'];
const idParams = centreIdParams;
type IdParams = { Params: { id: string } };

export async function centreRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const centreReply = (request: FastifyRequest, centreId: string) => loadCentre(ctx.db, centreId, { manager: isManager(request.auth!, centreId) });

  app.get<IdParams>(
    '/api/centre/:id/getCentre',
    { config: { access: centreMember }, schema: { tags, params: idParams, response: { 200: centreResponse } } },
    async (request) => centreReply(request, request.params.id),
  );

  app.get<{ Params: { userId: string } }>(
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

  const updateOptions = { config: { access: centreManager }, schema: { tags, params: idParams, body: centreUpdateBody, response: { 200: centreResponse } } };
  const updateHandler = async (request: FastifyRequest<IdParams & { Body: CentreUpdate }>) => {
    await ctx.db.transaction((tx) => updateCentre(tx, request.params.id, request.body));
    return centreReply(request, request.params.id);
  };
  app.patch<IdParams & { Body: CentreUpdate }>('/api/centre/:id/updateCentre', updateOptions, updateHandler);
  app.patch<IdParams & { Body: CentreUpdate }>('/api/centres/:id', updateOptions, updateHandler);

  app.post<IdParams & { Querystring: { logo?: boolean; picture?: boolean } }>(
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

  app.post<IdParams>(
    '/api/centre/:id/updatePhotos',
    { config: { access: centreManager }, schema: { tags, params: idParams, response: { 200: centreResponse } } },
    async (request) => {
      // Read a few more parts than the gallery holds, so too many files get the clear 409 below.
      const uploads = await readFileParts(request, MAX_GALLERY_PHOTOS * 2);
      await addCentrePhotos(ctx, request.params.id, request.auth!.userId, uploads);
      return centreReply(request, request.params.id);
    },
  );

  app.post<IdParams & { Body: { file_id: string } }>(
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

  app.get<IdParams>(
    '/api/centre/:id/completeness',
    {
      config: { access: centreMember },
      schema: {
        tags,
        params: idParams,
        response: {
          200: {
            type: 'object',
            required: ['user', 'centre', 'centreProvider', 'setup'],
            properties: {
              user: { type: 'boolean' },
              centre: { type: 'boolean' },
              centreProvider: { type: 'boolean' },
              setup: {
                type: 'object',
                required: SETUP_KEYS,
                properties: Object.fromEntries(SETUP_KEYS.map((k) => [k, { type: 'boolean' }])),
              },
            },
          },
        },
      },
    },
    async (request) => completenessFor(ctx.db, request.params.id, request.auth!.userId),
  );

  app.get<IdParams>(
    '/api/centre/:id/getCurrentHighestInvoiceNumber',
    {
      config: { access: centreMember },
      schema: { tags, params: idParams, response: { 200: { type: 'object', required: ['highestInvoiceNumber'], properties: { highestInvoiceNumber: { type: ['string', 'null'] } } } } },
    },
    async (request) => ({ highestInvoiceNumber: await currentHighestInvoiceNumber(ctx.db, request.params.id) }),
  );

  app.get<IdParams>(
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

  app.delete<IdParams & { Body: { confirmWord: string } }>(
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

  await app.register(centreProviderRoutes);
  await app.register(centreMemberRoutes);
  await app.register(centreSettingRoutes);
  await app.register(newsRoutes);
}

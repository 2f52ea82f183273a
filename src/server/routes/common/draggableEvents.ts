/**
 * Draggable events per centre and user (spec §7 Services, "GET and POST"): the palette of
 * services shown beside a user's calendar, next to the centre's service routes:
 *   GET  /api/clinics/{cid}/users/{uid}/draggable-events   {saved, events}; unsaved = assigned services
 *   POST /api/clinics/{cid}/users/{uid}/draggable-events   {events: [{serviceId, variantId?}]} replaces it
 * A platform table, not a schema-engine record: the POST replaces a whole ordered list at once.
 */
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../access/accessRules';
import { loadPalette } from '../../services/draggableEvents/paletteRows';
import { paletteOwner, replacePalette } from '../../services/draggableEvents/paletteStore';
import { callerLanguage } from '../../services/users/callerLanguage';
import { draggableEventsBodySchema, draggableEventsParams as params, draggableEventsReplySchema } from '../../../shared/api/draggableEvents';
import { typedRoutes } from '../typedRoutes';

const tags = ['services'];
/** Any member of the centre passes here; paletteOwner narrows it to self or a manager. */
const memberOfCid: Access = { centre: { from: 'params', key: 'cid' } };

export async function draggableEventRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;
  const path = '/api/clinics/:cid/users/:uid/draggable-events';

  app.get(path, { config: { access: memberOfCid }, schema: { tags, params, response: { 200: draggableEventsReplySchema } } }, async (request) => {
    const owner = await paletteOwner(ctx.db, request.auth!, request.params.cid, request.params.uid);
    return loadPalette(ctx.db, owner, await callerLanguage(ctx.db, request.auth!.userId, request.headers['accept-language']));
  });

  app.post(
    path,
    { config: { access: memberOfCid }, schema: { tags, params, body: draggableEventsBodySchema, response: { 200: draggableEventsReplySchema } } },
    async (request) => {
      const language = await callerLanguage(ctx.db, request.auth!.userId, request.headers['accept-language']);
      return replacePalette(ctx.db, request.auth!, request.params.cid, request.params.uid, request.body, language);
    },
  );
}

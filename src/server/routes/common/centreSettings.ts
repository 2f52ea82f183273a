/** Centre setting and booking message templates (spec §7 "Centres"). */
import type { FastifyInstance } from 'fastify';
import { centreMember, centreManager } from '../../services/centres/routeAccess';
import { loadCentreSetting } from '../../services/centres/centreView';
import { updateCentreSetting } from '../../services/centres/settings';
import { listNotificationTemplates, saveNotificationTemplate } from '../../services/centres/notificationTemplates';
import { centreSettingBody, notificationTemplateBody, notificationTemplateResponse } from '../../../shared/api/centreSettings';
import { centreIdParams, centreSettingResponse } from '../../../shared/api/centres';
import { typedRoutes } from '../typedRoutes';

const tags = ['centres'];
const idParams = centreIdParams;

export async function centreSettingRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;

  app.get(
    '/api/centre/:id/centreSetting',
    { config: { access: centreMember }, schema: { tags, params: idParams, response: { 200: centreSettingResponse } } },
    async (request) => loadCentreSetting(ctx.db, request.params.id),
  );

  app.patch(
    '/api/centre/:id/centreSetting',
    { config: { access: centreManager }, schema: { tags, params: idParams, body: centreSettingBody, response: { 200: centreSettingResponse } } },
    async (request) => updateCentreSetting(ctx.db, request.params.id, request.body),
  );

  app.get(
    '/api/centres/:id/notification-template',
    { config: { access: centreMember }, schema: { tags, params: idParams, response: { 200: { type: 'array', items: notificationTemplateResponse } } } },
    async (request) => listNotificationTemplates(ctx.db, request.params.id),
  );

  app.post(
    '/api/centres/:id/notification-template',
    {
      config: { access: centreManager },
      schema: {
        tags,
        params: idParams,
        body: notificationTemplateBody,
        response: { 200: notificationTemplateResponse },
      },
    },
    async (request) => {
      // A blank template removes the centre's wording; the answer then carries the empty template.
      const saved = await saveNotificationTemplate(ctx.db, request.params.id, request.body);
      return saved ?? { notificationType: request.body.notificationType, template: '' };
    },
  );
}

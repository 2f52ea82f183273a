/** Product news with per-user read marks (spec §7 "Centres"). */
import type { FastifyInstance } from 'fastify';
import { centreMember } from '../../services/centres/routeAccess';
import { centreIdParams } from '../../../shared/api/centres';
import { listNews, markNewsRead } from '../../services/centres/news';
import { markNewsReadBody, newsListSchema } from '../../../shared/api/news';
import { okSchema } from '../../../shared/api/fields';
import { typedRoutes } from '../typedRoutes';

const tags = ['news'];

export async function newsRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;

  app.get(
    '/api/news/centre/:id/getAllNewsOfCentre',
    { config: { access: centreMember }, schema: { tags, params: centreIdParams, response: { 200: newsListSchema } } },
    async (request) => listNews(ctx.db, request.params.id, request.auth!.userId),
  );

  app.post(
    '/api/news/centre/:id/markNewsAsRead',
    { config: { access: centreMember }, schema: { tags, params: centreIdParams, body: markNewsReadBody, response: { 200: okSchema } } },
    async (request) => {
      await markNewsRead(ctx.db, request.params.id, request.auth!.userId, request.body.newsIds);
      return { ok: true };
    },
  );
}

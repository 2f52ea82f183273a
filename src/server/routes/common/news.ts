/** Product news with per-user read marks (spec §7 "Centres"). */
import type { FastifyInstance } from 'fastify';
import { centreMember, centreIdParams } from '../../services/centres/routeAccess';
import { listNews, markNewsRead } from '../../services/centres/news';

const tags = ['news'];
const idParams = centreIdParams;
type IdParams = { Params: { id: string } };

const newsItem = {
  type: 'object',
  required: ['news_id', 'title', 'body', 'publishedAt', 'read'],
  properties: { news_id: { type: 'string' }, title: { type: 'string' }, body: { type: 'string' }, publishedAt: { type: 'string' }, read: { type: 'boolean' } },
} as const;

export async function newsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get<IdParams>(
    '/api/news/centre/:id/getAllNewsOfCentre',
    { config: { access: centreMember }, schema: { tags, params: idParams, response: { 200: { type: 'array', items: newsItem } } } },
    async (request) => listNews(ctx.db, request.params.id, request.auth!.userId),
  );

  app.post<IdParams & { Body: { newsIds: string[] } }>(
    '/api/news/centre/:id/markNewsAsRead',
    {
      config: { access: centreMember },
      schema: {
        tags,
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['newsIds'],
          properties: { newsIds: { type: 'array', maxItems: 500, items: { type: 'string', format: 'uuid' } } },
        },
        response: { 200: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } } },
      },
    },
    async (request) => {
      await markNewsRead(ctx.db, request.params.id, request.auth!.userId, request.body.newsIds);
      return { ok: true };
    },
  );
}

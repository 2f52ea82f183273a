import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../shared/languages';
import { localesDir } from '../i18n';

interface Entry {
  body: string;
  etag: string;
}

/** GET/HEAD /locales/{lng}/{ns}.json with a strong ETag, so clients revalidate cheaply (spec §7). */
export async function localesRoutes(app: FastifyInstance) {
  const cache = new Map<string, Entry>();
  const load = (lng: string, ns: string): Entry | null => {
    const key = `${lng}/${ns}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const file = path.join(localesDir, lng, `${ns}.json`);
    if (!fs.existsSync(file)) return null;
    const body = fs.readFileSync(file, 'utf8');
    const entry = { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
    cache.set(key, entry);
    return entry;
  };

  app.get<{ Params: { lng: string; ns: string } }>(
    '/locales/:lng/:ns',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: {
          type: 'object',
          properties: { lng: { type: 'string', enum: [...LANGUAGES] }, ns: { type: 'string', pattern: '^[a-zA-Z0-9_-]{1,40}\\.json$' } },
          required: ['lng', 'ns'],
        },
      },
    },
    async (request, reply) => {
      const entry = load(request.params.lng, request.params.ns.slice(0, -5));
      if (!entry) return reply.status(404).send({ code: 'notFound', message: 'errors.notFound' });
      reply.header('etag', entry.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    },
  );

  /** The list of namespaces, so the client knows what to fetch. */
  app.get('/locales/index.json', { config: { access: 'public' }, schema: { hide: true } }, async () => {
    const dir = path.join(localesDir, 'de');
    return { languages: LANGUAGES, namespaces: fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort() };
  });
}

import type { FastifyInstance } from 'fastify';

/** The directory service under /directory-api (contact lookup, reviews arrive with their issues). */
export async function directoryService(app: FastifyInstance) {
  app.get('/health', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ ok: true, service: 'directory' }));
}

import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from './services/rateLimit/databaseStore';
import swagger from '@fastify/swagger';
import type { AppContext } from './context';
import { errorHandler } from './plugins/errorHandler';
import { securityHeaders } from './plugins/securityHeaders';
import { accessPlugin } from './plugins/access';
import { localesRoutes } from './plugins/locales';
import { staticSpa } from './plugins/staticSpa';
import { validatorCompiler } from './validation';
import { commonService } from './routes/common';
import { bookingService } from './routes/booking';
import { directoryService } from './routes/directory';
import { realtime } from './realtime';
import { BACKEND_BASE_URLS } from '../shared/api/backends';
import { named } from './plugins/pluginName';

export const BODY_LIMIT = 1024 * 1024;
/** Uploads (logo, photos, imports) are limited per route; this is the hard ceiling. */
export const UPLOAD_LIMIT = 10 * 1024 * 1024;

export async function buildApp(ctx: AppContext, opts: { logger?: boolean | object } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: process.env.TRUST_PROXY === 'true',
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.decorate('ctx', ctx);
  // The job queue (pg-boss) runs while the app does: started when ready, stopped on close before the database is.
  app.addHook('onReady', () => ctx.jobs.start());
  app.addHook('onClose', () => ctx.jobs.stop());

  await app.register(errorHandler);
  // Before everything else, so its onRequest hook also marks answers that later hooks end early (401, 429).
  await app.register(securityHeaders);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(ctx.db) as never });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 10, fields: 20, parts: 30 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kura API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(accessPlugin, { db: ctx.db, tokens: ctx.tokens });

  app.get('/api/docs/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  app.get('/api/health', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ ok: true }));
  await app.register(named(localesRoutes));

  if (ctx.config.services.has('common')) await app.register(named(commonService));
  // The live socket (socket.io at /socket.io) belongs to the common service.
  if (ctx.config.services.has('common')) await app.register(realtime);
  if (ctx.config.services.has('booking')) await app.register(named(bookingService), { prefix: BACKEND_BASE_URLS.booking });
  if (ctx.config.services.has('directory')) await app.register(named(directoryService), { prefix: BACKEND_BASE_URLS.directory });

  if (ctx.config.staticDir) await app.register(named(staticSpa), { root: ctx.config.staticDir });
  return app;
}

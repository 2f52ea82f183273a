import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const API_PREFIXES = ['/api/', '/booking-api/', '/directory-api/', '/locales/'];
const ASSET_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

/** Serves the built SPA; unknown non-API paths get index.html so client-side routes work on reload. */
export async function staticSpa(app: FastifyInstance, opts: { root: string }) {
  const root = path.resolve(opts.root);
  // serve: false — files go through the public '/*' handler below; routes fastify-static would add
  // carry no `config.access` and the access plugin would answer them 401.
  // preCompressed: the build writes .br/.gz beside each script and style sheet (scripts/vite/precompress.ts).
  await app.register(fastifyStatic, { root, serve: false, index: false, preCompressed: true });
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const publicHtmlFile = path.join(root, 'public.html');
  const publicHtml = fs.existsSync(publicHtmlFile) ? fs.readFileSync(publicHtmlFile, 'utf8') : indexHtml;
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0];
    if (API_PREFIXES.some((p) => url.startsWith(p))) {
      return reply.status(404).send({ code: 'notFound', message: 'errors.notFound' });
    }
    const rel = decodeURIComponent(url).replace(/^\/+/, '');
    const file = path.resolve(root, rel);
    if (rel && file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      // Vite names every file under assets/ by its content's hash: a browser keeps it for a year
      // without asking again. Other files (embed.js, the favicon) revalidate on every load.
      return rel.startsWith('assets/') ? reply.sendFile(rel, { maxAge: ASSET_MAX_AGE_MS, immutable: true }) : reply.sendFile(rel);
    }
    // Patients' pages are a separate small bundle (DESIGN §5).
    const html = url.startsWith('/booking/') || url.startsWith('/profile/') ? publicHtml : indexHtml;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}

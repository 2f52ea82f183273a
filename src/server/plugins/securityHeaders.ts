/**
 * Security headers on every response (security plan H10, C8), through @fastify/helmet.
 *
 * helmet writes its headers on the raw response in an onRequest hook, so 401s, 404s, validation
 * errors and files get them too; a route that sets one of them itself (e.g. the stricter
 * `default-src 'none'; sandbox` on uploaded files) wins, because Node merges the route's headers
 * over the raw ones.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** The SPA's Content-Security-Policy; the built index.html has no inline script (Vite emits files). */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Only the app's own files: no inline scripts or event-handler attributes ('unsafe-inline') and
  // no eval or new Function ('unsafe-eval'); the forms' JSON-Schema validators are precompiled by
  // npm run gen (src/generated/validators) instead of compiled in the browser.
  'script-src': ["'self'"],
  // emotion (MUI) injects <style> tags at run time; styles cannot run script.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  // The tariff 590 wizard shows PDFs in frames: its draft's (a blob) and the invoice's own (/api/tariff590-form).
  'frame-src': ["'self'", 'blob:'],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const API_PREFIXES = ['/api/', '/booking-api/', '/directory-api/'];

/**
 * Patients' pages that practices embed in their own websites (the booking widget's overlay or
 * inline frame): any site may frame them. Everything else — the admin app above all — stays
 * unframeable (frame-ancestors 'none', X-Frame-Options DENY).
 */
export const FRAMABLE_PREFIXES = ['/booking/', '/profile/'];
/** The embed script, loaded by <script src> from any website. */
export const EMBED_SCRIPT = '/embed.js';

const FRAMABLE_CSP = Object.entries({ ...CSP_DIRECTIVES, 'frame-ancestors': ['*'] })
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';');

/** Loosens the headers of the framable pages and the embed script (helmet wrote them on the raw response). */
function crossSiteHeaders(path: string, raw: { removeHeader(name: string): void; setHeader(name: string, value: string): void }): void {
  if (FRAMABLE_PREFIXES.some((p) => path.startsWith(p))) {
    raw.removeHeader('x-frame-options');
    raw.setHeader('content-security-policy', FRAMABLE_CSP);
  } else if (path === EMBED_SCRIPT) {
    raw.setHeader('cross-origin-resource-policy', 'cross-origin');
    raw.setHeader('access-control-allow-origin', '*');
  }
}
export const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeaders = fp(async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    // Links out of Kura (a client's website, Google) must not carry URLs with ids of clients.
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Set below, only over https: on plain http browsers ignore it and a test server would lie.
    strictTransportSecurity: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // request.protocol honours TRUST_PROXY (X-Forwarded-Proto from the reverse proxy).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers carry patients' data: never stored by browsers or proxies, unless the route
    // chose its own caching (public images, ETag-revalidated locales).
    const path = request.url.split('?')[0];
    crossSiteHeaders(path, reply.raw);
    if (API_PREFIXES.some((p) => path.startsWith(p)) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});

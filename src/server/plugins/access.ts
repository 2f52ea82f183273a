/**
 * Authentication and tenant isolation, enforced centrally for every route.
 *
 * Each route says in `config.access` who may call it:
 *   - 'public'                     no token needed
 *   - 'user' (default)             any signed-in user
 *   - { centre: {from, key} }      the signed-in user must hold a role in that centre;
 *                                  optional `roles` and `permission` narrow it further
 *   - { self: {from, key} }        the id is the user themself, or a user of a centre the caller manages
 * Routes cannot forget this: an unknown shape fails at registration, and the
 * cross-centre sweep test walks every registered route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, inArray } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../db/centreScope';
import { centreProviders, roles } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../errors';
import type { Db } from '../db/client';
import type { TokenService } from '../services/auth/tokens';
import { isManager, type Access, type AuthContext } from '../access/accessRules';
import { callerQueries } from '../access/callerQueries';
import { isUuid } from '../../shared/validators/uuid';

type Source = 'params' | 'query' | 'body';

// The rules' vocabulary lives in access/accessRules.ts (services import it from there).
export type { Access, AuthContext, CentreAccess, RoleName, SelfAccess } from '../access/accessRules';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route with its access rule, for the cross-centre sweep and the OpenAPI audit. */
    accessTable: { method: string; url: string; access: Access }[];
    /** Loads the caller from an access token exactly as for a request; throws a 401 `unauthorized`. */
    authenticateToken(token: string): Promise<AuthContext>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set by the centre guard: the centre this request is scoped to. */
    centreId: string | null;
  }
}

function pick(request: FastifyRequest, from: Source, key: string): unknown {
  const src = request[from] as Record<string, unknown> | undefined;
  return src && typeof src === 'object' ? src[key] : undefined;
}

export const accessPlugin = fp(async function accessPlugin(app: FastifyInstance, opts: { db: Db; tokens: TokenService }) {
  const { db, tokens } = opts;
  const queries = callerQueries(db);
  app.decorateRequest('auth', null);
  app.decorateRequest('centreId', null);

  app.decorate('accessTable', []);
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access ?? 'user';
    if (access !== 'public' && access !== 'user' && !('centre' in access) && !('self' in access)) {
      throw new Error(`${route.method} ${route.url}: bad access config`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.accessTable.push({ method, url: route.url, access });
    }
  });

  /** Loads the caller from the bearer token; the token version makes revocations immediate. */
  async function authenticate(request: FastifyRequest): Promise<AuthContext> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    return authenticateToken(token);
  }

  /** The same check for a token from elsewhere (the live socket's handshake, src/server/realtime). */
  async function authenticateToken(token: string): Promise<AuthContext> {
    if (!token) throw unauthorized();
    const claims = await tokens.verifyAccess(token);
    if (!claims || !isUuid(claims.sub)) throw unauthorized();
    if (claims.sid !== undefined && !isUuid(claims.sid)) throw unauthorized();
    // Signed out (or family revoked on refresh-token reuse): the session's access tokens end too.
    const user = await queries.caller(claims.sub, claims.sid);
    if (!user || user.tv !== claims.tv || !user.activatedAt || !user.sessionAlive) throw unauthorized();
    const userRoles = await queries.rolesOf(user.id);
    return { userId: user.id, roles: userRoles };
  }

  app.decorate('authenticateToken', authenticateToken);

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config?.access ?? 'user';
    if (access === 'public') return;
    request.auth = await authenticate(request);
  });

  // An id the request already carries (path, query or parsed body) is checked before validation,
  // so another centre's id answers 404 whatever else the request holds. Ids a route's own hook
  // fills in (records reached by their id, the active centre as fallback) are checked after it.
  const checked = new WeakSet<FastifyRequest>();
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access ?? 'user';
    if (access === 'public' || access === 'user') return;
    const { from, key } = 'centre' in access ? access.centre : access.self;
    if (pick(request, from, key) === undefined) return;
    checked.add(request);
    await guard(request);
  });
  app.addHook('preHandler', async (request) => {
    if (!checked.has(request)) await guard(request);
  });

  async function guard(request: FastifyRequest) {
    const access = request.routeOptions.config?.access ?? 'user';
    if (access === 'public' || access === 'user' || !request.auth) return;
    const auth = request.auth;
    if ('centre' in access) {
      const { from, key, roles: allowed, permission } = access.centre;
      const centreId = pick(request, from, key);
      // Unknown and foreign centres answer alike, so ids cannot be probed.
      if (!isUuid(centreId)) throw notFound();
      const mine = auth.roles.filter((r) => r.centreId === centreId);
      if (mine.length === 0) throw notFound();
      if (allowed && !mine.some((r) => allowed.includes(r.name))) throw forbidden();
      if (permission && !isManager(auth, centreId) && !(await hasPermission(db, auth.userId, centreId, permission))) {
        throw forbidden();
      }
      request.centreId = centreId;
      return;
    }
    const targetId = pick(request, access.self.from, access.self.key);
    if (!isUuid(targetId)) throw notFound();
    if (targetId === auth.userId) return;
    const managed = auth.roles.filter((r) => r.name === 'OWNER' || r.name === 'ADMIN').map((r) => r.centreId);
    if (managed.length > 0) {
      const [shared] = await db
        .select({ id: roles.id })
        .from(acrossCentres(roles, 'whether the target user is a member of a centre the caller manages'))
        .where(and(eq(roles.userId, targetId), inArray(roles.centreId, managed)))
        .limit(1);
      if (shared) return;
    }
    throw notFound();
  }
});

/** Spec §6: owners and admins pass; others need the flag on the first entry of their permission record. */
export async function hasPermission(db: Db, userId: string, centreId: string, permission: string): Promise<boolean> {
  const [cp] = await forCentre(db, centreId)
    .select({ permission: centreProviders.permission })
    .from(centreProviders)
    .where(eq(centreProviders.userId, userId));
  return Boolean(cp?.permission?.[0]?.[permission]);
}

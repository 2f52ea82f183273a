/**
 * Tenant isolation sweep (security plan A1/A2): walks EVERY registered route and calls it as
 * clinic A's owner with clinic B's ids in path, query and body. Nothing of B may be read
 * (no B canary in any answer) or changed (checksum of all B rows unchanged).
 * Runs in the isolation sweeps' shared world (sweeps.*.test.ts), on its own clinics A and B.
 */
import { eq } from 'drizzle-orm';
import * as schema from '../../../src/server/db/schema';
import type { Access } from '../../../src/server/plugins/access';
import { checksumB, injectionBody, urlVariants } from './support/crossCentreSeed';
import type { SweepWorld } from './support/sweepWorld';

const PUBLIC_BOOKING = '/booking-api/public/';

/** The sweep, as tests of the world's describe block. */
export function crossCentreSweep(world: SweepWorld): void {
  it('reads and changes nothing of another centre through any route', async () => {
    const { kind, t, cross: s } = world;
    const before = await checksumB(t, s);
    // Public routes take no caller, so there is nothing to cross, except the public booking API,
    // which names a centre: a closed centre (B takes no online bookings) must tell nothing.
    const routes = t.app.accessTable.filter((r) => (r.access !== 'public' || r.url.startsWith(PUBLIC_BOOKING)) && !r.url.startsWith('/locales'));
    const covered = new Set<string>();
    const leaks: string[] = [];
    const statuses: Record<string, number> = {};
    let requests = 0;
    const tokens = new Map<string, Promise<string>>();
    const tokenOf = async (userId: string) => {
      const [u] = await t.ctx.db.select({ tv: schema.users.tokenVersion }).from(schema.users).where(eq(schema.users.id, userId));
      const key = `${userId}:${u.tv}`;
      if (!tokens.has(key)) tokens.set(key, t.ctx.tokens.signAccess({ sub: userId, tv: u.tv }));
      return tokens.get(key)!;
    };
    for (const route of routes) {
      for (const url of urlVariants(route.url, s)) {
        const bodies = ['GET', 'DELETE'].includes(route.method) ? [undefined, injectionBody(s)] : [{}, injectionBody(s)];
        for (const body of bodies) {
          const query = `?centreId=${s.b.centreId}&userId=${s.bIds.provider}`;
          // A token of A's current token version each call: a route that bumps it must not turn later calls into 401s.
          const token = await tokenOf(s.a.owner.userId);
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: url + query,
            headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
            payload: body ? JSON.stringify(body) : undefined,
          });
          requests++;
          covered.add(`${route.method} ${route.url}`);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          const text = res.body.toLowerCase();
          for (const c of s.canaries) if (text.includes(c.toLowerCase())) leaks.push(`${route.method} ${url} leaked ${c}: ${res.statusCode}`);
          if (res.statusCode >= 500) leaks.push(`${route.method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        }
      }
    }
    const after = await checksumB(t, s);
    // The figure for the issue note.
    process.stdout.write(
      `[sweep ${kind}] ${requests} cross-centre requests over ${covered.size}/${routes.length} routes, leaked ${leaks.length}, B changed ${before === after ? 0 : 1}; statuses ${JSON.stringify(statuses)}\n`,
    );
    expect(leaks).toEqual([]);
    expect(after).toBe(before);
    expect(covered.size).toBe(routes.length);
    // Generous like the other sweeps: ~2400 requests on a shared, loaded machine outgrew jest's default minute.
  }, 600_000);

  it('has an access rule on every route', () => {
    const { t } = world;
    const allowed = (a: Access) => a === 'public' || a === 'user' || 'centre' in a || 'self' in a;
    expect(t.app.accessTable.filter((r) => !allowed(r.access))).toEqual([]);
    expect(t.app.accessTable.length).toBeGreaterThan(0);
  });
}

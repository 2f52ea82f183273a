/**
 * Role matrix (security plan A3, BFLA): every route × every caller, compared with the declarative
 * policy in rolePolicy.ts. A caller is "denied" when the answer is 401, 403 or 404 and "allowed"
 * otherwise (2xx, or a 400/409 of the route's own work). A route missing from the policy fails,
 * and so does a policy row for a route that no longer exists. Runs in the isolation sweeps' shared
 * world (sweeps.*.test.ts).
 */
import { recordMetric } from '../../support/metrics';
import { rolePolicy } from './rolePolicy';
import { ExposureScan } from './support/forbiddenKeys';
import { CALLERS, createCentre, type Caller, type Centre } from './support/roleWorld';
import { requestFor, routeName, type RouteKey } from './support/routeRequests';
import type { SweepWorld } from './support/sweepWorld';

/** Routes that delete or take over their fixture: each cell gets a fresh centre (and a fresh OTHER). */
const DESTRUCTIVE = new Set(['DELETE /api/user', 'DELETE /api/centre/:id', 'POST /api/invitations/:token/accept']);
const DENIED = new Set([401, 403, 404]);

/** The route list check: pure reads, so the sweeps' file runs it first. */
export function rolePolicyListing(world: SweepWorld): void {
  it('lists every route in the policy, and only existing routes', () => {
    const { kind, t } = world;
    const routes = () => t.app.accessTable.map((r) => ({ method: r.method, url: r.url }));
    const names = new Set(routes().map(routeName));
    const unlisted = [...names].filter((n) => !(n in rolePolicy));
    const stale = Object.keys(rolePolicy).filter((n) => !names.has(n));
    recordMetric({ id: 'A3', figure: `unlisted routes (of ${names.size}) + stale policy rows`, value: unlisted.length + stale.length, threshold: '= 0', pass: unlisted.length + stale.length === 0, db: kind });
    expect({ unlisted, stale }).toEqual({ unlisted: [], stale: [] });
  });
}

/** The matrix, as tests of the world's describe block. */
export function roleMatrix(world: SweepWorld): void {
  const routes = () => world.t.app.accessTable.map((r) => ({ method: r.method, url: r.url }));

  async function callCell(route: RouteKey, caller: Caller): Promise<{ status: number; body: string }> {
    const { t, w } = world;
    let centre: Centre = w.a;
    let headers: Record<string, string>;
    if (DESTRUCTIVE.has(routeName(route))) {
      centre = await createCentre(t, 'Praxis Z');
      const other = caller === 'OTHER' ? (await createCentre(t, 'Praxis Y')).users.OWNER : null;
      headers = await w.headersOf(caller === 'ANONYMOUS' ? null : (other ?? centre.users[caller as keyof Centre['users']]));
    } else {
      headers = await w.headers(caller);
    }
    const req = await requestFor(w, route, centre);
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: req.url,
      headers: { ...headers, ...req.headers, ...(req.body ? { 'content-type': 'application/json' } : {}) },
      payload: req.body ? JSON.stringify(req.body) : undefined,
    });
    // Google not configured in this app: answered after the access check, so it counts as allowed.
    if (res.statusCode === 503 && res.json().code === 'googleCalendarNotConfigured') return { status: 200, body: res.body };
    return { status: res.statusCode, body: res.body };
  }

  it('answers every cell (route × caller) as the policy says', async () => {
    const { kind, w } = world;
    const mismatches: string[] = [];
    const observed: Record<string, Caller[]> = {};
    let cells = 0;
    const scan = new ExposureScan(await w.secrets());
    for (const route of routes().filter((r) => routeName(r) in rolePolicy)) {
      const name = routeName(route);
      observed[name] = [];
      for (const caller of CALLERS) {
        const { status, body } = await callCell(route, caller);
        cells++;
        scan.check(`${name} as ${caller}`, body, name === 'GET /api/docs/openapi.json');
        const allowed = !DENIED.has(status);
        if (allowed) observed[name].push(caller);
        if (process.env.ROLE_MATRIX_DUMP) process.stdout.write(`cell ${name} ${caller} ${status}\n`);
        if (status >= 500) mismatches.push(`${name} as ${caller}: ${status}`);
        else if (allowed !== rolePolicy[name].includes(caller)) mismatches.push(`${name} as ${caller}: ${status} (policy: ${allowed ? 'deny' : 'allow'})`);
      }
    }
    if (process.env.ROLE_MATRIX_DUMP) process.stdout.write(`${Object.entries(observed).map(([n, c]) => `  '${n}': [${c.join(', ')}],`).join('\n')}\n`);
    recordMetric({ id: 'A3', figure: `cells (${Object.keys(observed).length} routes × ${CALLERS.length} callers = ${cells}), mismatches`, value: mismatches.length, threshold: '= 0', pass: mismatches.length === 0, db: kind });
    recordMetric({ id: 'A4', figure: `responses scanned (${scan.scanned}, role matrix), forbidden keys`, value: scan.findings.length, threshold: '= 0', pass: scan.findings.length === 0, db: kind });
    expect(mismatches).toEqual([]);
    expect(scan.findings).toEqual([]);
  }, 600_000);
}

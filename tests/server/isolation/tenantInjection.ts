/**
 * Tenant-id injection (security plan A2): the path (or the route's own centre key) names centre A,
 * and a centre id of B rides along in the body (centre_fk, centreId, clinicId), the query
 * (?centreId=, ?clinicId=) or a header (x-centre-id, x-tenant-id). The caller owns BOTH centres,
 * so the access check would let a request for B pass: only the route itself keeps to A. The value
 * must be refused (4xx) or ignored: nothing of B is written, and no B record appears in an answer.
 * Runs in the isolation sweeps' shared world (sweeps.*.test.ts), after the others: it makes A's
 * owner an owner of B too.
 */
import { addMember } from '../support/fixtures';
import { recordMetric } from '../../support/metrics';
import { changes, fingerprint, type Fingerprint } from './support/dbFingerprint';
import { ExposureScan } from './support/forbiddenKeys';
import { requestFor, routeName, type CellRequest, type RouteKey } from './support/routeRequests';
import type { SweepWorld } from './support/sweepWorld';

/** Fixture-destroying routes (covered by the role matrix on fresh centres) and Google's webhook (no tenant). */
const SKIPPED = new Set(['DELETE /api/user', 'DELETE /api/centre/:id', 'POST /api/invitations/:token/accept']);
/** Team routes change an A member's roles by design (a fresh member per call); B's roles stay under the B checksum. */
const CHANGES_A_ROLES = new Set(['PATCH /api/centres/:id/settings/providers/:providerId/role', 'DELETE /api/centres/:id/settings/providers/:providerId']);

interface Variant {
  name: string;
  apply(req: CellRequest, b: string): CellRequest | null;
}

const bodyVariant = (key: string): Variant => ({
  name: `body.${key}`,
  // A key the route itself reads its centre from is not an injection (A1 sweeps that one).
  apply: (req, b) => (req.body === undefined || key in req.body ? null : { ...req, body: { ...req.body, [key]: b } }),
});
const queryVariant = (key: string): Variant => ({
  name: `query.${key}`,
  apply: (req, b) => ({ ...req, url: `${req.url}${req.url.includes('?') ? '&' : '?'}${key}=${b}` }),
});
const headerVariant = (key: string): Variant => ({
  name: `header.${key}`,
  apply: (req, b) => ({ ...req, headers: { ...req.headers, [key]: b } }),
});
const VARIANTS = [
  bodyVariant('centre_fk'),
  bodyVariant('centreId'),
  bodyVariant('clinicId'),
  queryVariant('centreId'),
  queryVariant('clinicId'),
  headerVariant('x-centre-id'),
  headerVariant('x-tenant-id'),
];

/** The sweep, as tests of the world's describe block. */
export function tenantInjection(world: SweepWorld): void {
  beforeAll(async () => {
    // The caller manages both centres: a B id that reached the work would be obeyed.
    await addMember(world.t.ctx, world.w.b.centreId, world.w.a.users.OWNER, 'OWNER');
  });

  it('ignores or refuses a centre id of B in body, query and headers on every route', async () => {
    const { kind, t, w } = world;
    const bIds = [w.b.centreId, ...Object.values(w.b.users).map((u) => u.userId), ...Object.values(w.b.cp), ...Object.values(w.bRecords)];
    const bOnly = [...Object.values(w.bRecords), ...Object.values(w.b.cp)];
    const scan = new ExposureScan(await w.secrets());
    const accepted: string[] = [];
    const endpoints = new Set<string>();
    let tried = 0;
    let last: Fingerprint = await fingerprint(w, bIds);
    // The public booking API names its centre in the path: a B id riding along must not switch it.
    const routes: RouteKey[] = t.app.accessTable.filter((r) => (r.access !== 'public' || r.url.startsWith('/booking-api/public/')) && !SKIPPED.has(routeName(r)));
    for (const route of routes) {
      const name = routeName(route);
      for (const variant of VARIANTS) {
        const req = variant.apply(await requestFor(w, route), w.b.centreId);
        if (!req) continue;
        if (CHANGES_A_ROLES.has(name)) last = await fingerprint(w, bIds);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: req.url,
          headers: { ...(await w.headers('OWNER')), ...req.headers, ...(req.body ? { 'content-type': 'application/json' } : {}) },
          payload: req.body ? JSON.stringify(req.body) : undefined,
        });
        tried++;
        endpoints.add(name);
        scan.check(`${name} ${variant.name}`, res.body);
        // Google is not configured in this app: answered after the access and provider checks.
        const notConfigured = res.statusCode === 503 && res.json().code === 'googleCalendarNotConfigured';
        if (res.statusCode >= 500 && !notConfigured) accepted.push(`${name} ${variant.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (res.statusCode >= 400) continue;
        for (const id of bOnly) if (res.body.includes(id)) accepted.push(`${name} ${variant.name}: answered B's record ${id}`);
        if (route.method === 'GET') continue;
        const now = await fingerprint(w, bIds);
        const expected = CHANGES_A_ROLES.has(name) ? changes(last, { ...now, accounts: last.accounts }) : null;
        for (const c of expected ?? changes(last, now)) accepted.push(`${name} ${variant.name} (${res.statusCode}): ${c}`);
        last = now;
      }
    }
    process.stdout.write(`[A2 ${kind}] ${tried} injections over ${endpoints.size} routes, accepted ${accepted.length}\n`);
    recordMetric({ id: 'A2', figure: `injection variants (${VARIANTS.length}) × endpoints (${endpoints.size}) accepted, of ${tried}`, value: accepted.length, threshold: '= 0', pass: accepted.length === 0, db: kind });
    recordMetric({ id: 'A4', figure: `responses scanned (${scan.scanned}, tenant injection), forbidden keys`, value: scan.findings.length, threshold: '= 0', pass: scan.findings.length === 0, db: kind });
    expect(accepted).toEqual([]);
    expect(scan.findings).toEqual([]);
    expect(endpoints.size).toBeGreaterThan(100);
  }, 600_000);
}

/**
 * Mass assignment (security plan A4, BOPLA): every POST/PUT/PATCH route is called as centre A's
 * owner with a valid body plus one extra field at a time (role, centre and owner ids, password
 * hash, token version, status, timestamps, another record's id). Each must be refused (4xx) or
 * ignored: after every call that was not refused, the database is checked for the injected values,
 * for changes to centre B, to roles and to account secrets. Every answer is also scanned for
 * secrets (over-exposure). Runs in the isolation sweeps' shared world (sweeps.*.test.ts).
 */
import { eq } from 'drizzle-orm';
import * as schema from '../../../src/server/db/schema';
import { recordMetric } from '../../support/metrics';
import { bodyProperties, isWritable } from './support/bodySchemas';
import { SENTINELS, changes, fingerprint, type Fingerprint } from './support/dbFingerprint';
import { ExposureScan } from './support/forbiddenKeys';
import type { RoleWorld } from './support/roleWorld';
import { recordRouteOf, requestFor, routeName, type RouteKey } from './support/routeRequests';
import type { SweepWorld } from './support/sweepWorld';

/** Accepting an invitation adds a role by design; its body is checked by invitations tests. */
const SKIPPED = new Set(['POST /api/invitations/:token/accept']);
/** Their requests add a fresh member to A first (routeRequests.ts): the fingerprint is taken after that. */
const FRESH_MEMBER = new Set(['PATCH /api/centres/:id/settings/providers/:providerId/role']);
/** Bodies wrapped in one object: the extras go inside it too. */
const WRAPPERS = ['userData'];

function extraFields(w: RoleWorld, route: RouteKey): Record<string, unknown> {
  const rec = recordRouteOf(route);
  const otherRecord = rec ? w.bRecords[rec.def.name] : w.bRecords.contact;
  const bOwner = w.b.users.OWNER.userId;
  return {
    role: SENTINELS.role,
    Role: SENTINELS.role,
    centre_fk: w.b.centreId,
    centreId: w.b.centreId,
    clinicId: w.b.centreId,
    centre_id: w.b.centreId,
    ownerId: bOwner,
    providerId: w.b.cp.PROVIDER,
    user_fk: bOwner,
    user_id: bOwner,
    createdBy: bOwner,
    passwordHash: SENTINELS.passwordHash,
    password_hash: SENTINELS.passwordHash,
    tokenVersion: SENTINELS.tokenVersion,
    status: SENTINELS.status,
    createdAt: SENTINELS.timestamp,
    updatedAt: SENTINELS.timestamp,
    id: otherRecord,
    ...(rec ? { [rec.def.idField]: otherRecord } : {}),
  };
}

/** The sweep, as tests of the world's describe block. */
export function massAssignment(world: SweepWorld): void {
  it('refuses or ignores every extra field on every write route, and no answer shows a secret', async () => {
    const { kind, t, w } = world;
    const declared = await bodyProperties(t.app);
    const bIds = [w.b.centreId, ...Object.values(w.b.users).map((u) => u.userId), ...Object.values(w.b.cp), ...Object.values(w.bRecords)];
    const scan = new ExposureScan(await w.secrets());
    const landed: string[] = [];
    const statuses: Record<number, number> = {};
    let tried = 0;
    let endpoints = 0;
    let last: Fingerprint = await fingerprint(w, bIds);
    const routes = t.app.accessTable.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !SKIPPED.has(routeName(r)));
    for (const route of routes) {
      const name = routeName(route);
      const props = declared(route.method, route.url);
      let triedHere = 0;
      for (const [field, value] of Object.entries(extraFields(w, route))) {
        // A field the route really takes is its input, not an extra.
        if (isWritable(props[field])) continue;
        const req = await requestFor(w, route);
        if (FRESH_MEMBER.has(name)) last = await fingerprint(w, bIds);
        if (req.body && field in req.body) continue;
        const body: Record<string, unknown> = { ...req.body, [field]: value };
        for (const wrapper of WRAPPERS) {
          const inner = body[wrapper];
          if (inner && typeof inner === 'object' && !(field in inner)) body[wrapper] = { ...inner, [field]: value };
        }
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: req.url,
          headers: { ...(await w.headers('OWNER')), ...req.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        tried++;
        triedHere++;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        scan.check(`${name} +${field}`, res.body);
        if (res.statusCode >= 500) landed.push(`${name} +${field}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (res.statusCode >= 400) continue;
        const now = await fingerprint(w, bIds);
        for (const c of changes(last, now)) landed.push(`${name} +${field} (${res.statusCode}): ${c}`);
        last = now;
      }
      if (triedHere > 0) endpoints++;
    }
    process.stdout.write(`[A4 ${kind}] ${tried} extra fields over ${endpoints} write routes, landed ${landed.length}; statuses ${JSON.stringify(statuses)}\n`);
    recordMetric({ id: 'A4', figure: `extra fields × endpoints accepted (${tried} tried over ${endpoints} routes)`, value: landed.length, threshold: '= 0', pass: landed.length === 0, db: kind });
    recordMetric({ id: 'A4', figure: `responses scanned (${scan.scanned}, mass assignment), forbidden keys`, value: scan.findings.length, threshold: '= 0', pass: scan.findings.length === 0, db: kind });
    expect(landed).toEqual([]);
    expect(scan.findings).toEqual([]);
    expect(endpoints).toBeGreaterThan(50);
  }, 600_000);
}

/** That the sweep's checks can fail: it changes the world, so the sweeps' file runs it last. */
export function massAssignmentProbe(world: SweepWorld): void {
  it('would see an injected value, a change to B and a secret in an answer (the checks can fail)', async () => {
    const { t, w } = world;
    const bIds = [w.b.centreId, ...Object.values(w.bRecords)];
    const before = await fingerprint(w, bIds);
    await t.ctx.db.update(schema.tags).set({ value: 'changed' }).where(eq(schema.tags.centreId, w.b.centreId));
    await t.ctx.db.update(schema.contacts).set({ lastName: SENTINELS.status }).where(eq(schema.contacts.centreId, w.a.centreId));
    await t.ctx.db.update(schema.users).set({ tokenVersion: SENTINELS.tokenVersion }).where(eq(schema.users.id, w.a.users.ADMIN.userId));
    expect(changes(before, await fingerprint(w, bIds))).toEqual([
      "centre B's rows changed",
      'roles, password hashes or token versions changed',
      'contacts: an injected value landed',
    ]);
    // A row of B gone: the fingerprint keeps rows' facts between calls, and must see one vanish too.
    const beforeDelete = await fingerprint(w, bIds);
    await t.ctx.db.delete(schema.tags).where(eq(schema.tags.centreId, w.b.centreId));
    expect(changes(beforeDelete, await fingerprint(w, bIds))).toEqual(["centre B's rows changed"]);
    const scan = new ExposureScan(['s3cret-value']);
    scan.check('probe', JSON.stringify({ user: { name: 'x', PasswordHash: 'y' }, list: [{ refresh_token: 'z' }], note: 's3cret-value $argon2id$' }));
    expect(scan.findings).toEqual(['probe: $.user.PasswordHash', 'probe: $.list[0].refresh_token', 'probe: an argon2 hash', 'probe: secret value s3cret-value…']);
  });
}

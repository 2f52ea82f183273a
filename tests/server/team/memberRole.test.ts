/** Changing a member's role (README "Team"): the owner only, ADMIN <-> PROVIDER, effective on the next request. */
import { and, eq } from 'drizzle-orm';
import { auditEvents, roles } from '../../../src/server/db/schema';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { call, createWorldClinic, type Clinic } from '../centres/world';

describe.each(DB_KINDS)('member roles on %s', (kind) => {
  let t: TestApp;
  let a: Clinic;
  let b: Clinic;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  // Fresh clinics per test: the tests change roles.
  beforeEach(async () => {
    a = await createWorldClinic(t, 'Praxis A');
    b = await createWorldClinic(t, 'Praxis B');
  });
  afterAll(() => t.close());

  const roleUrl = (c: Clinic, providerId: string) => `/api/centres/${c.centreId}/settings/providers/${providerId}/role`;
  const rolesOf = async (c: Clinic, userId: string) =>
    (await t.ctx.db.select({ name: roles.name }).from(roles).where(and(eq(roles.centreId, c.centreId), eq(roles.userId, userId)))).map((r) => r.name);
  const renameCentre = (c: Clinic, user: Clinic['admin'], name: string) => call(t, user, 'PATCH', `/api/centres/${c.centreId}`, { name });

  it('the owner makes a provider an admin and back; the answer and the list show the new role', async () => {
    const up = await call(t, a.owner, 'PATCH', roleUrl(a, a.cp.provider), { role: 'ADMIN' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ centreProvider_id: a.cp.provider, role: 'ADMIN' });
    expect(await rolesOf(a, a.provider.userId)).toEqual(['ADMIN']);
    const list = await call(t, a.owner, 'GET', `/api/centres/${a.centreId}/settings/providers`);
    expect(list.json().find((p: { centreProvider_id: string }) => p.centreProvider_id === a.cp.provider).role).toBe('ADMIN');

    const down = await call(t, a.owner, 'PATCH', roleUrl(a, a.cp.provider), { role: 'PROVIDER' });
    expect(down.json().role).toBe('PROVIDER');
    expect(await rolesOf(a, a.provider.userId)).toEqual(['PROVIDER']);
    const events = await t.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.centreId, a.centreId), eq(auditEvents.objectId, a.cp.provider)));
    expect(events.map((e) => [e.action, e.objectType, e.userId, e.detail])).toEqual([
      ['update', 'centreProvider', a.owner.userId, { fields: ['role'], role: 'ADMIN' }],
      ['update', 'centreProvider', a.owner.userId, { fields: ['role'], role: 'PROVIDER' }],
    ]);
  });

  it('promotion and demotion apply to the next request (A8)', async () => {
    expect((await renameCentre(a, a.provider, 'Praxis P')).statusCode).toBe(403);
    await call(t, a.owner, 'PATCH', roleUrl(a, a.cp.provider), { role: 'ADMIN' });
    expect((await renameCentre(a, a.provider, 'Praxis P')).statusCode).toBe(200);

    expect((await renameCentre(a, a.admin, 'Praxis Admin')).statusCode).toBe(200);
    expect((await call(t, a.owner, 'PATCH', roleUrl(a, a.cp.admin), { role: 'PROVIDER' })).statusCode).toBe(200);
    expect((await renameCentre(a, a.admin, 'Praxis Admin 2')).statusCode).toBe(403);
  });

  it('only the owner changes roles', async () => {
    for (const user of [a.admin, a.provider]) {
      const res = await call(t, user, 'PATCH', roleUrl(a, a.cp.provider), { role: 'ADMIN' });
      expect(res.statusCode).toBe(403);
    }
    expect(await rolesOf(a, a.provider.userId)).toEqual(['PROVIDER']);
  });

  it('the owner role is neither given nor taken, and nobody changes their own role', async () => {
    const give = await call(t, a.owner, 'PATCH', roleUrl(a, a.cp.admin), { role: 'OWNER' });
    expect(give.statusCode).toBe(400);
    expect(give.json()).toEqual({ code: 'ownerRoleNotChangeable', message: 'errors.ownerRoleNotChangeable' });
    const own = await call(t, a.owner, 'PATCH', roleUrl(a, a.cp.owner), { role: 'ADMIN' });
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('ownRoleNotChangeable');
    // A second owner (an owner may hold the role in a centre with another owner): still not changeable.
    await t.ctx.db.delete(roles).where(and(eq(roles.centreId, a.centreId), eq(roles.userId, a.admin.userId)));
    await t.ctx.db.insert(roles).values({ centreId: a.centreId, userId: a.admin.userId, name: 'OWNER' });
    const other = await call(t, a.owner, 'PATCH', roleUrl(a, a.cp.admin), { role: 'PROVIDER' });
    expect(other.json().code).toBe('ownerRoleNotChangeable');
    expect(await rolesOf(a, a.admin.userId)).toEqual(['OWNER']);
    expect(await rolesOf(a, a.owner.userId)).toEqual(['OWNER']);
    const bad = await call(t, a.owner, 'PATCH', roleUrl(a, a.cp.provider), { role: 'CLIENT' });
    expect(bad.statusCode).toBe(400);
  });

  it("another centre's member and unknown ids answer 404, and nothing changes", async () => {
    for (const url of [roleUrl(a, b.cp.provider), roleUrl(b, b.cp.provider), roleUrl(a, 'not-a-uuid'), roleUrl(a, '00000000-0000-4000-8000-000000000000')]) {
      const res = await call(t, a.owner, 'PATCH', url, { role: 'ADMIN' });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect(await rolesOf(b, b.provider.userId)).toEqual(['PROVIDER']);
  });
});

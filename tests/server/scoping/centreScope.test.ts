/**
 * The centre scope (src/server/db/centreScope.ts) on a real database: every statement made
 * through forCentre() reads and changes only its centre's rows, whatever conditions are added.
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../../src/server/db/centreScope';
import { centreProviders, notificationTemplates, roles, users } from '../../../src/server/db/schema';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { addMember, createClinic, createUser, type TestClinic } from '../support/fixtures';

describe.each(DB_KINDS)('centre scope on %s', (kind) => {
  let t: TestApp;
  let a: TestClinic;
  let b: TestClinic;
  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createClinic(t.ctx, { name: 'Praxis A' });
    b = await createClinic(t.ctx, { name: 'Praxis B' });
    // One person in both centres: the same user id has rows in each.
    const both = await createUser(t.ctx);
    await addMember(t.ctx, a.centreId, both, 'PROVIDER');
    await addMember(t.ctx, b.centreId, both, 'PROVIDER');
    for (const c of [a, b]) await t.ctx.db.insert(notificationTemplates).values({ centreId: c.centreId, notificationType: 'reminder', template: `of ${c.centreId}` });
  });
  afterAll(() => t.close());

  it('selects only its centre, also when .where adds conditions or is called twice', async () => {
    const scoped = forCentre(t.ctx.db, a.centreId);
    const all = await scoped.select({ centreId: roles.centreId }).from(roles);
    expect(all.length).toBe(2);
    expect(all.every((r) => r.centreId === a.centreId)).toBe(true);
    const owners = await scoped.select().from(roles).$dynamic().where(eq(roles.name, 'OWNER')).where(eq(roles.userId, b.owner.userId));
    expect(owners).toEqual([]);
    expect(await scoped.count(roles)).toBe(2);
    expect(await scoped.exists(roles, eq(roles.userId, b.owner.userId))).toBe(false);
  });

  it('scopes joined centre-owned tables in ON', async () => {
    const rows = await forCentre(t.ctx.db, a.centreId)
      .select({ email: users.email, centreId: centreProviders.centreId })
      .from(users)
      .innerJoin(centreProviders, eq(centreProviders.userId, users.id));
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.centreId === a.centreId)).toBe(true);
  });

  it('updates and deletes only its centre', async () => {
    const scoped = forCentre(t.ctx.db, a.centreId);
    const changed = await scoped.update(notificationTemplates).set({ template: 'changed' }).returning();
    expect(changed.map((r) => r.centreId)).toEqual([a.centreId]);
    const deleted = await scoped.delete(notificationTemplates).where(eq(notificationTemplates.notificationType, 'reminder')).returning();
    expect(deleted.map((r) => r.centreId)).toEqual([a.centreId]);
    const [left] = await forCentre(t.ctx.db, b.centreId).select().from(notificationTemplates);
    expect(left.template).toBe(`of ${b.centreId}`);
  });

  it('inserts into its centre and refuses rows of another or moves to another', async () => {
    const scoped = forCentre(t.ctx.db, a.centreId);
    const [row] = await scoped.insert(notificationTemplates).values({ notificationType: 'confirmation', template: 'x' }).returning();
    expect(row.centreId).toBe(a.centreId);
    expect(() => scoped.insert(notificationTemplates).values({ centreId: b.centreId, notificationType: 'x', template: 'x' })).toThrow(/another centre/);
    expect(() => scoped.update(notificationTemplates).set({ centreId: b.centreId })).toThrow(/another centre/);
    expect(await forCentre(t.ctx.db, b.centreId).count(notificationTemplates, eq(notificationTemplates.notificationType, 'confirmation'))).toBe(0);
  });
});

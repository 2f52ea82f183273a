/**
 * Removing a member from a practice, and leaving one (README "Team"): who may remove whom, the
 * owner's protection, access ending on the next request, what is kept and what is cleared.
 */
import { and, eq } from 'drizzle-orm';
import {
  auditEvents,
  centreProviders,
  centreSettings,
  googleCalendarAccounts,
  googleCalendarBusyBlocks,
  googleCalendarLinks,
  invitations,
  roles,
  userSettings,
} from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { addMember, createUser } from '../support/fixtures';
import { call, type Clinic } from '../centres/world';
import { connect, createCalendarWorld, WORK, type CalendarWorld } from '../googleCalendar/world';
import { createInvitation } from '../isolation/support/roleWorld';

describe.each(DB_KINDS)('removing members on %s', (kind) => {
  let w: CalendarWorld;
  beforeAll(async () => {
    w = await createCalendarWorld(kind);
    const inHours = (h: number) => new Date(Date.now() + h * 3600e3).toISOString();
    w.google.putEvent(WORK, { id: 'busy', start: { dateTime: inHours(2) }, end: { dateTime: inHours(3) } });
  });
  afterAll(() => w.close());

  const db = () => w.t.ctx.db;
  const memberUrl = (c: Clinic, providerId: string) => `/api/centres/${c.centreId}/settings/providers/${providerId}`;
  const rolesOf = async (c: Clinic, userId: string) =>
    (await db().select({ name: roles.name }).from(roles).where(and(eq(roles.centreId, c.centreId), eq(roles.userId, userId)))).map((r) => r.name);
  /** A new member of centre A with the role; their centreProvider id. */
  async function newMember(role: 'ADMIN' | 'PROVIDER', c: Clinic = w.a) {
    const user = await createUser(w.t.ctx, { firstName: `Neu ${role}` });
    await addMember(w.t.ctx, c.centreId, user, role);
    const [cp] = await db().select().from(centreProviders).where(and(eq(centreProviders.userId, user.userId), eq(centreProviders.centreId, c.centreId)));
    return { user, cp: cp.id };
  }

  it('the owner removes an admin and a provider; the admin removes providers only', async () => {
    const admin = await newMember('ADMIN');
    const provider = await newMember('PROVIDER');
    const otherAdmin = await newMember('ADMIN');
    expect((await call(w.t, w.a.admin, 'DELETE', memberUrl(w.a, otherAdmin.cp))).statusCode).toBe(403);
    expect((await call(w.t, w.a.provider, 'DELETE', memberUrl(w.a, provider.cp))).statusCode).toBe(403);
    expect(await rolesOf(w.a, otherAdmin.user.userId)).toEqual(['ADMIN']);
    expect(await rolesOf(w.a, provider.user.userId)).toEqual(['PROVIDER']);

    expect((await call(w.t, w.a.admin, 'DELETE', memberUrl(w.a, provider.cp))).statusCode).toBe(204);
    expect((await call(w.t, w.a.owner, 'DELETE', memberUrl(w.a, admin.cp))).statusCode).toBe(204);
    expect(await rolesOf(w.a, provider.user.userId)).toEqual([]);
    expect(await rolesOf(w.a, admin.user.userId)).toEqual([]);
    const list = (await call(w.t, w.a.owner, 'GET', `/api/centres/${w.a.centreId}/settings/providers`)).json() as { centreProvider_id: string }[];
    expect(list.map((p) => p.centreProvider_id)).not.toEqual(expect.arrayContaining([provider.cp]));
    expect(list.map((p) => p.centreProvider_id)).not.toEqual(expect.arrayContaining([admin.cp]));
    // Removed twice, or a former member's record: like an unknown id.
    expect((await call(w.t, w.a.owner, 'DELETE', memberUrl(w.a, admin.cp))).statusCode).toBe(404);
    expect((await call(w.t, w.a.owner, 'GET', memberUrl(w.a, admin.cp))).statusCode).toBe(404);
    expect((await call(w.t, w.a.owner, 'PATCH', `/api/centre/${w.a.centreId}/centreProvider/${admin.cp}`, { active: true })).statusCode).toBe(404);
    const events = await db().select().from(auditEvents).where(and(eq(auditEvents.centreId, w.a.centreId), eq(auditEvents.objectId, admin.cp)));
    expect(events.map((e) => [e.action, e.objectType, e.userId, e.role, e.detail])).toEqual([['delete', 'centreProvider', w.a.owner.userId, 'OWNER', { fields: ['role'], self: false }]]);
  });

  it('nobody removes the owner, not even the owner themself', async () => {
    for (const user of [w.a.owner, w.a.admin, w.a.provider]) {
      const res = await call(w.t, user, 'DELETE', memberUrl(w.a, w.a.cp.owner));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'ownerCannotBeDeleted', message: 'errors.ownerCannotBeDeleted' });
    }
    expect(await rolesOf(w.a, w.a.owner.userId)).toEqual(['OWNER']);
  });

  it('access ends on the next request; the provider record stays, inactive; nothing else of the practice goes', async () => {
    const m = await newMember('ADMIN');
    const urls = [`/api/centre/${w.a.centreId}/getCentre`, `/api/centres/${w.a.centreId}/settings/providers`, `/api/clinics/${w.a.centreId}/contacts`];
    for (const url of urls) expect((await call(w.t, m.user, 'GET', url)).statusCode).toBe(200);
    const before = {
      roles: (await db().select().from(roles).where(eq(roles.centreId, w.a.centreId))).length,
      providers: (await db().select().from(centreProviders).where(eq(centreProviders.centreId, w.a.centreId))).length,
    };
    expect((await call(w.t, w.a.owner, 'DELETE', memberUrl(w.a, m.cp))).statusCode).toBe(204);
    for (const url of urls) expect((await call(w.t, m.user, 'GET', url)).statusCode).toBe(404);
    expect((await call(w.t, m.user, 'PATCH', `/api/centres/${w.a.centreId}`, { name: 'Übernahme' })).statusCode).toBe(404);
    const [kept] = await db().select().from(centreProviders).where(eq(centreProviders.id, m.cp));
    expect(kept).toMatchObject({ userId: m.user.userId, centreId: w.a.centreId, active: false });
    expect((await db().select().from(roles).where(eq(roles.centreId, w.a.centreId))).length).toBe(before.roles - 1);
    expect((await db().select().from(centreProviders).where(eq(centreProviders.centreId, w.a.centreId))).length).toBe(before.providers);
    // The account lives on.
    expect((await call(w.t, m.user, 'GET', '/api/auth/getUserFromToken')).statusCode).toBe(200);
    // History: colleagues still see the former member's name (past appointments name them); B does not.
    const name = await call(w.t, w.a.provider, 'GET', `/api/users/${m.user.userId}/getProviderName`);
    expect(name.statusCode).toBe(200);
    expect(name.json()).toEqual({ firstName: 'Neu ADMIN', lastName: 'User' });
    expect((await call(w.t, w.b.owner, 'GET', `/api/users/${m.user.userId}/getProviderName`)).statusCode).toBe(404);
  });

  it('a member leaves a practice themself; their session moves to another of their practices, or to none', async () => {
    const m = await newMember('PROVIDER');
    await addMember(w.t.ctx, w.b.centreId, m.user, 'PROVIDER');
    await db().update(userSettings).set({ activeCentreId: w.a.centreId }).where(eq(userSettings.userId, m.user.userId));
    expect((await call(w.t, m.user, 'DELETE', memberUrl(w.a, m.cp))).statusCode).toBe(204);
    const [s] = await db().select().from(userSettings).where(eq(userSettings.userId, m.user.userId));
    expect(s.activeCentreId).toBe(w.b.centreId);
    expect((await call(w.t, m.user, 'GET', `/api/centre/${w.b.centreId}/getCentre`)).statusCode).toBe(200);
    const [bCp] = await db().select().from(centreProviders).where(and(eq(centreProviders.userId, m.user.userId), eq(centreProviders.centreId, w.b.centreId)));
    expect((await call(w.t, m.user, 'DELETE', memberUrl(w.b, bCp.id))).statusCode).toBe(204);
    const [after] = await db().select().from(userSettings).where(eq(userSettings.userId, m.user.userId));
    expect(after.activeCentreId).toBeNull();
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.centreId, w.a.centreId), eq(auditEvents.objectId, m.cp)));
    expect(event).toMatchObject({ action: 'delete', userId: m.user.userId, role: 'PROVIDER', detail: { fields: ['role'], self: true } });
  });

  it('an active practice elsewhere is left alone', async () => {
    const m = await newMember('PROVIDER');
    await addMember(w.t.ctx, w.b.centreId, m.user, 'PROVIDER');
    await db().update(userSettings).set({ activeCentreId: w.b.centreId }).where(eq(userSettings.userId, m.user.userId));
    expect((await call(w.t, w.a.owner, 'DELETE', memberUrl(w.a, m.cp))).statusCode).toBe(204);
    expect((await db().select().from(userSettings).where(eq(userSettings.userId, m.user.userId)))[0].activeCentreId).toBe(w.b.centreId);
  });

  it('clears open invitations to them, the booking preselection and their Google Calendar sync of this practice', async () => {
    const m = await newMember('PROVIDER');
    const open = await createInvitation(w.t, w.a.centreId);
    await db().update(invitations).set({ email: m.user.email.toUpperCase() }).where(eq(invitations.id, open.id));
    const unrelated = await createInvitation(w.t, w.a.centreId);
    await db().update(centreSettings).set({ preselectedProviderId: m.user.userId }).where(eq(centreSettings.centreId, w.a.centreId));
    await connect(w, w.a.owner, w.a.centreId, m.cp, [WORK]);
    const started = await call(w.t, w.a.owner, 'POST', '/api/calendar/startWatch', { centreId: w.a.centreId, bookingProviderId: m.cp });
    expect(started.statusCode).toBe(200);
    const [link] = await db().select().from(googleCalendarLinks).where(eq(googleCalendarLinks.providerId, m.cp));
    expect(link.channelId).toBeTruthy();
    expect((await db().select().from(googleCalendarBusyBlocks).where(eq(googleCalendarBusyBlocks.providerId, m.cp))).length).toBeGreaterThan(0);
    // B's provider syncs too and must stay untouched.
    await connect(w, w.b.owner, w.b.centreId, w.b.cp.provider, [WORK]);
    const revokedBefore = w.google.revoked.length;

    expect((await call(w.t, w.a.owner, 'DELETE', memberUrl(w.a, m.cp))).statusCode).toBe(204);
    const status = async (id: string) => (await db().select().from(invitations).where(eq(invitations.id, id)))[0].status;
    expect(await status(open.id)).toBe('CANCELLED');
    expect(await status(unrelated.id)).toBe('SENT');
    expect((await db().select().from(centreSettings).where(eq(centreSettings.centreId, w.a.centreId)))[0].preselectedProviderId).toBeNull();
    expect(await db().select().from(googleCalendarAccounts).where(eq(googleCalendarAccounts.providerId, m.cp))).toEqual([]);
    expect(await db().select().from(googleCalendarLinks).where(eq(googleCalendarLinks.providerId, m.cp))).toEqual([]);
    expect(await db().select().from(googleCalendarBusyBlocks).where(eq(googleCalendarBusyBlocks.providerId, m.cp))).toEqual([]);
    expect(w.google.stopped).toContain(link.channelId);
    expect(w.google.revoked.length).toBe(revokedBefore + 1);
    expect((await db().select().from(googleCalendarAccounts).where(eq(googleCalendarAccounts.providerId, w.b.cp.provider))).length).toBe(1);
  });

  it('a former member invited again comes back active, with the same provider record', async () => {
    const m = await newMember('PROVIDER');
    expect((await call(w.t, w.a.owner, 'DELETE', memberUrl(w.a, m.cp))).statusCode).toBe(204);
    const inv = await createInvitation(w.t, w.a.centreId);
    await db().update(invitations).set({ email: m.user.email }).where(eq(invitations.id, inv.id));
    const res = await w.t.app.inject({ method: 'POST', url: `/api/invitations/${inv.token}/accept`, payload: {}, headers: m.user.headers });
    expect(res.statusCode).toBe(200);
    expect(await rolesOf(w.a, m.user.userId)).toEqual(['PROVIDER']);
    const back = await call(w.t, w.a.owner, 'GET', memberUrl(w.a, m.cp));
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ centreProvider_id: m.cp, active: true });
  });

  it("another centre's member ids answer 404 and nothing changes", async () => {
    for (const url of [memberUrl(w.a, w.b.cp.provider), memberUrl(w.b, w.b.cp.provider), memberUrl(w.a, 'x'), memberUrl(w.a, '00000000-0000-4000-8000-000000000000')]) {
      const res = await call(w.t, w.a.owner, 'DELETE', url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect(await rolesOf(w.b, w.b.provider.userId)).toEqual(['PROVIDER']);
  });
});

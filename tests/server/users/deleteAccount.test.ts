import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { centreProviders, centres, files, refreshTokens, roles, userSettings, users } from '../../../src/server/db/schema';
import { startSession } from '../../../src/server/services/auth/sessions';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { PASSWORD, addMember, createUser, type TestUser } from '../support/fixtures';
import { call, createWorldClinic, type Clinic } from '../centres/world';
import { multipart, png } from '../centres/testImages';

describe.each(DB_KINDS)('account deletion on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const userRow = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0];
  const centreExists = async (id: string) => (await t.ctx.db.select().from(centres).where(eq(centres.id, id))).length === 1;
  const uploadLogo = async (c: Clinic) => {
    const { payload, headers } = multipart([{ filename: 'l.png', contentType: 'image/png', data: png(200, 200) }]);
    const res = await t.app.inject({ method: 'POST', url: `/api/centre/${c.centreId}/updateLogo`, payload, headers: { ...c.owner.headers, ...headers } });
    expect(res.statusCode).toBe(200);
  };

  it('refuses a wrong confirmation word and changes nothing', async () => {
    const c = await createWorldClinic(t, 'Praxis W');
    for (const word of ['', 'delete please', 'LOSCHEN']) {
      const res = await call(t, c.owner, 'DELETE', '/api/user', { confirmWord: word });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalidConfirmWord');
    }
    expect((await call(t, c.owner, 'DELETE', '/api/user', {})).statusCode).toBe(400);
    expect((await userRow(c.owner.userId)).deletedAt).toBeNull();
    expect(await centreExists(c.centreId)).toBe(true);
  });

  it('deletes a centre the user owns alone with its data and files, anonymises the user and ends every session', async () => {
    const c = await createWorldClinic(t, 'Praxis Solo');
    const other = await createWorldClinic(t, 'Praxis Other');
    // The owner also works as a provider in another clinic, with an avatar there.
    await addMember(t.ctx, other.centreId, c.owner, 'PROVIDER');
    const [otherCp] = await t.ctx.db.select().from(centreProviders).where(and(eq(centreProviders.userId, c.owner.userId), eq(centreProviders.centreId, other.centreId)));
    const avatar = multipart([{ filename: 'me.png', contentType: 'image/png', data: png(200, 200) }]);
    await t.app.inject({ method: 'POST', url: `/api/centre/${other.centreId}/centreProvider/${otherCp.id}/updateAvatar`, payload: avatar.payload, headers: { ...c.owner.headers, ...avatar.headers } });
    await uploadLogo(c);
    const session = await startSession(t.ctx.db, t.ctx.tokens, { id: c.owner.userId, tokenVersion: 0 });

    const res = await call(t, c.owner, 'DELETE', '/api/user', { confirmWord: 'delete' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect(await centreExists(c.centreId)).toBe(false);
    expect(fs.existsSync(path.join(t.ctx.config.dataDir, 'files', c.centreId))).toBe(false);
    expect(await t.ctx.db.select().from(roles).where(eq(roles.centreId, c.centreId))).toHaveLength(0);
    // Members of the deleted centre keep their accounts, without an active centre.
    expect((await userRow(c.provider.userId)).deletedAt).toBeNull();
    expect((await t.ctx.db.select().from(userSettings).where(eq(userSettings.userId, c.provider.userId)))[0].activeCentreId).toBeNull();

    const gone = await userRow(c.owner.userId);
    expect(gone.deletedAt).not.toBeNull();
    expect(gone).toMatchObject({ firstName: '', lastName: '', phone: '', email: `deleted-${c.owner.userId}@deleted.invalid`, tokenVersion: 1 });
    expect(JSON.stringify(gone)).not.toContain(c.owner.email);
    expect(await t.ctx.db.select().from(roles).where(eq(roles.userId, c.owner.userId))).toHaveLength(0);
    const [cpAfter] = await t.ctx.db.select().from(centreProviders).where(eq(centreProviders.id, otherCp.id));
    expect(cpAfter).toMatchObject({ active: false, avatarFileId: null, businessNumber: [] });
    expect(await t.ctx.db.select().from(files).where(eq(files.createdBy, c.owner.userId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(refreshTokens).where(and(eq(refreshTokens.userId, c.owner.userId), isNull(refreshTokens.revokedAt)))).toHaveLength(0);

    // The old access token, the refresh token and the password no longer work.
    expect((await call(t, c.owner, 'GET', `/api/user/${c.owner.userId}`)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refreshToken', payload: { token: session.refreshToken } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: c.owner.email, password: PASSWORD } })).statusCode).toBe(401);
    // The other clinic runs on, without the deleted person in its team list.
    const team = (await call(t, other.owner, 'GET', `/api/centre/${other.centreId}/getCentre`)).json().CentreProvider;
    expect(team.map((p: { user_fk: string }) => p.user_fk)).not.toContain(c.owner.userId);
  });

  it('keeps a centre that has another owner', async () => {
    const c = await createWorldClinic(t, 'Praxis Duo');
    const coOwner: TestUser = await createUser(t.ctx);
    await addMember(t.ctx, c.centreId, coOwner, 'OWNER');
    const res = await call(t, c.owner, 'DELETE', '/api/user', { confirmWord: 'Elimina' });
    expect(res.statusCode).toBe(200);
    expect(await centreExists(c.centreId)).toBe(true);
    const team = (await call(t, coOwner, 'GET', `/api/centre/${c.centreId}/getCentre`)).json().CentreProvider;
    expect(team.map((p: { user_fk: string }) => p.user_fk).sort()).toEqual([c.admin.userId, c.provider.userId, coOwner.userId].sort());
  });

  it('lets a provider delete their account without touching the centre', async () => {
    const c = await createWorldClinic(t, 'Praxis Team');
    expect((await call(t, c.provider, 'DELETE', '/api/user', { confirmWord: 'löschen' })).statusCode).toBe(200);
    expect(await centreExists(c.centreId)).toBe(true);
    expect((await userRow(c.provider.userId)).deletedAt).not.toBeNull();
    expect((await userRow(c.owner.userId)).deletedAt).toBeNull();
  });
});

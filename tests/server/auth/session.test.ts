import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { refreshTokens, roles, userSettings } from '../../../src/server/db/schema';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { activeAccount, post } from './support';

const SECRET = 'test-secret-test-secret-test-secret';
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe.each(DB_KINDS)('sessions and tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/getUserFromToken', headers: { authorization: `Bearer ${token}` } });
  const refresh = (token: string) => post(t, '/api/auth/refreshToken', { token });

  it('answers the User shape on getUserFromToken', async () => {
    const account = await activeAccount(t, { language: 'en', firstName: 'Beat', lastName: 'Keller' });
    const res = await me(account.tokens.signInToken);
    expect(res.statusCode).toBe(200);
    const [role] = await t.ctx.db.select().from(roles).where(eq(roles.userId, account.userId));
    expect(res.json()).toEqual({
      user_id: account.userId,
      firstName: 'Beat',
      lastName: 'Keller',
      email: account.email,
      countryPhone: '+41',
      phone: '+41791234567',
      Role: [{ name: 'OWNER', user_fk: account.userId, centre_fk: role.centreId }],
      UserSetting: { language: 'en', activeCentre: role.centreId, timeFormat: '24h', dateFormat: 'DD.MM.YYYY' },
      settings: { currency: { value: 'CHF' } },
      bookingProviderId: null,
      onboardingStatus: 0,
    });
    await t.ctx.db.update(userSettings).set({ timeFormat: '12h' }).where(eq(userSettings.userId, account.userId));
    expect((await me(account.tokens.signInToken)).json().UserSetting.timeFormat).toBe('12h');
  });

  it('rotates refresh tokens: the new pair works, the old refresh token is dead', async () => {
    const account = await activeAccount(t);
    const first = await refresh(account.tokens.refreshToken);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair).toEqual({ signInToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
    expect(pair.refreshToken).not.toBe(account.tokens.refreshToken);
    expect((await me(pair.signInToken)).statusCode).toBe(200);
    const second = await refresh(pair.refreshToken);
    expect(second.statusCode).toBe(200);
    // Only hashes are stored.
    const stored = await t.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, account.userId));
    expect(stored).toHaveLength(3);
    for (const row of stored) expect([account.tokens.refreshToken, pair.refreshToken]).not.toContain(row.tokenHash);
    expect(new Set(stored.map((r) => r.familyId)).size).toBe(1);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const account = await activeAccount(t);
    const newest = (await refresh(account.tokens.refreshToken)).json().refreshToken;
    const reuse = await refresh(account.tokens.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ code: 'invalidRefreshToken', message: 'errors.invalidRefreshToken' });
    const afterReuse = await refresh(newest);
    expect(afterReuse.statusCode).toBe(401);
    expect(afterReuse.json().code).toBe('invalidRefreshToken');
  });

  it('keeps other sessions alive when one family is revoked', async () => {
    const account = await activeAccount(t);
    const other = (await post(t, '/api/auth/signin', { email: account.email, password: account.password })).json();
    await refresh(account.tokens.refreshToken);
    await refresh(account.tokens.refreshToken);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('refuses expired and unknown refresh tokens', async () => {
    const account = await activeAccount(t);
    await t.ctx.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.userId, account.userId));
    const expired = await refresh(account.tokens.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('invalidRefreshToken');
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('keeps the absolute expiry of the family across rotations', async () => {
    const account = await activeAccount(t);
    const [original] = await t.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, account.userId));
    await refresh(account.tokens.refreshToken);
    const rows = await t.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, account.userId));
    for (const row of rows) expect(row.expiresAt.getTime()).toBe(original.expiresAt.getTime());
  });

  describe('access token checks', () => {
    let account: Awaited<ReturnType<typeof activeAccount>>;
    beforeAll(async () => {
      account = await activeAccount(t);
    });

    const sign = (claims: Record<string, unknown>, key = SECRET) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(key));

    it('accepts a valid token', async () => {
      expect((await me(account.tokens.signInToken)).statusCode).toBe(200);
    });

    it('refuses a missing token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/getUserFromToken' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized', message: 'errors.unauthorized' });
    });

    it('refuses a tampered payload', async () => {
      const [h, p, s] = account.tokens.signInToken.split('.');
      const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
      const tampered = `${h}.${b64({ ...payload, sub: crypto.randomUUID() })}.${s}`;
      expect((await me(tampered)).statusCode).toBe(401);
    });

    it('refuses alg none', async () => {
      const [, p] = account.tokens.signInToken.split('.');
      expect((await me(`${b64({ alg: 'none', typ: 'JWT' })}.${p}.`)).statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = await sign({ sub: account.userId, tv: 0, iss: 'kura', aud: 'kura-api', iat: now - 1000, exp: now - 10 });
      expect((await me(token)).statusCode).toBe(401);
    });

    it('refuses a token signed with another key or for another audience', async () => {
      const now = Math.floor(Date.now() / 1000);
      const claims = { sub: account.userId, tv: 0, iss: 'kura', aud: 'kura-api', iat: now, exp: now + 600 };
      expect((await me(await sign(claims))).statusCode).toBe(200);
      expect((await me(await sign(claims, 'another-secret-another-secret-1234'))).statusCode).toBe(401);
      expect((await me(await sign({ ...claims, aud: 'elsewhere' }))).statusCode).toBe(401);
    });
  });
});

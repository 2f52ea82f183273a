import { and, eq } from 'drizzle-orm';
import { outbox, verificationCodes } from '../../../src/server/db/schema';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { GOOD_PASSWORD, activeAccount, lastMessage, post } from './support';

const NEW_PASSWORD = 'Neues#Passwort9';

describe.each(DB_KINDS)('password reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-IP reset limit has its own test (rateLimits.test.ts); here every call comes from one IP.
    t = await createTestApp(kind, { publicUrl: 'https://app.kura.test', authRateLimits: { passwordReset: { max: 1000, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  async function resetLink(account: { userId: string; email: string }) {
    const res = await post(t, '/api/auth/sendReset', { email: account.email });
    expect(res.statusCode).toBe(200);
    const mail = await lastMessage(t, account.userId, 'passwordReset');
    const m = /https:\/\/app\.kura\.test\/users\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body);
    if (!m) throw new Error(`no link in ${mail.body}`);
    return { token: m[1], mail };
  }

  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const account = await activeAccount(t, { language: 'fr' });
    const before = await t.ctx.db.select().from(outbox).where(eq(outbox.template, 'passwordReset'));
    const unknown = await post(t, '/api/auth/sendReset', { email: 'nobody@nowhere.ch' });
    const known = await post(t, '/api/auth/sendReset', { email: account.email.toUpperCase() });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ ok: true });
    const after = await t.ctx.db.select().from(outbox).where(eq(outbox.template, 'passwordReset'));
    expect(after).toHaveLength(before.length + 1);
    const mail = await lastMessage(t, account.userId, 'passwordReset');
    expect(mail).toMatchObject({ channel: 'email', recipient: account.email, language: 'fr', subject: 'Réinitialiser votre mot de passe' });
    expect(mail.body).toMatch(/https:\/\/app\.kura\.test\/users\/reset-password\/[A-Za-z0-9_-]{40,}/);
  });

  it('sets the new password, ends every session and old credentials', async () => {
    const account = await activeAccount(t);
    const { token } = await resetLink(account);
    const res = await post(t, '/api/auth/resetPassword', { password: NEW_PASSWORD, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await post(t, '/api/auth/signin', { email: account.email, password: GOOD_PASSWORD })).statusCode).toBe(401);
    const meOld = await t.app.inject({ method: 'GET', url: '/api/auth/getUserFromToken', headers: account.headers });
    expect(meOld.statusCode).toBe(401);
    expect((await post(t, '/api/auth/refreshToken', { token: account.tokens.refreshToken })).statusCode).toBe(401);

    const signin = await post(t, '/api/auth/signin', { email: account.email, password: NEW_PASSWORD });
    expect(signin.statusCode).toBe(200);
    const meNew = await t.app.inject({ method: 'GET', url: '/api/auth/getUserFromToken', headers: { authorization: `Bearer ${signin.json().signInToken}` } });
    expect(meNew.statusCode).toBe(200);
  });

  it('accepts the reset token as a bearer credential', async () => {
    const account = await activeAccount(t);
    const { token } = await resetLink(account);
    const res = await post(t, '/api/auth/resetPassword', { password: NEW_PASSWORD }, { headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect((await post(t, '/api/auth/signin', { email: account.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('uses a link only once', async () => {
    const account = await activeAccount(t);
    const { token } = await resetLink(account);
    expect((await post(t, '/api/auth/resetPassword', { password: NEW_PASSWORD, token })).statusCode).toBe(200);
    const again = await post(t, '/api/auth/resetPassword', { password: 'Anderes#Passwort9', token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'invalidResetLink', message: 'errors.invalidResetLink' });
  });

  it('refuses expired, unknown, superseded and missing tokens', async () => {
    const account = await activeAccount(t);
    const { token: older } = await resetLink(account);
    const { token } = await resetLink(account);
    expect((await post(t, '/api/auth/resetPassword', { password: NEW_PASSWORD, token: older })).json().code).toBe('invalidResetLink');
    await t.ctx.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verificationCodes.userId, account.userId), eq(verificationCodes.purpose, 'password_reset')));
    expect((await post(t, '/api/auth/resetPassword', { password: NEW_PASSWORD, token })).json().code).toBe('invalidResetLink');
    expect((await post(t, '/api/auth/resetPassword', { password: NEW_PASSWORD, token: 'made-up-token' })).json().code).toBe('invalidResetLink');
    const missing = await post(t, '/api/auth/resetPassword', { password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('invalidResetLink');
    expect((await post(t, '/api/auth/signin', { email: account.email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it('checks the password rule without using up the link', async () => {
    const account = await activeAccount(t);
    const { token } = await resetLink(account);
    const weak = await post(t, '/api/auth/resetPassword', { password: 'weakpass', token });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.map((e: { code: string }) => e.code)).toEqual(['passwordNeedsUppercase', 'passwordNeedsDigit', 'passwordNeedsSpecial']);
    expect((await post(t, '/api/auth/resetPassword', { password: NEW_PASSWORD, token })).statusCode).toBe(200);
  });
});

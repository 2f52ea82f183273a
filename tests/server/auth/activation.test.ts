import { eq } from 'drizzle-orm';
import { users, verificationCodes } from '../../../src/server/db/schema';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { codeIn, lastMessage, post, signUp, smsCode } from './support';

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(DB_KINDS)('activation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('activates with the SMS code and answers a working token pair', async () => {
    const { userId } = await signUp(t);
    const res = await post(t, '/api/auth/activateWithCode', { userId, code: await smsCode(t, userId) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ signInToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user.activatedAt).toBeInstanceOf(Date);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/getUserFromToken', headers: { authorization: `Bearer ${body.signInToken}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user_id).toBe(userId);
  });

  it('refuses a wrong code with 400 invalidCode and keeps the account inactive', async () => {
    const { userId } = await signUp(t);
    const res = await post(t, '/api/auth/activateWithCode', { userId, code: wrong(await smsCode(t, userId)) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalidCode', message: 'errors.invalidCode' });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user.activatedAt).toBeNull();
  });

  it('kills the code after 5 wrong attempts', async () => {
    const { userId } = await signUp(t);
    const code = await smsCode(t, userId);
    for (let i = 0; i < 5; i++) {
      expect((await post(t, '/api/auth/activateWithCode', { userId, code: wrong(code) })).statusCode).toBe(400);
    }
    const res = await post(t, '/api/auth/activateWithCode', { userId, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalidCode');
  });

  it('accepts the code only once', async () => {
    const { userId } = await signUp(t);
    const code = await smsCode(t, userId);
    expect((await post(t, '/api/auth/activateWithCode', { userId, code })).statusCode).toBe(200);
    const again = await post(t, '/api/auth/activateWithCode', { userId, code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'userAlreadyActivated', message: 'errors.userAlreadyActivated' });
  });

  it('refuses an expired code', async () => {
    const { userId } = await signUp(t);
    const code = await smsCode(t, userId);
    await t.ctx.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.userId, userId));
    expect((await post(t, '/api/auth/activateWithCode', { userId, code })).json().code).toBe('invalidCode');
  });

  it('answers 404 userNotFound for unknown users and 400 for malformed input', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await post(t, '/api/auth/activateWithCode', { userId: unknown, code: '123456' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'userNotFound', message: 'errors.userNotFound' });
    expect((await post(t, '/api/auth/activateWithCode', { userId: 'nope', code: '123456' })).json().errors[0]).toMatchObject({ field: 'userId', code: 'invalidFormat' });
    expect((await post(t, '/api/auth/activateWithCode', { userId: unknown, code: '12345' })).json().errors[0]).toMatchObject({ field: 'code', code: 'invalidFormat' });
  });

  it('resends a new SMS code; the new one works and the old one no longer does', async () => {
    const { userId } = await signUp(t);
    const first = await smsCode(t, userId);
    const res = await post(t, '/api/auth/sendActivationCode', { userId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const second = await smsCode(t, userId);
    if (second !== first) {
      expect((await post(t, '/api/auth/activateWithCode', { userId, code: first })).statusCode).toBe(400);
    }
    expect((await post(t, '/api/auth/activateWithCode', { userId, code: second })).statusCode).toBe(200);
  });

  it('allows 3 SMS resends per user in 10 minutes, then answers 429 with Retry-After', async () => {
    const { userId } = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await post(t, '/api/auth/sendActivationCode', { userId })).statusCode).toBe(200);
    // From another IP too: the limit is per user, each SMS costs money.
    const res = await post(t, '/api/auth/sendActivationCode', { userId }, { remoteAddress: '10.9.9.9' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'tooManyRequests', message: 'errors.tooManyRequests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('sends the code by e-mail on request, in the user language, and that code activates', async () => {
    const { userId, email } = await signUp(t, { language: 'it' });
    const res = await post(t, '/api/auth/email-activation-code', { userId });
    expect(res.statusCode).toBe(200);
    const mail = await lastMessage(t, userId, 'emailActivationCode');
    expect(mail).toMatchObject({ channel: 'email', recipient: email, language: 'it', subject: 'Il suo codice di verifica Kura' });
    expect(mail.body).toContain('Buongiorno Anna');
    const activated = await post(t, '/api/auth/activateWithCode', { userId, code: codeIn(mail.body) });
    expect(activated.statusCode).toBe(200);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('keeps the SMS code valid after an e-mail code was requested', async () => {
    const { userId } = await signUp(t);
    const sms = await smsCode(t, userId);
    await post(t, '/api/auth/email-activation-code', { userId });
    expect((await post(t, '/api/auth/activateWithCode', { userId, code: sms })).statusCode).toBe(200);
  });

  it('refuses to send codes to unknown or already active users', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of ['/api/auth/sendActivationCode', '/api/auth/email-activation-code']) {
      const res = await post(t, url, { userId: unknown });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('userNotFound');
    }
    const { userId } = await signUp(t);
    await post(t, '/api/auth/activateWithCode', { userId, code: await smsCode(t, userId) });
    expect((await post(t, '/api/auth/sendActivationCode', { userId })).statusCode).toBe(409);
    expect((await post(t, '/api/auth/email-activation-code', { userId })).json().code).toBe('userAlreadyActivated');
  });
});

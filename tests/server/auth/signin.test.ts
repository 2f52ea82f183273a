import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { GOOD_PASSWORD, activeAccount, post, signUp } from './support';

describe.each(DB_KINDS)('POST /api/auth/signin on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers a token pair for the right password, with the e-mail in any case', async () => {
    const account = await activeAccount(t);
    const res = await post(t, '/api/auth/signin', { email: account.email.toUpperCase(), password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signInToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/getUserFromToken', headers: { authorization: `Bearer ${res.json().signInToken}` } });
    expect(me.json().email).toBe(account.email);
  });

  it('answers unknown e-mails and wrong passwords with the same 401 body', async () => {
    const account = await activeAccount(t);
    const wrongPassword = await post(t, '/api/auth/signin', { email: account.email, password: 'Wrong_1234' });
    const unknownEmail = await post(t, '/api/auth/signin', { email: 'nobody@nowhere.ch', password: 'Wrong_1234' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({ code: 'invalidCredentials', message: 'errors.invalidCredentials' });
  });

  it('tells an inactive account with the right password its userId so activation can be offered', async () => {
    const { userId, email } = await signUp(t);
    const res = await post(t, '/api/auth/signin', { email, password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'userNotActivated', message: 'errors.userNotActivated', userId });
  });

  it('does not reveal the userId of an inactive account for a wrong password', async () => {
    const { email } = await signUp(t);
    const res = await post(t, '/api/auth/signin', { email, password: 'Wrong_1234' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'invalidCredentials', message: 'errors.invalidCredentials' });
  });

  it('refuses deleted users', async () => {
    const account = await activeAccount(t);
    await t.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, account.userId));
    const res = await post(t, '/api/auth/signin', { email: account.email, password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalidCredentials');
    // Their existing access token dies too.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/getUserFromToken', headers: account.headers });
    expect(me.statusCode).toBe(401);
  });

  it('validates the body', async () => {
    const res = await post(t, '/api/auth/signin', { email: 'a@b.ch' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'password', code: 'required', message: 'errors.required' }]);
    expect((await post(t, '/api/auth/signin', { email: 'a@b.ch', password: 'x', remember: true })).json().errors[0].code).toBe('unknownField');
  });
});

/** Brute-force limits (security plan B1, B2): small limits configured through the app config. */
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { GOOD_PASSWORD, activeAccount, post, signUp } from './support';

const window = 15 * 60_000;

describe.each(DB_KINDS)('auth rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      authRateLimits: {
        signinPerAccount: { max: 3, windowMs: window },
        signinPerIp: { max: 6, windowMs: window },
        activation: { max: 2, windowMs: window },
        passwordReset: { max: 2, windowMs: window },
      },
    });
  });
  afterAll(() => t.close());

  function expect429(res: Awaited<ReturnType<typeof post>>) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'tooManyRequests', message: 'errors.tooManyRequests' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(window / 1000);
  }

  it('limits sign-in attempts per IP and e-mail, even with the right password', async () => {
    const account = await activeAccount(t);
    const ip = '10.1.0.1';
    for (let i = 0; i < 3; i++) {
      expect((await post(t, '/api/auth/signin', { email: account.email, password: 'Wrong_1234' }, { remoteAddress: ip })).statusCode).toBe(401);
    }
    expect429(await post(t, '/api/auth/signin', { email: account.email.toUpperCase(), password: GOOD_PASSWORD }, { remoteAddress: ip }));
    // The victim elsewhere is not locked out (ASVS 6.1.1: no malicious lockout).
    expect((await post(t, '/api/auth/signin', { email: account.email, password: GOOD_PASSWORD }, { remoteAddress: '10.1.0.2' })).statusCode).toBe(200);
  });

  it('limits sign-in attempts per IP over many e-mails (credential stuffing)', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 6; i++) {
      expect((await post(t, '/api/auth/signin', { email: `victim${i}@praxis.ch`, password: 'Wrong_1234' }, { remoteAddress: ip })).statusCode).toBe(401);
    }
    expect429(await post(t, '/api/auth/signin', { email: 'victim99@praxis.ch', password: 'Wrong_1234' }, { remoteAddress: ip }));
  });

  it('limits code guesses per IP and user', async () => {
    const { userId } = await signUp(t);
    const ip = '10.3.0.1';
    for (let i = 0; i < 2; i++) {
      expect((await post(t, '/api/auth/activateWithCode', { userId, code: '000000' }, { remoteAddress: ip })).statusCode).toBe(400);
    }
    expect429(await post(t, '/api/auth/activateWithCode', { userId, code: '000000' }, { remoteAddress: ip }));
    expect429(await post(t, '/api/auth/activateWithCode', { userId, code: '000000' }, { remoteAddress: ip }));
  });

  it('limits e-mail code requests per IP and user', async () => {
    const { userId } = await signUp(t);
    const ip = '10.4.0.1';
    for (let i = 0; i < 2; i++) expect((await post(t, '/api/auth/email-activation-code', { userId }, { remoteAddress: ip })).statusCode).toBe(200);
    expect429(await post(t, '/api/auth/email-activation-code', { userId }, { remoteAddress: ip }));
  });

  it('limits reset requests and reset attempts per IP', async () => {
    const ip = '10.5.0.1';
    for (let i = 0; i < 2; i++) expect((await post(t, '/api/auth/sendReset', { email: `x${i}@praxis.ch` }, { remoteAddress: ip })).statusCode).toBe(200);
    expect429(await post(t, '/api/auth/sendReset', { email: 'y@praxis.ch' }, { remoteAddress: ip }));
    for (let i = 0; i < 2; i++) {
      expect((await post(t, '/api/auth/resetPassword', { password: 'Secret_123', token: `guess${i}guess${i}guess` }, { remoteAddress: ip })).statusCode).toBe(400);
    }
    expect429(await post(t, '/api/auth/resetPassword', { password: 'Secret_123', token: 'guessguessguess' }, { remoteAddress: ip }));
  });
});

/**
 * Security plan H3 (ASVS 16.2.5): no personal data or secrets in logs. The app runs with the
 * production logger options (src/server/logging.ts) writing into a buffer, at info (production)
 * and at debug, and in production mode so the outbox's console fallback is captured too. After
 * sign-up, sign-in, refresh, e-mail lookups, password reset, contact create/read/update/search,
 * contact import and failing requests, the captured lines are searched for every canary.
 */
import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { loggerOptions } from '../../../src/server/logging';
import { recordMetric } from '../../support/metrics';
import { lastMessage, smsCode } from '../auth/support';
import { csv, multipart } from '../contactImport/support/importWorld';
import { createTestApp, type TestApp } from '../support/testApp';

const JWT_SECRET = `jwt-${crypto.randomBytes(16).toString('hex')}`;

/** An app like production: the server's logger options, NODE_ENV=production; plus one route whose query fails. */
function loggedApp(level: string, sink: string[]): Promise<TestApp> {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      sink.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return createTestApp('pglite', { jwtSecret: JWT_SECRET }, {
    env: { NODE_ENV: 'production' },
    logger: loggerOptions(level, stream),
    setup: (app, ctx) =>
      app.post<{ Body: { value: string } }>('/api/test/failing-query', { config: { access: 'public' } }, async (request) =>
        ctx.db.execute(sql`select ${request.body.value}::int as n`),
      ),
  });
}

describe.each(['info', 'debug'])('log hygiene (H3) at %s', (level) => {
  const lines: string[] = [];
  let t: TestApp;
  let stdout: jest.SpyInstance;
  beforeAll(async () => {
    t = await loggedApp(level, lines);
    // The outbox prints to the console when no mail/SMS transport is configured.
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
  });
  afterAll(async () => {
    stdout.mockRestore();
    await t.close();
  });

  it('logs requests, but none of the canaries, personal data or secrets', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const canary = `CANARY-${crypto.randomUUID()}`;
    const email = `canary-${tag}@praxis-canary.ch`;
    const contactEmail = `patient-${tag}@canary-mail.ch`;
    const password = `Canary_${tag}_Pw1`;
    const newPassword = `Canary_${tag}_Pw2`;
    const note = `CANARY-NOTE-${tag} Diagnose vertraulich`;
    const ahv = ['756.9217.0769.85', '756.1234.5678.97'];
    const inject = (method: string, url: string, opts: { payload?: unknown; token?: string; headers?: Record<string, string> } = {}) =>
      t.app.inject({
        method: method as 'GET',
        url,
        payload: opts.payload as string,
        headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      });
    const ok = async (res: Awaited<ReturnType<typeof inject>>, status = 200) => {
      expect([res.statusCode, res.statusCode === status ? '' : res.body]).toEqual([status, '']);
      return res.statusCode === 204 ? undefined : res.json();
    };

    const signup = await ok(
      await inject('POST', '/api/auth/signup', {
        payload: { firstName: canary, lastName: `${canary}-L`, email, password, countryPhone: '+41', phone: '079 555 12 34', language: 'de' },
      }),
    );
    const userId = signup.user.user_id as string;
    const code = await smsCode(t, userId);
    const first = await ok(await inject('POST', '/api/auth/activateWithCode', { payload: { userId, code } }));
    const second = await ok(await inject('POST', '/api/auth/signin', { payload: { email, password } }));
    const third = await ok(await inject('POST', '/api/auth/refreshToken', { payload: { token: second.refreshToken } }));
    const token = third.signInToken as string;
    const me = await ok(await inject('GET', '/api/auth/getUserFromToken', { token }));
    const centreId = me.Role[0].centre_fk as string;

    // E-mail lookups put the address into the URL.
    await ok(await inject('GET', `/api/private/users/email/${encodeURIComponent(email)}`, { token }));
    await ok(await inject('GET', `/api/common-contacts?email=${encodeURIComponent(contactEmail)}`, { token }));
    await inject('POST', '/api/user/getByEmail', { token, payload: { email } });

    // Contacts: create, read, update, search.
    const base = `/api/clinics/${centreId}/contacts`;
    const contact = await ok(
      await inject('POST', base, { token, payload: { firstName: canary, lastName: 'Patient', email: contactEmail, phone: '079 555 98 76', ahvNumber: ahv[0], notes: [note] } }),
      201,
    );
    await ok(await inject('GET', `${base}/${contact.contact_id}`, { token }));
    await ok(await inject('PATCH', `${base}/${contact.contact_id}`, { token, payload: { lastName: `${canary}-P`, notes: [note, `${note} 2`] } }));
    await ok(await inject('GET', `${base}?filter=${encodeURIComponent(JSON.stringify({ q: canary }))}`, { token }));

    // Contact import.
    const file = csv([
      ['Vorname', 'Nachname', 'E-Mail', 'Mobile', 'AHV'],
      [canary, 'Import', `import-${tag}@canary-mail.ch`, '079 555 44 33', ahv[1]],
      [canary, 'Fehler', 'not-an-email', '', ''],
    ]);
    const upload = multipart([{ name: 'file', value: file, filename: 'contacts.csv' }]);
    await ok(await inject('POST', `${base}/import`, { token, payload: upload.payload, headers: upload.headers }));

    // Failing requests with a body: a validation error, broken JSON and a failing database query.
    expect((await inject('POST', base, { token, payload: { firstName: canary, email: `${canary}@@x`, ahvNumber: '756.0000.0000.00', notes: [note] } })).statusCode).toBe(400);
    expect((await inject('POST', base, { token, payload: `{"firstName":"${canary}`, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect((await inject('POST', '/api/test/failing-query', { payload: { value: canary } })).statusCode).toBe(500);

    // Password reset, the link as the browser opens it, and the new password.
    await ok(await inject('POST', '/api/auth/sendReset', { payload: { email } }));
    const resetToken = /reset-password\/([A-Za-z0-9_-]+)/.exec((await lastMessage(t, userId, 'passwordReset')).body)![1];
    await inject('GET', `/users/reset-password/${resetToken}?email=${encodeURIComponent(email)}`);
    await ok(await inject('POST', '/api/auth/resetPassword', { payload: { password: newPassword, token: resetToken } }));
    const fourth = await ok(await inject('POST', '/api/auth/signin', { payload: { email, password: newPassword } }));
    await inject('POST', '/api/auth/signout', { payload: { token: fourth.refreshToken } });

    const secrets: Record<string, string | RegExp> = {
      canary,
      note: `CANARY-NOTE-${tag}`,
      'user e-mail': email,
      'user e-mail (encoded)': encodeURIComponent(email),
      'contact e-mail': contactEmail,
      'contact e-mail (encoded)': encodeURIComponent(contactEmail),
      'import e-mail': `import-${tag}`,
      'phone local part': /555\s?12\s?34|5551234/,
      'contact phone': /555\s?98\s?76|5559876/,
      'import phone': /555\s?44\s?33|5554433/,
      password,
      'new password': newPassword,
      'JWT secret': JWT_SECRET,
      'SMS code': new RegExp(`(?<![\\d.])${code}(?!\\d)`),
      'reset token': resetToken,
      ...Object.fromEntries(ahv.flatMap((a, i) => [[`AHV ${i}`, a], [`AHV ${i} digits`, a.replace(/\./g, '')]])),
      ...Object.fromEntries(
        [first, second, third, fourth].flatMap((pair, i) => [
          [`access token ${i}`, pair.signInToken.split('.')[2]],
          [`refresh token ${i}`, pair.refreshToken],
        ]),
      ),
    };
    const hits: string[] = [];
    for (const line of lines) {
      for (const [name, secret] of Object.entries(secrets)) {
        if (typeof secret === 'string' ? line.includes(secret) : secret.test(line)) hits.push(`${name}: ${line.slice(0, 300)}`);
      }
    }
    recordMetric({ id: 'H3', figure: `log lines scanned (${lines.length}, level ${level}), canary hits`, value: hits.length, threshold: '= 0', pass: hits.length === 0 && lines.length > 0, db: 'pglite' });
    expect(hits).toEqual([]);

    // The log is not empty: requests are there, with their masked URLs, and the 500 with its error.
    const logged = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { req?: { url: string }; err?: { message: string } });
    const urls = logged.map((l) => l.req?.url).filter(Boolean);
    expect(urls).toEqual(expect.arrayContaining(['/api/private/users/email/:email', '/api/common-contacts?email=~', `/api/clinics/${centreId}/contacts/${contact.contact_id}`]));
    expect(urls).toContain('/users/reset-password/~?email=~');
    expect(logged.some((l) => l.err && /Failed query/.test(l.err.message))).toBe(true);
    expect(lines.some((l) => /\[outbox\] sms .* not sent/.test(l))).toBe(true);
  });
});

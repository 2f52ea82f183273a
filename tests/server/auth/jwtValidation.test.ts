/**
 * Security plan B7: a corpus of malformed access tokens against one user route and one
 * centre-scoped route. Every one must answer 401 with our {code, message} body. The tokens
 * carry iss "kura" and aud "kura-api" (TokenService), so wrong and missing ones are part of it.
 * Builds on session.test.ts (which checks a few single cases); here the whole corpus is counted.
 */
import crypto from 'node:crypto';
import { recordMetric } from '../../support/metrics';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { activeAccount, post } from './support';

const SECRET = 'test-secret-test-secret-test-secret';
const OTHER_SECRET = 'staging-secret-staging-secret-1234';
const UNAUTHORIZED = { code: 'unauthorized', message: 'errors.unauthorized' };

const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** A compact JWS with any header; HMAC with `hash` over header.payload unless `sig` is given. */
function craft(header: Record<string, unknown>, payload: Record<string, unknown>, opts: { key?: string | Buffer; hash?: string; sig?: string } = {}) {
  const input = `${enc(header)}.${enc(payload)}`;
  const sig = opts.sig ?? crypto.createHmac(opts.hash ?? 'sha256', opts.key ?? SECRET).update(input).digest('base64url');
  return `${input}.${sig}`;
}

const HS256 = { alg: 'HS256', typ: 'JWT' };

describe.each(DB_KINDS)('access token validation (B7) on %s', (kind) => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof activeAccount>>;
  let deleted: Awaited<ReturnType<typeof activeAccount>>;
  let centreId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    account = await activeAccount(t);
    deleted = await activeAccount(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/getUserFromToken', headers: account.headers });
    centreId = me.json().Role[0].centre_fk;
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: deleted.headers, payload: { confirmWord: 'delete' } });
    if (gone.statusCode !== 200) throw new Error(`account deletion failed: ${gone.statusCode} ${gone.body}`);
  });
  afterAll(() => t.close());

  const routes = () => ['/api/auth/getUserFromToken', `/api/centre/${centreId}/getCentre`];
  const get = (url: string, authorization: string | undefined) =>
    t.app.inject({ method: 'GET', url, headers: authorization === undefined ? {} : { authorization } });
  const claims = (extra: Record<string, unknown> = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return { sub: account.userId, tv: 0, iss: 'kura', aud: 'kura-api', iat: now, exp: now + 600, ...extra };
  };

  it('accepts the genuine token and a well-formed hand-made one (the corpus builder is sound)', async () => {
    for (const url of routes()) {
      expect((await get(url, `Bearer ${account.tokens.signInToken}`)).statusCode).toBe(200);
      expect((await get(url, `Bearer ${craft(HS256, claims())}`)).statusCode).toBe(200);
    }
  });

  it('answers 401 {code, message} to every malformed token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const good = claims();
    const [realHeader, realPayload, realSig] = account.tokens.signInToken.split('.');
    const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rsaPublicPem = rsa.publicKey.export({ type: 'spki', format: 'pem' }) as string;
    const rsaInput = `${enc({ alg: 'RS256', typ: 'JWT' })}.${enc(good)}`;
    const attackerKey = crypto.randomBytes(32);
    const attackerJwk = { kty: 'oct', k: attackerKey.toString('base64url') };
    const now10 = now + 3600;

    const tokens: Record<string, string> = {
      'alg none, no signature': `${enc({ alg: 'none', typ: 'JWT' })}.${realPayload}.`,
      'alg none, with the real signature': `${enc({ alg: 'none', typ: 'JWT' })}.${realPayload}.${realSig}`,
      'alg None (case)': `${enc({ alg: 'None' })}.${enc(good)}.`,
      'HS256 signed with another secret': craft(HS256, good, { key: OTHER_SECRET }),
      'HS256 signed with an RSA public key': craft(HS256, good, { key: rsaPublicPem }),
      'HS384 header, right secret': craft({ alg: 'HS384', typ: 'JWT' }, good, { hash: 'sha384' }),
      'HS512 header, right secret': craft({ alg: 'HS512', typ: 'JWT' }, good, { hash: 'sha512' }),
      'RS256 header, HMAC with the right secret': craft({ alg: 'RS256', typ: 'JWT' }, good),
      'RS256, really RSA-signed': `${rsaInput}.${crypto.sign('sha256', Buffer.from(rsaInput), rsa.privateKey).toString('base64url')}`,
      'signature stripped': `${realHeader}.${realPayload}.`,
      'signature of another token': `${realHeader}.${enc({ ...good, tv: 1 })}.${realSig}`,
      expired: craft(HS256, claims({ iat: now - 1000, exp: now - 60 })),
      'nbf in the future': craft(HS256, claims({ nbf: now10 })),
      'iat in the future': craft(HS256, claims({ iat: now10, exp: now10 + 600 })),
      'iat older than the TTL (exp stretched)': craft(HS256, claims({ iat: now - 7200, exp: now + 600 })),
      'no exp': craft(HS256, { sub: account.userId, tv: 0, iss: 'kura', aud: 'kura-api', iat: now }),
      'no iat': craft(HS256, { sub: account.userId, tv: 0, iss: 'kura', aud: 'kura-api', exp: now + 600 }),
      'wrong aud': craft(HS256, claims({ aud: 'kura-booking' })),
      'no aud': craft(HS256, { ...good, aud: undefined }),
      'wrong iss': craft(HS256, claims({ iss: 'staging' })),
      'no iss': craft(HS256, { ...good, iss: undefined }),
      'tampered payload (sub changed)': `${realHeader}.${enc({ ...JSON.parse(Buffer.from(realPayload, 'base64url').toString()), sub: crypto.randomUUID() })}.${realSig}`,
      'tampered payload (tv raised)': `${realHeader}.${enc({ ...JSON.parse(Buffer.from(realPayload, 'base64url').toString()), tv: 5 })}.${realSig}`,
      'sub not a uuid': craft(HS256, claims({ sub: 'admin' })),
      'sid not a uuid': craft(HS256, claims({ sid: "x' or 1=1 --" })),
      'sid of no session': craft(HS256, claims({ sid: crypto.randomUUID() })),
      'sid as a number': craft(HS256, claims({ sid: 7 })),
      'tv as a string': craft(HS256, claims({ tv: '0' })),
      'unknown kid, right secret': craft({ ...HS256, kid: 'kura-2019' }, good),
      'unknown kid, another secret': craft({ ...HS256, kid: 'kura-2019' }, good, { key: OTHER_SECRET }),
      'jku header, attacker key': craft({ ...HS256, jku: 'https://evil.example/jwks.json' }, good, { key: attackerKey }),
      'jku header, right secret': craft({ ...HS256, jku: 'https://evil.example/jwks.json' }, good),
      'x5u header, right secret': craft({ ...HS256, x5u: 'https://evil.example/cert.pem' }, good),
      'embedded jwk, signed with it': craft({ ...HS256, jwk: attackerJwk }, good, { key: attackerKey }),
      'crit header': craft({ ...HS256, crit: ['exp'] }, good),
      'typ not JWT': craft({ alg: 'HS256', typ: 'JWE' }, good),
      'refresh token as access token': account.tokens.refreshToken,
      'token of a deleted user': deleted.tokens.signInToken,
      'JWE-shaped (5 parts)': `${realHeader}.${realPayload}.${realSig}.AAAA.BBBB`,
      'two parts': `${realHeader}.${realPayload}`,
      garbage: 'not-a-token',
      'garbage with dots': '%%%.@@@.!!!',
      'very long (10 kB)': 'A'.repeat(10 * 1024),
      'very long with dots (10 kB)': `${'A'.repeat(5000)}.${'B'.repeat(5000)}.${'C'.repeat(240)}`,
    };
    const headers: Record<string, string | undefined> = Object.fromEntries(Object.entries(tokens).map(([name, tok]) => [name, `Bearer ${tok}`]));
    Object.assign(headers, {
      'no authorization header': undefined,
      'empty bearer': 'Bearer ',
      'bearer word only': 'Bearer',
      'Basic scheme': `Basic ${Buffer.from(`${account.email}:${account.password}`).toString('base64')}`,
      'token without scheme': account.tokens.signInToken,
      'two tokens in one header': `Bearer ${account.tokens.signInToken}, Bearer ${craft(HS256, good, { key: OTHER_SECRET })}`,
    });

    const accepted: string[] = [];
    let tried = 0;
    for (const url of routes()) {
      for (const [name, authorization] of Object.entries(headers)) {
        const res = await get(url, authorization);
        tried += 1;
        if (res.statusCode !== 401 || JSON.stringify(res.json()) !== JSON.stringify(UNAUTHORIZED)) accepted.push(`${name} on ${url}: ${res.statusCode}`);
      }
    }
    // The other direction: an access token presented as refresh token.
    const asRefresh = await post(t, '/api/auth/refreshToken', { token: account.tokens.signInToken });
    tried += 1;
    if (asRefresh.statusCode !== 401 || asRefresh.json().code !== 'invalidRefreshToken') accepted.push(`access token as refresh token: ${asRefresh.statusCode}`);

    recordMetric({ id: 'B7', figure: `malformed tokens (${tried} requests), accepted`, value: accepted.length, threshold: '= 0', pass: accepted.length === 0, db: kind });
    expect(accepted).toEqual([]);
    expect(asRefresh.json()).toEqual({ code: 'invalidRefreshToken', message: 'errors.invalidRefreshToken' });
    // The genuine session is still alive after the whole corpus.
    expect((await get(routes()[0], `Bearer ${account.tokens.signInToken}`)).statusCode).toBe(200);
  });
});

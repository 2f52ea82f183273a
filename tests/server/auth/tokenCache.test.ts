/**
 * TokenService keeps tokens it verified (by their exact text) until the second jose would reject
 * them: with the cache, every answer must be the one a service without it gives, at any time,
 * with the clock going forward or back, for tokens of any age, expiry and not-before.
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { TokenService } from '../../../src/server/services/auth/tokens';

const SECRET = 'token-cache-secret-token-cache-secret';
const TTL = 900;
const BASE = Date.UTC(2026, 10, 29, 9, 0, 0);
const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** An HS256 token with our header and any claims, signed with the service's secret. */
function signed(claims: Record<string, unknown>): string {
  const input = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ iss: 'kura', aud: 'kura-api', ...claims })}`;
  return `${input}.${crypto.createHmac('sha256', SECRET).update(input).digest('base64url')}`;
}

function services(cacheSize?: number) {
  let clock = BASE;
  const now = () => new Date(clock);
  return {
    cached: new TokenService(SECRET, TTL, 86_400, { now, cacheSize }),
    reference: new TokenService(SECRET, TTL, 86_400, { now, cacheSize: 0 }),
    setClock: (ms: number) => (clock = ms),
  };
}

it('keeps a verified token and answers from it; a changed byte is verified in full', async () => {
  const { cached } = services();
  const token = await cached.signAccess({ sub: 'u1', tv: 3, sid: 's1' });
  expect(await cached.verifyAccess(token)).toEqual({ sub: 'u1', tv: 3, sid: 's1' });
  expect(cached.verifiedTokens).toBe(1);
  expect(await cached.verifyAccess(token)).toEqual({ sub: 'u1', tv: 3, sid: 's1' });
  expect(cached.verifiedTokens).toBe(1);
  const [header, payload, sig] = token.split('.');
  const flipped = `${header}.${payload}.${sig.slice(0, -2)}${sig.at(-2) === 'A' ? 'B' : 'A'}${sig.at(-1)}`;
  expect(await cached.verifyAccess(flipped)).toBeNull();
  const otherClaims = `${header}.${enc({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), tv: 4 })}.${sig}`;
  expect(await cached.verifyAccess(otherClaims)).toBeNull();
  expect(cached.verifiedTokens).toBe(1);
});

it('forgets a kept token at the second jose rejects it, and keeps no rejected token', async () => {
  const { cached, reference, setClock } = services();
  const token = await cached.signAccess({ sub: 'u1', tv: 0 });
  await cached.verifyAccess(token);
  // exp = iat + TTL; jose rejects from exp + 30 s of tolerance on.
  for (const [offset, accepted] of [[TTL + 29, true], [TTL + 29.999, true], [TTL + 30, false], [-30, true], [-31, false]] as const) {
    setClock(BASE + offset * 1000);
    expect({ offset, claims: await cached.verifyAccess(token) }).toEqual({ offset, claims: accepted ? { sub: 'u1', tv: 0 } : null });
    expect(await reference.verifyAccess(token)).toEqual(accepted ? { sub: 'u1', tv: 0 } : null);
  }
});

it('keeps at most cacheSize tokens, the oldest going first, and still verifies the others', async () => {
  const { cached } = services(3);
  const tokens = await Promise.all([1, 2, 3, 4, 5].map((n) => cached.signAccess({ sub: `u${n}`, tv: n })));
  for (const t of tokens) await cached.verifyAccess(t);
  expect(cached.verifiedTokens).toBe(3);
  for (const [i, t] of tokens.entries()) expect(await cached.verifyAccess(t)).toEqual({ sub: `u${i + 1}`, tv: i + 1 });
  expect(cached.verifiedTokens).toBe(3);
});

it('answers as a service without the cache, whatever the tokens and the clock do', async () => {
  const second = fc.integer({ min: -2 * TTL, max: 2 * TTL });
  const claims = fc.record({ iat: second, life: fc.integer({ min: -60, max: 2 * TTL }), nbf: fc.option(second, { nil: undefined }), sid: fc.option(fc.uuid(), { nil: undefined }) });
  const steps = fc.array(fc.record({ token: fc.nat(), at: fc.integer({ min: -3 * TTL * 1000, max: 3 * TTL * 1000 }) }), { minLength: 1, maxLength: 40 });
  await fc.assert(
    fc.asyncProperty(fc.array(claims, { minLength: 1, maxLength: 4 }), steps, async (made, walk) => {
      const { cached, reference, setClock } = services(2);
      const base = BASE / 1000;
      const tokens = made.map((c, i) =>
        signed({ sub: `u${i}`, tv: i, iat: base + c.iat, exp: base + c.iat + c.life, ...(c.nbf === undefined ? {} : { nbf: base + c.nbf }), ...(c.sid ? { sid: c.sid } : {}) }),
      );
      for (const step of walk) {
        setClock(BASE + step.at);
        const token = tokens[step.token % tokens.length];
        expect(await cached.verifyAccess(token)).toEqual(await reference.verifyAccess(token));
      }
    }),
    { numRuns: 300 },
  );
});

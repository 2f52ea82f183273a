import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  sub: string;
  /** users.token_version at issue time. */
  tv: number;
  /** The session (refresh-token family) the token belongs to; signing out of it ends the token too. */
  sid?: string;
}

const ISSUER = 'kura';
const AUDIENCE = 'kura-api';
/** Clock skew allowed between servers for exp and iat. */
const CLOCK_TOLERANCE_SEC = 30;
/** We sign with exactly these header fields; kid, jku, x5u, jwk, crit … are never ours (security plan B7). */
const OUR_HEADER_FIELDS = new Set(['alg', 'typ']);
/** Verified tokens kept (a few hundred bytes each): far more than a practice's signed-in devices. */
const VERIFIED_CACHE_SIZE = 4096;

export interface TokenServiceOptions {
  /** The clock (tests move it); jose checks exp and iat against it too. */
  now?: () => Date;
  /** How many verified tokens to keep; 0 verifies every token anew. */
  cacheSize?: number;
}

/** An accepted token's claims and the epoch seconds between which jose accepts it (its checks, solved for now). */
interface Verified {
  claims: Readonly<AccessClaims>;
  /** iat (and nbf) not in the future: now >= iat - tolerance. */
  from: number;
  /** Not expired: now < exp + tolerance. */
  expiresAt: number;
  /** Not too old: now - iat - tolerance <= the TTL. */
  oldestAt: number;
}

const accepts = (v: Verified, now: number) => now >= v.from && now < v.expiresAt && now <= v.oldestAt;

export class TokenService {
  /**
   * The secret as a WebCrypto key, imported once: given raw bytes, jose imports them again on
   * every sign and verify (verify took ~130 µs per token that way, ~60 µs with the key).
   */
  private readonly key: Promise<CryptoKey>;
  /**
   * Tokens jose accepted, by their exact text, until the second it would reject them: a client
   * sends the same token with every request for its lifetime, and each verify is an HMAC on
   * libuv's thread pool, a trip that made the database queries after it slower (README, "PGlite
   * queries"). Only an accepted token is kept; any other text (a changed byte) is verified in full.
   * Revocation is not a property of the text: the caller's token version and session are read
   * from the database on every request (plugins/access.ts), as before.
   */
  private readonly verified = new Map<string, Verified>();
  private readonly now: () => Date;
  private readonly cacheSize: number;
  constructor(
    secret: string,
    readonly accessTtlSec: number,
    readonly refreshTtlSec: number,
    options: TokenServiceOptions = {},
  ) {
    this.key = crypto.webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    this.now = options.now ?? (() => new Date());
    this.cacheSize = options.cacheSize ?? VERIFIED_CACHE_SIZE;
  }

  /** How many verified tokens are kept (tests). */
  get verifiedTokens(): number {
    return this.verified.size;
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    // One reading of the clock, so exp is exactly iat + the TTL.
    const now = this.now();
    return new SignJWT(claims.sid ? { tv: claims.tv, sid: claims.sid } : { tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(new Date(now.getTime() + this.accessTtlSec * 1000))
      .sign(await this.key);
  }

  /**
   * Rejects alg none/other algorithms, wrong iss/aud, expiry, tampering, missing claims, an iat in
   * the future or older than the TTL (maxTokenAge), and headers we never write.
   */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const now = this.now();
    const known = this.verified.get(token);
    if (known) {
      // jose's clock: whole seconds.
      if (accepts(known, Math.floor(now.getTime() / 1000))) return known.claims;
      this.verified.delete(token);
    }
    try {
      const { payload, protectedHeader } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'iat', 'exp'],
        maxTokenAge: this.accessTtlSec,
        clockTolerance: CLOCK_TOLERANCE_SEC,
        currentDate: now,
      });
      if (Object.keys(protectedHeader).some((k) => !OUR_HEADER_FIELDS.has(k)) || (protectedHeader.typ ?? 'JWT') !== 'JWT') return null;
      if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
      if (payload.sid !== undefined && typeof payload.sid !== 'string') return null;
      const claims = Object.freeze({ sub: payload.sub, tv: payload.tv, ...(payload.sid === undefined ? {} : { sid: payload.sid }) });
      // exp and iat are required claims, so jose checked they are numbers; nbf is optional.
      const { exp, iat, nbf } = payload as { exp: number; iat: number; nbf?: number };
      this.remember(token, {
        claims,
        from: Math.max(iat, nbf ?? iat) - CLOCK_TOLERANCE_SEC,
        expiresAt: exp + CLOCK_TOLERANCE_SEC,
        oldestAt: iat + this.accessTtlSec + CLOCK_TOLERANCE_SEC,
      });
      return claims;
    } catch {
      return null;
    }
  }

  /** Keeps at most cacheSize tokens: the oldest kept goes first. */
  private remember(token: string, entry: Verified): void {
    if (this.cacheSize <= 0) return;
    if (this.verified.size >= this.cacheSize) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, entry);
  }
}

export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
/** A numeric one-time code with a uniform distribution. */
export const numericCode = (digits = 6) => String(crypto.randomInt(0, 10 ** digits)).padStart(digits, '0');

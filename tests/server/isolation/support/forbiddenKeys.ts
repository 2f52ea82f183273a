/**
 * Over-exposure scan (security plan A4): no answer may carry a secret, whatever route or caller.
 * Keys are matched case-insensitively anywhere in a JSON answer; values (argon2 hashes, the JWT
 * secret, stored token hashes, encrypted Google tokens) are searched in the raw text of any answer.
 */
const FORBIDDEN_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'hash',
  'tokenHash',
  'token_hash',
  'refreshTokenHash',
  'tokenVersion',
  'token_version',
  'secret',
  'totpSecret',
  'jwtSecret',
  'channelTokenHash',
  // Google's tokens, plain or encrypted; Kura's own pair is signInToken/refreshToken (spec §7).
  'accessToken',
  'access_token',
  'refresh_token',
  'accessTokenEnc',
  'refreshTokenEnc',
  'access_token_enc',
  'refresh_token_enc',
].map((k) => k.toLowerCase());

function walk(value: unknown, path: string, found: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${path}[${i}]`, found));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.includes(k.toLowerCase())) found.push(`${path}.${k}`);
      walk(v, `${path}.${k}`, found);
    }
  }
}

export class ExposureScan {
  scanned = 0;
  readonly findings: string[] = [];
  /** `secrets`: stored values that must never leave the server (hashes, encrypted tokens, the JWT secret). */
  constructor(private readonly secrets: string[]) {}

  /** `describesSchemas`: the OpenAPI description names input fields such as `password`; only values count there. */
  check(label: string, body: string, describesSchemas = false): void {
    this.scanned++;
    const found: string[] = [];
    try {
      if (!describesSchemas) walk(JSON.parse(body), '$', found);
    } catch {
      // Not JSON (files, CSV templates): the value search below still applies.
    }
    if (body.includes('$argon2')) found.push('an argon2 hash');
    for (const s of this.secrets) if (s && body.includes(s)) found.push(`secret value ${s.slice(0, 12)}…`);
    for (const f of found) this.findings.push(`${label}: ${f}`);
  }
}

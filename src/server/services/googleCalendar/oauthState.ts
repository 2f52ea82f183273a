/**
 * The OAuth `state` parameter: binds the sign-in at Google to the user, centre and provider that
 * started it (and the redirect URI Google must be given again at the token exchange), signed
 * with HMAC-SHA256 and valid for 15 minutes. A code arriving with someone else's state is refused.
 */
import crypto from 'node:crypto';

const TTL_MS = 15 * 60 * 1000;

export interface OAuthState {
  userId: string;
  centreId: string;
  providerId: string;
  redirectUri: string;
  /** The calendar to write appointments into once the events scope is granted (write consent). */
  writeCalendarId?: string;
}

interface Payload extends OAuthState {
  exp: number;
  nonce: string;
}

export class OAuthStateSigner {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'kura', 'kura/google-calendar/oauth-state', 32));
  }

  private mac(body: string): string {
    return crypto.createHmac('sha256', this.key).update(body).digest('base64url');
  }

  sign(state: OAuthState, now = Date.now()): string {
    const payload: Payload = { ...state, exp: now + TTL_MS, nonce: crypto.randomBytes(9).toString('base64url') };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The state, or null when it is forged, altered or expired. */
  verify(token: string, now = Date.now()): OAuthState | null {
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
    try {
      const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
      if (typeof p.exp !== 'number' || p.exp < now) return null;
      return { userId: p.userId, centreId: p.centreId, providerId: p.providerId, redirectUri: p.redirectUri, ...(typeof p.writeCalendarId === 'string' ? { writeCalendarId: p.writeCalendarId } : {}) };
    } catch {
      return null;
    }
  }
}

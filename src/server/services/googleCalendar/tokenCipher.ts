/**
 * Encryption at rest for the Google OAuth tokens: AES-256-GCM with a key derived (HKDF-SHA256)
 * from the server secret (JWT_SECRET, or the one kept in app_secrets). A database dump alone
 * does not give access to anyone's calendar. Changing the secret makes stored tokens unreadable:
 * the accounts then ask to be connected again.
 */
import crypto from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class TokenCipher {
  private readonly key: Buffer;

  constructor(serverSecret: string, purpose = 'kura/google-calendar/tokens') {
    this.key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'kura', purpose, 32));
  }

  encrypt(plain: string): string {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The plain text, or null when the value was not written with this key (or was altered). */
  decrypt(stored: string): string | null {
    const [version, payload] = stored.split(':');
    if (version !== VERSION || !payload) return null;
    const raw = Buffer.from(payload, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

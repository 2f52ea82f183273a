/**
 * pdfTempLink (issue 11 §3, behaviour.md §7): the browser opens an invoice PDF in a new tab
 * without the bearer token, so the link itself is the credential: the centre, the invoice(s) and
 * an expiry, signed with HMAC-SHA256 under a key derived from the server secret, valid 5 minutes.
 * A forged, altered or expired link answers 404 like an unknown one.
 */
import crypto from 'node:crypto';

export const PDF_LINK_TTL_MS = 5 * 60 * 1000;

export interface PdfLinkTarget {
  centreId: string;
  /** An invoice id, or a bulk PDF's file name (kind 'bulk'). */
  id: string;
  /** tariff590: the invoice's Tarif 590 form (or its second form). */
  kind: 'invoice' | 'bulk' | 'reminder' | 'tariff590';
  /** A reminder's level (kind 'reminder'). */
  level?: 1 | 2 | 3;
  /** Without the logo/background, for pre-printed paper. */
  plain?: boolean;
  /** Of a tariff590 link: the client's copy instead of the original. */
  second?: boolean;
}

interface Payload extends PdfLinkTarget {
  exp: number;
}

export class PdfLinkSigner {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'kura', 'kura/invoices/pdf-link', 32));
  }

  private mac(body: string): string {
    return crypto.createHmac('sha256', this.key).update(body).digest('base64url');
  }

  sign(target: PdfLinkTarget, now = Date.now()): string {
    const payload: Payload = { ...target, exp: now + PDF_LINK_TTL_MS };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The target, or null when the token is forged, altered or expired. */
  verify(token: string, now = Date.now()): PdfLinkTarget | null {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
    try {
      const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
      if (typeof p.exp !== 'number' || p.exp < now || typeof p.centreId !== 'string' || typeof p.id !== 'string') return null;
      const kind = p.kind === 'bulk' || p.kind === 'reminder' || p.kind === 'tariff590' ? p.kind : 'invoice';
      const level = kind === 'reminder' && (p.level === 1 || p.level === 2 || p.level === 3) ? { level: p.level } : {};
      return { centreId: p.centreId, id: p.id, kind, ...level, ...(p.plain ? { plain: true } : {}), ...(p.second ? { second: true } : {}) };
    } catch {
      return null;
    }
  }
}

/** The URL a browser opens (no token needed). */
export const pdfLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/api/invoice-pdf?token=${token}`;

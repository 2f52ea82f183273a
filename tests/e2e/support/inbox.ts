/**
 * Reads what the app sent to the local receivers (started in globalSetup; their API
 * addresses reach the workers through the environment).
 */
import type { MailMessage, SmsMessage } from './receivers';

export type { MailMessage, SmsMessage };

export interface WaitOptions<T> {
  /** Only messages received at or after this time (ms since epoch). */
  since?: number;
  /** Extra condition, e.g. a subject; the first matching message is returned. */
  where?: (m: T) => boolean;
  timeoutMs?: number;
}

function apiUrl(name: 'KURA_E2E_SMS_API' | 'KURA_E2E_MAIL_API'): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: the receivers are started by tests/e2e/support/globalSetup.ts`);
  return url;
}

async function poll<T extends { receivedAt: number }>(
  base: string,
  to: string,
  what: string,
  opts: WaitOptions<T>,
): Promise<T> {
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const deadline = Date.now() + timeoutMs;
  const url = `${base}/messages?to=${encodeURIComponent(to)}&since=${opts.since ?? 0}`;
  let seen: T[] = [];
  while (Date.now() < deadline) {
    seen = (await (await fetch(url)).json()) as T[];
    const hit = seen.find((m) => !opts.where || opts.where(m));
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `No ${what} for ${to} within ${timeoutMs} ms` + (seen.length ? ` (${seen.length} others arrived, none matched)` : ''),
  );
}

/** Waits for an SMS to this phone number (compared by its national digits). */
export function waitForSms(to: string, opts: WaitOptions<SmsMessage> = {}): Promise<SmsMessage> {
  return poll(apiUrl('KURA_E2E_SMS_API'), to, 'SMS', opts);
}

/** Waits for an e-mail to this address (envelope or To/Cc). */
export function waitForMail(to: string, opts: WaitOptions<MailMessage> = {}): Promise<MailMessage> {
  return poll(apiUrl('KURA_E2E_MAIL_API'), to, 'e-mail', opts);
}

/** The numeric code in an SMS or e-mail text (4–8 digits). */
export function codeIn(text: string): string {
  const m = /(?<!\d)(\d{4,8})(?!\d)/.exec(text);
  if (!m) throw new Error(`No code in message: ${text}`);
  return m[1];
}

/** Every http(s) link in a text. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
}

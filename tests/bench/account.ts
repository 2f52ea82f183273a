/** One activated account for the benchmark, made the way a user makes it: sign-up, SMS code, activation. */
import crypto from 'node:crypto';
import type { TokenPair } from '../../src/shared/api/contracts';
import type { SmsReceiver } from '../e2e/support/receivers';
import { samePhone } from '../e2e/support/receivers';

export interface BenchAccount {
  email: string;
  password: string;
  tokens: TokenPair;
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${new URL(url).pathname} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function waitForCode(sms: SmsReceiver, phone: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const msg = sms.messages.find((m) => samePhone(m.to, phone));
    const code = msg && /(?<!\d)(\d{6})(?!\d)/.exec(msg.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No SMS code for ${phone} within ${timeoutMs} ms (is SMS_WEBHOOK_URL honoured?)`);
}

export async function createActivatedAccount(baseUrl: string, sms: SmsReceiver): Promise<BenchAccount> {
  const id = crypto.randomBytes(4).toString('hex');
  const email = `bench.${id}@example.ch`;
  const password = 'Bench_Passw0rd!';
  const phone = `79${crypto.randomInt(1_000_000, 9_999_999)}`;
  const { user } = await postJson<{ user: { user_id: string } }>(`${baseUrl}/api/auth/signup`, {
    firstName: 'Bench',
    lastName: 'Mark',
    email,
    password,
    countryPhone: '+41',
    phone,
    language: 'de',
  });
  const code = await waitForCode(sms, phone);
  const tokens = await postJson<TokenPair>(`${baseUrl}/api/auth/activateWithCode`, { userId: user.user_id, code });
  return { email, password, tokens };
}

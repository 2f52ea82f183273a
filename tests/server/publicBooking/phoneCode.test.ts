/**
 * POST /booking-api/public/verification-codes (issue 10 §3, §4): a 6-digit SMS code in the
 * patient's language, stored hashed, 15 minutes, 5 guesses, single use; limits per phone and per
 * IP (≥ 20 an hour allowed) with 429 + Retry-After; the answer never tells a known phone apart.
 */
import { eq } from 'drizzle-orm';
import { phoneVerificationCodes } from '../../../src/server/db/schema';
import { consumePhoneCode, PHONE_CODE_TTL_MS } from '../../../src/server/services/publicBooking/phoneVerification';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { bookingWorld, lastPhoneCode, NOW, ok, publicCall, type BookingWorld } from './world';

const HOUR = 60 * 60_000;
const URL = '/booking-api/public/verification-codes';

describe.each(DB_KINDS)('public phone codes on %s', (kind) => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld(kind, { publicBookingRateLimits: { phoneCodePerPhone: { max: 3, windowMs: HOUR }, phoneCodePerIp: { max: 25, windowMs: HOUR } } });
  }, 120_000);
  afterAll(() => w.t.close());

  let n = 0;
  // A fresh Swiss mobile number per use (limits are per phone).
  const freshPhone = () => {
    n += 1;
    const national = `079 ${String(100 + n).padStart(3, '0')} 00 00`;
    return { countryPhone: '+41', phone: national, e164: `+4179${String(100 + n).padStart(3, '0')}0000` };
  };
  const send = (body: unknown, ip = '10.9.0.1', headers?: Record<string, string>, now?: number) => publicCall(w, 'POST', URL, body, { ip, headers, now });
  // On the public calls' clock (codes are issued at NOW and a little after).
  const consume = async (p: { countryPhone: string; phone: string }, code: string, now = NOW + 10_000) => {
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      return await w.t.ctx.db.transaction((tx) => consumePhoneCode(tx, p, code));
    } finally {
      spy.mockRestore();
    }
  };

  it('sends a code in the browser language, stores only its hash, and it works once', async () => {
    const p = freshPhone();
    const res = await send({ countryPhone: p.countryPhone, phone: p.phone }, '10.9.1.1', { 'accept-language': 'fr-CH,fr;q=0.9,de;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const sms = await lastPhoneCode(w, p.e164);
    expect(sms.language).toBe('fr');
    expect(sms.body).toMatch(/réservation en ligne/);
    const rows = await w.t.ctx.db.select().from(phoneVerificationCodes).where(eq(phoneVerificationCodes.phone, p.e164));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(sms.code);
    // International spelling of the same number: the same phone.
    expect(await consume({ countryPhone: '+41', phone: p.e164 }, sms.code)).toBe(true);
    expect(await consume(p, sms.code)).toBe(false);
  });

  it('takes the language from the body first, German by default', async () => {
    const p = freshPhone();
    await send({ countryPhone: p.countryPhone, phone: p.phone, lang: 'it' }, '10.9.1.2', { 'accept-language': 'en' });
    expect((await lastPhoneCode(w, p.e164)).language).toBe('it');
    const q = freshPhone();
    await send({ countryPhone: q.countryPhone, phone: q.phone }, '10.9.1.2');
    expect((await lastPhoneCode(w, q.e164)).body).toMatch(/Online-Terminbuchung/);
  });

  it('counts wrong guesses: the fifth retires the code; a new code retires the old one', async () => {
    const p = freshPhone();
    await send({ countryPhone: p.countryPhone, phone: p.phone }, '10.9.2.1');
    const { code } = await lastPhoneCode(w, p.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await consume(p, wrong)).toBe(false);
    expect(await consume(p, code)).toBe(false);

    // A second apart (PGlite's now() is the mocked clock): the newest message is the newest code.
    expect((await send({ countryPhone: p.countryPhone, phone: p.phone }, '10.9.2.1', undefined, NOW + 1000)).statusCode).toBe(200);
    const first = (await lastPhoneCode(w, p.e164)).code;
    expect((await send({ countryPhone: p.countryPhone, phone: p.phone }, '10.9.2.1', undefined, NOW + 2000)).statusCode).toBe(200);
    const second = (await lastPhoneCode(w, p.e164)).code;
    if (first !== second) expect(await consume(p, first)).toBe(false);
    expect(await consume(p, second)).toBe(true);
  });

  it('lets a code expire after 15 minutes', async () => {
    const p = freshPhone();
    await send({ countryPhone: p.countryPhone, phone: p.phone }, '10.9.3.1');
    const { code } = await lastPhoneCode(w, p.e164);
    expect(PHONE_CODE_TTL_MS).toBe(15 * 60_000);
    expect(await consume(p, code, NOW + PHONE_CODE_TTL_MS + 1)).toBe(false);
    expect(await consume(p, code, NOW + PHONE_CODE_TTL_MS - 1000)).toBe(true);
  });

  it('refuses malformed bodies, unknown fields and numbers SMS cannot reach, sending nothing', async () => {
    const before = await w.t.ctx.db.select().from(phoneVerificationCodes);
    const bad: unknown[] = [
      {},
      { countryPhone: '+41' },
      { countryPhone: '41', phone: '079 123 45 67' },
      { countryPhone: '+41', phone: '079 123 45 67', userId: 'x' },
      { countryPhone: '+41', phone: 'abc' },
      { countryPhone: '+41', phone: '1'.repeat(31) },
      { countryPhone: '+41', phone: '012' },
      // A valid US number: no SMS there (premium-rate pumping).
      { countryPhone: '+1', phone: '212 555 0123' },
      { countryPhone: '+41', phone: '079 123 45 67', lang: 'xx' },
    ];
    for (const body of bad) {
      const res = await send(body, '10.9.4.1');
      expect([res.statusCode, body]).toEqual([400, body]);
    }
    expect(await w.t.ctx.db.select().from(phoneVerificationCodes)).toHaveLength(before.length);
  });

  it('answers a phone of a known client exactly as any other', async () => {
    await ok(await call(w.t, w.a.owner, 'POST', `/api/clinics/${w.a.centreId}/contacts`, { firstName: 'Bekannt', lastName: 'Beispiel', countryPhone: '+41', phone: '079 555 12 34' }), 201);
    const p = freshPhone();
    const known = await send({ countryPhone: '+41', phone: '079 555 12 34' }, '10.9.5.1');
    const unknown = await send({ countryPhone: p.countryPhone, phone: p.phone }, '10.9.5.1');
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
  });

  it('limits codes per phone (any spelling, any IP) with 429 and Retry-After', async () => {
    const p = freshPhone();
    for (let i = 0; i < 3; i++) expect((await send({ countryPhone: '+41', phone: i % 2 ? p.phone : p.e164 }, `10.9.6.${i}`)).statusCode).toBe(200);
    const res = await send({ countryPhone: p.countryPhone, phone: p.phone }, '10.9.6.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('tooManyRequests');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(HOUR / 1000);
  });

  it('allows 20 and more codes an hour from one IP (a reception desk), then refuses', async () => {
    const ip = '10.9.7.1';
    for (let i = 0; i < 25; i++) {
      const p = freshPhone();
      expect((await send({ countryPhone: p.countryPhone, phone: p.phone }, ip)).statusCode).toBe(200);
    }
    const p = freshPhone();
    const res = await send({ countryPhone: p.countryPhone, phone: p.phone }, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected.
    expect((await send({ countryPhone: p.countryPhone, phone: p.phone }, '10.9.7.2')).statusCode).toBe(200);
  });
});

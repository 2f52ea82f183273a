/**
 * A fuzz of hostile bodies and query strings against the public booking writes (issue 10 §4,
 * §7): whatever a stranger sends, the answer is a 4xx with a code, never a 5xx, and nothing is
 * written — no contact, appointment, manage link, phone code or message.
 */
import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { appointments, contacts, onlineBookings, outbox, phoneVerificationCodes } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { bookingWorld, OPEN_LIMITS, publicCall, type BookingWorld } from './world';

const KEYS = ['serviceId', 'providerId', 'date', 'startTime', 'firstName', 'lastName', 'email', 'countryPhone', 'phone', 'code', 'note', 'dateOfBirth', 'lang'];

describe.each(DB_KINDS)('hostile public booking requests on %s', (kind) => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld(kind, OPEN_LIMITS);
  }, 120_000);
  afterAll(() => w.t.close());

  const written = async () => {
    const db = w.t.ctx.db;
    const n = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
    return [
      await n(db.select({ n: count() }).from(contacts).where(eq(contacts.centreId, w.a.centreId))),
      await n(db.select({ n: count() }).from(appointments)),
      await n(db.select({ n: count() }).from(onlineBookings)),
      await n(db.select({ n: count() }).from(phoneVerificationCodes)),
      await n(db.select({ n: count() }).from(outbox)),
    ];
  };

  // Plausible and absurd values: ids of this world, SQL and script snippets, huge strings, wrong types.
  const value = () =>
    fc.oneof(
      fc.constantFrom(w.s.online, w.s.plain, w.s.offline, w.a.provider.userId, w.b.provider.userId, w.b.centreId, '2027-03-03', '09:00', '123456', '+41', '079 123 45 67'),
      fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '\u0000', '{{7*7}}', '%s%n', 'NaN', '-1', '1e309'),
      fc.string({ maxLength: 40 }),
      fc.string({ minLength: 1001, maxLength: 1100 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    );
  // A well-formed booking (its phone has no code, so it can never be written) with one field made hostile:
  // these get past the schema into the service's own checks.
  const mutated = () =>
    fc.tuple(fc.constantFrom(...KEYS), value()).map(([key, v]) => ({
      serviceId: w.s.online, providerId: w.a.provider.userId, date: '2027-03-03', startTime: '09:00', firstName: 'Fuzz', lastName: 'Test',
      email: 'fuzz@beispiel.ch', countryPhone: '+41', phone: '079 999 99 99', code: '123456', [key]: v,
    }));
  const hostileBody = () =>
    fc.oneof(
      mutated(),
      fc.dictionary(fc.oneof(fc.constantFrom(...KEYS, '__proto__', 'constructor', 'status', 'centre_fk', 'contact_fk'), fc.string({ maxLength: 12 })), value(), { maxKeys: 16 }),
      fc.constantFrom(null, [], 'text', 42, true),
    );

  it('answers every hostile booking body with a 4xx and writes nothing', async () => {
    const before = await written();
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(hostileBody(), fc.constantFrom(w.a.centreId, w.b.centreId, 'x', '%00'), async (body, cid) => {
        const res = await publicCall(w, 'POST', `/booking-api/public/centres/${cid}/appointments`, body, { headers: { 'content-type': 'application/json' } });
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(typeof res.json().code).toBe('string');
      }),
      { numRuns: 150 },
    );
    expect(await written()).toEqual(before);
    process.stdout.write(`[hostile ${kind}] booking bodies: ${JSON.stringify(statuses)}\n`);
  }, 300_000);

  it('answers hostile code requests, manage calls and slot queries with a 4xx, writing nothing', async () => {
    const before = await written();
    await fc.assert(
      fc.asyncProperty(hostileBody(), fc.string({ maxLength: 60 }), async (body, junk) => {
        // A body naming a key the schema does not know is refused whole, so no valid phone slips through.
        const codeBody = body && typeof body === 'object' && !Array.isArray(body) ? { ...body, extra: junk } : body;
        const answers = await Promise.all([
          publicCall(w, 'POST', '/booking-api/public/verification-codes', codeBody, { headers: { 'content-type': 'application/json' } }),
          publicCall(w, 'POST', `/booking-api/public/manage/${encodeURIComponent(junk)}/move`, body, { headers: { 'content-type': 'application/json' } }),
          publicCall(w, 'POST', `/booking-api/public/manage/${encodeURIComponent(junk)}/cancel`),
          publicCall(w, 'GET', `/booking-api/public/manage/${encodeURIComponent(junk)}/ics`),
          publicCall(w, 'GET', `/booking-api/public/centres/${w.a.centreId}/slots?${encodeURIComponent(junk)}=${encodeURIComponent(JSON.stringify(body) ?? '')}&serviceId=${w.s.online}`),
        ]);
        for (const res of answers) {
          expect([res.statusCode >= 400 && res.statusCode < 500, res.body]).toEqual([true, res.body]);
        }
      }),
      { numRuns: 60 },
    );
    expect(await written()).toEqual(before);
  }, 300_000);
});

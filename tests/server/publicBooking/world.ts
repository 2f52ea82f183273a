/**
 * The public booking tests' practice: clinic A takes online bookings (switched on by its owner);
 * its provider works Mon–Fri 08:00–12:00 and 13:00–17:00 on a 30-minute grid, its admin Tuesdays
 * 09:00–12:00 on an hourly one, both switched bookable online here; its owner has no hours. Services: an online one for all three, one not online, one
 * online without therapists, one with a fixed start, a group class. B does not take bookings.
 * The clock of the public calls is fixed at Monday 1 March 2027, 09:00 in Zurich.
 */
import { and, desc, eq } from 'drizzle-orm';
import { outbox, phoneVerificationCodes, services } from '../../../src/server/db/schema';
import { sha256 } from '../../../src/server/services/auth/tokens';
import type { Config } from '../../../src/server/config';
import { call, clinicsWorld, type Clinic, type ClinicsWorld } from '../centres/world';
import type { DbKind } from '../support/testApp';

export const NOW = Date.parse('2027-03-01T08:00:00Z');

export interface BookingWorld extends ClinicsWorld {
  s: { online: string; offline: string; unassigned: string; fixed: string; group: string; plain: string };
}

/** A GET as nobody (no token), at NOW. */
export async function publicGet(w: ClinicsWorld, url: string) {
  const spy = jest.spyOn(Date, 'now').mockReturnValue(NOW);
  try {
    return await w.t.app.inject({ method: 'GET', url });
  } finally {
    spy.mockRestore();
  }
}

/** A public call (no token) at NOW, from `ip`. */
export async function publicCall(w: ClinicsWorld, method: 'GET' | 'POST', url: string, body?: unknown, opts: { ip?: string; headers?: Record<string, string>; now?: number } = {}) {
  const spy = jest.spyOn(Date, 'now').mockReturnValue(opts.now ?? NOW);
  try {
    return await w.t.app.inject({ method, url, payload: body as never, remoteAddress: opts.ip ?? '127.0.0.1', headers: opts.headers });
  } finally {
    spy.mockRestore();
  }
}

/** The code in the newest booking SMS to an E.164 number, and the SMS itself. */
export async function lastPhoneCode(w: ClinicsWorld, e164: string): Promise<{ code: string; body: string; language: string }> {
  const [row] = await w.t.ctx.db
    .select({ body: outbox.body, language: outbox.language })
    .from(outbox)
    .where(and(eq(outbox.recipient, e164), eq(outbox.template, 'bookingPhoneCode')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no code SMS to ${e164}`);
  const code = /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code in ${row.body}`);
  return { code, ...row };
}

export async function ok(res: { statusCode: number; body: string }, status = 200) {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
}

export const presence = (w: ClinicsWorld, c: Clinic, body: Record<string, unknown>, as = c.owner) => call(w.t, as, 'PATCH', `/api/clinics/${c.centreId}/settings/online-presence`, body);

async function template(w: ClinicsWorld, c: Clinic, who: Clinic['provider'], days: number[], slots: [string, string][]) {
  const workingDays = [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({
    weekDay,
    available: days.includes(weekDay),
    timeSlots: slots.map(([startTime, endTime]) => ({ centreId: c.centreId, startTime, endTime })),
  }));
  await ok(await call(w.t, who, 'PUT', `/booking-api/providers/${who.userId}/schedule-templates`, { workingDays }));
}

export async function bookingWorld(kind: DbKind, overrides: Partial<Config> = {}): Promise<BookingWorld> {
  const base = await clinicsWorld(kind, overrides);
  const { a } = base;
  await ok(await presence(base, a, { bookingEnabled: true }));
  await template(base, a, a.provider, [1, 2, 3, 4, 5], [['08:00', '12:00'], ['13:00', '17:00']]);
  await template(base, a, a.admin, [2], [['09:00', '12:00']]);
  // Both switch themselves bookable online here; the owner offers services but is not bookable.
  await ok(await call(base.t, a.provider, 'PATCH', `/booking-api/providers/${a.provider.userId}`, { minScheduleStep: 30, avBookingClinicIds: [a.centreId] }));
  await ok(await call(base.t, a.admin, 'PATCH', `/booking-api/providers/${a.admin.userId}`, { minScheduleStep: 60, avBookingClinicIds: [a.centreId] }));
  const everyone = [a.provider.userId, a.admin.userId, a.owner.userId];
  const service = async (values: Partial<typeof services.$inferInsert>) => (await base.t.ctx.db.insert(services).values({ centreId: a.centreId, name: 'x', ...values }).returning())[0].serviceId;
  const s = {
    online: await service({ name: 'Physiotherapie', onlineBooking: true, duration: 60, bufferTime: 15, ppu: 12000, resourceIds: everyone, langDepData: [{ langKey: 'fr', name: 'Physiothérapie' }] }),
    offline: await service({ name: 'Intern', onlineBooking: false, resourceIds: everyone }),
    unassigned: await service({ name: 'Niemand', onlineBooking: true, resourceIds: [] }),
    fixed: await service({ name: 'Morgenkurs', onlineBooking: true, duration: 45, fixStart: true, fixStartTime: '10:00', resourceIds: [a.provider.userId] }),
    group: await service({ name: 'Pilates', onlineBooking: true, groupEvent: true, duration: 60, resourceIds: [a.provider.userId] }),
    plain: await service({ name: 'Beratung', onlineBooking: true, duration: 60, resourceIds: [a.provider.userId] }),
  };
  return { ...base, s };
}

/** Generous public limits for tests that are not about limits. */
export const OPEN_LIMITS: Partial<Config> = {
  publicBookingRateLimits: {
    phoneCodePerIp: { max: 100_000, windowMs: 3_600_000 },
    phoneCodePerPhone: { max: 100_000, windowMs: 3_600_000 },
    bookingPerIp: { max: 100_000, windowMs: 3_600_000 },
    managePerIp: { max: 100_000, windowMs: 3_600_000 },
  },
};

export interface PatientPhone {
  countryPhone: string;
  /** As the patient typed it. */
  phone: string;
  e164: string;
}

/** The n-th Swiss mobile number of a test (distinct n, distinct phones). */
export function swissMobile(n: number): PatientPhone {
  const digits = String(1_000_000 + n).slice(-7);
  return { countryPhone: '+41', phone: `078 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`, e164: `+4178${digits}` };
}

/** A live code for each phone, written as issuePhoneCode stores it (bulk set-up of many verified patients). */
export async function seedPhoneCodes(w: ClinicsWorld, phones: PatientPhone[], code = '123456', expiresAt = new Date(NOW + 15 * 60_000)): Promise<void> {
  if (phones.length === 0) return;
  await w.t.ctx.db.insert(phoneVerificationCodes).values(phones.map((p) => ({ phone: p.e164, codeHash: sha256(`${p.e164}:${code}`), expiresAt })));
}

/** A code through the real call (SMS in the outbox), read back. */
export async function requestPhoneCode(w: ClinicsWorld, p: PatientPhone, ip = '10.50.0.1'): Promise<string> {
  await ok(await publicCall(w, 'POST', '/booking-api/public/verification-codes', { countryPhone: p.countryPhone, phone: p.phone }, { ip }));
  return (await lastPhoneCode(w, p.e164)).code;
}

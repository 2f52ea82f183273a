/**
 * The booking waitlist (issue 10 §6): joining with a verified phone (only for a range with no free
 * slot), a freed slot offered to the first in line and held for them (nobody else sees or books
 * it), the hold running out to the next in line, declining, staff listing and removing, and the
 * centre boundary.
 */
import { eq } from 'drizzle-orm';
import { outbox, waitlistEntries } from '../../../src/server/db/schema';
import { expireOffers, offerFreedSlots } from '../../../src/server/services/waitlist/offers';
import { freesTime, runExpiry } from '../../../src/server/services/waitlist/jobs';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { cancel, contactOf, create, slot } from '../appointments/world';
import { lastOfferToken } from './offerToken';
import { bookingWorld, lastPhoneCode, NOW, ok, publicCall, type BookingWorld } from '../publicBooking/world';

const MIN = 60_000;
const DAY = '2027-03-03';

describe.each(DB_KINDS)('booking waitlist on %s', (kind) => {
  let w: BookingWorld;
  let early: string;
  beforeAll(async () => {
    // The queue does not work here: the test runs each job's service itself, on the test's clock.
    w = await bookingWorld(kind, { jobs: { workers: false, pollSeconds: 2 } });
    // Wednesday is full for "Beratung" (the provider only): 08–09, 09–12, 13–17.
    const contact = await contactOf(w, w.a);
    early = (await create(w, w.a.owner, slot(w.a, DAY, '08:00', '09:00', { contact_fk: contact }))).json().appointment_id;
    await ok(await create(w, w.a.owner, slot(w.a, DAY, '09:00', '12:00', { contact_fk: contact })), 201);
    await ok(await create(w, w.a.owner, slot(w.a, DAY, '13:00', '17:00', { contact_fk: contact })), 201);
  }, 120_000);
  afterAll(() => w.t.close());

  /** Runs `fn` with the clock at `ms` (the services read Date.now for live holds). */
  async function at<T>(ms: number, fn: () => Promise<T>): Promise<T> {
    const spy = jest.spyOn(Date, 'now').mockReturnValue(ms);
    try {
      return await fn();
    } finally {
      spy.mockRestore();
    }
  }

  let n = 0;
  async function verifiedPatient(firstName: string) {
    n += 1;
    const p = { countryPhone: '+41', phone: `078 ${String(200 + n)} 11 22`, e164: `+4178${200 + n}1122` };
    await ok(await publicCall(w, 'POST', '/booking-api/public/verification-codes', { countryPhone: p.countryPhone, phone: p.phone }, { ip: `10.7.0.${n}` }));
    const { code } = await lastPhoneCode(w, p.e164);
    return { firstName, lastName: 'Warten', email: `${firstName.toLowerCase()}@example.ch`, countryPhone: p.countryPhone, phone: p.phone, code, e164: p.e164 };
  }
  const join = (body: Record<string, unknown>, cid = w.a.centreId) => publicCall(w, 'POST', `/booking-api/public/centres/${cid}/waitlist`, body);
  const entryBody = (p: Awaited<ReturnType<typeof verifiedPatient>>, more: Record<string, unknown> = {}) => {
    const { e164: _e164, ...fields } = p;
    return { serviceId: w.s.plain, providerId: w.a.provider.userId, from: DAY, to: DAY, ...fields, ...more };
  };
  const slotsOn = async (date: string, now = NOW) =>
    (await publicCall(w, 'GET', `/booking-api/public/centres/${w.a.centreId}/slots?serviceId=${w.s.plain}&providerId=${w.a.provider.userId}&from=${date}&to=${date}`, undefined, { now })).json().slots.map(
      (s: { startTime: string }) => s.startTime,
    );
  const offerToken = (e164: string) => lastOfferToken(w, e164);

  let friday = '';
  let first: Awaited<ReturnType<typeof verifiedPatient>>;
  let second: Awaited<ReturnType<typeof verifiedPatient>>;

  it('lets a verified patient join for a full range, and refuses a free range, a wrong code and hostile bodies', async () => {
    expect(await slotsOn(DAY)).toEqual([]);
    first = await verifiedPatient('Anna');
    // A range with free times: book one of them instead (the answer names the first).
    const free = await join(entryBody(first, { from: '2027-03-04', to: '2027-03-04' }));
    expect(free.statusCode).toBe(409);
    expect(free.json()).toMatchObject({ code: 'slotsAvailable', first: { date: '2027-03-04', startTime: '08:00' } });
    const wrong = await join(entryBody(first, { code: first.code === '000000' ? '111111' : '000000' }));
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'invalidCode']);
    for (const hostile of [{ extra: 1 }, { from: '2027-02-30' }, { to: '2027-06-30' }, { email: 'x' }, { firstName: '' }, { providerId: 'nope' }]) {
      const res = await join(entryBody(first, hostile));
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await w.t.ctx.db.select().from(waitlistEntries)).toHaveLength(0);
    const res = await join(entryBody(first));
    await ok(res, 201);
    // The code is used up.
    const again = await join(entryBody(first));
    expect([again.statusCode, again.json().code]).toEqual([400, 'invalidCode']);
    second = await verifiedPatient('Bruno');
    await ok(await join(entryBody(second)), 201);
    // Another centre (not taking bookings) answers 404 and writes nothing.
    const third = await verifiedPatient('Carla');
    expect((await join(entryBody(third), w.b.centreId)).statusCode).toBe(404);
    expect(await w.t.ctx.db.select().from(waitlistEntries)).toHaveLength(2);
  });

  it('offers a freed slot to the first in line only, and holds it from everyone else', async () => {
    await ok(await cancel(w, w.a.owner, early, 'current'));
    expect(await slotsOn(DAY)).toEqual(['08:00']);
    expect(await at(NOW, () => offerFreedSlots(w.t.ctx.db, w.a.centreId, 'https://kura.test', NOW))).toBe(1);
    // Held: gone from the public slots while the offer lives, back when it has run out.
    expect(await slotsOn(DAY)).toEqual([]);
    expect(await slotsOn(DAY, NOW + 31 * MIN)).toEqual(['08:00']);
    const token = await offerToken(first.e164);
    const view = await publicCall(w, 'GET', `/booking-api/public/waitlist/offer/${token}`);
    await ok(view);
    expect(view.json()).toMatchObject({ centreId: w.a.centreId, serviceName: 'Beratung', providerId: w.a.provider.userId, date: DAY, startTime: '08:00', endTime: '09:00' });
    expect(view.body).not.toMatch(/Anna|Bruno|example\.ch|\+41/);
    expect((await publicCall(w, 'GET', `/booking-api/public/waitlist/offer/${'x'.repeat(43)}`)).statusCode).toBe(404);
    // A second run offers nothing more: the one free slot is held.
    expect(await at(NOW, () => offerFreedSlots(w.t.ctx.db, w.a.centreId, 'https://kura.test', NOW))).toBe(0);
    // The message went to the patient's phone and e-mail, in their language, with the link.
    const mails = await w.t.ctx.db.select().from(outbox).where(eq(outbox.template, 'waitlistOffer'));
    expect(mails.map((m) => m.recipient).sort()).toEqual(['anna@example.ch', first.e164].sort());
  });

  it('passes a run-out offer to the next in line, who may decline it', async () => {
    const later = NOW + 31 * MIN;
    expect(await expireOffers(w.t.ctx.db, later)).toEqual([w.a.centreId]);
    const gone = await offerToken(first.e164);
    expect((await publicCall(w, 'GET', `/booking-api/public/waitlist/offer/${gone}`, undefined, { now: later })).statusCode).toBe(410);
    expect(await at(later, () => offerFreedSlots(w.t.ctx.db, w.a.centreId, 'https://kura.test', later))).toBe(1);
    const token = await offerToken(second.e164);
    expect(await slotsOn(DAY, later)).toEqual([]);
    await ok(await publicCall(w, 'POST', `/booking-api/public/waitlist/offer/${token}/decline`, undefined, { now: later }));
    expect(await slotsOn(DAY, later)).toEqual(['08:00']);
    expect((await publicCall(w, 'POST', `/booking-api/public/waitlist/offer/${token}/decline`, undefined, { now: later })).statusCode).toBe(410);
    // The minute job has nothing left to end; every change but a new appointment or a change of
    // its details only (billing, case, items, documents) starts an offer run.
    const sent: string[] = [];
    expect(await runExpiry(w.t.ctx.db, async (cid) => sent.push(cid), later)).toBe(0);
    expect(sent).toEqual([]);
    expect(['created', 'details', 'updated', 'moved', 'cancelled', 'deleted'].map((kind) => freesTime({ centreId: 'c', appointmentIds: [], kind: kind as 'created' }))).toEqual([false, false, true, true, true, true]);
    const statuses = await w.t.ctx.db.select({ status: waitlistEntries.status }).from(waitlistEntries).orderBy(waitlistEntries.position);
    expect(statuses.map((s) => s.status)).toEqual(['expired', 'expired']);
  });

  it('shows staff the line and lets them remove an entry; other centres see nothing', async () => {
    const p = await verifiedPatient('Dora');
    // Friday filled, so the patient may join for it.
    const morning = await create(w, w.a.owner, slot(w.a, '2027-03-05', '08:00', '12:00', { contact_fk: await contactOf(w, w.a, 'Eva') }));
    await ok(morning, 201);
    friday = morning.json().appointment_id;
    await ok(await create(w, w.a.owner, slot(w.a, '2027-03-05', '13:00', '17:00', { contact_fk: await contactOf(w, w.a, 'Eva') })), 201);
    const joined = await join(entryBody(p, { from: '2027-03-05', to: '2027-03-05' }));
    await ok(joined, 201);
    const id = joined.json().waitlistId;
    const list = await call(w.t, w.a.provider, 'GET', `/api/waitlist?centreId=${w.a.centreId}`);
    await ok(list);
    expect(list.json().map((e: { waitlistId: string; status: string }) => [e.waitlistId, e.status])).toEqual([[id, 'waiting']]);
    expect((await call(w.t, w.a.provider, 'GET', `/api/waitlist?centreId=${w.a.centreId}&status=all`)).json()).toHaveLength(3);
    expect((await call(w.t, w.b.owner, 'GET', `/api/waitlist?centreId=${w.a.centreId}`)).statusCode).toBe(404);
    expect((await call(w.t, w.b.owner, 'DELETE', `/api/waitlist/${id}?centreId=${w.b.centreId}`)).statusCode).toBe(404);
    const removed = await call(w.t, w.a.admin, 'DELETE', `/api/waitlist/${id}?centreId=${w.a.centreId}`);
    await ok(removed);
    expect(removed.json().status).toBe('removed');
    expect((await call(w.t, w.a.admin, 'DELETE', `/api/waitlist/${id}?centreId=${w.a.centreId}`)).statusCode).toBe(404);
  });

  it('books the held slot through the offer link, once, with the same guarantees as a booking', async () => {
    const gina = await verifiedPatient('Gina');
    await ok(await join(entryBody(gina, { from: '2027-03-05', to: '2027-03-05', providerId: undefined })), 201);
    await ok(await cancel(w, w.a.owner, friday, 'current'));
    expect(await at(NOW, () => offerFreedSlots(w.t.ctx.db, w.a.centreId, 'https://kura.test', NOW))).toBe(1);
    const token = await offerToken(gina.e164);
    const offer = (await publicCall(w, 'GET', `/booking-api/public/waitlist/offer/${token}`)).json();
    expect(offer).toMatchObject({ date: '2027-03-05', startTime: '08:00', providerId: w.a.provider.userId });
    // Someone else cannot book the held slot, even with a valid code.
    const other = await verifiedPatient('Hans');
    const { e164: _e164, ...otherFields } = other;
    const taken = await publicCall(w, 'POST', `/booking-api/public/centres/${w.a.centreId}/appointments`, { serviceId: w.s.plain, providerId: w.a.provider.userId, date: '2027-03-05', startTime: '08:00', ...otherFields });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'slotTaken']);
    // Unknown fields are refused and write nothing.
    expect((await publicCall(w, 'POST', `/booking-api/public/waitlist/offer/${token}/accept`, { note: 'x', admin: true })).statusCode).toBe(400);
    const booked = await publicCall(w, 'POST', `/booking-api/public/waitlist/offer/${token}/accept`, { note: 'Gerne früher' });
    await ok(booked, 201);
    expect(booked.json()).toMatchObject({ status: 'CONFIRMED', manageUrl: expect.stringContaining('/booking/manage/') });
    const [entry] = await w.t.ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.offerTokenHash, (await w.t.ctx.db.select({ h: waitlistEntries.offerTokenHash }).from(waitlistEntries).where(eq(waitlistEntries.firstName, 'Gina')))[0].h!));
    expect([entry.status, entry.appointmentId]).toEqual(['booked', booked.json().appointment_id]);
    const appt = await call(w.t, w.a.owner, 'GET', `/api/appointments/${booked.json().appointment_id}`);
    expect(appt.json()).toMatchObject({ date: '2027-03-05', startTime: '08:00', endTime: '09:00', resourceId: w.a.provider.userId });
    // Taken once: the link is spent, and the time is no longer free.
    expect((await publicCall(w, 'POST', `/booking-api/public/waitlist/offer/${token}/accept`, {})).statusCode).toBe(410);
    expect((await slotsOn('2027-03-05'))[0]).toBe('09:00');
  });
});

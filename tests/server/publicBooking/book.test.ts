/**
 * POST /booking-api/public/centres/{cid}/appointments (issue 10 §3, §4): a verified patient books
 * a free slot; the server recomputes the slots; wrong codes, taken and invented times, unknown
 * centres, services and therapists are refused with nothing written; known patients are matched,
 * new ones created online; automatic and manual confirmation; address-book-only; date of birth.
 */
import { and, count, eq } from 'drizzle-orm';
import { appointments, auditEvents, bookingProviderOptions, contacts, onlineBookings, onlinePresenceSettings, outbox, phoneVerificationCodes, services } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { bookingWorld, ok, OPEN_LIMITS, publicCall, requestPhoneCode, seedPhoneCodes, swissMobile, type BookingWorld, type PatientPhone } from './world';

type Body = Record<string, unknown>;

describe.each(DB_KINDS)('public booking on %s', (kind) => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld(kind, { ...OPEN_LIMITS, publicUrl: 'https://app.kura.test' });
  }, 120_000);
  afterAll(() => w.t.close());

  let n = 100;
  const nextPhone = () => swissMobile(++n);
  const url = (cid = w.a.centreId) => `/booking-api/public/centres/${cid}/appointments`;
  const book = (body: Body, cid?: string, now?: number) => publicCall(w, 'POST', url(cid), body, { ip: '10.60.0.1', now });
  const bodyFor = (p: PatientPhone, code: string, more: Body = {}): Body => ({
    serviceId: w.s.online,
    providerId: w.a.provider.userId,
    date: '2027-03-02',
    startTime: '09:00',
    firstName: 'Nora',
    lastName: 'Neu',
    email: `nora${n}@beispiel.ch`,
    countryPhone: p.countryPhone,
    phone: p.phone,
    code,
    ...more,
  });
  /** A fresh phone with a live code 123456. */
  const verified = async () => {
    const p = nextPhone();
    await seedPhoneCodes(w, [p]);
    return p;
  };
  const db = () => w.t.ctx.db;
  const counts = async () => {
    const [[c], [a], [o]] = await Promise.all([
      db().select({ n: count() }).from(contacts).where(eq(contacts.centreId, w.a.centreId)),
      db().select({ n: count() }).from(appointments).where(eq(appointments.centreId, w.a.centreId)),
      db().select({ n: count() }).from(onlineBookings),
    ]);
    return { contacts: c.n, appointments: a.n, links: o.n };
  };
  const slotTimes = async (serviceId: string, date: string, providerId = w.a.provider.userId) => {
    const res = await publicCall(w, 'GET', `/booking-api/public/centres/${w.a.centreId}/slots?serviceId=${serviceId}&providerId=${providerId}&from=${date}&to=${date}`);
    await ok(res);
    return (res.json().slots as { startTime: string }[]).map((s) => s.startTime);
  };
  const appointment = async (id: string) => (await db().select().from(appointments).where(eq(appointments.appointmentId, id)))[0];
  const contact = async (id: string) => (await db().select().from(contacts).where(eq(contacts.contactId, id)))[0];

  it('books a new patient with the SMS code: confirmed, a contact created online, the slot taken, messages queued', async () => {
    const p = nextPhone();
    const code = await requestPhoneCode(w, p);
    const before = await counts();
    expect(await slotTimes(w.s.online, '2027-03-02')).toContain('09:00');
    const res = await book(bodyFor(p, code, { note: 'Rücken' }), undefined);
    await ok(res, 201);
    const reply = res.json();
    expect(Object.keys(reply).sort()).toEqual(['appointment_id', 'manageUrl', 'status']);
    expect(reply.status).toBe('CONFIRMED');
    expect(reply.manageUrl).toMatch(/^https:\/\/app\.kura\.test\/booking\/manage\/[A-Za-z0-9_-]{43}$/);
    const row = await appointment(reply.appointment_id);
    expect(row).toMatchObject({ centreId: w.a.centreId, resourceId: w.a.provider.userId, serviceFk: w.s.online, date: '2027-03-02', startTime: '09:00', endTime: '10:00', endBufferTime: 15, status: 'CONFIRMED', notes: 'Rücken' });
    expect(row.startsAt?.toISOString()).toBe('2027-03-02T08:00:00.000Z');
    const c = await contact(row.contactFk as string);
    expect(c).toMatchObject({ firstName: 'Nora', lastName: 'Neu', countryPhone: '+41', phone: p.phone, createdOnline: true });
    expect(await counts()).toEqual({ contacts: before.contacts + 1, appointments: before.appointments + 1, links: before.links + 1 });
    // The engine sees it: 09:00 and the overlapping starts until 10:15 are gone.
    const after = await slotTimes(w.s.online, '2027-03-02');
    expect(after).not.toContain('09:00');
    expect(after).not.toContain('09:30');
    expect(after).toContain('10:30');
    // The client's confirmation by e-mail (the default setting) and the therapist's e-mail.
    const messages = await db().select({ template: outbox.template, recipient: outbox.recipient }).from(outbox).where(eq(outbox.centreId, w.a.centreId));
    expect(messages).toEqual(expect.arrayContaining([{ template: 'bookingConfirmation', recipient: String(bodyFor(p, code).email) }, { template: 'bookingConfirmation.provider', recipient: w.a.provider.email }]));
    // Audited, with no user: the patient did it online.
    const [audit] = await db().select().from(auditEvents).where(and(eq(auditEvents.objectId, reply.appointment_id), eq(auditEvents.action, 'create')));
    expect(audit).toMatchObject({ userId: null, objectType: 'appointment', centreId: w.a.centreId });
    expect(audit.detail).toMatchObject({ via: 'onlineBooking' });
    // The code is used up.
    const again = await book(bodyFor(p, code, { startTime: '13:00' }));
    expect([again.statusCode, again.json().code]).toEqual([400, 'invalidCode']);
  });

  it('refuses a slot that is taken with 409 slotTaken and keeps the code for another time', async () => {
    const first = await verified();
    await ok(await book(bodyFor(first, '123456', { date: '2027-03-03', startTime: '13:00' })), 201);
    const second = await verified();
    const before = await counts();
    const res = await book(bodyFor(second, '123456', { date: '2027-03-03', startTime: '13:30' }));
    expect([res.statusCode, res.json().code]).toEqual([409, 'slotTaken']);
    expect(await counts()).toEqual(before);
    await ok(await book(bodyFor(second, '123456', { date: '2027-03-03', startTime: '15:00' })), 201);
  });

  it('refuses times the engine does not offer (off the grid, within the notice, outside hours, past the horizon) with 409', async () => {
    const p = await verified();
    const before = await counts();
    for (const [date, startTime] of [
      ['2027-03-02', '09:15'], // off the 30-minute grid
      ['2027-03-01', '14:00'], // today, inside the 24 hours' notice
      ['2027-03-02', '12:00'], // the lunch break
      ['2027-03-06', '09:00'], // Saturday
      ['2027-03-02', '16:30'], // would end after 17:00
      ['2028-03-02', '09:00'], // beyond the six months' horizon
      ['2027-03-01', '07:00'], // before "now"
    ]) {
      const res = await book(bodyFor(p, '123456', { date, startTime }));
      expect([date, startTime, res.statusCode, res.json().code]).toEqual([date, startTime, 409, 'slotTaken']);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers a wrong code 400 invalidCode, writes nothing but the counted guess', async () => {
    const p = await verified();
    const before = await counts();
    const res = await book(bodyFor(p, '654321', { date: '2027-03-04', startTime: '09:00' }));
    expect([res.statusCode, res.json().code]).toEqual([400, 'invalidCode']);
    expect(await counts()).toEqual(before);
    const [row] = await db().select().from(phoneVerificationCodes).where(eq(phoneVerificationCodes.phone, p.e164));
    expect(row.attempts).toBe(1);
    // A phone without any code: the same answer.
    const none = await book(bodyFor(nextPhone(), '123456', { date: '2027-03-04', startTime: '09:00' }));
    expect([none.statusCode, none.json().code]).toEqual([400, 'invalidCode']);
  });

  it('matches a known patient by phone (however typed) or e-mail (any case), not duplicating them', async () => {
    const p = await verified();
    const known = await call(w.t, w.a.owner, 'POST', `/api/clinics/${w.a.centreId}/contacts`, { firstName: 'Karl', lastName: 'Bekannt', countryPhone: '+41', phone: p.e164, email: 'karl@bekannt.ch' });
    await ok(known, 201);
    const before = await counts();
    const res = await book(bodyFor(p, '123456', { date: '2027-03-04', startTime: '10:00', firstName: 'Karli', email: 'anders@beispiel.ch' }));
    await ok(res, 201);
    expect((await appointment(res.json().appointment_id)).contactFk).toBe(known.json().contact_id);
    // The contact is not rewritten by what the page sent.
    expect((await contact(known.json().contact_id)).firstName).toBe('Karl');
    const q = await verified();
    const byMail = await book(bodyFor(q, '123456', { date: '2027-03-04', startTime: '13:00', email: 'KARL@Bekannt.CH' }));
    await ok(byMail, 201);
    expect((await appointment(byMail.json().appointment_id)).contactFk).toBe(known.json().contact_id);
    expect((await counts()).contacts).toBe(before.contacts);
  });

  it('makes a request (UNCONFIRMED) for a manual service, which holds its slot; instantBooking confirms at once', async () => {
    await db().update(services).set({ confirmation: 'manual' }).where(eq(services.serviceId, w.s.plain));
    const p = await verified();
    const res = await book(bodyFor(p, '123456', { serviceId: w.s.plain, date: '2027-03-05', startTime: '08:00' }));
    await ok(res, 201);
    expect(res.json().status).toBe('UNCONFIRMED');
    expect(await slotTimes(w.s.plain, '2027-03-05')).not.toContain('08:00');
    const [request] = await db().select({ template: outbox.template }).from(outbox).where(and(eq(outbox.centreId, w.a.centreId), eq(outbox.template, 'bookingRequest')));
    expect(request).toBeDefined();
    const q = await verified();
    const taken = await book(bodyFor(q, '123456', { serviceId: w.s.plain, date: '2027-03-05', startTime: '08:30' }));
    expect(taken.statusCode).toBe(409);

    await db().update(bookingProviderOptions).set({ instantBooking: true }).where(eq(bookingProviderOptions.userId, w.a.provider.userId));
    const instant = await book(bodyFor(q, '123456', { serviceId: w.s.plain, date: '2027-03-05', startTime: '10:00' }));
    await ok(instant, 201);
    expect(instant.json().status).toBe('CONFIRMED');
    await db().update(bookingProviderOptions).set({ instantBooking: false }).where(eq(bookingProviderOptions.userId, w.a.provider.userId));
    await db().update(services).set({ confirmation: 'automatic' }).where(eq(services.serviceId, w.s.plain));
  });

  it('takes only address-book clients when the practice says so (403 addressBookOnly, nothing written)', async () => {
    await db().update(onlinePresenceSettings).set({ onlyAddressBookClients: true }).where(eq(onlinePresenceSettings.centreId, w.a.centreId));
    try {
      const stranger = await verified();
      const before = await counts();
      const res = await book(bodyFor(stranger, '123456', { date: '2027-03-08', startTime: '09:00', email: 'fremd@beispiel.ch' }));
      expect([res.statusCode, res.json().code]).toEqual([403, 'addressBookOnly']);
      expect(await counts()).toEqual(before);
      const friend = await verified();
      await ok(await call(w.t, w.a.owner, 'POST', `/api/clinics/${w.a.centreId}/contacts`, { firstName: 'Frida', lastName: 'Freund', countryPhone: '+41', phone: friend.phone }), 201);
      await ok(await book(bodyFor(friend, '123456', { date: '2027-03-08', startTime: '09:00', email: 'frida@beispiel.ch' })), 201);
    } finally {
      await db().update(onlinePresenceSettings).set({ onlyAddressBookClients: false }).where(eq(onlinePresenceSettings.centreId, w.a.centreId));
    }
  });

  it('asks for the date of birth when the practice does', async () => {
    await db().update(onlinePresenceSettings).set({ askDateOfBirth: true }).where(eq(onlinePresenceSettings.centreId, w.a.centreId));
    try {
      const p = await verified();
      const missing = await book(bodyFor(p, '123456', { date: '2027-03-08', startTime: '13:00' }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'dateOfBirth', code: 'required' })]);
      const res = await book(bodyFor(p, '123456', { date: '2027-03-08', startTime: '13:00', dateOfBirth: '1980-02-29' }));
      await ok(res, 201);
      expect((await contact((await appointment(res.json().appointment_id)).contactFk as string)).dateOfBirth).toBe('1980-02-29');
    } finally {
      await db().update(onlinePresenceSettings).set({ askDateOfBirth: false }).where(eq(onlinePresenceSettings.centreId, w.a.centreId));
    }
  });

  it('answers 404 for unknown or closed centres, services not online and therapists who do not offer it; 409 for a group class not scheduled', async () => {
    const p = await verified();
    const before = await counts();
    const cases: [Body, string | undefined, number, string][] = [
      [{}, w.b.centreId, 404, 'notFound'],
      [{}, '00000000-0000-4000-8000-000000000000', 404, 'notFound'],
      [{}, 'not-a-uuid', 404, 'notFound'],
      [{ serviceId: w.s.offline }, undefined, 404, 'serviceNotBookable'],
      [{ serviceId: w.s.fixed, providerId: w.a.admin.userId }, undefined, 404, 'providerNotBookable'],
      // Assigned to the service but not bookable online (no hours, not switched on).
      [{ providerId: w.a.owner.userId }, undefined, 404, 'providerNotBookable'],
      [{ providerId: w.b.provider.userId }, undefined, 404, 'providerNotBookable'],
      // A group class is booked as a seat in a class the practice scheduled (groupSeat.test.ts); there is none.
      [{ serviceId: w.s.group, date: '2027-03-09', startTime: '09:00' }, undefined, 409, 'slotTaken'],
    ];
    for (const [more, cid, status, code] of cases) {
      const res = await book(bodyFor(p, '123456', { date: '2027-03-09', startTime: '09:00', ...more }), cid);
      expect([more, cid, res.statusCode, res.json().code]).toEqual([more, cid, status, code]);
    }
    expect(await counts()).toEqual(before);
  });

  it('validates every field strictly (lengths, formats, unknown fields), writing nothing', async () => {
    const p = await verified();
    const before = await counts();
    const bad: Body[] = [
      { firstName: '' },
      { firstName: '   ' },
      { lastName: 'x'.repeat(51) },
      { email: 'no-at-sign' },
      { email: `${'a'.repeat(250)}@x.ch` },
      { phone: '12' },
      { phone: 'call me' },
      { countryPhone: '0041' },
      { date: '2027-02-30' },
      { date: '2027-3-9' },
      { startTime: '9:00' },
      { startTime: '24:00' },
      { startTime: '09:60' },
      { code: '12345' },
      { code: 123456 },
      { note: 'x'.repeat(1001) },
      { serviceId: 'x' },
      { providerId: 7 },
      { dateOfBirth: '2030-01-01' },
      { status: 'CONFIRMED' },
      { contact_fk: '00000000-0000-4000-8000-000000000000' },
      { centre_fk: w.b.centreId },
    ];
    for (const more of bad) {
      const res = await book(bodyFor(p, '123456', { date: '2027-03-09', startTime: '10:00', ...more }));
      expect([more, res.statusCode]).toEqual([more, 400]);
    }
    for (const missing of ['serviceId', 'providerId', 'date', 'startTime', 'firstName', 'lastName', 'email', 'countryPhone', 'phone', 'code']) {
      const body = bodyFor(p, '123456', { date: '2027-03-09', startTime: '10:00' });
      delete body[missing];
      expect([missing, (await book(body)).statusCode]).toEqual([missing, 400]);
    }
    expect(await counts()).toEqual(before);
    // The code survived all of it.
    await ok(await book(bodyFor(p, '123456', { date: '2027-03-09', startTime: '10:00' })), 201);
  });
});

/**
 * GET /booking-api/public/centres/{cid}/slots (issue 10 §4): free slots in the centre's wall clock
 * from working hours, appointments with buffers (in any centre), Google busy blocks, days off,
 * the booking grid, fixed starts, group places, minimum notice and horizon; every refusal.
 */
import { eq } from 'drizzle-orm';
import { centreProviders, googleCalendarAccounts, googleCalendarBusyBlocks, googleCalendarLinks } from '../../../src/server/db/schema';
import { addMember } from '../support/fixtures';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { contactOf, create, slot } from '../appointments/world';
import { bookingWorld, ok, presence, publicGet, type BookingWorld } from './world';

type Slot = { providerId: string; date: string; startTime: string; endTime: string };

describe.each(DB_KINDS)('public slots on %s', (kind) => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld(kind);
  }, 120_000);
  afterAll(() => w.t.close());

  const url = (q: string, cid = w.a.centreId) => `/booking-api/public/centres/${cid}/slots?${q}`;
  const slotsOf = async (q: string) => {
    const res = await publicGet(w, url(q));
    await ok(res);
    return res.json().slots as Slot[];
  };
  const times = (slots: Slot[], date: string) => slots.filter((s) => s.date === date).map((s) => `${s.startTime}-${s.endTime}`);
  const providerQ = (serviceId: string, from: string, to = from, providerId = w.a.provider.userId) => `serviceId=${serviceId}&providerId=${providerId}&from=${from}&to=${to}`;

  it('lays the therapist grid over working hours, no sooner than the notice', async () => {
    const slots = await slotsOf(providerQ(w.s.online, '2027-03-01', '2027-03-02'));
    // Now is Monday 09:00: 24 hours' notice leaves Monday empty and Tuesday from 09:00.
    expect(times(slots, '2027-03-01')).toEqual([]);
    expect(times(slots, '2027-03-02')).toEqual(['09:00-10:00', '09:30-10:30', '10:00-11:00', '10:30-11:30', '11:00-12:00', '13:00-14:00', '13:30-14:30', '14:00-15:00', '14:30-15:30', '15:00-16:00', '15:30-16:30', '16:00-17:00']);
    expect(slots.every((s) => s.providerId === w.a.provider.userId)).toBe(true);
    expect(Object.keys(slots[0]).sort()).toEqual(['date', 'endTime', 'providerId', 'startTime']);
  });

  it('keeps appointments and both buffers clear, in this and in other centres', async () => {
    const contact = await contactOf(w, w.a);
    await ok(await create(w, w.a.owner, slot(w.a, '2027-03-03', '09:00', '10:00', { contact_fk: contact, endBufferTime: 10 })), 201);
    // The same therapist also works in B: an appointment there takes the time too, and tells nothing of B.
    await addMember(w.t.ctx, w.b.centreId, w.a.provider, 'PROVIDER');
    const bContact = await contactOf(w, w.b, 'Geheim');
    await ok(await create(w, w.b.owner, { centre_fk: w.b.centreId, resourceId: w.a.provider.userId, date: '2027-03-03', startTime: '14:00', endTime: '14:30', contact_fk: bContact, title: 'Geheim B' }), 201);
    const res = await publicGet(w, url(providerQ(w.s.online, '2027-03-03')));
    // 60 minutes and 15 after: 08:30 would end its buffer at 09:45; 10:00 starts inside the 10-minute
    // buffer; 13:00 would end its buffer at 14:15, in B's appointment.
    expect(times(res.json().slots, '2027-03-03')).toEqual(['10:30-11:30', '11:00-12:00', '14:30-15:30', '15:00-16:00', '15:30-16:30', '16:00-17:00']);
    expect(res.body).not.toMatch(/Geheim|Praxis B|@/);
    // Without buffers 08:00 fits before the 09:00 appointment, and 13:00 ends just before B's 14:00.
    expect(times(await slotsOf(providerQ(w.s.plain, '2027-03-03')), '2027-03-03')).toEqual(['08:00-09:00', '10:30-11:30', '11:00-12:00', '13:00-14:00', '14:30-15:30', '15:00-16:00', '15:30-16:30', '16:00-17:00']);
    // A cancelled appointment frees its time.
    const cancelled = await create(w, w.a.owner, slot(w.a, '2027-03-08', '08:00', '12:00', { contact_fk: contact }));
    expect(times(await slotsOf(providerQ(w.s.plain, '2027-03-08')), '2027-03-08')[0]).toBe('13:00-14:00');
    await ok(await call(w.t, w.a.owner, 'GET', `/api/appointments/${cancelled.json().appointment_id}/updateType/current/cancel`));
    expect(times(await slotsOf(providerQ(w.s.plain, '2027-03-08')), '2027-03-08')[0]).toBe('08:00-09:00');
  });

  it('leaves out days off, public holidays and Google busy time', async () => {
    await ok(await call(w.t, w.a.provider, 'PUT', `/api/providers/${w.a.provider.userId}/centres/${w.a.centreId}/days-off`, { year: 2027, days: [{ date: '2027-03-04' }, { date: '2027-03-05', halfDay: 'afternoon' }] }));
    const [cp] = await w.t.ctx.db.select().from(centreProviders).where(eq(centreProviders.userId, w.a.provider.userId));
    const [account] = await w.t.ctx.db
      .insert(googleCalendarAccounts)
      .values({ centreId: cp.centreId, providerId: cp.id, googleAccount: 'x@gmail.com', accessTokenEnc: 'x', refreshTokenEnc: 'x', accessTokenExpiresAt: new Date() })
      .returning();
    const [link] = await w.t.ctx.db.insert(googleCalendarLinks).values({ centreId: cp.centreId, providerId: cp.id, calendarInfoId: account.id, calendarId: 'primary' }).returning();
    // Friday 2027-03-05 09:00–10:00 in Zurich.
    await w.t.ctx.db.insert(googleCalendarBusyBlocks).values({ centreId: cp.centreId, providerId: cp.id, linkId: link.id, googleEventId: 'e1', startsAt: new Date('2027-03-05T08:00:00Z'), endsAt: new Date('2027-03-05T09:00:00Z') });
    const slots = await slotsOf(providerQ(w.s.plain, '2027-03-04', '2027-03-05'));
    expect(times(slots, '2027-03-04')).toEqual([]);
    expect(times(slots, '2027-03-05')).toEqual(['08:00-09:00', '10:00-11:00', '10:30-11:30', '11:00-12:00']);
    // Easter Monday 2027-03-29 is a public holiday in Zurich.
    expect(times(await slotsOf(providerQ(w.s.plain, '2027-03-29')), '2027-03-29')).toEqual([]);
  });

  it('offers only the fixed start of a service that has one', async () => {
    const slots = await slotsOf(providerQ(w.s.fixed, '2027-03-09', '2027-03-10'));
    expect(slots.map((s) => `${s.date} ${s.startTime}-${s.endTime}`)).toEqual(['2027-03-09 10:00-10:45', '2027-03-10 10:00-10:45']);
  });

  it('gives the real length across the spring change', async () => {
    // Sunday 28 March 2027: 02:00 becomes 03:00; a special day 01:00–04:00 holds two hours.
    await ok(await call(w.t, w.a.provider, 'POST', `/api/providers/${w.a.provider.userId}/centres/${w.a.centreId}/special-days`, { date: '2027-03-28', timeSlots: [{ startTime: '01:00', endTime: '04:00' }] }), 201);
    expect(times(await slotsOf(providerQ(w.s.plain, '2027-03-28')), '2027-03-28')).toEqual(['01:00-03:00', '01:30-03:30', '03:00-04:00']);
  });

  it('offers an open group slot while it has places, not a full one', async () => {
    const [anna, ben] = await Promise.all(['Anna', 'Ben'].map((n) => contactOf(w, w.a, n)));
    const at = (contact: string, more = {}) => slot(w.a, '2027-03-11', '10:15', '11:15', { service_fk: w.s.group, contact_fk: contact, ...more });
    await ok(await create(w, w.a.owner, at(anna, { numberOfPeople: 2 })), 201);
    const day = async () => times(await slotsOf(providerQ(w.s.group, '2027-03-11')), '2027-03-11');
    expect(await day()).toContain('10:15-11:15');
    expect(await day()).not.toContain('10:00-11:00');
    await ok(await create(w, w.a.owner, at(ben)), 201);
    expect(await day()).not.toContain('10:15-11:15');
  });

  it('merges every bookable therapist for "any", and stops at the horizon', async () => {
    const any = await slotsOf(`serviceId=${w.s.online}&from=2027-03-02&to=2027-03-02`);
    const admin = any.filter((s) => s.providerId === w.a.admin.userId).map((s) => s.startTime);
    expect(admin).toEqual(['09:00', '10:00', '11:00']);
    expect(any.filter((s) => s.providerId === w.a.provider.userId)).toHaveLength(12);
    // The owner offers the service but has no working hours: never offered.
    expect(any.some((s) => s.providerId === w.a.owner.userId)).toBe(false);
    const starts = any.map((s) => s.startTime);
    expect([...starts].sort()).toEqual(starts);
    await ok(await presence(w, w.a, { bookingHorizon: { amount: 2, unit: 'weeks' } }));
    try {
      const late = await slotsOf(providerQ(w.s.plain, '2027-03-12', '2027-03-19'));
      expect(late.at(-1)).toMatchObject({ date: '2027-03-15', startTime: '09:00' });
    } finally {
      await ok(await presence(w, w.a, { bookingHorizon: { amount: 6, unit: 'months' } }));
    }
  });

  it('refuses bad queries with a code', async () => {
    const codes = async (q: string) => {
      const res = await publicGet(w, url(q));
      return [res.statusCode, res.json().code, ...(res.json().errors ?? []).map((e: { field: string; code: string }) => `${e.field}:${e.code}`)];
    };
    expect(await codes(providerQ(w.s.online, '2027-03-01', '2027-05-02'))).toEqual([400, 'slotRangeTooLong']);
    expect((await publicGet(w, url(providerQ(w.s.online, '2027-03-01', '2027-05-01')))).statusCode).toBe(200);
    expect(await codes(providerQ(w.s.online, '2027-03-10', '2027-03-01'))).toEqual([400, 'validation', 'to:invalidDateRange']);
    expect(await codes(providerQ(w.s.online, '2027-02-30', '2027-03-01'))).toEqual([400, 'validation', 'from:invalidCalendarDate']);
    expect((await codes('from=2027-03-01&to=2027-03-02'))[0]).toBe(400);
    expect((await codes(`${providerQ(w.s.online, '2027-03-01')}&centreId=${w.b.centreId}`))[0]).toBe(400);
    expect((await codes(`serviceId=abc&from=2027-03-01&to=2027-03-02`))[0]).toBe(400);
  });

  it('answers 404 for what is not bookable, the same for unknown and closed centres', async () => {
    const status = async (q: string, cid?: string) => {
      const res = await publicGet(w, url(q, cid));
      return `${res.statusCode} ${res.json().code}`;
    };
    expect(await status(providerQ(w.s.offline, '2027-03-02'))).toBe('404 serviceNotBookable');
    expect(await status(`serviceId=${w.s.unassigned}&from=2027-03-02&to=2027-03-02`)).toBe('404 serviceNotBookable');
    expect(await status(providerQ(w.s.online, '2027-03-02', '2027-03-02', w.a.owner.userId))).toBe('404 providerNotBookable');
    expect(await status(providerQ(w.s.online, '2027-03-02', '2027-03-02', w.b.provider.userId))).toBe('404 providerNotBookable');
    expect(await status(providerQ(w.s.fixed, '2027-03-02', '2027-03-02', w.a.admin.userId))).toBe('404 providerNotBookable');
    expect(await status(providerQ(w.s.online, '2027-03-02'), w.b.centreId)).toBe('404 notFound');
    expect(await status(providerQ(w.s.online, '2027-03-02'), '00000000-0000-4000-8000-000000000000')).toBe('404 notFound');
    expect(await status(providerQ(w.s.online, '2027-03-02'), 'not-a-centre')).toBe('404 notFound');
    // A therapist who switched off "bookable online in this practice" is not offered.
    const bookable = (on: boolean) => call(w.t, w.a.admin, 'PATCH', `/booking-api/providers/${w.a.admin.userId}`, { avBookingClinicIds: on ? [w.a.centreId] : [] });
    await ok(await bookable(false));
    expect(await status(providerQ(w.s.online, '2027-03-02', '2027-03-02', w.a.admin.userId))).toBe('404 providerNotBookable');
    expect((await slotsOf(`serviceId=${w.s.online}&from=2027-03-02&to=2027-03-02`)).some((s) => s.providerId === w.a.admin.userId)).toBe(false);
    await ok(await bookable(true));
    // An inactive therapist is not bookable.
    await ok(await call(w.t, w.a.owner, 'PATCH', `/api/centre/${w.a.centreId}/centreProvider/${w.a.cp.admin}`, { active: false }));
    expect(await status(providerQ(w.s.online, '2027-03-02', '2027-03-02', w.a.admin.userId))).toBe('404 providerNotBookable');
    await ok(await call(w.t, w.a.owner, 'PATCH', `/api/centre/${w.a.centreId}/centreProvider/${w.a.cp.admin}`, { active: true }));
    // Switched off by the owner: the whole centre is gone from the public API.
    await ok(await presence(w, w.a, { bookingEnabled: false }));
    try {
      expect(await status(providerQ(w.s.online, '2027-03-02'))).toBe('404 notFound');
    } finally {
      await ok(await presence(w, w.a, { bookingEnabled: true }));
    }
  });
});

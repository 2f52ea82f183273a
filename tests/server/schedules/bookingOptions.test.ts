/** PATCH/GET /booking-api/providers/{id}, booking centres POST/DELETE, services-day-offer. */
import { eq } from 'drizzle-orm';
import { bookingProviderOptions, services } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { addMember, createUser } from '../support/fixtures';
import { call, fieldCodes, useClinicsWorld } from '../centres/world';

describe.each(DB_KINDS)('booking-provider options on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const url = (id: string) => `/booking-api/providers/${id}`;

  it('answers defaults, then merges a patch of every option of behaviour.md §3', async () => {
    const p = w.a.provider;
    const initial = await call(w.t, p, 'GET', url(p.userId));
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      providerId: p.userId,
      instantBooking: false,
      avBookingClinicIds: [],
      minScheduleStep: 15,
      notificationOptions: {},
      thirdPartyCalendars: [],
      smsPackageOptions: {},
    });
    const res = await call(w.t, p, 'PATCH', url(p.userId), {
      instantBooking: true,
      avBookingClinicIds: [w.a.centreId],
      minScheduleStep: 30,
      notificationOptions: { nickname: 'Anna', hasDun: true, dunHours: 24 },
      thirdPartyCalendars: ['google'],
      smsPackageOptions: { autoRenewSMSPackage: true, smsPlanId: 'sms-100' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      providerId: p.userId,
      instantBooking: true,
      avBookingClinicIds: [w.a.centreId],
      minScheduleStep: 30,
      notificationOptions: { nickname: 'Anna', hasDun: true, dunHours: 24 },
      thirdPartyCalendars: ['google'],
      smsPackageOptions: { autoRenewSMSPackage: true, smsPlanId: 'sms-100' },
    });
    // One switch keeps the other options.
    const again = await call(w.t, p, 'PATCH', url(p.userId), { notificationOptions: { hasDun: false } });
    expect(again.json().notificationOptions).toEqual({ nickname: 'Anna', hasDun: false, dunHours: 24 });
    expect(again.json().instantBooking).toBe(true);
  });

  it('refuses the SMS counter, unknown steps, centres the caller may not switch, and strangers', async () => {
    const p = w.a.provider;
    const counter = await call(w.t, p, 'PATCH', url(p.userId), { smsPackageOptions: { smsCounterLeft: 1000 } });
    expect(counter.statusCode).toBe(400);
    expect(counter.json().code).toBe('smsCounterReadOnly');
    expect((await call(w.t, p, 'PATCH', url(p.userId), { minScheduleStep: 7 })).statusCode).toBe(400);
    const other = await call(w.t, p, 'PATCH', url(p.userId), { avBookingClinicIds: [w.b.centreId] });
    expect(fieldCodes(other)).toEqual(['avBookingClinicIds.0:centreNotAllowed']);
    expect((await call(w.t, w.b.owner, 'PATCH', url(p.userId), { instantBooking: false })).statusCode).toBe(404);
    expect((await call(w.t, p, 'PATCH', url(w.a.admin.userId), { instantBooking: true })).statusCode).toBe(403);
    const [row] = await w.t.ctx.db.select().from(bookingProviderOptions).where(eq(bookingProviderOptions.userId, p.userId));
    expect(row.instantBooking).toBe(true);
  });

  it('switches booking centres one at a time; a manager only their own centre', async () => {
    const both = await createUser(w.t.ctx, { firstName: 'Zwei Praxen' });
    await addMember(w.t.ctx, w.a.centreId, both, 'PROVIDER');
    await addMember(w.t.ctx, w.b.centreId, both, 'PROVIDER');
    const bc = `/api/providers/${both.userId}/booking-centres`;
    expect((await call(w.t, both, 'POST', bc, { centreId: w.a.centreId })).json().avBookingClinicIds).toEqual([w.a.centreId]);
    expect((await call(w.t, w.b.owner, 'POST', bc, { centreId: w.b.centreId })).json().avBookingClinicIds).toEqual([w.b.centreId]);
    // Both centres (compared as a set: the two joins above can fall in one millisecond, one step of PGlite's clock).
    expect([...(await call(w.t, both, 'GET', url(both.userId))).json().avBookingClinicIds].sort()).toEqual([w.a.centreId, w.b.centreId].sort());
    // A's owner replaces the list: B is not theirs to change, so it stays.
    expect((await call(w.t, w.a.owner, 'PATCH', url(both.userId), { avBookingClinicIds: [] })).json().avBookingClinicIds).toEqual([]);
    expect((await call(w.t, both, 'GET', url(both.userId))).json().avBookingClinicIds).toEqual([w.b.centreId]);
    expect((await call(w.t, w.a.owner, 'POST', bc, { centreId: w.b.centreId })).statusCode).toBe(404);
    const off = await call(w.t, both, 'DELETE', `${bc}?centreId=${w.b.centreId}`);
    expect(off.statusCode).toBe(200);
    expect(off.json().avBookingClinicIds).toEqual([]);
  });

  it('offers on a date the provider’s hours and the services that fit into them', async () => {
    const p = w.a.provider;
    await w.t.ctx.db.insert(services).values([
      { centreId: w.a.centreId, name: 'Massage 60', duration: 60, bufferTime: 15, resourceIds: [p.userId] },
      { centreId: w.a.centreId, name: 'Kur 300', duration: 300, resourceIds: [p.userId] },
      { centreId: w.a.centreId, name: 'Fremd', duration: 30, resourceIds: [w.a.admin.userId] },
    ] as (typeof services.$inferInsert)[]);
    const template = {
      workingDays: [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, available: weekDay === 3, timeSlots: [{ centreId: w.a.centreId, startTime: '08:00', endTime: '12:00' }] })),
    };
    expect((await call(w.t, p, 'PUT', `/booking-api/providers/${p.userId}/schedule-templates`, template)).statusCode).toBe(200);
    const offer = await call(w.t, w.a.admin, 'GET', `/api/providers/${p.userId}/centres/${w.a.centreId}/services-day-offer?date=2026-12-02`);
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({ date: '2026-12-02', weekDay: 3, timeSlots: [{ startTime: '08:00', endTime: '12:00' }] });
    expect(offer.json().services.map((s: { name: string; fits: boolean }) => [s.name, s.fits])).toEqual([
      ['Kur 300', false],
      ['Massage 60', true],
    ]);
    const thursday = await call(w.t, p, 'GET', `/api/providers/${p.userId}/centres/${w.a.centreId}/services-day-offer?date=2026-12-03`);
    expect(thursday.json().services.every((s: { fits: boolean }) => !s.fits)).toBe(true);
    expect((await call(w.t, w.a.owner, 'GET', `/api/providers/${w.b.provider.userId}/centres/${w.a.centreId}/services-day-offer?date=2026-12-03`)).statusCode).toBe(404);
  });
});

/**
 * GET /booking-api/public/centres/{cid} (issue 10 §4) and the owner's switch `bookingEnabled`
 * (PATCH /api/clinics/{cid}/settings/online-presence): the public profile shows the practice,
 * its bookable therapists and services and nothing private; closed and unknown centres are 404.
 */
import { eq } from 'drizzle-orm';
import { centres } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { contactOf } from '../appointments/world';
import { bookingWorld, ok, presence, publicGet, type BookingWorld } from './world';

describe.each(DB_KINDS)('public centre profile on %s', (kind) => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld(kind);
    await w.t.ctx.db
      .update(centres)
      .set({
        about: 'Physiotherapie am See',
        website: 'https://praxis-a.example.ch',
        address: [{ street: 'Seestrasse', building: '1', zipcode: '8000', city: 'Zürich', country: 'CH', state: 'ZH' }],
        openingHours: [{ day: 1, openTime: 480, closeTime: 1020 }],
        primaryEmail: { address: 'praxis-geheim@example.ch' },
        contactNumber: { number: '441234567', countryPhone: '+41' },
      })
      .where(eq(centres.id, w.a.centreId));
    await ok(await call(w.t, w.a.provider, 'PATCH', `/api/centre/${w.a.centreId}/centreProvider/${w.a.cp.provider}`, { profession: 'Physiotherapeutin', languages: ['de', 'fr'] }));
    await contactOf(w, w.a, 'Klientin-Geheim');
  }, 120_000);
  afterAll(() => w.t.close());

  const profile = (cid = w.a.centreId, q = '') => publicGet(w, `/booking-api/public/centres/${cid}${q}`);

  it('shows the practice with its bookable therapists and services', async () => {
    const res = await profile();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      centreId: w.a.centreId,
      name: 'Praxis A',
      about: 'Physiotherapie am See',
      website: 'https://praxis-a.example.ch',
      address: { street: 'Seestrasse', building: '1', zipcode: '8000', city: 'Zürich', country: 'CH' },
      openingHours: [{ day: 1, openTime: 480, closeTime: 1020 }],
      timezone: 'Europe/Zurich',
      logo: null,
      photos: [],
      // The booking page asks for the date of birth only when the practice does.
      askDateOfBirth: false,
    });
    // The owner offers services but has no working hours; the admin offers only the first.
    expect(body.therapists).toEqual([
      { providerId: w.a.admin.userId, firstName: 'Praxis A Admin', lastName: 'User', avatar: null, profession: '', languages: [], serviceIds: [w.s.online] },
      { providerId: w.a.provider.userId, firstName: 'Praxis A Provider', lastName: 'User', avatar: null, profession: 'Physiotherapeutin', languages: ['de', 'fr'], serviceIds: expect.any(Array) },
    ]);
    expect(body.therapists[1].serviceIds.sort()).toEqual([w.s.online, w.s.fixed, w.s.group, w.s.plain].sort());
    // Not online, or no one offers it: not listed.
    expect(body.services.map((s: { name: string }) => s.name)).toEqual(['Beratung', 'Morgenkurs', 'Physiotherapie', 'Pilates']);
    expect(body.services.find((s: { serviceId: string }) => s.serviceId === w.s.online)).toEqual({
      serviceId: w.s.online,
      name: 'Physiotherapie',
      description: '',
      categoryId: null,
      duration: 60,
      price: 12000,
      currency: 'CHF',
      groupEvent: false,
      virtual: false,
      providerIds: [w.a.provider.userId, w.a.admin.userId],
    });
    const fr = (await profile(w.a.centreId, '?lang=fr')).json();
    expect(fr.services.find((s: { serviceId: string }) => s.serviceId === w.s.online).name).toBe('Physiothérapie');
  });

  it('tells nothing private: no e-mail, phone, business numbers, settings or clients', async () => {
    const res = await profile();
    expect(res.body).not.toMatch(/@|geheim|441234567|joinHash|clinicHash|Permission|BusinessNumber|Praxis B/i);
    expect(res.body).not.toContain(w.a.cp.provider);
  });

  it('answers the same 404 for an unknown, a malformed and a closed centre', async () => {
    for (const cid of [w.b.centreId, '00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await profile(cid);
      expect([res.statusCode, res.json().code]).toEqual([404, 'notFound']);
    }
    expect((await profile(w.a.centreId, '?lang=xx')).statusCode).toBe(400);
  });

  it('lets only the owner switch online booking, defaulting to off', async () => {
    const b = (await call(w.t, w.b.owner, 'GET', `/api/clinics/${w.b.centreId}/settings/online-presence`)).json();
    expect(b.bookingEnabled).toBe(false);
    const byAdmin = await presence(w, w.a, { bookingEnabled: false }, w.a.admin);
    expect([byAdmin.statusCode, byAdmin.json().code]).toEqual([403, 'bookingSwitchOwnerOnly']);
    expect((await profile()).statusCode).toBe(200);
    // The admin edits the rest; naming the switch unchanged is fine, and a PUT without it keeps it.
    await ok(await presence(w, w.a, { publicProfile: true, bookingEnabled: true }, w.a.admin));
    await ok(await call(w.t, w.a.admin, 'PUT', `/api/clinics/${w.a.centreId}/settings/online-presence`, { publicProfile: true }));
    expect((await profile()).statusCode).toBe(200);
    expect((await presence(w, w.a, { bookingEnabled: 'yes' })).statusCode).toBe(400);
    await ok(await presence(w, w.a, { bookingEnabled: false }));
    expect((await profile()).statusCode).toBe(404);
    await ok(await presence(w, w.b, { bookingEnabled: true }));
    expect((await profile(w.b.centreId)).statusCode).toBe(200);
  });
});

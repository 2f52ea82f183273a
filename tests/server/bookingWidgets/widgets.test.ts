/**
 * Booking widgets (issue 10 §2, wording §2): GET /api/bookings?centreId, POST /api/bookings, PUT and
 * DELETE /api/bookings/{id} — validation, centre scoping, who may change them, the derived links —
 * and the public look for the embed script, GET /booking-api/public/widgets/{id}, which answers
 * only while the practice takes online bookings and shows nothing of its staff.
 */
import { DB_KINDS } from '../support/testApp';
import { call, fieldCodes } from '../centres/world';
import { bookingWorld, ok, presence, publicGet, type BookingWorld } from '../publicBooking/world';

const uuidLike = /^[0-9a-f-]{36}$/;

describe.each(DB_KINDS)('booking widgets on %s', (kind) => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld(kind);
  }, 120_000);
  afterAll(() => w.t.close());

  const create = (body: Record<string, unknown>, as = w.a.owner, centreId = w.a.centreId) => call(w.t, as, 'POST', `/api/bookings?centreId=${centreId}`, body);

  it('creates a widget and answers it with its booking link, profile link and embed snippet', async () => {
    const res = await create({ name: 'Website', buttonColour: '#aa3300', buttonText: 'Termin buchen', serviceIds: [w.s.online] });
    expect(res.statusCode).toBe(201);
    const widget = res.json();
    expect(widget).toMatchObject({ name: 'Website', template: 'standard', buttonColour: '#aa3300', buttonFont: 'system', buttonSize: 'medium', serviceIds: [w.s.online], providerIds: [] });
    expect(widget.id).toMatch(uuidLike);
    const origin = w.t.ctx.config.publicUrl;
    // No preselected provider: the centre's first provider (the owner, who founded it).
    expect(widget.bookingUrl).toBe(`${origin}/booking/${w.a.centreId}/${w.a.owner.userId}/0?widget=${widget.id}`);
    expect(widget.profileUrl).toBe(`${origin}/profile/${w.a.centreId}`);
    expect(widget.embedCode).toBe(`<script src="${origin}/embed.js" data-kura-booking="${widget.id}" async></script>`);
  });

  it("links a widget's own therapist first, else the centre's preselected provider", async () => {
    const own = (await create({ name: 'Nur Provider', providerIds: [w.a.provider.userId] })).json();
    expect(own.bookingUrl).toContain(`/booking/${w.a.centreId}/${w.a.provider.userId}/0?widget=`);
    await ok(await call(w.t, w.a.owner, 'PATCH', `/api/centre/${w.a.centreId}/centreSetting`, { preselectedProviderId: w.a.admin.userId }));
    const list = await call(w.t, w.a.owner, 'GET', `/api/bookings?centreId=${w.a.centreId}`);
    const website = list.json().find((r: { name: string }) => r.name === 'Website');
    expect(website.bookingUrl).toContain(`/booking/${w.a.centreId}/${w.a.admin.userId}/0?widget=`);
  });

  it('lists the widgets of the centre only, with Content-Range', async () => {
    await ok(await create({ name: 'B Website' }, w.b.owner, w.b.centreId), 201);
    const res = await call(w.t, w.a.provider, 'GET', `/api/bookings?centreId=${w.a.centreId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toMatch(/^bookings 0-\d+\/2$/);
    expect(res.json().map((r: { name: string }) => r.name)).toEqual(['Nur Provider', 'Website']);
    // Another centre's list answers 404 (no centre is told apart from an unknown one).
    expect((await call(w.t, w.a.owner, 'GET', `/api/bookings?centreId=${w.b.centreId}`)).statusCode).toBe(404);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Farbe', buttonColour: 'red' }, 'buttonColour:'],
      [{ name: '' }, 'name:'],
      [{ name: 'Schrift', buttonFont: 'comic' }, 'buttonFont:'],
      [{ name: 'Lang', buttonText: 'x'.repeat(41) }, 'buttonText:'],
      [{ name: 'Fremd', serviceIds: [w.s.online, '00000000-0000-4000-8000-000000000000'] }, 'serviceIds:invalidReference'],
      [{ name: 'Fremde Therapeutin', providerIds: [w.b.provider.userId] }, 'providerIds:invalidReference'],
      [{ name: 'Doppelt', buttonTexts: [{ langKey: 'de', text: 'A' }, { langKey: 'de', text: 'B' }] }, 'buttonTexts:duplicateValue'],
      [{ name: 'Website' }, 'name:'],
    ];
    for (const [body, expected] of cases) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(fieldCodes(res).join(' ')).toContain(expected);
    }
    const unknown = await create({ name: 'Unbekannt', colour: '#000000' });
    expect(unknown.statusCode).toBe(400);
    const list = await call(w.t, w.a.owner, 'GET', `/api/bookings?centreId=${w.a.centreId}`);
    expect(list.json()).toHaveLength(2);
  });

  it('lets owners and admins change widgets; therapists only read them', async () => {
    expect((await create({ name: 'Therapeutin' }, w.a.provider)).statusCode).toBe(403);
    const created = (await create({ name: 'Admin-Widget' }, w.a.admin)).json();
    const put = await call(w.t, w.a.admin, 'PUT', `/api/bookings/${created.id}`, { name: 'Admin-Widget', template: 'compact', buttonSize: 'large' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ template: 'compact', buttonSize: 'large', embedCode: expect.stringContaining(created.id) });
    expect((await call(w.t, w.a.provider, 'PUT', `/api/bookings/${created.id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await call(w.t, w.a.provider, 'DELETE', `/api/bookings/${created.id}`)).statusCode).toBe(403);
    // Another centre's owner does not find it.
    expect((await call(w.t, w.b.owner, 'PUT', `/api/bookings/${created.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call(w.t, w.b.owner, 'DELETE', `/api/bookings/${created.id}`)).statusCode).toBe(404);
    const del = await call(w.t, w.a.owner, 'DELETE', `/api/bookings/${created.id}`);
    expect(del.statusCode).toBe(200);
    expect((await call(w.t, w.a.owner, 'PUT', `/api/bookings/${created.id}`, { name: 'x' })).statusCode).toBe(404);
  });

  describe('the public look', () => {
    let widgetId: string;
    beforeAll(async () => {
      const body = { name: 'Öffentlich', template: 'compact', buttonColour: '#ffcc00', buttonText: 'Jetzt buchen', buttonTexts: [{ langKey: 'en', text: 'Book now' }], providerIds: [w.a.provider.userId] };
      widgetId = (await create(body)).json().id;
    });

    it('answers the look, the ids and the texts in the asked language, readable from any site', async () => {
      const res = await publicGet(w, `/booking-api/public/widgets/${widgetId}?lang=en-GB`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.json()).toEqual({
        widgetId,
        centreId: w.a.centreId,
        providerId: w.a.provider.userId,
        lang: 'en',
        template: 'compact',
        buttonColour: '#ffcc00',
        buttonFont: 'system',
        buttonSize: 'medium',
        text: 'Book now',
        closeLabel: 'Close',
        dialogLabel: 'Online booking',
        serviceIds: [],
        providerIds: [w.a.provider.userId],
        bookingPath: `/booking/${w.a.centreId}/${w.a.provider.userId}/0?widget=${widgetId}&lang=en`,
      });
      // No own French text: the one text; an unknown language: German.
      expect((await publicGet(w, `/booking-api/public/widgets/${widgetId}?lang=fr`)).json()).toMatchObject({ text: 'Jetzt buchen', closeLabel: 'Fermer' });
      expect((await publicGet(w, `/booking-api/public/widgets/${widgetId}?lang=xx`)).json()).toMatchObject({ lang: 'de', closeLabel: 'Schliessen' });
    });

    it('falls back to the translated default text', async () => {
      const plain = (await create({ name: 'Ohne Text' })).json();
      expect((await publicGet(w, `/booking-api/public/widgets/${plain.id}?lang=it`)).json().text).toBe('Prenota online');
      expect((await publicGet(w, `/booking-api/public/widgets/${plain.id}`)).json().text).toBe('Online buchen');
    });

    it('is 404 for unknown ids, and for widgets of a practice without online booking', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nicht-eine-id', "1' or '1'='1"]) {
        expect((await publicGet(w, `/booking-api/public/widgets/${encodeURIComponent(id)}`)).statusCode).toBe(404);
      }
      const bWidget = (await call(w.t, w.b.owner, 'GET', `/api/bookings?centreId=${w.b.centreId}`)).json()[0];
      const closed = await publicGet(w, `/booking-api/public/widgets/${bWidget.id}`);
      expect(closed.statusCode).toBe(404);
      expect(closed.headers['access-control-allow-origin']).toBe('*');
      await ok(await presence(w, w.a, { bookingEnabled: false }));
      try {
        expect((await publicGet(w, `/booking-api/public/widgets/${widgetId}`)).statusCode).toBe(404);
      } finally {
        await ok(await presence(w, w.a, { bookingEnabled: true }));
      }
      expect((await publicGet(w, `/booking-api/public/widgets/${widgetId}`)).statusCode).toBe(200);
    });

    it('is gone with the widget', async () => {
      const gone = (await create({ name: 'Kurzlebig' })).json();
      await ok(await call(w.t, w.a.owner, 'DELETE', `/api/bookings/${gone.id}`));
      expect((await publicGet(w, `/booking-api/public/widgets/${gone.id}`)).statusCode).toBe(404);
    });
  });

  it('lets any site frame the patients’ pages, and no site the admin app', async () => {
    for (const url of [`/booking/${w.a.centreId}/${w.a.provider.userId}/0`, `/profile/${w.a.centreId}`]) {
      const res = await publicGet(w, url);
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    }
    for (const url of ['/', '/settings/booking-list', '/bookingx/1', '/api/bookings']) {
      const res = await publicGet(w, url);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const script = await publicGet(w, '/embed.js');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

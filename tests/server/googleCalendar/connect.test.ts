import { eq } from 'drizzle-orm';
import { googleCalendarAccounts, googleCalendarLinks } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call, clinicsWorld } from '../centres/world';
import { REDIRECT, WORK, connect, createCalendarWorld, signInAtGoogle, type CalendarWorld } from './world';

describe.each(DB_KINDS)('Google Calendar connection on %s', (kind) => {
  let w: CalendarWorld;
  beforeAll(async () => {
    w = await createCalendarWorld(kind);
  });
  afterAll(() => w.close());

  it('builds Google’s auth URL with offline access, consent and a signed state', async () => {
    const { url } = await signInAtGoogle(w, w.a.provider, w.a.centreId, w.a.cp.provider);
    const q = url.searchParams;
    expect(url.origin + url.pathname).toBe(w.google.config.authUrl);
    expect(Object.fromEntries(q)).toMatchObject({
      client_id: w.google.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/calendar.readonly',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(q.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('connects: exchanges the code, stores the account with encrypted tokens, lists the calendars', async () => {
    const view = await connect(w, w.a.provider, w.a.centreId, w.a.cp.provider);
    expect(view).toMatchObject({ connected: true, account: { email: 'anna@example.ch', needsReconnect: false, syncStartedAt: null } });
    expect(view.calendars.map((c: { calendarId: string; linked: boolean }) => [c.calendarId, c.linked])).toEqual([
      ['anna@example.ch', false],
      [WORK, false],
    ]);
    const [row] = await w.t.ctx.db.select().from(googleCalendarAccounts).where(eq(googleCalendarAccounts.providerId, w.a.cp.provider));
    expect(row.accessTokenEnc).toMatch(/^v1:/);
    expect(row.refreshTokenEnc).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toMatch(/ya29|1\/\/refresh/);
    expect(JSON.stringify(view)).not.toMatch(/ya29|refresh|Enc/);
  });

  it('links and unlinks calendars; a calendar of another account is refused', async () => {
    const body = { centreId: w.a.centreId, providerId: w.a.cp.provider };
    const linked = await call(w.t, w.a.provider, 'POST', '/api/calendar', { ...body, calendarId: WORK });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().calendars.find((c: { calendarId: string }) => c.calendarId === WORK)).toMatchObject({ linked: true, watching: false });
    const again = await call(w.t, w.a.provider, 'POST', '/api/calendar', { ...body, calendarId: WORK });
    expect(again.statusCode).toBe(200);
    expect(await w.t.ctx.db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.providerId, w.a.cp.provider))).toHaveLength(1);
    const [link] = await w.t.ctx.db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.providerId, w.a.cp.provider));
    expect(link).toMatchObject({ centreId: w.a.centreId, providerId: w.a.cp.provider, calendarId: WORK });

    const foreign = await call(w.t, w.a.provider, 'POST', '/api/calendar', { ...body, calendarId: 'someone-else@example.ch' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ code: 'googleCalendarUnknownCalendar', message: 'errors.googleCalendarUnknownCalendar' });

    const removed = await call(w.t, w.a.provider, 'POST', '/api/calendar/remove', { ...body, calendarId: WORK });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().calendars.every((c: { linked: boolean }) => !c.linked)).toBe(true);
    expect(removed.json().connected).toBe(true);
  });

  it('refuses a state of another user or a forged one, and a code Google does not know', async () => {
    const { code, state } = await signInAtGoogle(w, w.a.owner, w.a.centreId, w.a.cp.owner);
    const stolen = await call(w.t, w.a.admin, 'POST', '/api/calendar', { centreId: w.a.centreId, code, state });
    expect(stolen.json()).toEqual({ code: 'googleCalendarStateInvalid', message: 'errors.googleCalendarStateInvalid' });
    const forged = await call(w.t, w.a.owner, 'POST', '/api/calendar', { centreId: w.a.centreId, code, state: `${state.split('.')[0]}.AAAA` });
    expect(forged.statusCode).toBe(400);
    const badCode = await call(w.t, w.a.owner, 'POST', '/api/calendar', { centreId: w.a.centreId, code: 'made-up', state });
    expect(badCode.json().code).toBe('googleCalendarCodeRejected');
  });

  it('lets owners and admins manage any provider of their centre, a provider only their own', async () => {
    const asAdmin = await call(w.t, w.a.admin, 'POST', '/api/calendar/list', { centreId: w.a.centreId, providerId: w.a.cp.provider });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().account.email).toBe('anna@example.ch');
    const colleague = await call(w.t, w.a.provider, 'POST', '/api/calendar/list', { centreId: w.a.centreId, providerId: w.a.cp.owner });
    expect(colleague.statusCode).toBe(403);
    const url = await call(w.t, w.a.provider, 'GET', `/api/googleCalendar/authUrl?${new URLSearchParams({ redirectUri: REDIRECT, centreId: w.a.centreId, providerId: w.a.cp.admin })}`);
    expect(url.statusCode).toBe(403);
    const notConnected = await call(w.t, w.a.owner, 'POST', '/api/calendar/list', { centreId: w.a.centreId, providerId: w.a.cp.owner });
    expect(notConnected.json()).toEqual({ connected: false, account: null, calendars: [] });
  });

  it('denies another centre’s providers and centres like unknown ids', async () => {
    const cases = [
      ['POST', '/api/calendar/list', { centreId: w.b.centreId, providerId: w.b.cp.provider }],
      ['POST', '/api/calendar/list', { centreId: w.a.centreId, providerId: w.b.cp.provider }],
      ['POST', '/api/calendar', { centreId: w.a.centreId, providerId: w.b.cp.provider, calendarId: WORK }],
      ['POST', '/api/calendar/remove', { centreId: w.a.centreId, providerId: w.b.cp.provider }],
      ['POST', '/api/calendar/startWatch', { centreId: w.a.centreId, bookingProviderId: w.b.cp.provider }],
      ['POST', '/api/calendar/startWatch', { centreId: w.b.centreId, bookingProviderId: w.b.cp.provider }],
    ] as const;
    for (const [method, url, body] of cases) {
      const res = await call(w.t, w.a.owner, method, url, body);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    const q = new URLSearchParams({ redirectUri: REDIRECT, centreId: w.b.centreId, providerId: w.b.cp.provider });
    expect((await call(w.t, w.a.owner, 'GET', `/api/googleCalendar/authUrl?${q}`)).statusCode).toBe(404);
    // A state made for centre A cannot connect in centre B, even for a member of both.
    const { code, state } = await signInAtGoogle(w, w.a.owner, w.a.centreId, w.a.cp.owner);
    expect((await call(w.t, w.a.owner, 'POST', '/api/calendar', { centreId: w.b.centreId, code, state })).statusCode).toBe(404);
  });

  it('disconnects: stops channels, revokes the grant, deletes account and links', async () => {
    await connect(w, w.a.admin, w.a.centreId, w.a.cp.admin, [WORK]);
    const started = await call(w.t, w.a.admin, 'POST', '/api/calendar/startWatch', { centreId: w.a.centreId, bookingProviderId: w.a.cp.admin });
    expect(started.statusCode).toBe(200);
    const [link] = await w.t.ctx.db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.providerId, w.a.cp.admin));
    const revokedBefore = w.google.revoked.length;
    const res = await call(w.t, w.a.admin, 'POST', '/api/calendar/remove', { centreId: w.a.centreId, providerId: w.a.cp.admin });
    expect(res.json()).toEqual({ connected: false, account: null, calendars: [] });
    expect(w.google.stopped).toContain(link.channelId);
    expect(w.google.revoked.length).toBe(revokedBefore + 1);
    expect(await w.t.ctx.db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.providerId, w.a.cp.admin))).toEqual([]);
    const again = await call(w.t, w.a.admin, 'POST', '/api/calendar/remove', { centreId: w.a.centreId, providerId: w.a.cp.admin });
    expect(again.json().code).toBe('googleCalendarNotConnected');
  });
});

describe.each(DB_KINDS)('Google Calendar without OAuth client on %s', (kind) => {
  it('answers googleCalendarNotConfigured (503) to members, 404 to others', async () => {
    const { t, a, b } = await clinicsWorld(kind);
    try {
      const q = new URLSearchParams({ redirectUri: REDIRECT, centreId: a.centreId, providerId: a.cp.provider });
      const url = await call(t, a.provider, 'GET', `/api/googleCalendar/authUrl?${q}`);
      expect(url.statusCode).toBe(503);
      expect(url.json()).toEqual({ code: 'googleCalendarNotConfigured', message: 'errors.googleCalendarNotConfigured' });
      const list = await call(t, a.provider, 'POST', '/api/calendar/list', { centreId: a.centreId, providerId: a.cp.provider });
      expect(list.json().code).toBe('googleCalendarNotConfigured');
      const foreign = await call(t, a.owner, 'POST', '/api/calendar/list', { centreId: b.centreId, providerId: b.cp.provider });
      expect(foreign.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { googleCalendarAccounts, googleCalendarBusyBlocks, googleCalendarLinks } from '../../../src/server/db/schema';
import { renewChannels } from '../../../src/server/services/googleCalendar/watch';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { WORK, connect, createCalendarWorld, notifyAsGoogle, type CalendarWorld } from './world';

const at = (iso: string) => ({ dateTime: iso });
const inHours = (h: number) => new Date(Date.now() + h * 3600e3).toISOString();

describe.each(DB_KINDS)('Google Calendar push and sync on %s', (kind) => {
  let w: CalendarWorld;
  const blocks = () => w.t.ctx.db.select().from(googleCalendarBusyBlocks).where(eq(googleCalendarBusyBlocks.providerId, w.a.cp.provider));
  const link = async () => (await w.t.ctx.db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.providerId, w.a.cp.provider)))[0];
  const startWatch = () => call(w.t, w.a.provider, 'POST', '/api/calendar/startWatch', { centreId: w.a.centreId, bookingProviderId: w.a.cp.provider });

  beforeAll(async () => {
    w = await createCalendarWorld(kind);
    w.google.putEvent(WORK, { id: 'ev1', summary: 'Dr. Meier – private', start: at(inHours(2)), end: at(inHours(3)) });
    w.google.putEvent(WORK, { id: 'past', start: at(inHours(-72)), end: at(inHours(-71)) });
    await connect(w, w.a.provider, w.a.centreId, w.a.cp.provider, [WORK]);
  });
  afterAll(() => w.close());

  it('startWatch needs a linked calendar', async () => {
    await connect(w, w.a.owner, w.a.centreId, w.a.cp.owner);
    const res = await call(w.t, w.a.owner, 'POST', '/api/calendar/startWatch', { centreId: w.a.centreId, bookingProviderId: w.a.cp.owner });
    expect(res.json()).toEqual({ code: 'googleCalendarNoCalendarLinked', message: 'errors.googleCalendarNoCalendarLinked' });
  });

  it('startWatch opens a channel, runs the first sync (busy time only, no titles) and is idempotent', async () => {
    const res = await startWatch();
    expect(res.statusCode).toBe(200);
    const cal = res.json().calendars.find((c: { calendarId: string }) => c.calendarId === WORK);
    expect(cal).toMatchObject({ linked: true, watching: true, busyBlocks: 1, lastError: null });
    expect(res.json().account.syncStartedAt).toEqual(expect.any(String));
    const first = await link();
    expect(first.channelId).toEqual(expect.any(String));
    expect(first.channelTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.syncToken).toEqual(expect.any(String));
    const rows = await blocks();
    expect(rows.map((b) => b.googleEventId)).toEqual(['ev1']);
    expect(JSON.stringify(rows)).not.toContain('Meier');

    const again = await startWatch();
    expect(again.statusCode).toBe(200);
    const second = await link();
    expect(second.channelId).not.toBe(first.channelId);
    expect(w.google.stopped).toContain(first.channelId);
    expect([...w.google.channels.values()].filter((c) => c.calendarId === WORK).map((c) => c.id)).toEqual([second.channelId]);
  });

  it('refuses notifications of unknown channels or with a wrong token, without calling Google', async () => {
    const before = w.google.requests.length;
    expect((await notifyAsGoogle(w, WORK, { 'x-goog-channel-token': 'wrong' })).statusCode).toBe(404);
    expect((await notifyAsGoogle(w, WORK, { 'x-goog-channel-id': '11111111-2222-3333-4444-555555555555' })).statusCode).toBe(404);
    expect((await notifyAsGoogle(w, WORK, { 'x-goog-channel-id': 'not-a-uuid' })).statusCode).toBe(404);
    expect((await notifyAsGoogle(w, WORK, { 'x-goog-resource-id': 'other-resource' })).statusCode).toBe(404);
    const bare = await w.t.app.inject({ method: 'POST', url: '/api/calendar/notifications' });
    expect(bare.statusCode).toBe(404);
    expect(w.google.requests.length).toBe(before);
  });

  it('an "exists" notification pulls the changes: new, moved, free, declined and cancelled events', async () => {
    w.google.putEvent(WORK, { id: 'ev2', start: at('2030-03-04T08:00:00Z'), end: at('2030-03-04T09:30:00Z') });
    w.google.putEvent(WORK, { id: 'ev1', start: at(inHours(5)), end: at(inHours(6)) });
    w.google.putEvent(WORK, { id: 'free', transparency: 'transparent', start: at(inHours(1)), end: at(inHours(2)) });
    w.google.putEvent(WORK, { id: 'declined', attendees: [{ self: true, responseStatus: 'declined' }], start: at(inHours(1)), end: at(inHours(2)) });
    w.google.putEvent(WORK, { id: 'holiday', start: { date: '2030-07-01' }, end: { date: '2030-07-03' } });
    const res = await notifyAsGoogle(w, WORK);
    expect(res.statusCode).toBe(204);
    const rows = Object.fromEntries((await blocks()).map((b) => [b.googleEventId, b]));
    expect(Object.keys(rows).sort()).toEqual(['ev1', 'ev2', 'holiday']);
    expect(rows.ev2.startsAt.toISOString()).toBe('2030-03-04T08:00:00.000Z');
    expect(rows.ev2.endsAt.toISOString()).toBe('2030-03-04T09:30:00.000Z');
    expect(Math.abs(rows.ev1.startsAt.getTime() - Date.parse(inHours(5)))).toBeLessThan(60_000);
    // All day in Zurich (summer time): 1 July 00:00 CEST to 3 July 00:00 CEST.
    expect(rows.holiday).toMatchObject({ allDay: true });
    expect(rows.holiday.startsAt.toISOString()).toBe('2030-06-30T22:00:00.000Z');
    expect(rows.holiday.endsAt.toISOString()).toBe('2030-07-02T22:00:00.000Z');

    // The incremental request used the stored sync token.
    w.google.cancelEvent(WORK, 'ev2');
    w.google.putEvent(WORK, { id: 'ev1', transparency: 'transparent', start: at(inHours(5)), end: at(inHours(6)) });
    expect((await notifyAsGoogle(w, WORK)).statusCode).toBe(204);
    expect((await blocks()).map((b) => b.googleEventId)).toEqual(['holiday']);
    expect((await notifyAsGoogle(w, WORK, {}, 'not_exists')).statusCode).toBe(204);
  });

  it('reads every page of a change list', async () => {
    w.google.eventsPageSize = 2;
    for (let i = 0; i < 5; i++) w.google.putEvent(WORK, { id: `p${i}`, start: at(inHours(10 + i)), end: at(inHours(11 + i)) });
    await notifyAsGoogle(w, WORK);
    expect((await blocks()).map((b) => b.googleEventId).sort()).toEqual(['holiday', 'p0', 'p1', 'p2', 'p3', 'p4']);
    w.google.eventsPageSize = 100;
  });

  it('a 410 Gone starts a full sync that replaces the blocks', async () => {
    w.google.cancelEvent(WORK, 'p0');
    w.google.expireSyncTokens();
    const tokenBefore = (await link()).syncToken;
    expect((await notifyAsGoogle(w, WORK)).statusCode).toBe(204);
    expect((await blocks()).map((b) => b.googleEventId).sort()).toEqual(['holiday', 'p1', 'p2', 'p3', 'p4']);
    const after = await link();
    expect(after.syncToken).not.toBe(tokenBefore);
    expect(after.lastError).toBeNull();
  });

  it('refreshes the access token when Google answers 401 and shortly before it expires', async () => {
    const refreshes = () => w.google.requests.filter((r) => r.path === '/token').length;
    let n = refreshes();
    w.google.expireAccessTokens();
    w.google.putEvent(WORK, { id: 'after401', start: at(inHours(30)), end: at(inHours(31)) });
    expect((await notifyAsGoogle(w, WORK)).statusCode).toBe(204);
    expect(refreshes()).toBe(n + 1);
    expect((await blocks()).some((b) => b.googleEventId === 'after401')).toBe(true);

    n = refreshes();
    await w.t.ctx.db.update(googleCalendarAccounts).set({ accessTokenExpiresAt: new Date(Date.now() + 10_000) }).where(eq(googleCalendarAccounts.providerId, w.a.cp.provider));
    await notifyAsGoogle(w, WORK);
    expect(refreshes()).toBe(n + 1);
    const [account] = await w.t.ctx.db.select().from(googleCalendarAccounts).where(eq(googleCalendarAccounts.providerId, w.a.cp.provider));
    expect(account.accessTokenExpiresAt.getTime()).toBeGreaterThan(Date.now() + 3000e3);
  });

  it('the renewal job replaces channels that expire within a day, new channel first', async () => {
    const old = await link();
    expect((await renewChannels(w.t.ctx.googleCalendar)).renewed).toBe(0);
    await w.t.ctx.db.update(googleCalendarLinks).set({ channelExpiresAt: new Date(Date.now() + 3600e3) }).where(eq(googleCalendarLinks.id, old.id));
    expect(await renewChannels(w.t.ctx.googleCalendar)).toEqual({ renewed: 1, resynced: 0, failed: 0 });
    const renewed = await link();
    expect(renewed.channelId).not.toBe(old.channelId);
    expect(renewed.channelExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86400e3);
    expect(w.google.stopped).toContain(old.channelId);
    expect((await notifyAsGoogle(w, WORK)).statusCode).toBe(204);
  });

  it('a grant withdrawn at Google marks the account for reconnecting', async () => {
    const [account] = await w.t.ctx.db.select().from(googleCalendarAccounts).where(eq(googleCalendarAccounts.providerId, w.a.cp.provider));
    const refreshToken = w.t.ctx.googleCalendar.cipher.decrypt(account.refreshTokenEnc)!;
    await fetch(`${w.google.url}/revoke`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${refreshToken}` });
    w.google.putEvent(WORK, { id: 'unseen', start: at(inHours(40)), end: at(inHours(41)) });
    expect((await notifyAsGoogle(w, WORK)).statusCode).toBe(204);
    expect((await link()).lastError).toBe('googleCalendarReconnect');
    const list = await call(w.t, w.a.provider, 'POST', '/api/calendar/list', { centreId: w.a.centreId, providerId: w.a.cp.provider });
    expect(list.json().account.needsReconnect).toBe(true);
    expect(list.json().calendars.map((c: { calendarId: string }) => c.calendarId)).toEqual([WORK]);
    // Signing in again with the same Google account keeps the link and clears the flag.
    const view = await connect(w, w.a.provider, w.a.centreId, w.a.cp.provider);
    expect(view.account.needsReconnect).toBe(false);
    expect(view.calendars.find((c: { calendarId: string }) => c.calendarId === WORK)).toMatchObject({ linked: true, watching: true, lastError: null });
    // The watch resumed with a fresh channel and caught up on what changed meanwhile.
    expect((await blocks()).some((b) => b.googleEventId === 'unseen')).toBe(true);
  });
});

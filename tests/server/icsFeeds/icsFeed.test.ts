/**
 * Calendar feeds (issue 9 §7): the link is made, switched and revoked by the therapist (or a
 * manager); the public feed is parsed back with ical.js: UIDs, TZID wall-clock times,
 * LAST-MODIFIED, titles with names only when chosen, the 30-day/18-month range, no cancelled,
 * deleted or denied appointment, nothing of another therapist or another centre.
 */
import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { appointments, icsFeeds } from '../../../src/server/db/schema';
import { localToday } from '../../../src/server/services/appointments/times';
import { fromDayNumber, toDayNumber } from '../../../src/shared/recurrence/calendarDays';
import { DB_KINDS } from '../support/testApp';
import { addMember } from '../support/fixtures';
import { call, clinicsWorld, type Clinic, type ClinicsWorld } from '../centres/world';
import { contactOf, create, slot } from '../appointments/world';
import type { TestUser } from '../support/fixtures';

const ZONE = 'Europe/Zurich';
const day = (offset: number) => fromDayNumber(toDayNumber(localToday(ZONE)) + offset);
const feedPath = (c: Clinic, userId: string) => `/api/providers/${userId}/centres/${c.centreId}/ics-feed`;
const tokenOf = (url: string) => new URL(url).pathname.replace('/api/ics/', '').replace(/\.ics$/, '');

interface ParsedEvent {
  uid: string;
  summary: string;
  tzid: string | null;
  start: string;
  end: string;
  lastModified: string;
}

function parse(text: string): { events: ParsedEvent[]; zones: string[] } {
  const cal = new ICAL.Component(ICAL.parse(text));
  const events = cal.getAllSubcomponents('vevent').map((v) => {
    const start = v.getFirstProperty('dtstart')!;
    const value = (p: string) => String(v.getFirstPropertyValue(p));
    return { uid: value('uid'), summary: value('summary'), tzid: start.getParameter('tzid') as string | null, start: value('dtstart'), end: value('dtend'), lastModified: value('last-modified') };
  });
  return { events, zones: cal.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid'))) };
}

describe.each(DB_KINDS)('ICS feeds on %s', (kind) => {
  let w: ClinicsWorld;
  let service: string;
  let contact: string;
  beforeAll(async () => {
    w = await clinicsWorld(kind);
    service = (await call(w.t, w.a.owner, 'POST', `/api/clinics/${w.a.centreId}/services`, { name: 'Massage 60' })).json().service_id;
    contact = await contactOf(w, w.a, 'Bea');
  }, 120_000);
  afterAll(() => w.t.close());

  const makeFeed = async (as: TestUser, c: Clinic, userId: string, body: Record<string, unknown> = {}) => {
    const res = await call(w.t, as, 'POST', feedPath(c, userId), body);
    expect(res.statusCode).toBe(201);
    return res.json() as { url: string; feed: { showClientNames: boolean } };
  };
  const fetchFeed = (token: string, remoteAddress?: string) => w.t.app.inject({ method: 'GET', url: `/api/ics/${token}.ics`, remoteAddress });
  const appointment = async (c: Clinic, as: TestUser, body: Record<string, unknown>) => {
    const res = await create(w, as, body);
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
    return res.json().appointment_id as string;
  };

  it('makes a private link shown once, keeps only its hash, and serves the therapist\'s appointments', async () => {
    const id = await appointment(w.a, w.a.provider, slot(w.a, day(3), '09:00', '09:45', { service_fk: service, contact_fk: contact }));
    expect((await call(w.t, w.a.provider, 'GET', feedPath(w.a, w.a.provider.userId))).json()).toEqual({ feed: null });
    const made = await makeFeed(w.a.provider, w.a, w.a.provider.userId);
    expect(made.feed.showClientNames).toBe(false);
    expect(made.url).toMatch(/^http:\/\/localhost:3999\/api\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = tokenOf(made.url);
    const [row] = await w.t.ctx.db.select().from(icsFeeds).where(and(eq(icsFeeds.centreId, w.a.centreId), eq(icsFeeds.userId, w.a.provider.userId)));
    expect(row.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    const read = (await call(w.t, w.a.provider, 'GET', feedPath(w.a, w.a.provider.userId))).json();
    expect(read.feed.showClientNames).toBe(false);
    expect(JSON.stringify(read)).not.toContain(token);

    const res = await fetchFeed(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { events, zones } = parse(res.body);
    expect(zones).toEqual([ZONE]);
    const event = events.find((e) => e.uid === `${id}@localhost`)!;
    expect(event).toMatchObject({ summary: 'Massage 60', tzid: ZONE, start: `${day(3)}T09:00:00`, end: `${day(3)}T09:45:00` });
    const [stored] = await w.t.ctx.db.select({ updatedAt: appointments.updatedAt }).from(appointments).where(eq(appointments.appointmentId, id));
    expect(new Date(event.lastModified).getTime()).toBe(Math.floor(stored.updatedAt.getTime() / 1000) * 1000);
    expect(res.body).not.toContain('Bea');
  });

  it('puts client names in the titles only while the therapist has the switch on', async () => {
    const { url } = await makeFeed(w.a.provider, w.a, w.a.provider.userId);
    const token = tokenOf(url);
    await appointment(w.a, w.a.provider, slot(w.a, day(4), '10:00', '11:00', { service_fk: service, contact_fk: contact, title: 'Frau Beispiel' }));
    await appointment(w.a, w.a.provider, slot(w.a, day(4), '12:00', '12:30', { contact_fk: contact, title: 'Kontrolle Beispiel' }));
    let body = (await fetchFeed(token)).body;
    expect(body).not.toContain('Bea');
    expect(body).not.toContain('Beispiel');
    expect(parse(body).events.map((e) => e.summary)).toEqual(expect.arrayContaining(['Massage 60', 'Termin']));

    const on = await call(w.t, w.a.provider, 'PATCH', feedPath(w.a, w.a.provider.userId), { showClientNames: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().feed.showClientNames).toBe(true);
    body = (await fetchFeed(token)).body;
    expect(parse(body).events.map((e) => e.summary)).toEqual(expect.arrayContaining(['Bea Beispiel – Massage 60', 'Bea Beispiel – Kontrolle Beispiel']));

    // A new link keeps the switch unless the body says otherwise.
    const again = await makeFeed(w.a.provider, w.a, w.a.provider.userId);
    expect(again.feed.showClientNames).toBe(true);
    const off = await makeFeed(w.a.provider, w.a, w.a.provider.userId, { showClientNames: false });
    expect(off.feed.showClientNames).toBe(false);
    expect((await fetchFeed(tokenOf(off.url))).body).not.toContain('Bea');
  });

  it('covers 30 days back to 18 months ahead and leaves out cancelled, deleted and denied ones', async () => {
    const { url } = await makeFeed(w.a.owner, w.a, w.a.provider.userId);
    const recent = await appointment(w.a, w.a.owner, slot(w.a, day(-29), '08:00', '08:30'));
    const old = await appointment(w.a, w.a.owner, slot(w.a, day(-31), '08:00', '08:30'));
    const ahead = await appointment(w.a, w.a.owner, slot(w.a, day(530), '08:00', '08:30'));
    const far = await appointment(w.a, w.a.owner, slot(w.a, day(565), '08:00', '08:30'));
    const cancelled = await appointment(w.a, w.a.owner, slot(w.a, day(5), '08:00', '08:30'));
    expect((await call(w.t, w.a.owner, 'GET', `/api/appointments/${cancelled}/updateType/current/cancel`)).statusCode).toBe(200);
    const deleted = await appointment(w.a, w.a.owner, slot(w.a, day(5), '09:00', '09:30'));
    expect((await call(w.t, w.a.owner, 'PATCH', `/api/appointments/${deleted}/status`, { status: 'DELETED' })).statusCode).toBe(200);
    const denied = await appointment(w.a, w.a.owner, slot(w.a, day(5), '10:00', '10:30'));
    await w.t.ctx.db.update(appointments).set({ status: 'DENIED' }).where(eq(appointments.appointmentId, denied));
    const colleagues = await appointment(w.a, w.a.owner, { ...slot(w.a, day(5), '11:00', '11:30'), resourceId: w.a.admin.userId });

    const uids = parse((await fetchFeed(tokenOf(url))).body).events.map((e) => e.uid.split('@')[0]);
    expect(uids).toEqual(expect.arrayContaining([recent, ahead]));
    for (const absent of [old, far, cancelled, deleted, denied, colleagues]) expect(uids).not.toContain(absent);
  });

  it('never shows the therapist\'s appointments of another centre', async () => {
    await addMember(w.t.ctx, w.b.centreId, w.a.provider, 'PROVIDER');
    const inB = await appointment(w.b, w.b.owner, { ...slot(w.b, day(6), '14:00', '15:00'), resourceId: w.a.provider.userId, title: 'Nur in B' });
    const inA = await appointment(w.a, w.a.provider, slot(w.a, day(6), '16:00', '17:00'));
    const feedA = await makeFeed(w.a.provider, w.a, w.a.provider.userId, { showClientNames: true });
    const feedB = await makeFeed(w.a.provider, w.b, w.a.provider.userId, { showClientNames: true });
    const a = (await fetchFeed(tokenOf(feedA.url))).body;
    const b = (await fetchFeed(tokenOf(feedB.url))).body;
    expect(a).toContain(inA);
    expect(a).not.toContain(inB);
    expect(a).not.toContain('Nur in B');
    expect(parse(b).events.map((e) => e.uid.split('@')[0])).toEqual([inB]);
  });

  it('answers 404 alike for revoked, replaced, unknown and malformed tokens', async () => {
    const first = await makeFeed(w.a.admin, w.a, w.a.admin.userId);
    const second = await makeFeed(w.a.admin, w.a, w.a.admin.userId);
    const replaced = await fetchFeed(tokenOf(first.url));
    expect(replaced.statusCode).toBe(404);
    expect((await fetchFeed(tokenOf(second.url))).statusCode).toBe(200);
    expect((await call(w.t, w.a.admin, 'DELETE', feedPath(w.a, w.a.admin.userId))).statusCode).toBe(204);
    const revoked = await fetchFeed(tokenOf(second.url));
    const unknown = await fetchFeed('A'.repeat(43));
    const malformed = await fetchFeed('not-a-token');
    for (const res of [revoked, unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(replaced.body);
    }
    expect((await call(w.t, w.a.admin, 'GET', feedPath(w.a, w.a.admin.userId))).json()).toEqual({ feed: null });
    // Switching a feed that does not exist is the caller's mistake, not an unknown route.
    const patch = await call(w.t, w.a.admin, 'PATCH', feedPath(w.a, w.a.admin.userId), { showClientNames: true });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toMatchObject({ code: 'icsFeedMissing', message: 'errors.icsFeedMissing' });
  });

  it('lets a therapist manage only their own feed, managers every therapist\'s, and nobody of another centre', async () => {
    expect((await call(w.t, w.a.provider, 'POST', feedPath(w.a, w.a.owner.userId), {})).statusCode).toBe(403);
    expect((await call(w.t, w.a.provider, 'DELETE', feedPath(w.a, w.a.admin.userId))).statusCode).toBe(403);
    expect((await call(w.t, w.a.admin, 'POST', feedPath(w.a, w.a.provider.userId), {})).statusCode).toBe(201);
    expect((await call(w.t, w.b.owner, 'GET', feedPath(w.a, w.a.provider.userId))).statusCode).toBe(404);
    expect((await call(w.t, w.a.owner, 'GET', feedPath(w.a, w.b.owner.userId))).statusCode).toBe(404);
    expect((await call(w.t, w.a.owner, 'POST', feedPath(w.a, w.a.provider.userId), { showClientNames: 'yes' })).statusCode).toBe(400);
    expect((await call(w.t, w.a.owner, 'POST', feedPath(w.a, w.a.provider.userId), { url: 'x' })).statusCode).toBe(400);
  });

  it('limits fetches per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await fetchFeed('B'.repeat(43), '192.0.2.7')).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
  }, 120_000);
});

/**
 * Writing Kura appointments into a chosen Google calendar (issue 9 §7) against the fake Google,
 * with the job queue's workers running: the events scope only with the second consent, one write
 * per create, move and cancel, retries that never duplicate, the busy-time import skipping Kura's
 * own events, switching off, and the full resync.
 */
import { eq } from 'drizzle-orm';
import { googleCalendarBusyBlocks, googleCalendarWrittenEvents } from '../../../src/server/db/schema';
import { writeAppointment } from '../../../src/server/services/googleCalendar/eventWrite';
import { localToday } from '../../../src/server/services/appointments/times';
import { googleEventIdOf } from '../../../src/shared/googleEventId';
import { fromDayNumber, toDayNumber } from '../../../src/shared/recurrence/calendarDays';
import { DB_KINDS, createTestApp } from '../support/testApp';
import { call, createWorldClinic, type Clinic } from '../centres/world';
import { startFakeGoogle, type FakeGoogle } from '../../support/fakeGoogle';
import { REDIRECT, WORK, connect, type CalendarWorld } from './world';

const READ = 'https://www.googleapis.com/auth/calendar.readonly';
const EVENTS = 'https://www.googleapis.com/auth/calendar.events';
const day = (offset: number) => fromDayNumber(toDayNumber(localToday('Europe/Zurich')) + offset);

async function until<T>(what: string, probe: () => T | Promise<T>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(DB_KINDS)('writing appointments to Google on %s', (kind) => {
  let w: CalendarWorld;
  let google: FakeGoogle;
  let a: Clinic;
  let service: string;
  const ref = () => ({ centreId: a.centreId, providerId: a.cp.provider });
  const writesOf = (appointmentId: string) => google.writes.filter((x) => x.eventId === googleEventIdOf(appointmentId)).map((x) => x.method);
  const create = async (date: string, startTime: string, endTime: string) => {
    const res = await call(w.t, a.provider, 'POST', '/api/appointments', { centre_fk: a.centreId, resourceId: a.provider.userId, service_fk: service, date, startTime, endTime });
    if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
    return res.json().appointment_id as string;
  };

  beforeAll(async () => {
    google = await startFakeGoogle({
      signInAs: 'anna@example.ch',
      calendars: [
        { id: 'anna@example.ch', summary: 'Anna', primary: true, accessRole: 'owner' },
        { id: WORK, summary: 'Praxis', accessRole: 'writer' },
        { id: 'holidays@example.ch', summary: 'Feiertage', accessRole: 'reader' },
      ],
    });
    const t = await createTestApp(kind, { google: google.config }, { env: { JOBS_WORKERS: 'true', JOBS_POLL_SECONDS: '0.5' } });
    a = await createWorldClinic(t, 'Praxis A');
    w = { t, google, a, b: a, close: async () => (await t.close(), await google.close()) };
    service = (await call(t, a.owner, 'POST', `/api/clinics/${a.centreId}/services`, { name: 'Massage 60' })).json().service_id;
    await connect(w, a.provider, a.centreId, a.cp.provider);
  }, 120_000);
  afterAll(() => w.close());

  it('asks the events scope only when writing is switched on (second consent, earlier grant kept)', async () => {
    expect(google.grants.get('anna@example.ch')).toEqual(new Set([READ]));
    const refused = await call(w.t, a.provider, 'POST', '/api/calendar/write', { ...ref(), calendarId: WORK });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('googleCalendarWriteConsent');

    const q = new URLSearchParams({ redirectUri: REDIRECT, ...ref(), writeCalendarId: WORK });
    const url = new URL((await call(w.t, a.provider, 'GET', `/api/googleCalendar/authUrl?${q}`)).json().url);
    expect(url.searchParams.get('scope')!.split(' ')).toEqual([READ, EVENTS]);
    expect(url.searchParams.get('include_granted_scopes')).toBe('true');
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    const res = await call(w.t, a.provider, 'POST', '/api/calendar', { centreId: a.centreId, code: back.searchParams.get('code'), state: back.searchParams.get('state') });
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({ canWrite: true, writeCalendarId: WORK });
    expect(google.grants.get('anna@example.ch')).toEqual(new Set([READ, EVENTS]));
    expect(res.json().calendars.map((c: { calendarId: string; writable: boolean }) => [c.calendarId, c.writable])).toEqual([['anna@example.ch', true], [WORK, true], ['holidays@example.ch', false]]);
    const readOnly = await call(w.t, a.provider, 'POST', '/api/calendar/write', { ...ref(), calendarId: 'holidays@example.ch' });
    expect(readOnly.json().code).toBe('googleCalendarNotWritable');
  });

  it('writes a create, a move and a cancel once each, carrying the Kura id', async () => {
    const id = await create(day(2), '09:00', '10:00');
    const eventId = googleEventIdOf(id);
    await until('the event at Google', () => google.eventOf(WORK, eventId));
    expect(google.eventOf(WORK, eventId)).toMatchObject({
      summary: 'Massage 60',
      status: 'confirmed',
      start: { dateTime: `${day(2)}T09:00:00`, timeZone: 'Europe/Zurich' },
      end: { dateTime: `${day(2)}T10:00:00`, timeZone: 'Europe/Zurich' },
      extendedProperties: { private: { kuraAppointmentId: id } },
    });
    expect((await call(w.t, a.provider, 'PATCH', `/api/appointments/${id}/shortUpdate`, { date: day(3), startTime: '11:00', endTime: '12:00' })).statusCode).toBe(200);
    await until('the move at Google', () => google.eventOf(WORK, eventId)?.start.dateTime === `${day(3)}T11:00:00`);
    expect((await call(w.t, a.provider, 'GET', `/api/appointments/${id}/updateType/current/cancel`)).statusCode).toBe(200);
    await until('the cancel at Google', () => google.eventOf(WORK, eventId)?.status === 'cancelled');
    await new Promise((r) => setTimeout(r, 1500)); // room for a stray second write, which must not come
    expect(writesOf(id)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(google.liveEvents(WORK).filter((e) => e.id === eventId)).toEqual([]);
  });

  it('makes no second event when a job runs again, even after a lost answer', async () => {
    const id = await create(day(4), '08:00', '08:30');
    await until('the event at Google', () => writesOf(id).length === 1);
    // The job stores its row after Google answered: a retry is only "after the effect committed" once it is there.
    await until('the written row', async () => (await w.t.ctx.db.select().from(googleCalendarWrittenEvents).where(eq(googleCalendarWrittenEvents.appointmentId, id))).length === 1);
    const job = { centreId: a.centreId, appointmentId: id };
    // A retry after the effect committed: nothing new, no call.
    expect(await writeAppointment(w.t.ctx.googleCalendar, w.t.ctx.config.publicUrl, job)).toBe('unchanged');
    expect(writesOf(id)).toEqual(['POST']);
    // A retry after Google wrote but the row was never stored (crash): the insert finds the id taken and updates.
    await w.t.ctx.db.delete(googleCalendarWrittenEvents).where(eq(googleCalendarWrittenEvents.appointmentId, id));
    expect(await writeAppointment(w.t.ctx.googleCalendar, w.t.ctx.config.publicUrl, job)).toBe('written');
    expect(writesOf(id)).toEqual(['POST', 'PUT']);
    expect(google.liveEvents(WORK).filter((e) => e.extendedProperties?.private?.kuraAppointmentId === id)).toHaveLength(1);
  });

  it('keeps Kura\'s own events out of the busy time imported from the same calendar', async () => {
    const id = await create(day(5), '14:00', '15:00');
    await until('the event at Google', () => writesOf(id).length === 1);
    const start = new Date(Date.now() + 30 * 3600e3);
    google.putEvent(WORK, { id: 'private1', start: { dateTime: start.toISOString() }, end: { dateTime: new Date(start.getTime() + 3600e3).toISOString() } });
    expect((await call(w.t, a.provider, 'POST', '/api/calendar', { ...ref(), calendarId: WORK })).statusCode).toBe(200);
    expect((await call(w.t, a.provider, 'POST', '/api/calendar/startWatch', { centreId: a.centreId, bookingProviderId: a.cp.provider })).statusCode).toBe(200);
    const blocks = await w.t.ctx.db.select().from(googleCalendarBusyBlocks).where(eq(googleCalendarBusyBlocks.providerId, a.cp.provider));
    expect(blocks.map((b) => b.googleEventId)).toEqual(['private1']);
  });

  it('rewrites the range on a full resync, and takes Kura\'s events out when switched off', async () => {
    const id = await create(day(6), '07:00', '07:45');
    await until('the event at Google', () => writesOf(id).length === 1);
    google.cancelEvent(WORK, googleEventIdOf(id)); // deleted by hand at Google
    const resync = await call(w.t, a.provider, 'POST', '/api/calendar/write/resync', ref());
    expect(resync.statusCode).toBe(200);
    expect(resync.json().queued).toBeGreaterThanOrEqual(4);
    await until('the event back at Google', () => google.eventOf(WORK, googleEventIdOf(id))?.status === 'confirmed');

    const off = await call(w.t, a.provider, 'POST', '/api/calendar/write', { ...ref(), calendarId: null });
    expect(off.json().account.writeCalendarId).toBeNull();
    await until('Kura\'s events removed', () => google.liveEvents(WORK).every((e) => !e.extendedProperties?.private?.kuraAppointmentId));
    await until('the written rows gone', async () => (await w.t.ctx.db.select().from(googleCalendarWrittenEvents)).length === 0);
    expect(google.liveEvents(WORK).map((e) => e.id)).toEqual(['private1']);
  });
});

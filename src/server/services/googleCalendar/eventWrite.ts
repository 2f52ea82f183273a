/**
 * The write job: puts one appointment, as it is now, into its therapist's chosen Google calendar
 * (or takes it out). The event id is derived from the appointment id and the event carries it in
 * extendedProperties.private.kuraAppointmentId, so a repeated or retried write never makes a second
 * event; `google_calendar_written_events` says where it was written and which version, so a retry
 * with nothing new makes no call at all, and a move to another therapist removes it from the
 * first one's calendar.
 */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { appointments, centreProviders, centres, googleCalendarAccounts, googleCalendarWrittenEvents, services, userSettings } from '../../db/schema';
import { translate } from '../../i18n';
import { FEED_LEFT_OUT_STATUSES, feedEventTitle } from '../../../shared/icsFeed';
import { googleEventIdOf } from '../../../shared/googleEventId';
import { DEFAULT_TIME_ZONE } from '../../../shared/recurrence';
import { fromDayNumber, toDayNumber } from '../../../shared/recurrence/calendarDays';
import { withAccessToken } from './accessTokens';
import { GoogleApiError, type GoogleEventWrite } from './googleClient';
import type { CalendarAccount, GoogleCalendarService } from './service';
import type { GoogleWriteJob } from './writeQueue';

type Written = typeof googleCalendarWrittenEvents.$inferSelect;
export type WriteOutcome = 'written' | 'unchanged' | 'removed' | 'nothing';

const LEFT_OUT: readonly string[] = FEED_LEFT_OUT_STATUSES;
const wallClock = (date: string, time: string) => `${date}T${time}:00`;

async function loadAppointment(gc: GoogleCalendarService, centreId: string, appointmentId: string) {
  const [row] = await forCentre(gc.db, centreId)
    .select({ a: appointments, serviceName: services.name })
    .from(appointments)
    .leftJoin(services, eq(services.serviceId, appointments.serviceFk))
    .where(eq(appointments.appointmentId, appointmentId));
  // Cancelled, deleted and denied ones hold no time; a group slot's joined clients are the slot.
  return row && !LEFT_OUT.includes(row.a.status) && row.a.groupEventFk === null ? row : null;
}

type Live = NonNullable<Awaited<ReturnType<typeof loadAppointment>>>;

/** The event Kura writes: the service's name (never the client's: health data), centre wall clock. */
function eventOf(live: Live, timeZone: string, publicUrl: string, language: string): GoogleEventWrite {
  const a = live.a;
  const endDate = a.endTime <= a.startTime ? fromDayNumber(toDayNumber(a.date) + 1) : a.date;
  const summary = feedEventTitle({ serviceName: live.serviceName, title: null, clientName: null, showClientNames: false, fallback: translate(language, 'calendarFeed.event.untitled') });
  return {
    id: googleEventIdOf(a.appointmentId),
    summary,
    start: { dateTime: wallClock(a.date, a.startTime), timeZone },
    end: { dateTime: wallClock(endDate, a.endTime), timeZone },
    status: 'confirmed',
    transparency: 'opaque',
    source: { title: 'Kura', url: `${publicUrl}/edit-appointment/${a.appointmentId}` },
    extendedProperties: { private: { kuraAppointmentId: a.appointmentId } },
  };
}

const versionOf = (e: GoogleEventWrite, updatedAt: Date) => JSON.stringify([updatedAt.toISOString(), e.start, e.end, e.summary]);

/** The account that writes for the appointment's therapist in this centre, if writing is on. */
async function writerFor(gc: GoogleCalendarService, centreId: string, therapistUserId: string): Promise<CalendarAccount | null> {
  const [row] = await forCentre(gc.db, centreId)
    .select({ account: googleCalendarAccounts })
    .from(googleCalendarAccounts)
    .innerJoin(centreProviders, eq(centreProviders.id, googleCalendarAccounts.providerId))
    .where(eq(centreProviders.userId, therapistUserId));
  return row?.account.writeCalendarId && !row.account.needsReconnect ? row.account : null;
}

async function removeAt(gc: GoogleCalendarService, account: CalendarAccount, w: Written): Promise<void> {
  try {
    await withAccessToken(gc, account, (token) => gc.client.deleteEvent(token, w.calendarId, googleEventIdOf(w.appointmentId)));
  } catch (err) {
    // Already gone at Google (deleted by hand, or an earlier try): the aim is reached.
    if (!(err instanceof GoogleApiError && (err.status === 404 || err.status === 410))) throw err;
  }
  await forCentre(gc.db, w.centreId).delete(googleCalendarWrittenEvents).where(eq(googleCalendarWrittenEvents.id, w.id));
}

async function put(gc: GoogleCalendarService, account: CalendarAccount, calendarId: string, event: GoogleEventWrite, existed: boolean): Promise<void> {
  const update = (token: string) => gc.client.updateEvent(token, calendarId, event);
  const insert = (token: string) => gc.client.insertEvent(token, calendarId, event);
  try {
    await withAccessToken(gc, account, existed ? update : insert);
  } catch (err) {
    // Not there (deleted at Google) → insert; id taken (an earlier try that got no answer) → update.
    if (!(err instanceof GoogleApiError) || (err.status !== 404 && err.status !== 409)) throw err;
    await withAccessToken(gc, account, err.status === 404 ? insert : update);
  }
}

/** Runs one write job. Errors (Google unreachable) make the job fail, and the queue retries it. */
export async function writeAppointment(gc: GoogleCalendarService, publicUrl: string, job: GoogleWriteJob): Promise<WriteOutcome> {
  const { centreId, appointmentId } = job;
  const scoped = forCentre(gc.db, centreId);
  const live = await loadAppointment(gc, centreId, appointmentId);
  const target = live ? await writerFor(gc, centreId, live.a.resourceId) : null;
  const written = await scoped.select().from(googleCalendarWrittenEvents).where(eq(googleCalendarWrittenEvents.appointmentId, appointmentId));
  const stale = written.filter((w) => !target || w.accountId !== target.id || w.calendarId !== target.writeCalendarId);
  let outcome: WriteOutcome = 'nothing';
  if (stale.length > 0) {
    const accounts = await scoped.select().from(googleCalendarAccounts).where(inArray(googleCalendarAccounts.id, stale.map((w) => w.accountId)));
    for (const w of stale) {
      const account = accounts.find((a) => a.id === w.accountId);
      if (account && !account.needsReconnect) await removeAt(gc, account, w);
    }
    outcome = 'removed';
  }
  if (!live || !target?.writeCalendarId) return outcome;
  const [centre] = await gc.db.select({ timeZone: centres.timezone }).from(centres).where(eq(centres.id, centreId));
  const [settings] = await gc.db.select({ language: userSettings.language }).from(userSettings).where(eq(userSettings.userId, live.a.resourceId));
  const event = eventOf(live, centre?.timeZone || DEFAULT_TIME_ZONE, publicUrl, settings?.language ?? 'de');
  const version = versionOf(event, live.a.updatedAt);
  const mine = written.find((w) => w.accountId === target.id && w.calendarId === target.writeCalendarId);
  if (mine?.version === version && !job.force) return 'unchanged';
  await put(gc, target, target.writeCalendarId, event, Boolean(mine));
  await scoped
    .insert(googleCalendarWrittenEvents)
    .values({ accountId: target.id, appointmentId, calendarId: target.writeCalendarId, version })
    .onConflictDoUpdate({ target: [googleCalendarWrittenEvents.accountId, googleCalendarWrittenEvents.appointmentId], set: { calendarId: target.writeCalendarId, version, writtenAt: new Date() } });
  return 'written';
}

/** The therapist's appointments of the range (local dates) and every one written before: what a resync writes. */
export async function appointmentsToResync(gc: GoogleCalendarService, account: CalendarAccount, therapistUserId: string, from: string, to: string): Promise<string[]> {
  const scoped = forCentre(gc.db, account.centreId);
  const rows = await scoped
    .select({ id: appointments.appointmentId })
    .from(appointments)
    .where(and(eq(appointments.resourceId, therapistUserId), gte(appointments.date, from), lte(appointments.date, to)));
  const written = await scoped.select({ id: googleCalendarWrittenEvents.appointmentId }).from(googleCalendarWrittenEvents).where(eq(googleCalendarWrittenEvents.accountId, account.id));
  return [...new Set([...rows.map((r) => r.id), ...written.map((w) => w.id)])];
}

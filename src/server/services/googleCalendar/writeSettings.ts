/**
 * Switching the writing of appointments into Google on and off, and the full resync. Writing
 * needs the events scope, granted by a second consent (incremental authorisation); without it the
 * account stays read-only (busy time) and the call answers 409 googleCalendarWriteConsent.
 */
import { eq, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { centres, googleCalendarAccounts, googleCalendarWrittenEvents } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { feedDateRange } from '../../../shared/icsFeed';
import { DEFAULT_TIME_ZONE } from '../../../shared/recurrence';
import { localToday } from '../appointments/times';
import { withAccessToken } from './accessTokens';
import { requireAccount } from './accounts';
import { appointmentsToResync } from './eventWrite';
import { WRITE_SCOPE } from './googleClient';
import { GOOGLE_WRITE_QUEUE, type GoogleWriteJob, type WriteQueue } from './writeQueue';
import { googleFailure, type CalendarAccount, type GoogleCalendarService } from './service';
import type { ProviderScope } from '../centres/providers';

export const canWrite = (account: CalendarAccount) => account.scope.split(/\s+/).includes(WRITE_SCOPE);
/** Calendars the account may write events into. */
export const WRITABLE_ROLES = ['owner', 'writer'];

/**
 * Writes into `calendarId` from now on (and rewrites the range there), or, with null, stops: the
 * events Kura wrote are removed from Google by the write jobs.
 */
export async function setWriteCalendar(gc: GoogleCalendarService, jobs: WriteQueue, provider: ProviderScope, calendarId: string | null): Promise<void> {
  const account = await requireAccount(gc.db, provider);
  if (calendarId !== null) {
    if (!canWrite(account)) throw conflict('googleCalendarWriteConsent');
    let entries;
    try {
      entries = await withAccessToken(gc, account, (token) => gc.client.calendarList(token));
    } catch (err) {
      throw googleFailure(err);
    }
    if (!entries.some((e) => e.id === calendarId && WRITABLE_ROLES.includes(e.accessRole ?? ''))) throw badRequest('googleCalendarNotWritable');
  }
  await forCentre(gc.db, provider.centreId).update(googleCalendarAccounts).set({ writeCalendarId: calendarId, updatedAt: sql`now()` }).where(eq(googleCalendarAccounts.id, account.id));
  await resyncWrites(gc, jobs, provider);
}

/** Sends a forced write job for every appointment of the range (30 days back, 18 months ahead) and every one written before. */
export async function resyncWrites(gc: GoogleCalendarService, jobs: WriteQueue, provider: ProviderScope): Promise<number> {
  const account = await requireAccount(gc.db, provider);
  const [centre] = await gc.db.select({ timeZone: centres.timezone }).from(centres).where(eq(centres.id, provider.centreId));
  const { from, to } = feedDateRange(localToday(centre?.timeZone || DEFAULT_TIME_ZONE));
  const ids = account.writeCalendarId
    ? await appointmentsToResync(gc, account, provider.userId, from, to)
    : (await forCentre(gc.db, provider.centreId).select({ id: googleCalendarWrittenEvents.appointmentId }).from(googleCalendarWrittenEvents).where(eq(googleCalendarWrittenEvents.accountId, account.id))).map((r) => r.id);
  await gc.db.transaction(async (tx) => {
    for (const appointmentId of ids) {
      await jobs.send(GOOGLE_WRITE_QUEUE, { centreId: provider.centreId, appointmentId, force: true } satisfies GoogleWriteJob, { singletonKey: appointmentId, tx });
    }
  });
  return ids.length;
}

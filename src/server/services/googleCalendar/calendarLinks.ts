/** The provider's calendars at Google with which of them are linked, and linking/unlinking one. */
import { and, count, eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { googleCalendarBusyBlocks, googleCalendarLinks } from '../../db/schema';
import { badRequest } from '../../errors';
import { withAccessToken } from './accessTokens';
import { loadAccount, requireAccount } from './accounts';
import { openChannel, stopChannelQuietly } from './channels';
import { syncLink } from './eventSync';
import type { GoogleCalendarEntry } from './googleClient';
import { canWrite, WRITABLE_ROLES } from './writeSettings';
import type { GoogleCalendarListView as CalendarListView, GoogleCalendarView as CalendarView } from '../../../shared/api/googleCalendar';
import { failureCode, googleFailure, type CalendarAccount, type CalendarLink, type GoogleCalendarService, type ProviderRef } from './service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function googleCalendars(gc: GoogleCalendarService, account: CalendarAccount): Promise<GoogleCalendarEntry[]> {
  try {
    return await withAccessToken(gc, account, (token) => gc.client.calendarList(token));
  } catch (err) {
    throw googleFailure(err);
  }
}

/** What the integrations page shows for one provider. */
export async function calendarListView(gc: GoogleCalendarService, provider: ProviderRef): Promise<CalendarListView> {
  const account = await loadAccount(gc.db, provider);
  if (!account) return { connected: false, account: null, calendars: [] };
  const scoped = forCentre(gc.db, provider.centreId);
  const links = await scoped.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.calendarInfoId, account.id));
  const counts = await scoped
    .select({ linkId: googleCalendarBusyBlocks.linkId, n: count() })
    .from(googleCalendarBusyBlocks)
    .where(eq(googleCalendarBusyBlocks.providerId, provider.providerId))
    .groupBy(googleCalendarBusyBlocks.linkId);
  // Without a valid grant only the linked calendars are known; Google is asked otherwise.
  let entries: GoogleCalendarEntry[] = [];
  if (!account.needsReconnect) {
    try {
      entries = await googleCalendars(gc, account);
    } catch (err) {
      if (!account.needsReconnect) throw err;
    }
  }
  const byId = new Map(links.map((l) => [l.calendarId, l]));
  const known = new Set(entries.map((e) => e.id));
  const all = [...entries, ...links.filter((l) => !known.has(l.calendarId)).map((l) => ({ id: l.calendarId }) as GoogleCalendarEntry)];
  const calendars = all.map((entry): CalendarView => {
    const link = byId.get(entry.id);
    return {
      calendarId: entry.id,
      summary: entry.summary ?? entry.id,
      primary: Boolean(entry.primary),
      backgroundColor: entry.backgroundColor ?? null,
      linked: Boolean(link),
      watching: Boolean(link?.channelId && link.channelExpiresAt && link.channelExpiresAt > new Date()),
      channelExpiresAt: iso(link?.channelExpiresAt ?? null),
      lastSyncedAt: iso(link?.lastSyncedAt ?? null),
      lastError: link?.lastError ?? null,
      busyBlocks: Number(counts.find((c) => c.linkId === link?.id)?.n ?? 0),
      writable: WRITABLE_ROLES.includes(entry.accessRole ?? ''),
    };
  });
  return {
    connected: true,
    account: {
      calendarInfo_id: account.id,
      email: account.googleAccount,
      needsReconnect: account.needsReconnect,
      syncStartedAt: iso(account.syncStartedAt),
      connectedAt: account.createdAt.toISOString(),
      writeCalendarId: account.writeCalendarId,
      canWrite: canWrite(account),
    },
    calendars,
  };
}

/** Opens a channel and syncs (the first time, or to catch up after a failure); failures are kept on the link. */
export async function watchAndSync(gc: GoogleCalendarService, account: CalendarAccount, link: CalendarLink, stopOldFirst: boolean): Promise<void> {
  try {
    await openChannel(gc, account, link, stopOldFirst);
  } catch (err) {
    await forCentre(gc.db, link.centreId).update(googleCalendarLinks).set({ lastError: failureCode(err) }).where(eq(googleCalendarLinks.id, link.id));
    throw googleFailure(err);
  }
  if (!link.syncToken || link.lastError) await syncLink(gc, link).catch((err: unknown) => Promise.reject(googleFailure(err)));
}

/** Links one of the account's calendars; once sync has started, the new calendar is watched at once. */
export async function linkCalendar(gc: GoogleCalendarService, provider: ProviderRef, calendarId: string): Promise<void> {
  const account = await requireAccount(gc.db, provider);
  const entries = await googleCalendars(gc, account);
  if (!entries.some((e) => e.id === calendarId)) throw badRequest('googleCalendarUnknownCalendar');
  const [link] = await forCentre(gc.db, provider.centreId)
    .insert(googleCalendarLinks)
    .values({ providerId: provider.providerId, calendarInfoId: account.id, calendarId })
    .onConflictDoNothing()
    .returning();
  if (link && account.syncStartedAt) await watchAndSync(gc, account, link, true);
}

/** Unlinks one calendar: its channel is stopped, its busy blocks go with it. */
export async function unlinkCalendar(gc: GoogleCalendarService, provider: ProviderRef, calendarId: string): Promise<void> {
  const account = await requireAccount(gc.db, provider);
  const [link] = await forCentre(gc.db, provider.centreId)
    .select()
    .from(googleCalendarLinks)
    .where(and(eq(googleCalendarLinks.providerId, provider.providerId), eq(googleCalendarLinks.calendarId, calendarId)));
  if (!link) return;
  if (!account.needsReconnect) await stopChannelQuietly(gc, account, link);
  await gc.db.transaction(async (tx) => {
    await forCentre(tx, provider.centreId).delete(googleCalendarLinks).where(eq(googleCalendarLinks.id, link.id));
  });
}

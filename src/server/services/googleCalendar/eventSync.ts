/**
 * Pulls a linked calendar's events into busy blocks. The first sync lists events from a day ago
 * on; later ones ask only for the changes since Google's sync token. A 410 Gone (token expired)
 * starts over with a full sync that replaces the link's blocks. Each sync is written in one
 * transaction together with the new sync token, so a crash never leaves half a sync behind.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { centres, googleCalendarAccounts, googleCalendarBusyBlocks, googleCalendarLinks } from '../../db/schema';
import type { Tx } from '../../db/client';
import { withAccessToken } from './accessTokens';
import { busyTimeOf, validZone, type BusyTime } from './busyTime';
import { GoogleApiError, type GoogleEvent } from './googleClient';
import { failureCode, type CalendarAccount, type CalendarLink, type GoogleCalendarService } from './service';

const FIRST_SYNC_LOOKBACK_MS = 24 * 3600 * 1000;
const MAX_PAGES = 50;
const CHUNK = 500;

export interface SyncResult {
  full: boolean;
  busy: number;
  removed: number;
}

interface Changes {
  events: GoogleEvent[];
  nextSyncToken: string | null;
  timeZone?: string;
}

async function fetchChanges(gc: GoogleCalendarService, account: CalendarAccount, calendarId: string, syncToken: string | null): Promise<Changes> {
  const events: GoogleEvent[] = [];
  const timeMin = new Date(Date.now() - FIRST_SYNC_LOOKBACK_MS);
  let pageToken: string | undefined;
  let timeZone: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await withAccessToken(gc, account, (token) =>
      gc.client.listEvents(token, calendarId, syncToken ? { syncToken, pageToken } : { timeMin, pageToken }),
    );
    events.push(...body.items);
    timeZone ??= body.timeZone;
    if (body.nextPageToken) {
      pageToken = body.nextPageToken;
      continue;
    }
    return { events, nextSyncToken: body.nextSyncToken ?? null, timeZone };
  }
  throw new GoogleApiError(502, 'tooManyPages');
}

async function writeChanges(tx: Tx, link: CalendarLink, changes: Changes, full: boolean, centreZone: string): Promise<SyncResult> {
  // The same event may come twice across pages; the last version wins.
  const latest = new Map(changes.events.filter((e) => typeof e.id === 'string' && e.id).map((e) => [e.id, e]));
  const zone = validZone(changes.timeZone ?? centreZone);
  const busy: BusyTime[] = [];
  const gone: string[] = [];
  for (const event of latest.values()) {
    const block = busyTimeOf(event, zone);
    if (block) busy.push(block);
    else gone.push(event.id);
  }
  const scoped = forCentre(tx, link.centreId);
  if (full) await scoped.delete(googleCalendarBusyBlocks).where(eq(googleCalendarBusyBlocks.linkId, link.id));
  for (let i = 0; !full && i < gone.length; i += CHUNK) {
    await scoped
      .delete(googleCalendarBusyBlocks)
      .where(and(eq(googleCalendarBusyBlocks.linkId, link.id), inArray(googleCalendarBusyBlocks.googleEventId, gone.slice(i, i + CHUNK))));
  }
  for (let i = 0; i < busy.length; i += CHUNK) {
    await scoped
      .insert(googleCalendarBusyBlocks)
      .values(busy.slice(i, i + CHUNK).map((b) => ({ ...b, providerId: link.providerId, linkId: link.id })))
      .onConflictDoUpdate({
        target: [googleCalendarBusyBlocks.linkId, googleCalendarBusyBlocks.googleEventId],
        set: { startsAt: sql`excluded.starts_at`, endsAt: sql`excluded.ends_at`, allDay: sql`excluded.all_day`, updatedAt: sql`now()` },
      });
  }
  await scoped
    .update(googleCalendarLinks)
    .set({ syncToken: changes.nextSyncToken, lastSyncedAt: new Date(), lastError: null })
    .where(eq(googleCalendarLinks.id, link.id));
  return { full, busy: busy.length, removed: gone.length };
}

async function runSync(gc: GoogleCalendarService, ref: LinkRef): Promise<SyncResult | null> {
  const scoped = forCentre(gc.db, ref.centreId);
  const [row] = await scoped
    .select({ link: googleCalendarLinks, account: googleCalendarAccounts, timezone: centres.timezone })
    .from(googleCalendarLinks)
    .innerJoin(googleCalendarAccounts, eq(googleCalendarAccounts.id, googleCalendarLinks.calendarInfoId))
    .innerJoin(centres, eq(centres.id, googleCalendarLinks.centreId))
    .where(eq(googleCalendarLinks.id, ref.id));
  if (!row) return null; // unlinked meanwhile
  const { link, account } = row;
  try {
    let full = !link.syncToken;
    let changes: Changes;
    try {
      changes = await fetchChanges(gc, account, link.calendarId, link.syncToken);
    } catch (err) {
      if (!(err instanceof GoogleApiError && err.status === 410)) throw err;
      full = true;
      changes = await fetchChanges(gc, account, link.calendarId, null);
    }
    return await gc.db.transaction((tx) => writeChanges(tx, link, changes, full, row.timezone));
  } catch (err) {
    await scoped.update(googleCalendarLinks).set({ lastError: failureCode(err) }).where(eq(googleCalendarLinks.id, ref.id));
    throw err;
  }
}

/** A calendar link by id, in its centre. */
export type LinkRef = Pick<CalendarLink, 'id' | 'centreId'>;

/** Syncs one link (read afresh); concurrent requests for the same link run one after the other. */
export function syncLink(gc: GoogleCalendarService, link: LinkRef): Promise<SyncResult | null> {
  const ref = { id: link.id, centreId: link.centreId };
  return gc.serialize(`sync:${ref.id}`, () => runSync(gc, ref));
}

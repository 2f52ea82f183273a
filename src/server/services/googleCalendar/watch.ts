/**
 * startWatch (one push channel per linked calendar, idempotent) and the renewal pass that keeps
 * the channels open: run every 15 minutes by the google-calendar-renewal job, it renews channels
 * expiring within a day and retries the sync of calendars whose last sync failed.
 */
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import { googleCalendarAccounts, googleCalendarLinks } from '../../db/schema';
import { badRequest } from '../../errors';
import { requireAccount } from './accounts';
import { watchAndSync } from './calendarLinks';
import { openChannel } from './channels';
import { syncLink } from './eventSync';
import type { GoogleCalendarService, ProviderRef } from './service';

const RENEW_BEFORE_MS = 24 * 3600 * 1000;

/** Opens a fresh channel for every linked calendar (stopping older ones first) and syncs new links. */
export async function startWatch(gc: GoogleCalendarService, provider: ProviderRef): Promise<void> {
  const account = await requireAccount(gc.db, provider);
  const scoped = forCentre(gc.db, provider.centreId);
  const links = await scoped.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.calendarInfoId, account.id));
  if (links.length === 0) throw badRequest('googleCalendarNoCalendarLinked');
  await scoped.update(googleCalendarAccounts).set({ syncStartedAt: new Date() }).where(eq(googleCalendarAccounts.id, account.id));
  for (const link of links) await watchAndSync(gc, account, link, true);
}

export interface RenewalResult {
  renewed: number;
  resynced: number;
  failed: number;
}

/** One pass of the renewal job (src/server/jobs/index.ts; also callable from tests). */
export async function renewChannels(gc: GoogleCalendarService, now = new Date()): Promise<RenewalResult> {
  // A job: channels of every centre are renewed; each link's own account is joined by its id.
  const due = await gc.db
    .select({ link: googleCalendarLinks, account: googleCalendarAccounts })
    .from(acrossCentres(googleCalendarLinks, 'the renewal job serves every centre'))
    .innerJoin(acrossCentres(googleCalendarAccounts, "each link's own account"), eq(googleCalendarAccounts.id, googleCalendarLinks.calendarInfoId))
    .where(
      and(
        eq(googleCalendarAccounts.needsReconnect, false),
        isNotNull(googleCalendarLinks.channelId),
        or(lt(googleCalendarLinks.channelExpiresAt, new Date(now.getTime() + RENEW_BEFORE_MS)), isNotNull(googleCalendarLinks.lastError)),
      ),
    );
  const result: RenewalResult = { renewed: 0, resynced: 0, failed: 0 };
  for (const { link, account } of due) {
    try {
      if (link.channelExpiresAt && link.channelExpiresAt.getTime() < now.getTime() + RENEW_BEFORE_MS) {
        if (await openChannel(gc, account, link, false)) result.renewed++;
      }
      if (link.lastError) {
        await syncLink(gc, link);
        result.resynced++;
      }
    } catch (err) {
      result.failed++;
      gc.log.warn({ linkId: link.id, err: (err as Error).message }, 'google calendar: renewal failed');
    }
  }
  return result;
}

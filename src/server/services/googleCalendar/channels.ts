/**
 * Push channels (events.watch): one per linked calendar. Google sends the channel id and our
 * token with every notification; only the token's hash is stored. Channels expire (we ask for
 * 7 days) and are renewed by the renewal job before that.
 */
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { googleCalendarLinks } from '../../db/schema';
import { withAccessToken } from './accessTokens';
import { sha256 } from './tokenCipher';
import type { CalendarAccount, CalendarLink, GoogleCalendarService } from './service';

export const CHANNEL_TTL_SEC = 7 * 24 * 3600;

interface ChannelRef {
  channelId: string | null;
  channelResourceId: string | null;
}

/** Stops a channel at Google; failures are only logged (an orphaned channel just runs out). */
export async function stopChannelQuietly(gc: GoogleCalendarService, account: CalendarAccount, ref: ChannelRef): Promise<void> {
  if (!ref.channelId || !ref.channelResourceId) return;
  const channel = { id: ref.channelId, resourceId: ref.channelResourceId };
  try {
    await withAccessToken(gc, account, (token) => gc.client.stopChannel(token, channel));
  } catch (err) {
    gc.log.warn({ channelId: channel.id, err: (err as Error).message }, 'google calendar: stopping a channel failed');
  }
}

/**
 * Opens a new channel for the link. `stopOldFirst` (startWatch) stops the stored channel before;
 * otherwise (renewal) the old one is stopped after the new one is in place, so no change is
 * missed. The new channel is stored only if the stored one is still the one we replaced: when
 * another process got there first, ours is stopped again. Returns whether ours was stored.
 */
export async function openChannel(gc: GoogleCalendarService, account: CalendarAccount, link: CalendarLink, stopOldFirst: boolean): Promise<boolean> {
  const previous: ChannelRef = { channelId: link.channelId, channelResourceId: link.channelResourceId };
  if (stopOldFirst) await stopChannelQuietly(gc, account, previous);
  const id = crypto.randomUUID();
  const token = crypto.randomBytes(24).toString('base64url');
  const watched = await withAccessToken(gc, account, (accessToken) =>
    gc.client.watchEvents(accessToken, link.calendarId, { id, token, address: gc.notificationAddress, ttlSec: CHANNEL_TTL_SEC }),
  );
  const set = { channelId: id, channelResourceId: watched.resourceId, channelTokenHash: sha256(token), channelExpiresAt: watched.expiresAt };
  const stored = await forCentre(gc.db, link.centreId)
    .update(googleCalendarLinks)
    .set(set)
    .where(and(eq(googleCalendarLinks.id, link.id), previous.channelId ? eq(googleCalendarLinks.channelId, previous.channelId) : isNull(googleCalendarLinks.channelId)))
    .returning({ id: googleCalendarLinks.id });
  if (stored.length === 0) {
    await stopChannelQuietly(gc, account, { channelId: id, channelResourceId: watched.resourceId });
    return false;
  }
  Object.assign(link, set);
  if (!stopOldFirst) await stopChannelQuietly(gc, account, previous);
  return true;
}

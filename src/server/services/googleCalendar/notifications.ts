/**
 * Google's change notifications (POST with X-Goog-* headers, no body). A notification is only
 * acted on when its channel id is ours and its token matches the stored hash; anything else is
 * answered like an unknown address and does no work.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { acrossCentres } from '../../db/centreScope';
import { googleCalendarLinks } from '../../db/schema';
import { isUuid } from '../../../shared/validators/uuid';
import { syncLink } from './eventSync';
import { sha256 } from './tokenCipher';
import type { GoogleCalendarService } from './service';

export type NotificationOutcome = 'unknown' | 'ignored' | 'synced' | 'failed';

type Headers = Record<string, string | string[] | undefined>;
const header = (h: Headers, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export async function handleNotification(gc: GoogleCalendarService, headers: Headers): Promise<NotificationOutcome> {
  const channelId = header(headers, 'x-goog-channel-id');
  const token = header(headers, 'x-goog-channel-token');
  const resourceId = header(headers, 'x-goog-resource-id');
  const state = header(headers, 'x-goog-resource-state');
  if (!isUuid(channelId) || !token) return 'unknown';
  const byChannel = acrossCentres(googleCalendarLinks, "Google's notification names only its channel; the link row says the centre");
  const [link] = await gc.db.select().from(byChannel).where(eq(googleCalendarLinks.channelId, channelId));
  if (!link?.channelTokenHash || !sameHash(sha256(token), link.channelTokenHash)) return 'unknown';
  if (resourceId && link.channelResourceId && resourceId !== link.channelResourceId) return 'unknown';
  if (state !== 'sync' && state !== 'exists') return 'ignored';
  try {
    await syncLink(gc, link);
    return 'synced';
  } catch (err) {
    // Kept on the link (lastError); the renewal job retries. Google gets its 2xx either way.
    gc.log.warn({ linkId: link.id, err: (err as Error).message }, 'google calendar: sync after notification failed');
    return 'failed';
  }
}

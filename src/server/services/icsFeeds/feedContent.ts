/**
 * The public feed: a token leads to its feed (any centre: the token is the key), then that
 * therapist's appointments in that centre, 30 days back to 18 months ahead, through the
 * centre scope. Unknown, malformed and revoked tokens are all the same `null` (404).
 */
import { and, asc, eq, gte, isNull, lte, notInArray } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { appointments, centres, contacts, icsFeeds, services, userSettings } from '../../db/schema';
import { sha256 } from '../auth/tokens';
import { translate } from '../../i18n';
import { localToday } from '../appointments/times';
import { FEED_LEFT_OUT_STATUSES, feedDateRange, feedEventTitle } from '../../../shared/icsFeed';
import { DEFAULT_TIME_ZONE } from '../../../shared/recurrence';
import { feedCalendarText } from './feedCalendar';

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

async function feedOfToken(db: Db, token: string) {
  if (!TOKEN.test(token)) return null;
  const [feed] = await db.select().from(acrossCentres(icsFeeds, 'a feed is reached by its secret token, which names its centre')).where(eq(icsFeeds.tokenHash, sha256(token)));
  return feed ?? null;
}

/** The feed's iCalendar text, or null for a token that opens nothing. */
export async function feedText(db: Db, publicUrl: string, token: string, now = Date.now()): Promise<string | null> {
  const feed = await feedOfToken(db, token);
  if (!feed) return null;
  const [centre] = await db.select({ name: centres.name, timeZone: centres.timezone }).from(centres).where(eq(centres.id, feed.centreId));
  const [settings] = await db.select({ language: userSettings.language }).from(userSettings).where(eq(userSettings.userId, feed.userId));
  const timeZone = centre?.timeZone || DEFAULT_TIME_ZONE;
  const { from, to } = feedDateRange(localToday(timeZone, now));
  const rows = await forCentre(db, feed.centreId)
    .select({
      appointmentId: appointments.appointmentId,
      date: appointments.date,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      updatedAt: appointments.updatedAt,
      title: appointments.title,
      serviceName: services.name,
      groupEvent: services.groupEvent,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
    })
    .from(appointments)
    .leftJoin(services, eq(services.serviceId, appointments.serviceFk))
    .leftJoin(contacts, eq(contacts.contactId, appointments.contactFk))
    .where(
      and(
        eq(appointments.resourceId, feed.userId),
        gte(appointments.date, from),
        lte(appointments.date, to),
        notInArray(appointments.status, [...FEED_LEFT_OUT_STATUSES]),
        // Clients who joined a group slot share its time: the slot stands for all of them.
        isNull(appointments.groupEventFk),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.appointmentId));
  const fallback = translate(settings?.language ?? 'de', 'calendarFeed.event.untitled');
  return feedCalendarText({
    name: `${centre?.name ?? ''} – Kura`,
    timeZone,
    publicUrl,
    events: rows.map((r) => ({
      appointmentId: r.appointmentId,
      date: r.date,
      startTime: r.startTime,
      endTime: r.endTime,
      lastModified: r.updatedAt,
      summary: feedEventTitle({
        serviceName: r.serviceName,
        title: r.title,
        // A group slot's row names only its first client: a class is shown by its service.
        clientName: r.firstName === null || r.groupEvent ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
        showClientNames: feed.showClientNames,
        fallback,
      }),
    })),
  });
}

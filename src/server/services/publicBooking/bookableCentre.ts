/**
 * What of a centre the public booking API may show (issue 10 §4): a centre takes online bookings
 * once its owner switched `bookingEnabled` on; then its bookable services are those with
 * `onlineBooking` and at least one bookable therapist, and its bookable therapists are active
 * members with working hours who are assigned to such a service (`resourceIds`). An unknown
 * centre and one without online booking answer the same 404, so the API tells nothing apart.
 */
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centreProviders, centres, onlinePresenceSettings, scheduleTemplateDays, services, specialDays, users } from '../../db/schema';
import { notFound } from '../../errors';
import { isCurrentMember } from '../centres/centreView';
import { localToday } from '../appointments/times';
import { isUuid } from '../../../shared/validators/uuid';
import { DEFAULT_TIME_ZONE } from '../../../shared/recurrence';
import type { BookingLimit, LimitUnit } from '../../../shared/availability';

export type CentreRow = typeof centres.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

export interface BookableCentre {
  centre: CentreRow;
  timeZone: string;
  notice: BookingLimit;
  horizon: BookingLimit;
}

export interface BookableTherapist {
  userId: string;
  firstName: string;
  lastName: string;
  avatarFileId: string | null;
}

/** The centre when it takes online bookings, else 404 (the same for an unknown id). */
export async function loadBookableCentre(db: Queryable, centreId: string): Promise<BookableCentre> {
  if (!isUuid(centreId)) throw notFound();
  const [centre] = await db.select().from(centres).where(eq(centres.id, centreId));
  if (!centre) throw notFound();
  const [presence] = await forCentre(db, centreId).select().from(onlinePresenceSettings).limit(1);
  if (!presence?.bookingEnabled) throw notFound();
  return {
    centre,
    timeZone: centre.timezone || DEFAULT_TIME_ZONE,
    notice: { amount: presence.bookingLimitAmount, unit: presence.bookingLimitUnit as LimitUnit },
    horizon: { amount: presence.bookingHorizonAmount, unit: presence.bookingHorizonUnit as LimitUnit },
  };
}

/** Services flagged for online booking, by name. */
export async function onlineServices(db: Queryable, centreId: string, serviceId?: string): Promise<ServiceRow[]> {
  return forCentre(db, centreId)
    .select()
    .from(services)
    .where(and(eq(services.onlineBooking, true), serviceId ? eq(services.serviceId, serviceId) : undefined))
    .orderBy(asc(services.name), asc(services.serviceId));
}

/**
 * Active current members among `userIds` who have working hours in the centre: an available
 * template day with slots, or a special day with slots from today on.
 */
export async function bookableTherapists(db: Queryable, b: BookableCentre, userIds: readonly string[]): Promise<BookableTherapist[]> {
  if (userIds.length === 0) return [];
  const scoped = forCentre(db, b.centre.id);
  const ids = [...new Set(userIds)];
  const [members, templates, specials] = await Promise.all([
    scoped
      .select({ userId: centreProviders.userId, firstName: users.firstName, lastName: users.lastName, avatarFileId: centreProviders.avatarFileId })
      .from(centreProviders)
      .innerJoin(users, eq(users.id, centreProviders.userId))
      .where(and(inArray(centreProviders.userId, ids), eq(centreProviders.active, true), isNull(users.deletedAt), isCurrentMember(scoped)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(centreProviders.userId)),
    scoped
      .select({ userId: scheduleTemplateDays.userId })
      .from(scheduleTemplateDays)
      .where(and(inArray(scheduleTemplateDays.userId, ids), eq(scheduleTemplateDays.available, true), sql`jsonb_array_length(${scheduleTemplateDays.timeSlots}) > 0`)),
    scoped
      .select({ userId: specialDays.userId })
      .from(specialDays)
      .where(and(inArray(specialDays.userId, ids), gte(specialDays.date, localToday(b.timeZone)), sql`jsonb_array_length(${specialDays.timeSlots}) > 0`)),
  ]);
  const working = new Set([...templates, ...specials].map((r) => r.userId));
  return members.filter((m) => working.has(m.userId));
}

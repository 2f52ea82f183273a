/**
 * What of a centre the public booking API may show (issue 10 §4): a centre takes online bookings
 * once its owner switched `bookingEnabled` on; then its bookable services are those with
 * `onlineBooking` and at least one bookable therapist, and its bookable therapists are active
 * members "bookable online in this practice" (avBookingClinicIds: on from joining, the
 * therapist page's switch takes it off), with working hours, assigned to such a service (`resourceIds`). An unknown centre and
 * one without online booking answer the same 404, so the API tells nothing apart.
 */
import { and, asc, eq, exists, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { bookingCentres, bookingProviderOptions, centreProviders, centres, onlinePresenceSettings, scheduleTemplateDays, services, specialDays, users } from '../../db/schema';
import { notFound } from '../../errors';
import { isCurrentMember } from '../centres/centreView';
import { calendarOf, type CentreCalendar } from '../schedules/effectiveHours';
import { DEFAULT_SCHEDULE_STEP } from '../schedules/bookingOptions';
import { localToday } from '../appointments/times';
import { isUuid } from '../../../shared/validators/uuid';
import type { BookingLimit, LimitUnit } from '../../../shared/availability';

export type CentreRow = typeof centres.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

export interface BookableCentre {
  centre: CentreRow;
  calendar: CentreCalendar;
  timeZone: string;
  notice: BookingLimit;
  horizon: BookingLimit;
  /** Online cancellations and moves end this long before the appointment. */
  cancellation: BookingLimit;
  /** Only clients already in the address book may book (onlyAddressBookClients). */
  addressBookOnly: boolean;
  /** New clients give their date of birth (askDateOfBirth). */
  askDateOfBirth: boolean;
}

export interface BookableTherapist {
  userId: string;
  firstName: string;
  lastName: string;
  avatarFileId: string | null;
  profession: string;
  languages: string[];
  /** The booking grid (minScheduleStep), minutes. */
  step: number;
}

/** The centre when it takes online bookings, else 404 (the same for an unknown id). */
export async function loadBookableCentre(db: Queryable, centreId: string): Promise<BookableCentre> {
  if (!isUuid(centreId)) throw notFound();
  // No settings row means the defaults: booking off.
  const [row] = await forCentre(db, centreId)
    .select({ centre: centres, presence: onlinePresenceSettings })
    .from(onlinePresenceSettings)
    .innerJoin(centres, eq(centres.id, onlinePresenceSettings.centreId))
    .where(eq(onlinePresenceSettings.bookingEnabled, true))
    .limit(1);
  if (!row) throw notFound();
  const { centre, presence } = row;
  const calendar = calendarOf(centre);
  return {
    centre,
    calendar,
    timeZone: calendar.timeZone,
    notice: { amount: presence.bookingLimitAmount, unit: presence.bookingLimitUnit as LimitUnit },
    horizon: { amount: presence.bookingHorizonAmount, unit: presence.bookingHorizonUnit as LimitUnit },
    cancellation: { amount: presence.cancellationLimitAmount, unit: presence.cancellationLimitUnit as LimitUnit },
    addressBookOnly: presence.onlyAddressBookClients,
    askDateOfBirth: presence.askDateOfBirth,
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
 * Bookable therapists among `userIds`, by name: active current members switched bookable here,
 * with working hours in the centre (an available template day with slots, or a special day with
 * slots from today on). One query: it runs on every slots request.
 */
export async function bookableTherapists(db: Queryable, b: BookableCentre, userIds: readonly string[]): Promise<BookableTherapist[]> {
  if (userIds.length === 0) return [];
  const scoped = forCentre(db, b.centre.id);
  const one = sql`1`;
  const template = scoped
    .select({ one })
    .from(scheduleTemplateDays)
    .where(and(eq(scheduleTemplateDays.userId, centreProviders.userId), eq(scheduleTemplateDays.available, true), sql`jsonb_array_length(${scheduleTemplateDays.timeSlots}) > 0`));
  const special = scoped
    .select({ one })
    .from(specialDays)
    .where(and(eq(specialDays.userId, centreProviders.userId), gte(specialDays.date, localToday(b.timeZone)), sql`jsonb_array_length(${specialDays.timeSlots}) > 0`));
  const switchedOn = scoped.select({ one }).from(bookingCentres).where(eq(bookingCentres.userId, centreProviders.userId));
  const rows = await scoped
    .select({
      userId: centreProviders.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarFileId: centreProviders.avatarFileId,
      profession: centreProviders.profession,
      languages: centreProviders.languages,
      step: bookingProviderOptions.minScheduleStep,
    })
    .from(centreProviders)
    .innerJoin(users, eq(users.id, centreProviders.userId))
    .leftJoin(bookingProviderOptions, eq(bookingProviderOptions.userId, centreProviders.userId))
    .where(
      and(
        inArray(centreProviders.userId, [...new Set(userIds)]),
        eq(centreProviders.active, true),
        isNull(users.deletedAt),
        isCurrentMember(scoped),
        exists(switchedOn),
        or(exists(template), exists(special)),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(centreProviders.userId));
  return rows.map((r) => ({ ...r, step: r.step ?? DEFAULT_SCHEDULE_STEP }));
}

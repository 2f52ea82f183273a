/**
 * Working hours of providers (issue 9 §4): the weekly template per centre, special days, the
 * centres a provider is bookable in, and their booking options. src/server/db/schema.ts
 * re-exports them; import tables from ./schema. Kept in their own module so their migration can
 * be regenerated on its own (README "Working hours").
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { centreProviders, users } from './baseTables';

/** A slot as stored: wall-clock times of the centre's zone, HH:mm. */
export interface StoredSlot {
  startTime: string;
  endTime: string;
  event?: string;
}

/** The membership key: leaving a centre drops its working hours there. */
const membership = (name: string, t: { centreId: AnyPgColumn; userId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.centreId, t.userId],
    foreignColumns: [centreProviders.centreId, centreProviders.userId],
    name,
  }).onDelete('cascade');

/**
 * One weekday of a provider's weekly template in one centre (spec §3 Schedule). A provider with
 * no row for a weekday in any centre has the default day (unavailable, 09:00–17:00). `available`
 * is per centre, so a manager of one centre never switches off a day in another.
 */
export const scheduleTemplateDays = pgTable(
  'schedule_template_days',
  {
    id: id(),
    centreId: uuid('centre_id').notNull(),
    userId: uuid('user_id').notNull(),
    weekDay: integer('week_day').notNull(),
    available: boolean('available').notNull().default(false),
    timeSlots: jsonb('time_slots').$type<StoredSlot[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('schedule_template_days_provider_day_uq').on(t.centreId, t.userId, t.weekDay),
    membership('schedule_template_days_membership_fk', t),
    check('schedule_template_days_week_day_ck', sql`${t.weekDay} between 0 and 6`),
  ],
);

/** A date on which the provider works these slots in the centre instead of the template. */
export const specialDays = pgTable(
  'special_days',
  {
    id: id(),
    centreId: uuid('centre_id').notNull(),
    userId: uuid('user_id').notNull(),
    date: text('date').notNull(),
    timeSlots: jsonb('time_slots').$type<StoredSlot[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('special_days_provider_date_uq').on(t.centreId, t.userId, t.date),
    membership('special_days_membership_fk', t),
    check('special_days_date_ck', sql`${t.date} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
);

/** The centres a provider takes online bookings in (avBookingClinicIds, spec §3 booking-provider options). */
export const bookingCentres = pgTable(
  'booking_centres',
  {
    centreId: uuid('centre_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.userId] }), membership('booking_centres_membership_fk', t)],
);

/** The provider's own booking options (spec §3): one row per user, whatever the centre. */
export const bookingProviderOptions = pgTable('booking_provider_options', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  instantBooking: boolean('instant_booking').notNull().default(false),
  /** Step between offered start times, minutes (spec §9: the booking step unit is minutes). */
  minScheduleStep: integer('min_schedule_step').notNull().default(15),
  notificationOptions: jsonb('notification_options').$type<{ nickname?: string; hasDun?: boolean; dunHours?: number }>().notNull().default({}),
  thirdPartyCalendars: jsonb('third_party_calendars').$type<string[]>().notNull().default([]),
  smsPackageOptions: jsonb('sms_package_options')
    .$type<{
      autoRenewSMSPackage?: boolean;
      smsPlanId?: string;
      smsPlanView?: string;
    }>()
    .notNull()
    .default({}),
  updatedAt: updatedAt(),
});

/**
 * The booking waitlist (issue 10 §6): patients who want a time that is not free yet. When a slot
 * in an entry's range frees up, the first entry in line gets it offered and held for a while; a
 * live offer blocks that slot for everyone else (services/publicBooking/takenTime.ts).
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { centres } from './baseTables';
import { createdAt, id, updatedAt } from './columns';
import { contacts, services } from './schema.gen';
import { WAITLIST_ENTRY_STATUSES } from '../../shared/api/waitlist';


export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    /** The place in line: first come, first served (timestamps of two joins may be equal). */
    position: bigserial('position', { mode: 'number' }).notNull(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.serviceId, { onDelete: 'cascade' }),
    /** The therapist asked for; null = any who offers the service. */
    providerId: uuid('provider_id'),
    /** The days the patient can come, the centre's calendar dates, inclusive. */
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** E.164, verified by an SMS code when the entry was made. */
    phone: text('phone').notNull(),
    /** The country code as typed ("+41"), to write the contact a booking creates. */
    countryPhone: text('country_phone').notNull(),
    language: text('language').notNull(),
    /** The address-book contact with that phone or e-mail, when there was one. */
    contactId: uuid('contact_id').references(() => contacts.contactId, { onDelete: 'set null' }),
    status: text('status', { enum: WAITLIST_ENTRY_STATUSES }).notNull().default('waiting'),
    /** The offered slot while status is offered (and kept afterwards for the record). */
    offerProviderId: uuid('offer_provider_id'),
    offerDate: date('offer_date', { mode: 'string' }),
    offerStartTime: text('offer_start_time'),
    offerEndTime: text('offer_end_time'),
    /** The time the offer holds, buffers included, so the slot engine can block it. */
    offerBusyFrom: timestamp('offer_busy_from', { withTimezone: true }),
    offerBusyUntil: timestamp('offer_busy_until', { withTimezone: true }),
    /** sha256 (hex) of the offer link's token; the token itself is only in the patient's message. */
    offerTokenHash: text('offer_token_hash'),
    offeredUntil: timestamp('offered_until', { withTimezone: true }),
    /** The appointment the offer became. */
    appointmentId: uuid('appointment_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('waitlist_entries_queue_idx').on(t.centreId, t.status, t.position),
    uniqueIndex('waitlist_entries_offer_token_uq').on(t.offerTokenHash),
    index('waitlist_entries_holds_idx').on(t.offerProviderId, t.offeredUntil).where(sql`${t.status} = 'offered'`),
    check('waitlist_entries_range_ck', sql`${t.toDate} >= ${t.fromDate}`),
    check('waitlist_entries_offer_ck', sql`${t.status} <> 'offered' OR (${t.offerTokenHash} IS NOT NULL AND ${t.offeredUntil} IS NOT NULL AND ${t.offerBusyFrom} IS NOT NULL)`),
  ],
);

/**
 * Public booking (issue 10 §3, §4): the SMS codes that verify a patient's phone before a booking
 * is written, and the "manage my booking" links of online bookings. Phone codes belong to no
 * centre and no user: the patient has no account, and the code proves the phone, not a centre.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { centres } from './baseTables';
import { createdAt, id } from './columns';
import { appointments } from './schema.gen';

export const phoneVerificationCodes = pgTable(
  'phone_verification_codes',
  {
    id: id(),
    /** E.164 ("+41791234567"): the same number typed in national or international form is one phone. */
    phone: text('phone').notNull(),
    /** sha256 of phone and code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verification_codes_phone_idx').on(t.phone, t.expiresAt)],
);

/**
 * One row per appointment booked online: the hash of its manage link's token (the token itself
 * is only in the patient's confirmation), and the contact who booked it.
 */
export const onlineBookings = pgTable(
  'online_bookings',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.appointmentId, { onDelete: 'cascade' }),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the random manage token: a leaked database does not open the links. */
    tokenHash: text('token_hash').notNull().unique('online_bookings_token_hash_uq'),
    /**
     * sha256 of the second link, minted for a message sent after the booking (the inbox's
     * confirmation: the booking's own token is not known any more). Both open the booking.
     */
    messageTokenHash: text('message_token_hash').unique('online_bookings_message_token_hash_uq'),
    /** Set when the patient cancelled through the manage link (the inbox's online cancellations). */
    cancelledOnlineAt: timestamp('cancelled_online_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('online_bookings_centre_idx').on(t.centreId, t.cancelledOnlineAt)],
);

/**
 * Kura appointments written into a provider's Google calendar: one row per appointment and
 * account, saying which calendar holds the event and which version of the appointment was
 * written last. The event id itself is derived from the appointment id (shared/googleEventId.ts).
 * src/server/db/schema.ts re-exports it.
 */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { centres } from './baseTables';
import { googleCalendarAccounts } from './providerTables';

export const googleCalendarWrittenEvents = pgTable(
  'google_calendar_written_events',
  {
    id: id(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => googleCalendarAccounts.id, { onDelete: 'cascade' }),
    /** No foreign key: the event at Google is removed after the appointment row may be gone. */
    appointmentId: uuid('appointment_id').notNull(),
    calendarId: text('calendar_id').notNull(),
    /** The appointment's state when written (updated_at, times, title): a retried job with nothing new writes nothing. */
    version: text('version').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('google_calendar_written_events_account_uq').on(t.accountId, t.appointmentId), index('google_calendar_written_events_appointment_idx').on(t.centreId, t.appointmentId)],
);

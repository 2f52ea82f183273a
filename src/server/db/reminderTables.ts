/**
 * The reminders an appointment has on the job queue (issue 9 §6): one row per appointment and
 * reminder kind, naming the pg-boss job that will send it, for the start time it was planned for.
 * A move, a cancel or a status change reconciles these rows in the change's transaction: jobs that
 * no longer fit are cancelled by id, missing ones are sent (services/appointments/reminders).
 */
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReminderKind } from '../../shared/reminders';
import { centres } from './baseTables';
import { appointments } from './schema.gen';

export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.appointmentId, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    /** The appointment's start the reminder was planned for: a job for another start is stale. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    jobId: uuid('job_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.kind] }), index('appointment_reminders_centre_idx').on(t.centreId, t.dueAt)],
);

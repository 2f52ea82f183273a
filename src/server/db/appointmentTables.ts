/**
 * Hand-written tables of appointments (issue 9): the repetition series and the history entries
 * (treatment notes). The appointment record itself is generated from schemas/appointment.schema.json (schema.gen.ts); its no-overlap
 * exclusion constraint is hand SQL in migrations/0014_appointments.sql.
 */
import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Repetition } from '../../shared/recurrence';
import { createdAt, id, updatedAt } from './columns';
import { centres, users } from './baseTables';

/** Field values every occurrence of a series starts with (wire names of the appointment record). */
export type SeriesTemplate = Record<string, unknown>;

/** A date of a series without a row: the extension job found the slot taken. */
export interface SkippedDate {
  date: string;
  reason: 'clash';
  /** When the job skipped it (ISO instant). */
  at: string;
}

/**
 * A repeating appointment: its rule (or explicit dates) in the centre's wall clock. Occurrences
 * are appointment rows (series_fk, seriesIndex) created through `expandedUntil`, 18 months ahead;
 * an ENDLESS series is continued from there as time passes.
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: id(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The rule; null for an irregular repetition (explicit dates). */
    rule: jsonb('rule').$type<Repetition>(),
    /** Irregular repetitions: the dates after the first one. */
    dates: jsonb('dates').$type<string[]>(),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** IANA zone whose wall clock the times are in (the centre's, at creation). */
    timeZone: text('time_zone').notNull(),
    /** Occurrences exist through this local date (the horizon of the last expansion). */
    expandedUntil: date('expanded_until', { mode: 'string' }).notNull(),
    /**
     * Ended from this occurrence on ("this and all following" or all cancelled or deleted): the
     * extension job adds no rows any more. Null while the series goes on.
     */
    endedFromIndex: integer('ended_from_index'),
    /** The cancel that ended it, so undoCancel lets the series go on again. */
    endedByBatch: uuid('ended_by_batch'),
    /** Dates the extension job left out because the therapist was busy then (clash), with when. */
    skippedDates: jsonb('skipped_dates').$type<SkippedDate[]>().notNull().default([]),
    template: jsonb('template').$type<SeriesTemplate>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('appointment_series_centre_idx').on(t.centreId, t.resourceId)],
);

/**
 * Treatment notes of an appointment (history entries): health data. An entry is never
 * overwritten; each change adds a version row (same entry id, version + 1), so who wrote what
 * and when stays readable. Reads and writes are audited.
 */
export const appointmentHistoryEntries = pgTable(
  'appointment_history_entries',
  {
    id: id(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    /** The appointment (appointments.appointment_id; foreign key in the migration's hand SQL). */
    appointmentId: uuid('appointment_id').notNull(),
    /** The entry all versions share. */
    entryId: uuid('entry_id').notNull(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('appointment_history_entries_version_uq').on(t.entryId, t.version), index('appointment_history_entries_appointment_idx').on(t.centreId, t.appointmentId)],
);

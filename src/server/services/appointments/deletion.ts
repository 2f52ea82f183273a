/**
 * Deleting keeps what a restore needs: when (for the 30-day window) and the status before. The
 * SET reads the row's own status, so one UPDATE deletes rows of different statuses correctly.
 */
import { sql } from 'drizzle-orm';
import { appointments } from '../../db/schema';

/** Days a deleted appointment can be restored; after that the daily purge removes it. */
export const RESTORE_DAYS = 30;

/** The columns an UPDATE sets to delete appointments (restorable for RESTORE_DAYS). */
export const deletedSet = (now = new Date()) => ({ status: 'DELETED', statusBeforeDelete: sql`${appointments.status}`, deletedAt: now, updatedAt: now });

/** When a deleted row was deleted: rows deleted before `deleted_at` existed count from their last change. */
export const deletedSince = sql`coalesce(${appointments.deletedAt}, ${appointments.updatedAt})`;

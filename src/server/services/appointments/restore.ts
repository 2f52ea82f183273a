/**
 * The "Restore deleted appointments" table (wording.md §2): a centre's appointments deleted within
 * the last 30 days, and restoring one to exactly its status before deletion (409
 * appointmentOverlap when that status holds time and its slot was taken meanwhile). Older deleted
 * rows are health data nobody can bring back any more, so the daily job purges them (with their
 * treatment notes, by the foreign key's cascade, and their documents), audited as deletions by the system.
 */
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { acrossCentres, forCentre } from '../../db/centreScope';
import { appointments } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { publishAfterCommit } from '../../events/bus';
import { queueGoogleWrites } from '../googleCalendar/writeQueue';
import { recordAccess, recordAudit, recordAuditMany } from '../audit/recordAudit';
import { isUuid } from '../../../shared/validators/uuid';
import { deleteFileRows, removeStoredFiles } from '../files/fileRecords';
import type { FileStore } from '../files/fileStore';
import { announce, callerRole, type AppointmentCaller } from './context';
import { clashAfterRefusal } from './create';
import { deletedSince, RESTORE_DAYS } from './deletion';
import { findClashes, overlapError } from './overlap';
import { toWire, type AppointmentRow, type AppointmentWire } from './record';
import { FREEING_STATUSES, isStatus, type AppointmentStatus } from './transitions';

const DAY_MS = 86_400_000;
/** The most rows the table shows (a practice deletes a few a day). */
const LIST_LIMIT = 2000;

const windowStart = (now: Date) => new Date(now.getTime() - RESTORE_DAYS * DAY_MS);
const restorable = (now: Date) => and(eq(appointments.status, 'DELETED'), gte(deletedSince, windowStart(now)));

/** The centre's deleted appointments that can still be restored, the latest deletion first. */
export async function listDeleted(c: AppointmentCaller, now = new Date()): Promise<AppointmentWire[]> {
  const rows = await forCentre(c.db, c.centreId).select().from(appointments).where(restorable(now)).orderBy(desc(deletedSince), desc(appointments.appointmentId)).limit(LIST_LIMIT);
  await recordAccess(c.db, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'read', objectType: 'appointment', objectId: null, detail: { count: rows.length, filters: ['deleted'] } });
  return rows.map(toWire);
}

/** Puts a deleted appointment back to its status before deletion. */
export async function restoreAppointment(c: AppointmentCaller, id: string, now = new Date()): Promise<AppointmentWire> {
  if (!isUuid(id)) throw notFound();
  let range: AppointmentRow | null = null;
  try {
    return await publishAfterCommit(c.events, (events) =>
      c.db.transaction(async (tx) => {
        const scoped = forCentre(tx, c.centreId);
        const [row] = await scoped.select().from(appointments).where(eq(appointments.appointmentId, id)).for('update');
        if (!row) throw notFound();
        const [open] = await scoped.select({ id: appointments.appointmentId }).from(appointments).where(and(eq(appointments.appointmentId, id), restorable(now)));
        if (!open) throw conflict('nothingToRestore', { status: row.status });
        const status: AppointmentStatus = isStatus(row.statusBeforeDelete) ? row.statusBeforeDelete : 'CONFIRMED';
        // An entry of a group slot shares the slot's time: it holds no slot of its own.
        if (!FREEING_STATUSES.includes(status) && !row.groupEventFk) {
          range = row;
          const clashes = await findClashes(tx, row.resourceId, [{ date: row.date, busyFrom: row.busyFrom as Date, busyUntil: row.busyUntil as Date }], [id]);
          if (clashes.length > 0) throw overlapError(clashes);
        }
        const [saved] = await scoped.update(appointments).set({ status, statusBeforeDelete: null, deletedAt: null, updatedAt: now }).where(eq(appointments.appointmentId, id)).returning();
        await recordAudit(tx, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'update', objectType: 'appointment', objectId: id, detail: { fields: ['status'], via: 'restore' } });
        await queueGoogleWrites(tx, c.jobs, c.centreId, [saved]);
        announce(events, c, 'updated', [id]);
        return toWire(saved);
      }),
    );
  } catch (err) {
    const r = range as AppointmentRow | null;
    if (!r) throw err;
    throw await clashAfterRefusal(c, r.resourceId, [{ date: r.date, startsAt: r.startsAt as Date, endsAt: r.endsAt as Date, busyFrom: r.busyFrom as Date, busyUntil: r.busyUntil as Date, duration: 0 }], err, [id]);
  }
}

/** The daily purge (queue appointment-deleted-purge): deleted appointments past the window, in batches. */
export async function purgeDeletedAppointments(db: Db, store: FileStore | null, now = new Date()): Promise<number> {
  let purged = 0;
  const keys: string[] = [];
  for (;;) {
    keys.length = 0;
    const batch = await db.transaction(async (tx) => {
      const expired = await tx
        .select({ id: appointments.appointmentId })
        .from(acrossCentres(appointments, 'the retention purge finds expired deleted appointments of every centre'))
        .where(and(eq(appointments.status, 'DELETED'), lt(deletedSince, windowStart(now))))
        .limit(500)
        .for('update');
      if (expired.length === 0) return 0;
      const gone = await tx
        .delete(acrossCentres(appointments, 'the retention purge removes expired deleted appointments of every centre'))
        .where(inArray(appointments.appointmentId, expired.map((e) => e.id)))
        .returning({ id: appointments.appointmentId, centreId: appointments.centreId, documents: appointments.documents });
      for (const centreId of new Set(gone.map((g) => g.centreId))) {
        const ids = gone.filter((g) => g.centreId === centreId).map((g) => g.id);
        // Their documents go with them (the stored bytes after commit).
        keys.push(...(await deleteFileRows(tx, centreId, gone.filter((g) => g.centreId === centreId).flatMap((g) => (g.documents ?? []) as string[]))));
        await recordAuditMany(tx, centreId, ids.map((objectId) => ({ userId: null, role: null, action: 'delete' as const, objectType: 'appointment', objectId, detail: { via: 'retention' } })));
      }
      return gone.length;
    });
    if (store) await removeStoredFiles(store, keys.splice(0));
    purged += batch;
    if (batch < 500) return purged;
  }
}

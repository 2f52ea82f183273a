/**
 * History entries: the treatment notes of an appointment (behaviour.md §7 History). Health data:
 * every version is kept (a change adds a version, nothing is overwritten), every write and read is
 * in the audit log with ids and field names only, and nothing here leaves the practice.
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { appointmentHistoryEntries } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAccess, recordAudit, type AuditEvent } from '../audit/recordAudit';
import { isUuid } from '../../../shared/validators/uuid';
import { callerRole, type AppointmentCaller } from './context';
import { findAppointment } from './read';
import { groupBy } from '../../../shared/groupBy';

type EntryRow = typeof appointmentHistoryEntries.$inferSelect;

export interface HistoryVersion {
  version: number;
  text: string;
  authorId: string | null;
  createdAt: string;
}
export interface HistoryEntry extends HistoryVersion {
  historyEntryId: string;
  appointmentId: string;
  /** Every version, oldest first (the last one is the entry's current text). */
  versions?: HistoryVersion[];
}

const version = (r: EntryRow): HistoryVersion => ({ version: r.version, text: r.text, authorId: r.authorId, createdAt: r.createdAt.toISOString() });
const entry = (r: EntryRow): HistoryEntry => ({ historyEntryId: r.entryId, appointmentId: r.appointmentId, ...version(r) });

const audit = (c: AppointmentCaller, action: 'create' | 'update', id: string): AuditEvent => ({
  centreId: c.centreId,
  userId: c.auth.userId,
  role: callerRole(c),
  action,
  objectType: 'appointmentHistoryEntry',
  objectId: id,
  detail: { fields: ['text'] },
});

/** The centre of a history entry reached by its id, for the access guard. */
export async function centreOfHistoryEntry(db: Db, entryId: string): Promise<string | undefined> {
  if (!isUuid(entryId)) return undefined;
  const [row] = await db
    .select({ centreId: appointmentHistoryEntries.centreId })
    .from(acrossCentres(appointmentHistoryEntries, 'finding the centre of a history entry reached by its id, for the access guard'))
    .where(eq(appointmentHistoryEntries.entryId, entryId))
    .limit(1);
  return row?.centreId;
}

export async function createHistoryEntry(c: AppointmentCaller, appointmentId: string, text: string): Promise<HistoryEntry> {
  await findAppointment(c, appointmentId);
  const entryId = crypto.randomUUID();
  return c.db.transaction(async (tx) => {
    const [row] = await forCentre(tx, c.centreId)
      .insert(appointmentHistoryEntries)
      .values({ appointmentId, entryId, version: 1, text, authorId: c.auth.userId })
      .returning();
    await recordAudit(tx, audit(c, 'create', entryId));
    return entry(row);
  });
}

/** A new version of the entry; the earlier ones stay. */
export async function updateHistoryEntry(c: AppointmentCaller, entryId: string, text: string): Promise<HistoryEntry> {
  if (!isUuid(entryId)) throw notFound();
  return c.db.transaction(async (tx) => {
    const scoped = forCentre(tx, c.centreId);
    // Locks the versions so two simultaneous changes get versions n+1 and n+2.
    const [latest] = await scoped.select().from(appointmentHistoryEntries).where(eq(appointmentHistoryEntries.entryId, entryId)).orderBy(desc(appointmentHistoryEntries.version)).limit(1).for('update');
    if (!latest) throw notFound();
    const [row] = await scoped
      .insert(appointmentHistoryEntries)
      .values({ appointmentId: latest.appointmentId, entryId, version: latest.version + 1, text, authorId: c.auth.userId })
      .returning();
    await recordAudit(tx, audit(c, 'update', entryId));
    return entry(row);
  });
}

/** Every entry of the appointment with its current text and all versions, oldest entry first. */
export async function fullHistory(c: AppointmentCaller, appointmentId: string): Promise<HistoryEntry[]> {
  await findAppointment(c, appointmentId);
  const rows = await forCentre(c.db, c.centreId)
    .select()
    .from(appointmentHistoryEntries)
    .where(and(eq(appointmentHistoryEntries.appointmentId, appointmentId)))
    .orderBy(asc(appointmentHistoryEntries.createdAt), asc(appointmentHistoryEntries.version));
  const byEntry = groupBy(rows, (r) => r.entryId);
  const out = [...byEntry.values()].map((versions) => ({ ...entry(versions[versions.length - 1]), createdAt: versions[0].createdAt.toISOString(), versions: versions.map(version) }));
  await recordAccess(c.db, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'read', objectType: 'appointmentHistoryEntry', objectId: appointmentId, detail: { count: out.length } });
  return out;
}

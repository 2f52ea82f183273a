/**
 * Documents on an appointment (wording.md §3 "documents (name, size, type, date)", §5 "PDF, Word
 * and images only"): files of the centre's file store (purpose `appointmentDocument`), their ids
 * in the appointment's `documents`. The type comes from the bytes (src/shared/documentTypes.ts),
 * the multipart limit caps the size at 10 MB. Downloads go through the centre's
 * download-document call, which audits them. Uploads and removals are audited.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { appointments, files } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { publishAfterCommit } from '../../events/bus';
import { recordAccess, recordAudit } from '../audit/recordAudit';
import { commitWithFiles, deleteFileRows, removeStoredFiles, type NewFile } from '../files/fileRecords';
import type { FileStore } from '../files/fileStore';
import type { UploadedPart } from '../files/uploads';
import { documentType } from '../../../shared/documentTypes';
import { isUuid } from '../../../shared/validators/uuid';
import { announce, callerRole, type AppointmentCaller } from './context';
import { findAppointment } from './read';
import type { AppointmentStatus } from './transitions';
import type { AppointmentDocument } from '../../../shared/api/appointments';

export const DOCUMENT_PURPOSE = 'appointmentDocument';
export const MAX_DOCUMENTS = 50;
/** Documents may be added until the appointment is archived or gone. */
const GONE: readonly AppointmentStatus[] = ['DELETED', 'ARCHIVED'];


async function describe(db: Db, centreId: string, ids: string[]): Promise<AppointmentDocument[]> {
  if (ids.length === 0) return [];
  const rows = await forCentre(db, centreId)
    .select({ id: files.id, name: files.originalName, size: files.size, type: files.mimeType, date: files.createdAt })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.purpose, DOCUMENT_PURPOSE)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ file_id: id, name: r.name ?? '', size: Number(r.size), type: r.type, date: (r.date as Date).toISOString() }] : [];
  });
}

export async function listDocuments(c: AppointmentCaller, id: string): Promise<AppointmentDocument[]> {
  const row = await findAppointment(c, id);
  await recordAccess(c.db, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'read', objectType: 'appointment', objectId: id, detail: { fields: ['documents'] } });
  return describe(c.db, c.centreId, (row.documents ?? []) as string[]);
}

export async function addDocuments(c: AppointmentCaller, store: FileStore, id: string, uploads: UploadedPart[]): Promise<AppointmentDocument[]> {
  const row = await findAppointment(c, id);
  if (GONE.includes(row.status as AppointmentStatus)) throw conflict('appointmentNotEditable', { status: row.status });
  const newFiles: NewFile[] = uploads.map((u) => {
    const kind = documentType(u.data, u.filename);
    if ('refusal' in kind) throw badRequest(kind.refusal, { file: u.filename });
    return { centreId: c.centreId, purpose: DOCUMENT_PURPOSE, mimeType: kind.mime, data: u.data, originalName: u.filename, createdBy: c.auth.userId };
  });
  const ids = await publishAfterCommit(c.events, (events) =>
    commitWithFiles(c.db, store, c.centreId, newFiles, async (tx, fileIds) => {
      const scoped = forCentre(tx, c.centreId);
      const [current] = await scoped.select({ documents: appointments.documents }).from(appointments).where(eq(appointments.appointmentId, id)).for('update');
      if (!current) throw notFound();
      const documents = [...((current.documents ?? []) as string[]), ...fileIds];
      if (documents.length > MAX_DOCUMENTS) throw badRequest('tooManyDocuments', { max: MAX_DOCUMENTS });
      await scoped.update(appointments).set({ documents, updatedAt: new Date() }).where(eq(appointments.appointmentId, id));
      await recordAudit(tx, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'update', objectType: 'appointment', objectId: id, detail: { fields: ['documents'], count: fileIds.length } });
      announce(events, c, 'details', [id]);
      return { result: documents, removedKeys: [] };
    }),
  );
  return describe(c.db, c.centreId, ids);
}

export async function removeDocument(c: AppointmentCaller, store: FileStore, id: string, fileId: string): Promise<AppointmentDocument[]> {
  await findAppointment(c, id);
  if (!isUuid(fileId)) throw notFound();
  const { documents, keys } = await publishAfterCommit(c.events, (events) =>
    c.db.transaction(async (tx) => {
      const scoped = forCentre(tx, c.centreId);
      const [current] = await scoped.select({ documents: appointments.documents }).from(appointments).where(eq(appointments.appointmentId, id)).for('update');
      const list = (current?.documents ?? []) as string[];
      if (!list.includes(fileId)) throw notFound();
      const rest = list.filter((d) => d !== fileId);
      await scoped.update(appointments).set({ documents: rest, updatedAt: new Date() }).where(eq(appointments.appointmentId, id));
      const removed = await deleteFileRows(tx, c.centreId, [fileId]);
      await recordAudit(tx, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'update', objectType: 'appointment', objectId: id, detail: { fields: ['documents'], removed: 1 } });
      announce(events, c, 'details', [id]);
      return { documents: rest, keys: removed };
    }),
  );
  await removeStoredFiles(store, keys);
  return describe(c.db, c.centreId, documents);
}

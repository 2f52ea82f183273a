import { and, eq, inArray } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Db, Queryable, Tx } from '../../db/client';
import { files } from '../../db/schema';
import type { FileStore } from './fileStore';

/** Purposes whose files appear on the public clinic profile, so GET /api/files/{id} serves them. */
export const PUBLIC_FILE_PURPOSES = ['logo', 'picture', 'photo', 'avatar'] as const;
export type PublicFilePurpose = (typeof PUBLIC_FILE_PURPOSES)[number];

export const fileUrl = (fileId: string | null | undefined): string | null => (fileId ? `/api/files/${fileId}` : null);

export interface NewFile {
  centreId: string;
  purpose: string;
  mimeType: string;
  data: Buffer;
  originalName: string;
  createdBy: string;
}

/** A file of the public clinic profile (logo, pictures, avatars) by id, whichever centre it belongs to. */
export async function findPublicFile(db: Queryable, fileId: string) {
  const [file] = await db
    .select({ mimeType: files.mimeType, storageKey: files.storageKey })
    .from(acrossCentres(files, 'public profile images are served by id to anyone'))
    .where(and(eq(files.id, fileId), inArray(files.purpose, [...PUBLIC_FILE_PURPOSES])));
  return file;
}

/** Any file of the centre by id (another centre's id finds nothing). */
export async function findCentreFile(db: Queryable, centreId: string, fileId: string) {
  const [file] = await forCentre(db, centreId)
    .select({ mimeType: files.mimeType, storageKey: files.storageKey, originalName: files.originalName, createdAt: files.createdAt, purpose: files.purpose })
    .from(files)
    .where(eq(files.id, fileId));
  return file;
}

/** A file written to the store but not yet committed; `discard` removes it when the transaction fails. */
export interface StagedFile {
  storageKey: string;
  file: NewFile;
  discard(): Promise<void>;
}

export async function stageFile(store: FileStore, file: NewFile): Promise<StagedFile> {
  const storageKey = await store.put(file.centreId, file.data);
  return { storageKey, file, discard: () => store.delete(storageKey) };
}

/** Inserts the rows of a centre's staged files inside the caller's transaction; returns their ids in order. */
export async function insertStagedFiles(tx: Queryable, centreId: string, staged: StagedFile[]): Promise<string[]> {
  if (staged.length === 0) return [];
  const rows = await forCentre(tx, centreId)
    .insert(files)
    .values(
      staged.map(({ storageKey, file }) => ({
        centreId: file.centreId,
        purpose: file.purpose,
        mimeType: file.mimeType,
        size: file.data.length,
        originalName: file.originalName,
        storageKey,
        createdBy: file.createdBy,
      })),
    )
    .returning({ id: files.id });
  return rows.map((r) => r.id);
}

/** Deletes a centre's file rows inside a transaction and returns their storage keys, to remove after commit. */
export async function deleteFileRows(tx: Queryable, centreId: string, fileIds: (string | null | undefined)[]): Promise<string[]> {
  const ids = fileIds.filter((id): id is string => Boolean(id));
  if (ids.length === 0) return [];
  const rows = await forCentre(tx, centreId).delete(files).where(inArray(files.id, ids)).returning({ key: files.storageKey });
  return rows.map((r) => r.key);
}

export async function removeStoredFiles(store: FileStore, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => store.delete(key)));
}

/**
 * Stages files, runs the transaction with their new ids, and then removes replaced files from
 * disk; if the transaction fails the staged files are discarded, so nothing half-written stays.
 */
export async function commitWithFiles<T>(
  db: Db,
  store: FileStore,
  centreId: string,
  newFiles: NewFile[],
  work: (tx: Tx, fileIds: string[]) => Promise<{ result: T; removedKeys: string[] }>,
): Promise<T> {
  const staged: StagedFile[] = [];
  let outcome: { result: T; removedKeys: string[] };
  try {
    for (const f of newFiles) staged.push(await stageFile(store, f));
    outcome = await db.transaction(async (tx) => work(tx, await insertStagedFiles(tx, centreId, staged)));
  } catch (err) {
    await Promise.all(staged.map((s) => s.discard()));
    throw err;
  }
  await removeStoredFiles(store, outcome.removedKeys);
  return outcome.result;
}

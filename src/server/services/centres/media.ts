/** Logo, main picture, gallery photos and provider avatars: checked images stored through the FileStore. */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { forCentre } from '../../db/centreScope';
import { centreProviders, centres } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { acceptImage } from '../files/images';
import { commitWithFiles, deleteFileRows, removeStoredFiles, type NewFile } from '../files/fileRecords';
import type { UploadedPart } from '../files/uploads';

/** wording.md §3/§9: the gallery holds up to 5 images. */
export const MAX_GALLERY_PHOTOS = 5;

function imageFile(centreId: string, userId: string, purpose: string, upload: UploadedPart): NewFile {
  const image = acceptImage(upload.data);
  return { centreId, purpose, mimeType: image.mime, data: image.data, originalName: upload.filename, createdBy: userId };
}

/** Sets the logo or the main picture; the previous file is deleted. */
export async function replaceCentreImage(ctx: AppContext, centreId: string, userId: string, slot: 'logo' | 'picture', upload: UploadedPart) {
  const file = imageFile(centreId, userId, slot, upload);
  await commitWithFiles(ctx.db, ctx.files, centreId, [file], async (tx, [fileId]) => {
    const [c] = await tx.select().from(centres).where(eq(centres.id, centreId)).for('update');
    const previous = slot === 'logo' ? c.logoFileId : c.pictureFileId;
    await tx
      .update(centres)
      .set(slot === 'logo' ? { logoFileId: fileId, updatedAt: sql`now()` } : { pictureFileId: fileId, updatedAt: sql`now()` })
      .where(eq(centres.id, centreId));
    return { result: undefined, removedKeys: await deleteFileRows(tx, centreId, [previous]) };
  });
}

/** Appends gallery photos; the whole upload is refused when the gallery would exceed 5. */
export async function addCentrePhotos(ctx: AppContext, centreId: string, userId: string, uploads: UploadedPart[]) {
  const [before] = await ctx.db.select({ ids: centres.photoFileIds }).from(centres).where(eq(centres.id, centreId));
  if (before.ids.length + uploads.length > MAX_GALLERY_PHOTOS) throw conflict('tooManyPhotos', { max: MAX_GALLERY_PHOTOS });
  const newFiles = uploads.map((u) => imageFile(centreId, userId, 'photo', u));
  await commitWithFiles(ctx.db, ctx.files, centreId, newFiles, async (tx, fileIds) => {
    // Checked again under the row lock: two uploads at once must not pass the limit together.
    const [c] = await tx.select({ ids: centres.photoFileIds }).from(centres).where(eq(centres.id, centreId)).for('update');
    if (c.ids.length + fileIds.length > MAX_GALLERY_PHOTOS) throw conflict('tooManyPhotos', { max: MAX_GALLERY_PHOTOS });
    await tx
      .update(centres)
      .set({ photoFileIds: [...c.ids, ...fileIds], updatedAt: sql`now()` })
      .where(eq(centres.id, centreId));
    return { result: undefined, removedKeys: [] };
  });
}

/** Removes one gallery photo of this centre; another centre's file id is a 404. */
export async function deleteCentrePhoto(ctx: AppContext, centreId: string, fileId: string) {
  const keys = await ctx.db.transaction(async (tx) => {
    const [c] = await tx.select({ ids: centres.photoFileIds }).from(centres).where(eq(centres.id, centreId)).for('update');
    if (!c.ids.includes(fileId)) throw notFound();
    await tx
      .update(centres)
      .set({ photoFileIds: c.ids.filter((id) => id !== fileId), updatedAt: sql`now()` })
      .where(eq(centres.id, centreId));
    return deleteFileRows(tx, centreId, [fileId]);
  });
  await removeStoredFiles(ctx.files, keys);
}

/** Sets a provider's avatar in this centre; the previous avatar is deleted. */
export async function replaceProviderAvatar(ctx: AppContext, centreId: string, providerId: string, userId: string, upload: UploadedPart) {
  const file = imageFile(centreId, userId, 'avatar', upload);
  await commitWithFiles(ctx.db, ctx.files, centreId, [file], async (tx, [fileId]) => {
    const scoped = forCentre(tx, centreId);
    const [cp] = await scoped.select().from(centreProviders).where(eq(centreProviders.id, providerId)).for('update');
    if (!cp) throw notFound();
    await scoped.update(centreProviders).set({ avatarFileId: fileId, updatedAt: sql`now()` }).where(eq(centreProviders.id, providerId));
    return { result: undefined, removedKeys: await deleteFileRows(tx, centreId, [cp.avatarFileId]) };
  });
}

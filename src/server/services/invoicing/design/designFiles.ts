/**
 * The centre's invoice design images, kept with the file store like the clinic's logo: one file
 * row per slot, purpose `invoice-<slot>`. Replacing or removing takes the centre row's lock, so
 * two uploads at once leave one image, and the replaced file is removed from disk after commit.
 * Each change is audited as a change of the invoicing settings, naming the slot and the file.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { forCentre } from '../../../db/centreScope';
import type { Queryable } from '../../../db/client';
import { centres, files } from '../../../db/schema';
import { notFound } from '../../../errors';
import { INVOICE_DESIGN_SLOTS, type InvoiceDesignSlot } from '../../../../shared/invoiceDesign';
import type { InvoiceDesignState } from '../../../../shared/api/invoiceDesign';
import { commitWithFiles, deleteFileRows, removeStoredFiles } from '../../files/fileRecords';
import type { FileStore } from '../../files/fileStore';
import type { UploadedPart } from '../../files/uploads';
import { acceptDesignImage } from './designImage';
import type { AuthContext } from '../../../access/accessRules';
import { actorOf, recordAudit } from '../../audit/recordAudit';

const purposeOf = (slot: InvoiceDesignSlot) => `invoice-${slot}`;
const PURPOSES = INVOICE_DESIGN_SLOTS.map(purposeOf);
const slotOf = (purpose: string) => purpose.slice('invoice-'.length) as InvoiceDesignSlot;

type DesignRow = { id: string; purpose: string; mimeType: string; size: number; originalName: string; storageKey: string; createdAt: Date };

/** The newest file of each slot (the lock keeps it one; newest wins should a row ever be left behind). */
async function designRows(db: Queryable, centreId: string): Promise<Map<InvoiceDesignSlot, DesignRow>> {
  const rows = await forCentre(db, centreId)
    .select({ id: files.id, purpose: files.purpose, mimeType: files.mimeType, size: files.size, originalName: files.originalName, storageKey: files.storageKey, createdAt: files.createdAt })
    .from(files)
    .where(inArray(files.purpose, PURPOSES))
    .orderBy(desc(files.createdAt));
  const bySlot = new Map<InvoiceDesignSlot, DesignRow>();
  for (const r of rows) if (!bySlot.has(slotOf(r.purpose))) bySlot.set(slotOf(r.purpose), r);
  return bySlot;
}

/** What the settings page lists: per slot the file's name, type, size and time, or null. */
export async function invoiceDesignState(db: Queryable, centreId: string): Promise<InvoiceDesignState> {
  const rows = await designRows(db, centreId);
  const entry = (slot: InvoiceDesignSlot) => {
    const r = rows.get(slot);
    return r ? { fileId: r.id, name: r.originalName, mimeType: r.mimeType as 'image/jpeg' | 'image/png', size: r.size, uploadedAt: r.createdAt.toISOString() } : null;
  };
  return { logo: entry('logo'), header: entry('header'), background: entry('background') };
}

/** Sets the slot's image; the previous one is deleted. */
export async function replaceDesignImage(ctx: AppContext, centreId: string, auth: AuthContext, slot: InvoiceDesignSlot, upload: UploadedPart): Promise<void> {
  const image = await acceptDesignImage(upload.data);
  const file = { centreId, purpose: purposeOf(slot), mimeType: image.mime, data: image.data, originalName: upload.filename, createdBy: auth.userId };
  await commitWithFiles(ctx.db, ctx.files, centreId, [file], async (tx, [fileId]) => {
    await tx.select({ id: centres.id }).from(centres).where(eq(centres.id, centreId)).for('update');
    const previous = await forCentre(tx, centreId)
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.purpose, purposeOf(slot)), ne(files.id, fileId)));
    const removedKeys = await deleteFileRows(tx, centreId, previous.map((p) => p.id));
    await recordAudit(tx, { ...actorOf(auth, centreId), centreId, action: 'update', objectType: 'invoicingSettings', objectId: centreId, detail: { fields: [`design.${slot}`], fileId, name: upload.filename, mimeType: image.mime } });
    return { result: undefined, removedKeys };
  });
}

/** Removes the slot's image; 404 when there is none. */
export async function removeDesignImage(ctx: AppContext, centreId: string, auth: AuthContext, slot: InvoiceDesignSlot): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: centres.id }).from(centres).where(eq(centres.id, centreId)).for('update');
    const rows = await forCentre(tx, centreId).select({ id: files.id }).from(files).where(eq(files.purpose, purposeOf(slot)));
    if (rows.length === 0) throw notFound();
    await recordAudit(tx, { ...actorOf(auth, centreId), centreId, action: 'update', objectType: 'invoicingSettings', objectId: centreId, detail: { fields: [`design.${slot}`], removed: true } });
    return deleteFileRows(tx, centreId, rows.map((r) => r.id));
  });
  await removeStoredFiles(ctx.files, keys);
}

/** The slot's image bytes for the settings page's thumbnail; 404 when there is none. */
export async function designImageBytes(db: Queryable, store: FileStore, centreId: string, slot: InvoiceDesignSlot): Promise<{ data: Buffer; mimeType: string }> {
  const row = (await designRows(db, centreId)).get(slot);
  if (!row) throw notFound();
  return { data: await store.get(row.storageKey), mimeType: row.mimeType };
}

/** The images an invoice of the centre is drawn with (InvoicePdfView.design). */
export interface InvoiceDesignImages {
  logo: Buffer | null;
  header: Buffer | null;
  background: Buffer | null;
}

export const NO_DESIGN: InvoiceDesignImages = { logo: null, header: null, background: null };

/** Reads the centre's design images (only those the layout rule will draw). */
export async function loadInvoiceDesign(db: Queryable, store: FileStore, centreId: string): Promise<InvoiceDesignImages> {
  const rows = await designRows(db, centreId);
  const read = async (slot: InvoiceDesignSlot) => {
    const r = rows.get(slot);
    return r ? store.get(r.storageKey) : null;
  };
  if (rows.has('background')) return { ...NO_DESIGN, background: await read('background') };
  if (rows.has('header')) return { ...NO_DESIGN, header: await read('header') };
  return { ...NO_DESIGN, logo: await read('logo') };
}

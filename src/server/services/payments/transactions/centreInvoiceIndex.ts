/**
 * The matching index of a centre's invoices (src/shared/payments/invoiceIndex.ts: a Map by
 * verified reference, the suggestion buckets built on first use), kept per centre between imports
 * so that matching a file costs O(entries), not O(invoices). It is reused only while the centre's
 * invoices are unchanged: their count and latest updated_at, read inside the import's transaction
 * after its lock, are the fingerprint (every invoice write, payments included, stamps updated_at).
 * An import patches the kept index with the open amounts it changed (patchAfterImport) instead of
 * having the next import reload all of the centre's invoices.
 */
import { count, gt, max, ne, sql } from 'drizzle-orm';
import { forCentre } from '../../../db/centreScope';
import type { Queryable } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { buildInvoiceIndex, type InvoiceIndex } from '../../../../shared/payments/invoiceIndex';
import type { OpenInvoice } from '../../../../shared/payments/matchingTypes';

export interface IndexedInvoice extends OpenInvoice {
  contactId: string;
}

export interface CentreInvoiceIndex {
  index: InvoiceIndex;
  byId: Map<string, IndexedInvoice>;
  /** The invoices' count and latest updated_at (ms) the index reflects. */
  fingerprint: string;
}

type Cached = CentreInvoiceIndex;

/** Centres whose index is kept (least recently used goes first). */
const MAX_CENTRES = 20;
const cache = new Map<string, Cached>();

async function fingerprintOf(db: Queryable, centreId: string): Promise<string> {
  const [row] = await forCentre(db, centreId)
    .select({ n: count(), at: max(invoices.updatedAt) })
    .from(invoices);
  return `${row?.n ?? 0}|${row?.at ? new Date(row.at).getTime() : 0}`;
}

/**
 * All of the centre's invoices but the cancelled ones, as one JSON text built in the database:
 * 50,000 rows of eight columns came back ~3× slower as rows (each value decoded and mapped) than
 * as one string that JSON.parse reads.
 */
async function loadInvoices(db: Queryable, centreId: string): Promise<IndexedInvoice[]> {
  const [row] = await forCentre(db, centreId)
    .select({
      list: sql<string | null>`json_agg(json_build_array(${invoices.invoiceId}, ${invoices.number}, ${invoices.reference}, ${invoices.totalDue}, ${invoices.currency}, ${invoices.billingDetails}->>'name', ${invoices.paymentDeadline}, ${invoices.contactId}))::text`,
    })
    .from(invoices)
    .where(ne(invoices.status, 'CANCELLED'));
  const rows = JSON.parse(row?.list ?? '[]') as [string, string, string | null, number, string, string | null, string | null, string][];
  return rows.map(([id, number, reference, totalDue, currency, name, dueDate, contactId]) => ({
    id,
    number,
    reference,
    openAmount: Math.max(0, totalDue),
    currency,
    contactName: name ?? '',
    dueDate,
    contactId,
  }));
}

/** The centre's index, current as of the caller's transaction. */
export async function centreInvoiceIndex(db: Queryable, centreId: string): Promise<CentreInvoiceIndex> {
  const fingerprint = await fingerprintOf(db, centreId);
  const hit = cache.get(centreId);
  if (hit && hit.fingerprint === fingerprint) {
    cache.delete(centreId);
    cache.set(centreId, hit);
    return hit;
  }
  const list = await loadInvoices(db, centreId);
  const entry: Cached = { fingerprint, index: buildInvoiceIndex(list), byId: new Map(list.map((i) => [i.id, i])) };
  cache.set(centreId, entry);
  while (cache.size > MAX_CENTRES) cache.delete(cache.keys().next().value as string);
  return entry;
}

export interface IndexPatch {
  centreId: string;
  base: CentreInvoiceIndex;
  fingerprint: string;
  open: { id: string; openAmount: number }[];
}

/**
 * Read at the end of an import's transaction (after its writes): the invoices changed since the
 * index's fingerprint. When they are all ones the import touched and none came or went, the patch
 * brings the index to the new fingerprint; otherwise null (the next import rebuilds).
 */
export async function importPatch(db: Queryable, centreId: string, base: CentreInvoiceIndex, touched: ReadonlySet<string>): Promise<IndexPatch | null> {
  const [n, atMs] = base.fingerprint.split('|').map(Number);
  const scoped = forCentre(db, centreId);
  const changed = await scoped
    .select({ id: invoices.invoiceId, totalDue: invoices.totalDue, status: invoices.status })
    .from(invoices)
    .where(gt(invoices.updatedAt, new Date(atMs)));
  if (changed.some((r) => !touched.has(r.id) || r.status === 'CANCELLED' || !base.byId.has(r.id))) return null;
  const fingerprint = await fingerprintOf(db, centreId);
  if (Number(fingerprint.split('|')[0]) !== n) return null;
  return { centreId, base, fingerprint, open: changed.map((r) => ({ id: r.id, openAmount: Math.max(0, r.totalDue) })) };
}

/** After the import committed: the kept index (if it is still the one the import used) takes the new open amounts. */
export function applyIndexPatch(patch: IndexPatch | null): void {
  if (!patch) return;
  const kept = cache.get(patch.centreId);
  if (kept !== patch.base) return;
  for (const { id, openAmount } of patch.open) {
    const invoice = kept.byId.get(id);
    if (invoice) kept.index.setOpenAmount(invoice, openAmount);
  }
  kept.fingerprint = patch.fingerprint;
}

/** For tests and benchmarks: start cold. */
export const forgetInvoiceIndexes = () => cache.clear();

/**
 * The matching index of a centre's invoices (src/shared/payments/invoiceIndex.ts: a Map by
 * verified reference, the suggestion buckets built on first use), kept per centre between imports
 * so that matching a file costs O(entries), not O(invoices). It is reused only while the centre's
 * invoices are unchanged: their count and latest updated_at, read inside the import's transaction
 * after its lock, are the fingerprint (every invoice write, payments included, stamps updated_at).
 */
import { count, max, ne } from 'drizzle-orm';
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
}

interface Cached extends CentreInvoiceIndex {
  fingerprint: string;
}

/** Centres whose index is kept (least recently used goes first). */
const MAX_CENTRES = 20;
const cache = new Map<string, Cached>();

async function fingerprintOf(db: Queryable, centreId: string): Promise<string> {
  const [row] = await forCentre(db, centreId)
    .select({ n: count(), at: max(invoices.updatedAt) })
    .from(invoices);
  return `${row?.n ?? 0}|${row?.at ? new Date(row.at).getTime() : 0}`;
}

async function loadInvoices(db: Queryable, centreId: string): Promise<IndexedInvoice[]> {
  const rows = await forCentre(db, centreId)
    .select({
      id: invoices.invoiceId,
      number: invoices.number,
      reference: invoices.reference,
      openAmount: invoices.totalDue,
      currency: invoices.currency,
      billing: invoices.billingDetails,
      dueDate: invoices.paymentDeadline,
      contactId: invoices.contactId,
    })
    .from(invoices)
    .where(ne(invoices.status, 'CANCELLED'));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    reference: r.reference,
    openAmount: Math.max(0, r.openAmount),
    currency: r.currency,
    contactName: r.billing?.name ?? '',
    dueDate: r.dueDate,
    contactId: r.contactId,
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

/** For tests and benchmarks: start cold. */
export const forgetInvoiceIndexes = () => cache.clear();

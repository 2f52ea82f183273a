/**
 * Reading invoices: one by id, the centre's list in the react-admin simple-rest dialect (through
 * the record engine's list, so the schema's filterable fields filter: status, client, therapist,
 * date range, amount, sent as, bulk run), a client's invoices, and the figures per status.
 * Reads are logged: an invoice names a client and their treatments.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { contacts, invoices } from '../../db/schema';
import { notFound } from '../../errors';
import { listRecords, type OperationContext } from '../../records/operations';
import { parseFilterParam } from '../../listParams';
import { recordAccess, recordAudit } from '../audit/recordAudit';
import { isUuid } from '../../../shared/validators/uuid';
import type { InvoiceStatistic } from '../../../shared/api/invoices';
import { callerRole, type InvoiceCaller } from './context';
import { invoiceRecord, toWire, type InvoiceWire } from './record';

const logRead = (c: InvoiceCaller, objectId: string | null, detail: Record<string, string | number | string[]>) =>
  recordAccess(c.db, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'read', objectType: 'invoice', objectId, detail });

export async function getInvoice(c: InvoiceCaller, id: string): Promise<InvoiceWire> {
  if (!isUuid(id)) throw notFound();
  const [row] = await forCentre(c.db, c.centreId).select().from(invoices).where(eq(invoices.invoiceId, id));
  if (!row) throw notFound();
  await logRead(c, id, {});
  return toWire(row);
}

export interface InvoiceListQuery {
  sort?: string;
  range?: string;
  filter?: string;
  status?: string;
  contactId?: string;
  providerId?: string;
  from?: string;
  to?: string;
}

/** GET /api/invoices/centre/{id}/getAllFromCentre: a page with the list's total. */
export async function listInvoices(c: InvoiceCaller, q: InvoiceListQuery): Promise<{ records: InvoiceWire[]; start: number; total: number }> {
  const op: OperationContext = {
    db: c.db,
    registry: new Map([['invoice', invoiceRecord]]),
    rt: invoiceRecord,
    hooks: {},
    centreId: c.centreId,
    userId: c.auth.userId,
    role: callerRole(c),
    audit: recordAudit,
  };
  const filter: Record<string, unknown> = parseFilterParam(q.filter);
  if (q.status !== undefined) filter.status = q.status.includes(',') ? q.status.split(',') : q.status;
  if (q.contactId !== undefined) filter.contactId = q.contactId;
  if (q.providerId !== undefined) filter.providerId = q.providerId;
  if (q.from !== undefined) filter.date_gte = q.from;
  if (q.to !== undefined) filter.date_lte = q.to;
  const page = await listRecords(op, { sort: q.sort ?? JSON.stringify(['date', 'DESC']), range: q.range, filter });
  await logRead(c, null, { count: page.records.length, total: page.total, filters: Object.keys(filter).sort() });
  return page;
}

/** GET /api/invoices/consumer/{contactId}: the client's invoices, newest first. */
export async function contactInvoices(c: InvoiceCaller, contactId: string): Promise<InvoiceWire[]> {
  if (!isUuid(contactId) || !(await forCentre(c.db, c.centreId).exists(contacts, eq(contacts.contactId, contactId)))) throw notFound();
  const rows = await forCentre(c.db, c.centreId).select().from(invoices).where(eq(invoices.contactId, contactId)).orderBy(desc(invoices.date), desc(invoices.number)).limit(5000);
  await logRead(c, contactId, { count: rows.length });
  return rows.map(toWire);
}

export interface StatisticQuery {
  /** The therapist's user id: only their invoices. */
  userId?: string;
  /** Invoices dated on or after (YYYY-MM-DD). */
  startDate?: string;
}

const OPEN = ['UNPROCESSED', 'UNPAID', 'SENT', 'OVERDUE', 'REMINDER1', 'REMINDER2', 'REMINDER3'];
const OVERDUE = ['OVERDUE', 'REMINDER1', 'REMINDER2', 'REMINDER3'];

/** Counts and amounts (Rappen) per status; totals leave cancelled invoices out. */
export async function invoiceStatistic(c: InvoiceCaller, q: StatisticQuery): Promise<InvoiceStatistic> {
  const conditions = [q.userId ? eq(invoices.providerId, q.userId) : undefined, q.startDate ? gte(invoices.date, q.startDate) : undefined];
  const rows = await forCentre(c.db, c.centreId)
    .select({
      status: invoices.status,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${invoices.amount}), 0)::bigint`,
      due: sql<number>`coalesce(sum(${invoices.totalDue}), 0)::bigint`,
    })
    .from(invoices)
    .where(and(...conditions))
    .groupBy(invoices.status);
  const byStatus: InvoiceStatistic['byStatus'] = {};
  const out: InvoiceStatistic = { count: 0, amount: 0, open: 0, paid: 0, overdue: 0, byStatus };
  for (const r of rows) {
    const amount = Number(r.amount);
    byStatus[r.status] = { count: Number(r.count), amount };
    if (r.status === 'CANCELLED') continue;
    out.count += Number(r.count);
    out.amount += amount;
    if (OPEN.includes(r.status)) out.open += Number(r.due);
    if (OVERDUE.includes(r.status)) out.overdue += Number(r.due);
    if (r.status === 'PAID') out.paid += amount;
  }
  return out;
}

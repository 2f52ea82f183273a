/**
 * Reading payments and bank entries: the centre's lists in the react-admin simple-rest dialect
 * (range, sort on a few columns, filter by invoice, client, method, checkout type, dates, status),
 * and a client's payments with their credit balance. Reads are logged (payments name clients).
 */
import type { NamedAuditObject } from '../../../shared/auditObjects';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { forCentre } from '../../db/centreScope';
import { bankTransactions, contacts, payments } from '../../db/schema';
import { invalidField, notFound } from '../../errors';
import { parseFilterParam, parseRangeParam, parseSortParam } from '../../listParams';
import { recordAccess } from '../audit/recordAudit';
import { callerRole, type InvoiceCaller } from '../invoicing/context';
import { isUuid } from '../../../shared/validators/uuid';
import type { ContactPayments, PaymentWire, TransactionWire } from '../../../shared/api/payments';
import { creditBalance } from './invoiceBalance';
import { paymentToWire, transactionToWire } from './paymentRecord';

export interface ListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}
export interface Page<T> {
  records: T[];
  start: number;
  total: number;
}

const logRead = (c: InvoiceCaller, objectType: NamedAuditObject, objectId: string | null, detail: Record<string, string | number | string[]>) =>
  recordAccess(c.db, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'read', objectType, objectId, detail });

type FilterSpec = Record<string, (v: unknown) => SQL | undefined>;
const text = (v: unknown, field: string) => {
  if (typeof v !== 'string' && !Array.isArray(v)) throw invalidField(`filter.${field}`, 'invalidFilter');
  return v;
};
const equals = (col: PgColumn, field: string) => (v: unknown) => {
  const value = text(v, field);
  return Array.isArray(value) ? inArray(col, value as string[]) : eq(col, value);
};
const uuidEquals = (col: PgColumn, field: string) => (v: unknown) => {
  if (typeof v !== 'string' || !isUuid(v)) throw invalidField(`filter.${field}`, 'invalidFilter');
  return eq(col, v);
};
const dateFrom = (col: PgColumn, field: string) => (v: unknown) => gte(col, text(v, field) as string);
const dateTo = (col: PgColumn, field: string) => (v: unknown) => lte(col, text(v, field) as string);

function conditions(filter: Record<string, unknown>, spec: FilterSpec): (SQL | undefined)[] {
  return Object.entries(filter).map(([k, v]) => {
    // Own keys only: "__proto__" or "constructor" name no filter (a 400, not Object's members).
    const f = Object.hasOwn(spec, k) ? spec[k] : undefined;
    if (!f) throw invalidField(`filter.${k}`, 'invalidFilter');
    return f(v);
  });
}

const PAYMENT_FILTERS: FilterSpec = {
  invoiceId: uuidEquals(payments.invoiceId, 'invoiceId'),
  contactId: uuidEquals(payments.contactId, 'contactId'),
  checkoutTypeId: uuidEquals(payments.checkoutTypeId, 'checkoutTypeId'),
  method: equals(payments.method, 'method'),
  date_gte: dateFrom(payments.date, 'date_gte'),
  date_lte: dateTo(payments.date, 'date_lte'),
};
const PAYMENT_SORT: Record<string, PgColumn> = { date: payments.date, amount: payments.amount, method: payments.method, createdAt: payments.createdAt };

/** GET /api/payments/centre/{id}. */
export async function listPayments(c: InvoiceCaller, q: ListQuery): Promise<Page<PaymentWire>> {
  const filter = parseFilterParam(q.filter);
  const where = and(...conditions(filter, PAYMENT_FILTERS));
  const { offset, limit } = parseRangeParam(q.range);
  const sort = parseSortParam(q.sort) ?? { field: 'date', desc: true };
  const col = PAYMENT_SORT[sort.field];
  if (!col) throw invalidField('sort', 'invalidSort');
  const scoped = forCentre(c.db, c.centreId);
  const rows = await scoped
    .select()
    .from(payments)
    .where(where)
    .orderBy(sort.desc ? desc(col) : asc(col), desc(payments.createdAt))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await scoped.select({ total: count() }).from(payments).where(where);
  await logRead(c, 'payment', null, { count: rows.length, total, filters: Object.keys(filter).sort() });
  return { records: rows.map(paymentToWire), start: offset, total };
}

/** GET /api/payments/consumer/{contactId}: newest first, with the client's credit. */
export async function contactPayments(c: InvoiceCaller, contactId: string): Promise<ContactPayments> {
  if (!isUuid(contactId) || !(await forCentre(c.db, c.centreId).exists(contacts, eq(contacts.contactId, contactId)))) throw notFound();
  const rows = await forCentre(c.db, c.centreId).select().from(payments).where(eq(payments.contactId, contactId)).orderBy(desc(payments.date), desc(payments.createdAt)).limit(5000);
  const creditBalanceNow = await creditBalance(c.db, c.centreId, contactId);
  await logRead(c, 'payment', contactId, { count: rows.length });
  return { payments: rows.map(paymentToWire), creditBalance: creditBalanceNow };
}

const TRANSACTION_FILTERS: FilterSpec = {
  status: equals(bankTransactions.status, 'status'),
  match: equals(bankTransactions.match, 'match'),
  importId: uuidEquals(bankTransactions.importId, 'importId'),
  account: equals(bankTransactions.account, 'account'),
  bookingDate_gte: dateFrom(bankTransactions.bookingDate, 'bookingDate_gte'),
  bookingDate_lte: dateTo(bankTransactions.bookingDate, 'bookingDate_lte'),
};
const TRANSACTION_SORT: Record<string, PgColumn> = { bookingDate: bankTransactions.bookingDate, amount: bankTransactions.amount, importDate: bankTransactions.importDate, status: bankTransactions.status };

/** GET /api/transactions/centre/{id} (and …/open: the entries waiting for a person). */
export async function listTransactions(c: InvoiceCaller, q: ListQuery, openOnly = false): Promise<Page<TransactionWire>> {
  const filter = parseFilterParam(q.filter);
  const where = and(...conditions(filter, TRANSACTION_FILTERS), openOnly ? eq(bankTransactions.status, 'UNPROCESSED') : undefined);
  const { offset, limit } = parseRangeParam(q.range);
  const sort = parseSortParam(q.sort) ?? { field: 'importDate', desc: true };
  const col = TRANSACTION_SORT[sort.field];
  if (!col) throw invalidField('sort', 'invalidSort');
  const scoped = forCentre(c.db, c.centreId);
  const rows = await scoped
    .select()
    .from(bankTransactions)
    .where(where)
    .orderBy(sort.desc ? desc(col) : asc(col), asc(bankTransactions.entryIndex), asc(bankTransactions.transactionIndex))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await scoped.select({ total: count() }).from(bankTransactions).where(where);
  await logRead(c, 'bankTransaction', null, { count: rows.length, total, filters: Object.keys(filter).sort() });
  return { records: rows.map(transactionToWire), start: offset, total };
}

/**
 * The finance dashboard's figures (issue 12 §3): what came in, what was invoiced, what is open
 * and overdue, by month, therapist, checkout type and method. The database adds up (a handful of
 * grouped queries, each on an index of the centre: payments by date, invoices by date and by
 * status), so the answer costs the same with ten or a hundred thousand invoices; the shaping is
 * pure (src/shared/finances/financeDashboard.ts). Figures only, no client's data: not audited,
 * like the appointment statistics.
 */
import { and, eq, gte, inArray, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { centres, checkoutTypes, invoices, payments } from '../../db/schema';
import type { Db } from '../../db/client';
import { invalidField, notFound } from '../../errors';
import { localDate } from '../invoicing/context';
import type { FinanceDashboard, FinanceDashboardQuery } from '../../../shared/api/financeDashboard';
import type { PaymentMethod } from '../../../shared/api/payments';
import { defaultRange, MAX_RANGE_MONTHS, monthCount, shapeFinanceDashboard } from '../../../shared/finances/financeDashboard';

/** Settled or void: nothing of these is open. */
const CLOSED = ['PAID', 'CANCELLED'];
/** The dunning job's statuses; an invoice past its deadline is overdue even before the job ran today. */
const OVERDUE = ['OVERDUE', 'REMINDER1', 'REMINDER2', 'REMINDER3'];

const num = (v: unknown) => Number(v ?? 0);

export async function financeDashboard(db: Db, centreId: string, q: FinanceDashboardQuery, now = new Date()): Promise<FinanceDashboard> {
  const [centre] = await db.select({ timezone: centres.timezone }).from(centres).where(eq(centres.id, centreId));
  if (!centre) throw notFound();
  const today = localDate(now, centre.timezone);
  const from = q.from ?? defaultRange(today).from;
  const to = q.to ?? defaultRange(today).to;
  if (to < from) throw invalidField('to', 'invalidDateRange');
  if (monthCount(from, to) > MAX_RANGE_MONTHS) throw invalidField('to', 'dateRangeTooLong');
  const scoped = forCentre(db, centreId);
  const ofProvider = (condition: SQL | undefined) => (q.providerId ? and(condition, eq(invoices.providerId, q.providerId)) : condition);

  const paymentMonth = sql<string>`to_char(${payments.date}, 'YYYY-MM')`;
  const invoiceMonth = sql<string>`to_char(${invoices.date}, 'YYYY-MM')`;
  const [paymentRows, invoiceRows, openRows, [credit], checkoutRows] = await Promise.all([
    // A payment's therapist is its invoice's; credit without an invoice has none.
    scoped
      .select({
        month: paymentMonth,
        providerId: invoices.providerId,
        checkoutTypeId: payments.checkoutTypeId,
        method: payments.method,
        amount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
        count: sql<string>`count(*) filter (where ${payments.reversalOf} is null and ${payments.reversedAt} is null)`,
      })
      .from(payments)
      .leftJoin(invoices, eq(invoices.invoiceId, payments.invoiceId))
      .where(ofProvider(and(gte(payments.date, from), lte(payments.date, to))))
      .groupBy(paymentMonth, invoices.providerId, payments.checkoutTypeId, payments.method),
    scoped
      .select({ month: invoiceMonth, providerId: invoices.providerId, amount: sql<string>`coalesce(sum(${invoices.amount}), 0)`, count: sql<string>`count(*)` })
      .from(invoices)
      .where(ofProvider(and(gte(invoices.date, from), lte(invoices.date, to), ne(invoices.status, 'CANCELLED'))))
      .groupBy(invoiceMonth, invoices.providerId),
    openByTherapist(db, centreId, today, ofProvider),
    // The clients' credit: every payment's credit change, reversals included.
    scoped.select({ total: sql<string>`coalesce(sum(${payments.creditChange}), 0)` }).from(payments),
    scoped.select({ id: checkoutTypes.checkoutTypeId, name: checkoutTypes.name }).from(checkoutTypes),
  ]);

  return shapeFinanceDashboard({
    from,
    to,
    today,
    payments: paymentRows.map((r) => ({ month: r.month, providerId: r.providerId, checkoutTypeId: r.checkoutTypeId, method: r.method as PaymentMethod, amount: num(r.amount), count: num(r.count) })),
    invoices: invoiceRows.map((r) => ({ month: r.month, providerId: r.providerId, amount: num(r.amount), count: num(r.count) })),
    open: openRows,
    credit: num(credit?.total),
    checkoutTypeNames: new Map(checkoutRows.map((r) => [r.id, r.name])),
  });
}

/** Open and overdue today: every live invoice with something due, whatever its date. */
async function openByTherapist(db: Db, centreId: string, today: string, ofProvider: (c: SQL | undefined) => SQL | undefined) {
  // A draft (UNPROCESSED) is open but not yet overdue: the client has not received it.
  const overdue = and(ne(invoices.status, 'UNPROCESSED'), or(inArray(invoices.status, OVERDUE), lt(invoices.paymentDeadline, today)));
  const rows = await forCentre(db, centreId)
    .select({
      providerId: invoices.providerId,
      open: sql<string>`coalesce(sum(${invoices.totalDue}), 0)`,
      openCount: sql<string>`count(*)`,
      overdue: sql<string>`coalesce(sum(${invoices.totalDue}) filter (where ${overdue}), 0)`,
      overdueCount: sql<string>`count(*) filter (where ${overdue})`,
    })
    .from(invoices)
    .where(ofProvider(and(notInArray(invoices.status, CLOSED), sql`${invoices.totalDue} > 0`)))
    .groupBy(invoices.providerId);
  return rows.map((r) => ({ providerId: r.providerId, open: num(r.open), openCount: num(r.openCount), overdue: num(r.overdue), overdueCount: num(r.overdueCount) }));
}

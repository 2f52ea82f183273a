/**
 * The finance dashboard's shaping (issue 12 §3), pure: the server's database aggregates (small
 * groups, never single payments) become the months of the range, the totals and the breakdowns.
 *
 * "Received" is money that came in: cash, bank, wire transfer, TWINT and voucher payments count
 * with their amount, refunds (credit paid back) against it, credit notes not at all (they spend
 * credit the client paid earlier). A reversal is a row with the negated amount, so it takes back
 * what its payment counted, in the month it was written.
 */
import { MONEY_IN_METHODS, PAYMENT_METHODS, type PaymentMethod } from '../api/payments';
import type { FinanceCheckoutTypeRow, FinanceDashboard, FinanceMethodRow, FinanceMonth, FinanceTherapistRow } from '../api/financeDashboard';

/** Payments of one month, therapist (of their invoice), checkout type and method. */
export interface PaymentGroup {
  month: string;
  providerId: string | null;
  checkoutTypeId: string | null;
  method: PaymentMethod;
  /** Σ amount, reversals included (negative). */
  amount: number;
  /** Live payments (neither a reversal nor reversed). */
  count: number;
}

/** Invoices (not cancelled) of one month and therapist. */
export interface InvoiceGroup {
  month: string;
  providerId: string | null;
  amount: number;
  count: number;
}

/** What is open today of one therapist's invoices. */
export interface OpenGroup {
  providerId: string | null;
  open: number;
  openCount: number;
  overdue: number;
  overdueCount: number;
}

export interface DashboardInput {
  from: string;
  to: string;
  today: string;
  payments: PaymentGroup[];
  invoices: InvoiceGroup[];
  open: OpenGroup[];
  credit: number;
  checkoutTypeNames: ReadonlyMap<string, string>;
}

/** What a payment adds to the money received. */
export function receivedOf(method: PaymentMethod, amount: number): number {
  if (MONEY_IN_METHODS.includes(method)) return amount;
  return method === 'refund' ? -amount : 0;
}

/** The months (YYYY-MM) from the month of `from` to the month of `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const endY = Number(to.slice(0, 4));
  const endM = Number(to.slice(5, 7));
  const out: string[] = [];
  while (y < endY || (y === endY && m <= endM)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

const key = (id: string | null) => id ?? '';
const byBiggest = <T>(value: (row: T) => number) => (a: T, b: T) => value(b) - value(a);

function therapistRows(input: DashboardInput): FinanceTherapistRow[] {
  const rows = new Map<string, FinanceTherapistRow>();
  const row = (providerId: string | null) => {
    let r = rows.get(key(providerId));
    if (!r) rows.set(key(providerId), (r = { providerId, invoiced: 0, received: 0, open: 0, overdue: 0 }));
    return r;
  };
  for (const g of input.invoices) row(g.providerId).invoiced += g.amount;
  for (const g of input.payments) row(g.providerId).received += receivedOf(g.method, g.amount);
  for (const g of input.open) {
    row(g.providerId).open += g.open;
    row(g.providerId).overdue += g.overdue;
  }
  // Rows with nothing in them say nothing (a therapist whose payments were all credit notes).
  const shown = [...rows.values()].filter((r) => r.invoiced !== 0 || r.received !== 0 || r.open !== 0 || r.overdue !== 0);
  return shown.sort((a, b) => b.invoiced - a.invoiced || b.received - a.received || key(a.providerId).localeCompare(key(b.providerId)));
}

function checkoutTypeRows(input: DashboardInput): FinanceCheckoutTypeRow[] {
  const rows = new Map<string, FinanceCheckoutTypeRow>();
  for (const g of input.payments) {
    const received = receivedOf(g.method, g.amount);
    if (received === 0) continue;
    const r = rows.get(key(g.checkoutTypeId)) ?? { checkoutTypeId: g.checkoutTypeId, name: g.checkoutTypeId ? (input.checkoutTypeNames.get(g.checkoutTypeId) ?? null) : null, received: 0 };
    r.received += received;
    rows.set(key(g.checkoutTypeId), r);
  }
  return [...rows.values()].filter((r) => r.received !== 0).sort(byBiggest((r) => r.received));
}

function methodRows(input: DashboardInput): FinanceMethodRow[] {
  const rows = new Map<PaymentMethod, FinanceMethodRow>();
  for (const g of input.payments) {
    const r = rows.get(g.method) ?? { method: g.method, amount: 0, received: 0, count: 0 };
    r.amount += g.amount;
    r.received += receivedOf(g.method, g.amount);
    r.count += g.count;
    rows.set(g.method, r);
  }
  return PAYMENT_METHODS.flatMap((m) => {
    const r = rows.get(m);
    return r && (r.amount !== 0 || r.count !== 0) ? [r] : [];
  });
}

function monthRows(input: DashboardInput): FinanceMonth[] {
  const months = new Map(monthsBetween(input.from, input.to).map((month) => [month, { month, invoiced: 0, invoicedCount: 0, received: 0 }]));
  for (const g of input.invoices) {
    const m = months.get(g.month);
    if (m) {
      m.invoiced += g.amount;
      m.invoicedCount += g.count;
    }
  }
  for (const g of input.payments) {
    const m = months.get(g.month);
    if (m) m.received += receivedOf(g.method, g.amount);
  }
  return [...months.values()];
}

export function shapeFinanceDashboard(input: DashboardInput): FinanceDashboard {
  const months = monthRows(input);
  const sum = <T>(rows: T[], value: (r: T) => number) => rows.reduce((s, r) => s + value(r), 0);
  return {
    from: input.from,
    to: input.to,
    today: input.today,
    months,
    totals: {
      invoiced: sum(months, (m) => m.invoiced),
      invoicedCount: sum(months, (m) => m.invoicedCount),
      received: sum(months, (m) => m.received),
      open: sum(input.open, (g) => g.open),
      openCount: sum(input.open, (g) => g.openCount),
      overdue: sum(input.open, (g) => g.overdue),
      overdueCount: sum(input.open, (g) => g.overdueCount),
      credit: input.credit,
    },
    byTherapist: therapistRows(input),
    byCheckoutType: checkoutTypeRows(input),
    byMethod: methodRows(input),
  };
}

/** The current year up to its last day, the dashboard's default range. */
export function defaultRange(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
}

/** At most ten years of months: the chart and the answer stay small. */
export const MAX_RANGE_MONTHS = 120;

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** How many months the range touches (monthsBetween's length, without listing them). */
export function monthCount(from: string, to: string): number {
  return monthIndex(to) - monthIndex(from) + 1;
}

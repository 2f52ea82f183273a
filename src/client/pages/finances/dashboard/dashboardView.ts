/**
 * What the finance dashboard shows, as data: the key figures and the tables (months, therapists,
 * checkout types, methods) with their translated headers. The page draws it and the CSV export
 * writes the same rows, so the file holds exactly what is on the screen.
 */
import type { FinanceDashboard } from '../../../../shared/api/financeDashboard';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type CellKind = 'money' | 'count';

export interface ViewTable {
  name: 'months' | 'therapists' | 'checkoutTypes' | 'methods';
  title: string;
  /** The first column's header (what each row is), then one per value. */
  headers: string[];
  kinds: CellKind[];
  rows: { key: string; label: string; values: number[] }[];
}

export interface ViewFigure {
  name: 'received' | 'invoiced' | 'open' | 'overdue' | 'credit';
  label: string;
  amount: number;
  /** Invoices behind the figure, where it has them. */
  count: number | null;
}

export interface DashboardView {
  figures: ViewFigure[];
  tables: ViewTable[];
  /** Nothing invoiced, received, open or as credit: the page says so instead of empty charts. */
  empty: boolean;
}

export interface ViewNames {
  therapist: (providerId: string | null) => string;
  locale: string;
}

const T = 'finances.dashboard';

/** "Jan. 2027" in the reader's language. */
export function monthLabel(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(`${locale}-CH`, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 1));
}

export function dashboardView(d: FinanceDashboard, names: ViewNames, translate: Translate): DashboardView {
  const t = d.totals;
  const col = (key: string) => translate(`${T}.columns.${key}`);
  const figures: ViewFigure[] = [
    { name: 'received', label: translate(`${T}.figures.received`), amount: t.received, count: null },
    { name: 'invoiced', label: translate(`${T}.figures.invoiced`), amount: t.invoiced, count: t.invoicedCount },
    { name: 'open', label: translate(`${T}.figures.open`), amount: t.open, count: t.openCount },
    { name: 'overdue', label: translate(`${T}.figures.overdue`), amount: t.overdue, count: t.overdueCount },
    { name: 'credit', label: translate(`${T}.figures.credit`), amount: t.credit, count: null },
  ];
  const tables: ViewTable[] = [
    {
      name: 'months',
      title: translate(`${T}.tables.months`),
      headers: [col('month'), col('invoiced'), col('invoiceCount'), col('received')],
      kinds: ['money', 'count', 'money'],
      rows: d.months.map((m) => ({ key: m.month, label: monthLabel(m.month, names.locale), values: [m.invoiced, m.invoicedCount, m.received] })),
    },
    {
      name: 'therapists',
      title: translate(`${T}.tables.therapists`),
      headers: [col('therapist'), col('invoiced'), col('received'), col('open'), col('overdue')],
      kinds: ['money', 'money', 'money', 'money'],
      rows: d.byTherapist.map((r) => ({ key: r.providerId ?? '', label: names.therapist(r.providerId), values: [r.invoiced, r.received, r.open, r.overdue] })),
    },
    {
      name: 'checkoutTypes',
      title: translate(`${T}.tables.checkoutTypes`),
      headers: [col('checkoutType'), col('received')],
      kinds: ['money'],
      rows: d.byCheckoutType.map((r) => ({ key: r.checkoutTypeId ?? '', label: r.name ?? translate(`${T}.noCheckoutType`), values: [r.received] })),
    },
    {
      name: 'methods',
      title: translate(`${T}.tables.methods`),
      headers: [col('method'), col('paymentCount'), col('amount'), col('received')],
      kinds: ['count', 'money', 'money'],
      rows: d.byMethod.map((r) => ({ key: r.method, label: translate(`payments.methods.${r.method}`), values: [r.count, r.amount, r.received] })),
    },
  ];
  const empty = t.invoiced === 0 && t.invoicedCount === 0 && t.received === 0 && t.open === 0 && t.credit === 0 && d.byMethod.length === 0;
  return { figures, tables, empty };
}

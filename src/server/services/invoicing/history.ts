/**
 * The invoice's own history (issue 11 §3, §5 invoiceDetail): created, sent, printed, overdue,
 * reminders. Appended inside the transaction of the change; bounded like the schema says.
 */
import type { InvoiceRow } from './record';

export type InvoiceHistory = InvoiceRow['history'];
export type InvoiceHistoryEntry = InvoiceHistory[number];

const MAX_ENTRIES = 200;

export function withHistory(history: InvoiceHistory | null | undefined, ...entries: InvoiceHistoryEntry[]): InvoiceHistory {
  const all = [...(history ?? []), ...entries];
  // The first entry (created) stays; the oldest of the rest go when the list is full.
  return all.length <= MAX_ENTRIES ? all : [all[0], ...all.slice(all.length - MAX_ENTRIES + 1)];
}

/** The local day of the latest entry of `event`, or null. */
export const dayOf = (history: InvoiceHistory, event: InvoiceHistoryEntry['event']): string | null =>
  history.filter((h) => h.event === event && h.day).reduce<string | null>((last, h) => (last && last > (h.day as string) ? last : (h.day as string)), null);

/** The last day the daily job took a step on the invoice. */
export const lastStepDay = (history: InvoiceHistory): string | null =>
  history.filter((h) => h.day).reduce<string | null>((last, h) => (last && last > (h.day as string) ? last : (h.day as string)), null);

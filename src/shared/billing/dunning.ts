/**
 * Dunning (issue 11 §3, behaviour.md §3 statuses): the step the daily job takes for one invoice
 * on one day, from the payment term and the reminder days of the invoicing settings.
 *
 * - SENT or UNPAID past its payment deadline → OVERDUE;
 * - OVERDUE reminder1Days after the deadline → REMINDER1;
 * - REMINDER1 reminder2Days after the first reminder's day → REMINDER2; likewise REMINDER3.
 *
 * At most one step per invoice per day (a long-forgotten invoice climbs a step a day, and a
 * re-run the same day changes nothing), only while something is open, and only along the
 * transitions table. Pure: the job feeds it the stored invoice and the centre's local day.
 */
import { canTransitionInvoice, type InvoiceStatus } from './invoiceTransitions';

export interface DunningSettings {
  reminder1Days: number;
  reminder2Days: number;
  reminder3Days: number;
}

export interface DunningInvoice {
  status: string;
  /** YYYY-MM-DD. */
  paymentDeadline: string | null;
  /** Local days (YYYY-MM-DD) of the steps already taken. */
  overdueDay?: string | null;
  reminder1Day?: string | null;
  reminder2Day?: string | null;
  /** The last day the job took a step on this invoice. */
  lastStepDay?: string | null;
  /** Rappen still to pay (openAmount). */
  openAmount: number;
}

export type DunningStep = Extract<InvoiceStatus, 'OVERDUE' | 'REMINDER1' | 'REMINDER2' | 'REMINDER3'>;

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The status the job sets today, or null. */
export function nextDunningStep(inv: DunningInvoice, settings: DunningSettings, today: string): DunningStep | null {
  if (inv.openAmount <= 0 || !inv.paymentDeadline) return null;
  if (inv.lastStepDay && inv.lastStepDay >= today) return null;
  const due = (step: DunningStep, from: string | null | undefined, days: number) => (from && today >= plusDays(from, days) && canTransitionInvoice(inv.status, step) ? step : null);
  switch (inv.status) {
    case 'SENT':
    case 'UNPAID':
      return today > inv.paymentDeadline && canTransitionInvoice(inv.status, 'OVERDUE') ? 'OVERDUE' : null;
    case 'OVERDUE':
      return due('REMINDER1', inv.paymentDeadline, settings.reminder1Days);
    case 'REMINDER1':
      return due('REMINDER2', inv.reminder1Day, settings.reminder2Days);
    case 'REMINDER2':
      return due('REMINDER3', inv.reminder2Day, settings.reminder3Days);
    default:
      return null;
  }
}

/** The reminder level (1–3) of a status, for its reminder text and PDF; OVERDUE prepares the first. */
export function reminderLevel(status: string): 1 | 2 | 3 | null {
  if (status === 'OVERDUE' || status === 'REMINDER1') return 1;
  if (status === 'REMINDER2') return 2;
  if (status === 'REMINDER3') return 3;
  return null;
}

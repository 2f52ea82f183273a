/**
 * The names of Kura's job queues, their payloads and how each runs: the one list a new job is
 * added to (README "Jobs"). Handlers are registered in ./index.ts.
 */
import type { QueueDefinitions } from './queueDefinition';
import type { ReminderJob } from '../services/appointments/reminders';
import type { GoogleWriteJob } from '../services/googleCalendar/writeQueue';
import type { WaitlistOfferJob } from '../services/waitlist/jobs';
import type { BulkInvoiceJob } from '../services/invoicing/bulk';
import type { BulkPdfJob } from '../services/invoicing/bulkPdf';

type Empty = Record<string, never>;

/** Queue name → the data a job of that queue carries (JSON: ids and numbers, no Dates). */
export interface KuraQueues {
  /** Copies new audit events to the off-system stores (AUDIT_ARCHIVE_DIR, AUDIT_SHIP_URL). */
  'audit-ship': Empty;
  /** Removes audit events past AUDIT_RETENTION_DAYS that every store holds. */
  'audit-retention': Empty;
  /** Renews Google Calendar push channels and retries failed syncs. */
  'google-calendar-renewal': Empty;
  /** Adds the rows of endless appointment series that the moving 18-month horizon now reaches. */
  'appointment-series-extension': Empty;
  /** Purges appointments deleted more than 30 days ago (no longer restorable). */
  'appointment-deleted-purge': Empty;
  /** Forgets the job effects (runOnce) of jobs long finished. */
  'job-effects-cleanup': Empty;
  /** Sends one appointment reminder (reminder1 or reminder2) to the client, unless it went stale. */
  'appointment-reminder': ReminderJob;
  /** Gives appointments that came within the reminder horizon (series occurrences) their reminder jobs. */
  'appointment-reminder-sweep': Empty;
  /** Denies the booking requests nobody answered within the practice's request expiry, and tells the clients. */
  'booking-request-expiry': Empty;
  /** Writes one appointment, as it is now, into its therapist's Google calendar (or removes it). */
  'google-calendar-write': GoogleWriteJob;
  /** Offers the slots freed in one centre to its waitlist, first come first served. */
  'waitlist-offer': WaitlistOfferJob;
  /** Ends waitlist offers whose hold ran out and offers their slots to the next in line. */
  'waitlist-expiry': Empty;
  /** Offers free slots to every centre's waitlist (catches what no event announced). */
  'waitlist-sweep': Empty;
  /** Creates the invoices of one bulk run, group by group, telling the centre's room (invoice_bulk_*). */
  'invoice-bulk': BulkInvoiceJob;
  /** Sets OVERDUE and REMINDER1–3 from the payment term and reminder days (one step per invoice and day). */
  'invoice-dunning': Empty;
  /** Draws the selected invoices into one PDF file for download (getInvoicesAsBulkPDF). */
  'invoice-bulk-pdf': BulkPdfJob;
}

export type KuraQueueName = keyof KuraQueues & string;

export const KURA_QUEUES: QueueDefinitions<KuraQueues> = {
  'audit-ship': { policy: 'stately', retryLimit: 0, expireInSeconds: 600, repeat: { everySeconds: 10 }, runAtStart: true },
  'audit-retention': { policy: 'stately', retryLimit: 0, expireInSeconds: 3600, repeat: { cron: '30 3 * * *', tz: 'Europe/Zurich' }, runAtStart: true },
  'google-calendar-renewal': { policy: 'stately', retryLimit: 0, expireInSeconds: 600, repeat: { cron: '*/15 * * * *' }, runAtStart: true },
  'appointment-series-extension': { policy: 'stately', retryLimit: 0, expireInSeconds: 3600, repeat: { cron: '15 2 * * *', tz: 'Europe/Zurich' }, runAtStart: true },
  'appointment-deleted-purge': { policy: 'stately', retryLimit: 0, expireInSeconds: 3600, repeat: { cron: '20 3 * * *', tz: 'Europe/Zurich' }, runAtStart: true },
  'job-effects-cleanup': { policy: 'stately', retryLimit: 0, expireInSeconds: 600, repeat: { cron: '45 3 * * *', tz: 'Europe/Zurich' } },
  // One waiting job per reminder key (appointment, kind, start); a failed run is retried with back-off.
  'appointment-reminder': { policy: 'stately', retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 300 },
  'appointment-reminder-sweep': { policy: 'stately', retryLimit: 0, expireInSeconds: 900, repeat: { cron: '5 * * * *' }, runAtStart: true },
  'booking-request-expiry': { policy: 'stately', retryLimit: 0, expireInSeconds: 600, repeat: { cron: '*/5 * * * *' }, runAtStart: true },
  // One waiting job per appointment; Google unreachable or rate-limiting: retried with back-off.
  'google-calendar-write': { policy: 'stately', retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 300 },
  // One waiting run per centre (singletonKey = centre): a burst of cancellations makes one run.
  'waitlist-offer': { policy: 'stately', retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 300 },
  'waitlist-expiry': { policy: 'stately', retryLimit: 0, expireInSeconds: 120, repeat: { everySeconds: 60 }, runAtStart: true },
  'waitlist-sweep': { policy: 'stately', retryLimit: 0, expireInSeconds: 900, repeat: { cron: '*/15 * * * *' } },
  // A run whose process died expires and runs again from the groups not yet committed (idempotent per group).
  'invoice-bulk': { policy: 'standard', retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 900 },
  // Daily in the morning and after a restart; a re-run the same day changes nothing (one step per invoice and day).
  'invoice-dunning': { policy: 'stately', retryLimit: 0, expireInSeconds: 3600, repeat: { cron: '10 4 * * *', tz: 'Europe/Zurich' }, runAtStart: true },
  // A run whose process died is drawn again from the start (the file is written under a fresh name and renamed at the end).
  'invoice-bulk-pdf': { policy: 'standard', retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 1800 },
};

/**
 * The one place that builds the app's job queue and says which domain service each queue runs.
 * Handlers stay shells: they call a service and hold no business logic. createContext builds
 * the queue; the app starts it when ready and stops it on close (app.ts).
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { FileStore } from '../services/files/fileStore';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { DomainEventBus } from '../events/bus';
import { createAuditJobs } from '../services/audit/auditJobs';
import { extendEndlessSeries } from '../services/appointments/seriesExtension';
import { purgeDeletedAppointments } from '../services/appointments/restore';
import type { GoogleCalendarService } from '../services/googleCalendar/service';
import { renewChannels } from '../services/googleCalendar/watch';
import { writeAppointment } from '../services/googleCalendar/eventWrite';
import { JobQueue } from './jobQueue';
import { KURA_QUEUES, type KuraQueues } from './queues';
import { purgeJobEffects } from './runOnce';
import { sendReminder, sweepReminders } from '../services/appointments/reminders';
import { offerFreedSlots } from '../services/waitlist/offers';
import { freesTime, runExpiry, runSweep } from '../services/waitlist/jobs';
import { expireRequests } from '../services/appointments/requestExpiry';
import { runBulkInvoice } from '../services/invoicing/bulk';
import { runBulkPdf } from '../services/invoicing/bulkPdf';
import { runDunning } from '../services/invoicing/dunning';
import type { PdfLinkSigner } from '../services/invoicing/pdfLinks';

export type KuraJobQueue = JobQueue<KuraQueues>;
export type { KuraQueues, KuraQueueName } from './queues';

export interface JobServices {
  config: Config;
  database: Database;
  googleCalendar: GoogleCalendarService;
  /** The app's domain event bus: jobs that change appointments announce them to live calendars. */
  events: DomainEventBus;
  log: FastifyBaseLogger;
  /** Signs the link to a finished bulk PDF. */
  pdfLinks: PdfLinkSigner;
}

export function createJobQueue({ config, database, googleCalendar, events, log, pdfLinks }: JobServices): KuraJobQueue {
  const jobs = new JobQueue<KuraQueues>(database.jobsConnection, KURA_QUEUES, { log, workers: config.jobs.workers, pollSeconds: config.jobs.pollSeconds });

  // Audit log: off-system copies every 10 s, the retention purge daily (README "Audit log").
  const audit = createAuditJobs(database.db, config, log);
  if (audit.shipping) {
    jobs.work('audit-ship', async () => {
      await audit.ship();
    });
  }
  jobs.work('audit-retention', async () => {
    await audit.purge();
  });

  // Google Calendar push channels (only with GOOGLE_CLIENT_ID/SECRET).
  if (googleCalendar.configured) {
    jobs.work('google-calendar-renewal', async () => {
      await renewChannels(googleCalendar);
    });
    // Appointments written into the therapists' chosen Google calendars (README "Google Calendar sync").
    jobs.work('google-calendar-write', async (data) => {
      await writeAppointment(googleCalendar, config.publicUrl, data);
    });
  }

  // Endless appointment series keep their rows 18 months ahead (README "Appointments").
  jobs.work('appointment-series-extension', async () => {
    const report = await extendEndlessSeries(database.db, events, jobs, log);
    if (report.extended + report.failed > 0) log.info(report, 'series extension done');
  });

  // Deleted appointments are restorable for 30 days, then purged (health data).
  jobs.work('appointment-deleted-purge', async () => {
    const purged = await purgeDeletedAppointments(database.db, new FileStore(path.join(config.dataDir, 'files')));
    if (purged > 0) log.info({ purged }, 'deleted appointments purged');
  });

  // The queue's own housekeeping: rows of runOnce for jobs finished long ago.
  jobs.work('job-effects-cleanup', async () => {
    await purgeJobEffects(database.db);
  });

  // Appointment reminders (README "Appointments"): each job sends one, the hourly sweep schedules those coming into the horizon.
  jobs.work('appointment-reminder', async (data, job) => {
    await sendReminder(database.db, config.publicUrl, data, job);
  });
  jobs.work('appointment-reminder-sweep', async () => {
    await sweepReminders(database.db, jobs);
  });

  // The booking waitlist (README "Online booking"): a cancellation, deletion or move may free a
  // slot, which goes to the first in line; run-out offers pass to the next every minute.
  const offerRun = (centreId: string) => jobs.send('waitlist-offer', { centreId }, { singletonKey: centreId });
  events.on('appointment_changed', (e) => (freesTime(e) ? offerRun(e.centreId) : undefined));
  jobs.work('waitlist-offer', async ({ centreId }) => {
    const offered = await offerFreedSlots(database.db, centreId, config.publicUrl);
    if (offered > 0) log.info({ centreId, offered }, 'waitlist offers sent');
  });
  jobs.work('waitlist-expiry', async () => {
    await runExpiry(database.db, offerRun);
  });
  jobs.work('waitlist-sweep', async () => {
    await runSweep(database.db, config.publicUrl);
  });
  // Booking requests nobody answered in time are denied and the clients told (README "Booking inbox").
  jobs.work('booking-request-expiry', async () => {
    const report = await expireRequests(database.db, events, jobs, config.publicUrl, log);
    if (report.denied + report.failed > 0) log.info(report, 'booking request expiry done');
  });
  // Bulk invoicing (issue 11 §2): one job per run, its id is the run's id (bulkNumber, bulkId).
  jobs.work('invoice-bulk', async (data, job) => {
    await runBulkInvoice({ db: database.db, events }, data, job.id);
  });
  // Dunning (issue 11 §3): overdue invoices and reminders 1–3, daily.
  jobs.work('invoice-dunning', async () => {
    const report = await runDunning(database.db, events);
    if (report.overdue + report.reminders > 0) log.info(report, 'invoice dunning done');
  });
  // getInvoicesAsBulkPDF: one PDF of the selection, drawn page by page into a file.
  jobs.work('invoice-bulk-pdf', async (data, job) => {
    await runBulkPdf({ db: database.db, events, dataDir: config.dataDir, publicUrl: config.publicUrl, pdfLinks }, data, job.id);
  });
  return jobs;
}

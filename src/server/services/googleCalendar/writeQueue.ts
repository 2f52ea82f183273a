/**
 * Writing appointments into Google calendars goes through the job queue: every appointment
 * change sends one write job per changed appointment in the change's own transaction (as
 * reminders do), so the job exists only if the change commits. Nothing is sent in a centre where
 * nobody writes to Google and no event of these appointments was written.
 */
import { inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { forCentre } from '../../db/centreScope';
import { googleCalendarAccounts, googleCalendarWrittenEvents } from '../../db/schema';
import type { KuraJobQueue } from '../../jobs';

export const GOOGLE_WRITE_QUEUE = 'google-calendar-write';

export interface GoogleWriteJob {
  centreId: string;
  appointmentId: string;
  /** A full resync: write even when the stored version says nothing changed. */
  force?: boolean;
}

export type WriteQueue = Pick<KuraJobQueue, 'send'>;

export async function queueGoogleWrites(tx: Tx, jobs: WriteQueue, centreId: string, rows: { appointmentId: string }[]): Promise<void> {
  if (rows.length === 0) return;
  const scoped = forCentre(tx, centreId);
  const ids = rows.map((r) => r.appointmentId);
  const anyWriter = await scoped.exists(googleCalendarAccounts, isNotNull(googleCalendarAccounts.writeCalendarId));
  if (!anyWriter && !(await scoped.exists(googleCalendarWrittenEvents, inArray(googleCalendarWrittenEvents.appointmentId, ids)))) return;
  // One waiting job per appointment (stately): a waiting job reads the appointment when it runs.
  for (const appointmentId of ids) await jobs.send(GOOGLE_WRITE_QUEUE, { centreId, appointmentId } satisfies GoogleWriteJob, { singletonKey: appointmentId, tx });
}

/**
 * Appointment reminders on the job queue (issue 9 §6). Every change of an appointment reconciles
 * its reminder jobs in the change's own transaction (syncReminders): jobs that no longer fit
 * (cancelled, moved, denied, deleted) are cancelled, missing ones are sent due at start − lead
 * time, with a singleton key per appointment, kind and start. The job (sendReminder) re-reads the
 * appointment and sends nothing when it is stale; its effect is written through runOnce keyed by
 * that same reminder key, so each reminder reaches the client once even across crashes and
 * retries. Appointments further ahead than the horizon get their jobs from the hourly sweep.
 */
import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, lte, notExists } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { acrossCentres, forCentre } from '../../db/centreScope';
import { appointmentReminders, appointments } from '../../db/schema';
import type { KuraJobQueue } from '../../jobs';
import type { JobInfo } from '../../jobs/jobQueue';
import { runOnce } from '../../jobs/runOnce';
import { chosenChannels } from '../../../shared/appointmentMessages';
import {
  REMINDED_STATUSES,
  REMINDER_HORIZON_HOURS,
  SECOND_REMINDER_HOURS,
  plannedReminders,
  reconcileReminders,
  reminderKey,
  type ReminderKind,
} from '../../../shared/reminders';
import { communicationSettings } from './notify/settings';
import { notifyClient, type MessageOutcome } from './notify/send';
import type { AppointmentRow } from './record';
import { groupBy } from '../../../shared/groupBy';

export const REMINDER_QUEUE = 'appointment-reminder';

/** A reminder job's data: which appointment, which reminder, for which start (ISO). */
export interface ReminderJob {
  centreId: string;
  appointmentId: string;
  kind: ReminderKind;
  startsAt: string;
}

export type ReminderQueue = Pick<KuraJobQueue, 'send' | 'cancel'>;

const HOUR_MS = 3_600_000;

/**
 * Puts the reminders of `rows` (as they are after the change) in line with what they should be
 * at `now`, inside the change's transaction: the jobs exist only if the change commits.
 */
export async function syncReminders(tx: Tx, jobs: ReminderQueue, centreId: string, rows: AppointmentRow[], now = new Date()): Promise<void> {
  if (rows.length === 0) return;
  const scoped = forCentre(tx, centreId);
  const scheduled = await scoped.select().from(appointmentReminders).where(inArray(appointmentReminders.appointmentId, rows.map((r) => r.appointmentId)));
  const horizon = now.getTime() + REMINDER_HORIZON_HOURS * HOUR_MS;
  const reachable = rows.filter((r) => r.startsAt && r.startsAt.getTime() > now.getTime() && r.startsAt.getTime() <= horizon);
  if (scheduled.length === 0 && reachable.length === 0) return;
  const { leads } = await communicationSettings(tx, centreId);

  for (const row of rows) {
    const mine = scheduled.filter((s) => s.appointmentId === row.appointmentId);
    const planned = row.startsAt ? plannedReminders({ startsAt: row.startsAt, status: row.status, hasClient: row.contactFk !== null }, leads, now) : [];
    const { cancel, send } = reconcileReminders(mine, planned);
    if (cancel.length > 0) {
      await jobs.cancel(REMINDER_QUEUE, cancel.map((c) => c.jobId), { tx });
      await scoped.delete(appointmentReminders).where(and(eq(appointmentReminders.appointmentId, row.appointmentId), inArray(appointmentReminders.kind, cancel.map((c) => c.kind))));
    }
    for (const r of send) {
      const data: ReminderJob = { centreId, appointmentId: row.appointmentId, kind: r.kind, startsAt: r.startsAt.toISOString() };
      const jobId = await jobs.send(REMINDER_QUEUE, data, { startAfter: r.dueAt, singletonKey: reminderKey(row.appointmentId, r.kind, r.startsAt), tx });
      // null: a job for this very reminder is already waiting (it stays the one).
      if (!jobId) continue;
      const values = { appointmentId: row.appointmentId, kind: r.kind, startsAt: r.startsAt, dueAt: r.dueAt, jobId };
      await scoped.insert(appointmentReminders).values(values).onConflictDoUpdate({ target: [appointmentReminders.appointmentId, appointmentReminders.kind], set: { startsAt: r.startsAt, dueAt: r.dueAt, jobId } });
    }
  }
}

/** A UUID derived from the reminder key: the job_effects row that makes the reminder once-only. */
export function reminderEffectId(key: string): string {
  const h = crypto.createHash('sha256').update(`reminder:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

class StaleReminder extends Error {}

export type ReminderResult = { sent: true; outcomes: MessageOutcome[] } | { sent: false; why: 'stale' | 'alreadySent' };

/** Why a job no longer stands for a reminder the client should get. */
function isStale(row: AppointmentRow | undefined, job: ReminderJob, now: Date): boolean {
  if (!row?.startsAt || row.startsAt.toISOString() !== job.startsAt) return true;
  if (!(REMINDED_STATUSES as readonly string[]).includes(row.status) || !row.contactFk) return true;
  return row.startsAt.getTime() <= now.getTime();
}

/**
 * The job's work: queue the reminder to the client by the channels the centre's settings name,
 * unless the appointment was cancelled, moved or has begun. Sent at most once per reminder key.
 */
export async function sendReminder(db: Db, publicUrl: string, data: ReminderJob, job: JobInfo, now = new Date()): Promise<ReminderResult> {
  const key = reminderKey(data.appointmentId, data.kind, new Date(data.startsAt));
  try {
    const once = await runOnce(db, { id: reminderEffectId(key), queue: job.queue }, async (tx) => {
      const scoped = forCentre(tx, data.centreId);
      const [row] = await scoped.select().from(appointments).where(eq(appointments.appointmentId, data.appointmentId));
      // Nothing is written for a stale job (the rollback frees the key again).
      if (isStale(row, data, now)) throw new StaleReminder();
      await scoped.delete(appointmentReminders).where(and(eq(appointmentReminders.appointmentId, data.appointmentId), eq(appointmentReminders.kind, data.kind), eq(appointmentReminders.jobId, job.id)));
      const settings = await communicationSettings(tx, data.centreId);
      return notifyClient(tx, { centreId: data.centreId, row, event: data.kind, channels: chosenChannels({}, settings, data.kind), publicUrl, userId: null });
    });
    return once.done ? { sent: true, outcomes: once.value } : { sent: false, why: 'alreadySent' };
  } catch (err) {
    if (err instanceof StaleReminder) return { sent: false, why: 'stale' };
    throw err;
  }
}

/** Appointments that may need reminders but have no job yet: starting within the horizon, beyond the shortest lead. */
async function unscheduled(q: Queryable, now: Date): Promise<{ centreId: string; appointmentId: string }[]> {
  const all = acrossCentres(appointments, 'the reminder sweep schedules the reminders of every centre');
  const reminders = acrossCentres(appointmentReminders, 'the reminder sweep checks which appointments of every centre have jobs');
  const earliest = new Date(now.getTime() + Math.min(...SECOND_REMINDER_HOURS) * HOUR_MS);
  return q
    .select({ centreId: all.centreId, appointmentId: all.appointmentId })
    .from(all)
    .where(
      and(
        inArray(all.status, [...REMINDED_STATUSES]),
        isNotNull(all.contactFk),
        gt(all.startsAt, earliest),
        lte(all.startsAt, new Date(now.getTime() + REMINDER_HORIZON_HOURS * HOUR_MS)),
        notExists(q.select({ one: reminders.jobId }).from(reminders).where(eq(reminders.appointmentId, all.appointmentId))),
      ),
    );
}

/** The hourly sweep: appointments that came into the horizon (series occurrences) get their reminder jobs. */
export async function sweepReminders(db: Db, jobs: ReminderQueue, now = new Date()): Promise<number> {
  const found = await unscheduled(db, now);
  const byCentre = groupBy(found, (f) => f.centreId, (f) => f.appointmentId);
  for (const [centreId, ids] of byCentre) {
    for (let i = 0; i < ids.length; i += 200) {
      await db.transaction(async (tx) => {
        const rows = await forCentre(tx, centreId).select().from(appointments).where(inArray(appointments.appointmentId, ids.slice(i, i + 200))).for('update');
        await syncReminders(tx, jobs, centreId, rows, now);
      });
    }
  }
  return found.length;
}

/**
 * The request expiry job (issue 10 §5; queue `booking-request-expiry`, every 5 minutes): a booking
 * request (UNCONFIRMED) nobody answered within the practice's `requestExpiryHours` (online
 * presence; default 48, 0 = never), or whose time has come, is denied by the system, its slot freed,
 * and the client told (the cancellation message, by the centre's channels) as is the therapist.
 * Each request is denied in its own transaction that locks the row and re-reads it, so a request
 * answered meanwhile is left alone and a second run (another worker, a retry) denies nothing twice.
 */
import { and, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { acrossCentres, forCentre } from '../../db/centreScope';
import { appointments, onlinePresenceSettings } from '../../db/schema';
import { publishAfterCommit, type DomainEventBus } from '../../events/bus';
import { recordAuditMany } from '../audit/recordAudit';
import { queueGoogleWrites } from '../googleCalendar/writeQueue';
import { chosenChannels } from '../../../shared/appointmentMessages';
import { DEFAULT_REQUEST_EXPIRY_HOURS, isRequestExpired } from '../../../shared/appointments/requestExpiry';
import { communicationSettings } from './notify/settings';
import { notifyClient } from './notify/send';
import { notifyTherapist } from './notify/therapist';
import { syncReminders, type ReminderQueue } from './reminders';
import { requestExpiryHours } from './inbox';

export interface ExpiryReport {
  denied: number;
  failed: number;
}

/** Requests that may have expired at `now`, of every centre (the exact rule is checked again under the lock). */
async function candidates(db: Db, now: Date): Promise<{ centreId: string; appointmentId: string }[]> {
  const all = acrossCentres(appointments, 'the expiry job looks at the open requests of every centre');
  const presence = acrossCentres(onlinePresenceSettings, 'each centre decides how long its requests wait');
  const hours = sql<number>`coalesce(${presence.requestExpiryHours}, ${DEFAULT_REQUEST_EXPIRY_HOURS})`;
  return db
    .select({ centreId: all.centreId, appointmentId: all.appointmentId })
    .from(all)
    .leftJoin(presence, eq(presence.centreId, all.centreId))
    .where(
      and(
        eq(all.status, 'UNCONFIRMED'),
        ne(hours, 0),
        or(lte(all.startsAt, now), sql`${all.createdAt} <= ${now.toISOString()}::timestamptz - make_interval(hours => ${hours})`),
      ),
    )
    .limit(1000);
}

/** Denies one expired request under its row lock; false when it was answered or is not due after all. */
async function expireOne(db: Db, events: DomainEventBus, jobs: ReminderQueue, publicUrl: string, centreId: string, id: string, now: Date): Promise<boolean> {
  return publishAfterCommit(events, (pending) =>
    db.transaction(async (tx) => {
      const scoped = forCentre(tx, centreId);
      const [row] = await scoped.select().from(appointments).where(eq(appointments.appointmentId, id)).for('update');
      if (!row || row.status !== 'UNCONFIRMED') return false;
      if (!isRequestExpired(row.createdAt, row.startsAt, await requestExpiryHours(tx, centreId), now)) return false;
      const [denied] = await scoped.update(appointments).set({ status: 'DENIED', updatedAt: now }).where(inArray(appointments.appointmentId, [id])).returning();
      await recordAuditMany(tx, centreId, [{ userId: null, role: null, action: 'update', objectType: 'appointment', objectId: id, detail: { fields: ['status'], via: 'requestExpiry' } }]);
      pending.add('appointment_changed', { centreId, appointmentIds: [id], kind: 'updated' });
      await syncReminders(tx, jobs, centreId, [denied], now);
      await queueGoogleWrites(tx, jobs, centreId, [denied]);
      // The client waited for an answer: they hear it even when the time has passed.
      await notifyTherapist(tx, { centreId, row: denied, event: 'bookingCancellation', byUserId: null, publicUrl, now });
      const channels = chosenChannels({}, await communicationSettings(tx, centreId), 'bookingCancellation');
      await notifyClient(tx, { centreId, row: denied, event: 'bookingCancellation', channels, publicUrl, userId: null });
      return true;
    }),
  );
}

/** One pass of the job: denies every expired request; a failing one is logged and tried again next pass. */
export async function expireRequests(db: Db, events: DomainEventBus, jobs: ReminderQueue, publicUrl: string, log: Pick<FastifyBaseLogger, 'warn'>, now = new Date()): Promise<ExpiryReport> {
  const report: ExpiryReport = { denied: 0, failed: 0 };
  for (const c of await candidates(db, now)) {
    try {
      if (await expireOne(db, events, jobs, publicUrl, c.centreId, c.appointmentId, now)) report.denied += 1;
    } catch (err) {
      report.failed += 1;
      log.warn({ err: err instanceof Error ? err.message : String(err), appointmentId: c.appointmentId }, 'request expiry failed');
    }
  }
  return report;
}

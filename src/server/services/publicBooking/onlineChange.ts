/**
 * What every online change of an appointment (book, cancel, move) does beside its rows, in its
 * transaction: the audit event (no user: the patient did it, `via` says how), the live update
 * for the practice's calendars, reminders and Google writes, and the messages of wording.md §9 —
 * the client's by the centre's booking communication settings, and the therapist's e-mail.
 */
import type { Db, Tx } from '../../db/client';
import type { AuditDetail } from '../../db/schema';
import type { DomainEventBus, PendingEvents } from '../../events/bus';
import type { KuraJobQueue } from '../../jobs';
import { recordAudit } from '../audit/recordAudit';
import { communicationSettings } from '../appointments/notify/settings';
import { notifyClient } from '../appointments/notify/send';
import { notifyTherapist } from '../appointments/notify/therapist';
import type { AppointmentRow } from '../appointments/record';
import { syncReminders } from '../appointments/reminders';
import { queueGoogleWrites } from '../googleCalendar/writeQueue';
import { chosenChannels } from '../../../shared/appointmentMessages';
import type { AppointmentChangeKind } from '../../../shared/api/realtime';
import type { NotificationEvent } from '../../../shared/notificationTemplates';

/** What the public booking services need of the app. */
export interface PublicBookingDeps {
  db: Db;
  events: DomainEventBus;
  jobs: Pick<KuraJobQueue, 'send' | 'cancel'>;
  /** PUBLIC_URL: manage links and the messages' Dashboard placeholder. */
  publicUrl: string;
}

export interface OnlineChange {
  row: AppointmentRow;
  kind: AppointmentChangeKind;
  action: 'create' | 'update';
  detail: AuditDetail;
  /** The message it sends, if any. */
  event: NotificationEvent | null;
  /** The manage link of a booking just written (its messages carry it). */
  manageUrl?: string;
}

export async function recordOnlineChange(tx: Tx, deps: PublicBookingDeps, events: PendingEvents, c: OnlineChange, now: Date): Promise<void> {
  const { row } = c;
  await recordAudit(tx, { centreId: row.centreId, userId: null, role: null, action: c.action, objectType: 'appointment', objectId: row.appointmentId, detail: c.detail });
  // No `by`: the booking page made the change (realtime.ts AppointmentChanged).
  events.add('appointment_changed', { centreId: row.centreId, appointmentIds: [row.appointmentId], kind: c.kind });
  await syncReminders(tx, deps.jobs, row.centreId, [row], now);
  await queueGoogleWrites(tx, deps.jobs, row.centreId, [row]);
  if (!c.event) return;
  await notifyTherapist(tx, { centreId: row.centreId, row, event: c.event, byUserId: null, publicUrl: deps.publicUrl, now });
  const channels = chosenChannels({}, await communicationSettings(tx, row.centreId), c.event);
  await notifyClient(tx, { centreId: row.centreId, row, event: c.event, channels, publicUrl: deps.publicUrl, manageUrl: c.manageUrl, userId: null });
}

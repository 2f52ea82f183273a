/** What the appointment service needs from a request: the database, the bus and the caller in a centre. */
import type { Db } from '../../db/client';
import type { DomainEventBus, PendingEvents } from '../../events/bus';
import type { AuthContext } from '../../access/accessRules';
import type { AppointmentChangeKind } from '../../../shared/api/realtime';
import { roleIn } from '../audit/recordAudit';
import type { RoleName } from '../../../shared/api/contracts';
import type { KuraJobQueue } from '../../jobs';

export interface AppointmentCaller {
  db: Db;
  events: DomainEventBus;
  centreId: string;
  auth: AuthContext;
  /** The job queue: reminders are scheduled and cancelled in the change's transaction. */
  jobs: Pick<KuraJobQueue, 'send' | 'cancel'>;
  /** The app's public address (the Dashboard placeholder of messages). */
  publicUrl: string;
}

export const callerRole = (c: AppointmentCaller): RoleName | null => roleIn(c.auth, c.centreId);

/** Queues the live-update event of a change (published after commit). */
export function announce(events: PendingEvents, c: AppointmentCaller, kind: AppointmentChangeKind, appointmentIds: string[]): void {
  if (appointmentIds.length > 0) events.add('appointment_changed', { centreId: c.centreId, appointmentIds, kind, by: c.auth.userId });
}

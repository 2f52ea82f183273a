/** What the invoicing service needs from a request or a job: the database, the bus and who acts in which centre. */
import type { Db } from '../../db/client';
import type { DomainEventBus, PendingEvents } from '../../events/bus';
import type { AuthContext } from '../../access/accessRules';
import { roleIn } from '../audit/recordAudit';
import type { RoleName } from '../../../shared/api/contracts';

export interface InvoicingContext {
  db: Db;
  events: DomainEventBus;
}

export interface InvoiceCaller extends InvoicingContext {
  centreId: string;
  /** The signed-in caller; a job acts with the auth of the user who started it. */
  auth: AuthContext;
}

export const callerRole = (c: InvoiceCaller): RoleName | null => roleIn(c.auth, c.centreId);

/**
 * Calendars refresh the appointments whose status invoicing changed (published after commit). Billed
 * or back to FINISHED, an appointment keeps its time: `details`, so no waitlist run follows.
 */
export function announceAppointments(events: PendingEvents, c: InvoiceCaller, appointmentIds: string[]): void {
  if (appointmentIds.length > 0)
    events.add('appointment_changed', {
      centreId: c.centreId,
      appointmentIds,
      kind: 'details',
      by: c.auth.userId,
    });
}

/** The centre's calendar day of an instant (YYYY-MM-DD) in its time zone. */
export function localDate(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

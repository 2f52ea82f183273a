/**
 * What the appointment panel offers for a status, derived from the one transitions table, and the
 * colour group of a status (spec §9: appointment colours cycle through 3 colours; the statuses
 * that free the therapist's time are shown muted).
 */
import { canTransition, ITEM_EDITABLE_STATUSES, EDITABLE_STATUSES, TRANSITIONS, type AppointmentStatus } from './transitions';

/** Targets with an action of their own (cancel, mark complete) or set by another part (invoicing, restore). */
const OWN_ACTIONS: readonly AppointmentStatus[] = ['CANCELLED', 'FINISHED', 'BILLED', 'DELETED'];

/** The plain status changes the panel offers as buttons, in the table's order. */
export function offeredStatusChanges(from: AppointmentStatus): AppointmentStatus[] {
  return TRANSITIONS[from].filter((to) => !OWN_ACTIONS.includes(to));
}

export const canCancel = (from: AppointmentStatus): boolean => canTransition(from, 'CANCELLED');
export const canMarkComplete = (from: AppointmentStatus): boolean => canTransition(from, 'FINISHED');
export const canEditFields = (status: AppointmentStatus): boolean => EDITABLE_STATUSES.includes(status);
export const canEditItems = (status: AppointmentStatus): boolean => ITEM_EDITABLE_STATUSES.includes(status);

/** The three colours of appointments, plus muted for those that no longer hold the slot. */
export type StatusTone = 'pending' | 'confirmed' | 'done' | 'muted';

const TONES: Readonly<Record<AppointmentStatus, StatusTone>> = {
  DRAFT: 'pending',
  UNCONFIRMED: 'pending',
  IMPORTED: 'pending',
  BOOKED: 'confirmed',
  CONFIRMED: 'confirmed',
  PROVIDED: 'confirmed',
  FINISHED: 'done',
  BILLED: 'done',
  ARCHIVED: 'done',
  CANCELLED: 'muted',
  DENIED: 'muted',
  DELETED: 'muted',
};

export const statusTone = (status: AppointmentStatus): StatusTone => TONES[status];

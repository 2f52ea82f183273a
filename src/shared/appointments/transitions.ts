/**
 * The appointment life cycle (issue 9 §1; behaviour.md §3 statuses, §4 "the transition graph is
 * not shown"): ONE table of the status changes a call may make. Anything else is 409
 * `invalidStatusTransition`. Cancelling and deleting keep the previous status, so undoCancel and
 * restore go back to exactly it (they are not in the table: they undo a row's own change).
 *
 * - DRAFT: being prepared in the calendar, not yet shown to the client.
 * - UNCONFIRMED ("reserved"): a booking request waiting in the inbox.
 * - BOOKED: booked online and accepted automatically.
 * - CONFIRMED: the normal staff appointment.
 * - IMPORTED ("synced"): taken over from another calendar.
 * - PROVIDED: the treatment was given; FINISHED ("complete"): closed, ready to bill;
 *   BILLED: on an invoice (invoicing sets it; cancelling the invoice goes back to FINISHED).
 * - CANCELLED, DENIED (a request refused), DELETED (restorable for 30 days), ARCHIVED (kept, read-only).
 *
 * Pure and isomorphic: the server refuses what the table does not allow
 * (services/appointments/transitions.ts), the appointment panel offers only what it allows.
 */
export const APPOINTMENT_STATUSES = [
  'DRAFT',
  'UNCONFIRMED',
  'BOOKED',
  'CONFIRMED',
  'IMPORTED',
  'PROVIDED',
  'FINISHED',
  'BILLED',
  'CANCELLED',
  'DENIED',
  'DELETED',
  'ARCHIVED',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The filterable list of behaviour.md §3: what the calendar and the lists filter by. */
export const FILTERABLE_STATUSES: readonly AppointmentStatus[] = ['IMPORTED', 'UNCONFIRMED', 'CONFIRMED', 'FINISHED', 'BILLED', 'CANCELLED'];

/** Statuses that hold the therapist's time (the exclusion constraint's WHERE says the same). */
export const FREEING_STATUSES: readonly AppointmentStatus[] = ['CANCELLED', 'DENIED', 'DELETED'];

/** Statuses a new staff appointment may start in (default CONFIRMED); FINISHED records past treatment. */
export const INITIAL_STATUSES: readonly AppointmentStatus[] = ['DRAFT', 'UNCONFIRMED', 'CONFIRMED', 'FINISHED'];

/** from → the statuses a status change may set. */
export const TRANSITIONS: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  DRAFT: ['UNCONFIRMED', 'CONFIRMED', 'CANCELLED', 'DELETED'],
  UNCONFIRMED: ['CONFIRMED', 'BOOKED', 'DENIED', 'CANCELLED', 'DELETED'],
  BOOKED: ['CONFIRMED', 'PROVIDED', 'FINISHED', 'CANCELLED', 'DELETED'],
  CONFIRMED: ['PROVIDED', 'FINISHED', 'CANCELLED', 'DELETED'],
  IMPORTED: ['CONFIRMED', 'CANCELLED', 'DELETED'],
  PROVIDED: ['FINISHED', 'BILLED', 'CONFIRMED'],
  FINISHED: ['BILLED', 'CONFIRMED', 'ARCHIVED'],
  BILLED: ['FINISHED', 'ARCHIVED'],
  CANCELLED: ['DELETED'],
  DENIED: ['DELETED'],
  DELETED: [],
  ARCHIVED: [],
};

export const isStatus = (value: unknown): value is AppointmentStatus => APPOINTMENT_STATUSES.includes(value as AppointmentStatus);

export function canTransition(from: string, to: string): boolean {
  return isStatus(from) && isStatus(to) && TRANSITIONS[from].includes(to);
}

/** Statuses whose appointment can still be moved or edited (not closed, billed or gone). */
export const EDITABLE_STATUSES: readonly AppointmentStatus[] = ['DRAFT', 'UNCONFIRMED', 'BOOKED', 'CONFIRMED', 'IMPORTED', 'PROVIDED'];

/** Statuses whose items (the services performed) may still change: until billed or gone. */
export const ITEM_EDITABLE_STATUSES: readonly AppointmentStatus[] = [...EDITABLE_STATUSES, 'FINISHED'];

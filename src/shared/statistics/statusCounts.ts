/**
 * Appointments by status for the dashboard: the filterable statuses of behaviour.md §3 each on
 * their own, every other status (draft, booked, provided, denied, archived) as `other`; deleted
 * appointments are not counted (they are restorable, not held).
 */
import { COUNTED_STATUSES, type CountedStatus } from '../api/statistics';
import { FILTERABLE_STATUSES } from '../appointments/transitions';

export type StatusCounts = Record<CountedStatus, number>;

export const emptyStatusCounts = (): StatusCounts => Object.fromEntries(COUNTED_STATUSES.map((s) => [s, 0])) as StatusCounts;

/** The bucket of a stored status, or null for one not counted (DELETED). */
export function countedStatus(status: string): CountedStatus | null {
  if (status === 'DELETED') return null;
  return (FILTERABLE_STATUSES as readonly string[]).includes(status) ? (status as CountedStatus) : 'other';
}

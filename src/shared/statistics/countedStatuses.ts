import type { AppointmentStatus } from '../appointments/transitions';

/**
 * The statuses the dashboard counts: the filterable list of behaviour.md §3 (FILTERABLE_STATUSES,
 * in its order; a test checks they agree), then every other status but DELETED as `other`.
 * A module of its own so the dashboard page imports this list and nothing more.
 */
export const COUNTED_STATUSES = ['IMPORTED', 'UNCONFIRMED', 'CONFIRMED', 'FINISHED', 'BILLED', 'CANCELLED', 'other'] as const satisfies readonly (AppointmentStatus | 'other')[];
export type CountedStatus = (typeof COUNTED_STATUSES)[number];

/**
 * Roots of react-query keys shared between pages. Spec §4: saving days off or a schedule template
 * clears the cached schedule, so every cached schedule view keys its queries under
 * SCHEDULE_QUERY_KEY and the savers remove that root. (Switching clinic invalidates all queries.)
 */
export const SCHEDULE_QUERY_KEY = 'schedule';

/**
 * Appointments of a centre: every query that shows appointments (calendar views, lists, a
 * client's appointments) keys under `['appointments', centreId, ...]`, so the live socket's
 * `appointment_changed` refetches all of them (src/client/realtime).
 */
export const APPOINTMENTS_QUERY_KEY = 'appointments';
export const appointmentsQueryKey = (centreId: string, ...rest: unknown[]) => [APPOINTMENTS_QUERY_KEY, centreId, ...rest] as const;

/** GET calls of the common API read through useApiQuery: one query per path (the path names the clinic). */
export const API_QUERY_KEY = 'api';
export const apiQueryKey = (path: string) => [API_QUERY_KEY, path] as const;

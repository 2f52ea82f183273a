/**
 * Roots of react-query keys shared between pages. Spec §4: saving days off or a schedule template
 * clears the cached schedule, so every cached schedule view keys its queries under
 * SCHEDULE_QUERY_KEY and the savers remove that root. (Switching clinic invalidates all queries.)
 */
export const SCHEDULE_QUERY_KEY = 'schedule';

/** GET calls of the common API read through useApiQuery: one query per path (the path names the clinic). */
export const API_QUERY_KEY = 'api';
export const apiQueryKey = (path: string) => [API_QUERY_KEY, path] as const;

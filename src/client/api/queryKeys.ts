/**
 * Roots of react-query keys shared between pages. Spec §4: saving days off or a schedule template
 * clears the cached schedule, so every cached schedule view keys its queries under
 * SCHEDULE_QUERY_KEY and the savers remove that root. (Switching clinic invalidates all queries.)
 */
export const SCHEDULE_QUERY_KEY = 'schedule';

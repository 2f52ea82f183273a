/**
 * The GET calls the calendar makes for a range, as plain path builders (no React, no session), so
 * the grid's hooks and the benchmark (tests/bench/calendar.bench.ts) send exactly the same requests.
 */
import { CONTACT_NAMES_PARAM } from '../../shared/api/appointments';

const id = encodeURIComponent;

/** The server's largest page (src/server/listParams.ts MAX_PAGE_SIZE). */
export const PAGE_SIZE = 1000;

/**
 * The list call for appointments starting on dates `from`..`to` (inclusive, centre zone), one page,
 * each row with its client's name (src/shared/api/appointments.ts): a range of 2,000 clients
 * needs no second lookup.
 */
export function rangePath(centreId: string, from: string, to: string, page = 0): string {
  const filter = JSON.stringify({ date_gte: from, date_lte: to });
  const range = JSON.stringify([page * PAGE_SIZE, (page + 1) * PAGE_SIZE - 1]);
  return `/api/appointments?centreId=${id(centreId)}&filter=${id(filter)}&range=${id(range)}&sort=${id('["startsAt","ASC"]')}&${CONTACT_NAMES_PARAM}=true`;
}

/** The total of a list answer's Content-Range (`appointments 0-999/2000`), else `fallback`. */
export function totalOf(contentRange: string | null, fallback: number): number {
  return Number(/\/(\d+)$/.exec(contentRange ?? '')?.[1] ?? fallback);
}

export const providersPath = (centreId: string) => `/api/centres/${id(centreId)}/settings/providers`;
export const schedulePath = (centreId: string, from: string, to: string) => `/api/providers/schedule?centreId=${id(centreId)}&from=${from}&to=${to}`;
export const busyPath = (centreId: string, from: string, to: string) => `/api/providers/busy?centreId=${id(centreId)}&from=${from}&to=${to}`;

/** The centre's services (names for the titles) by the schema engine's list call: at most 1,000, as the server pages. */
export const servicesPath = (centreId: string) => `/api/clinics/${id(centreId)}/services?filter=${id('{}')}&range=${id('[0,999]')}`;

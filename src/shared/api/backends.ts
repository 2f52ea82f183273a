/**
 * The three backends (DESIGN §3) and where each is reached. The server mounts the booking and
 * directory services under their base path; the common service's own paths start with /api/.
 */
export const BACKENDS = ['common', 'booking', 'directory'] as const;
export type Backend = (typeof BACKENDS)[number];

export const BACKEND_BASE_URLS: Readonly<Record<Backend, string>> = {
  common: '/api',
  booking: '/booking-api',
  directory: '/directory-api',
};

/**
 * Which backend serves which react-admin resource (DESIGN §3). Resources not listed here live on
 * the common service. Resource modules add their entry here (one line per resource).
 */
export type Backend = 'common' | 'booking' | 'directory';

export const BACKEND_BASE_URLS: Readonly<Record<Backend, string>> = {
  common: '/api',
  booking: '/booking-api',
  directory: '/directory-api',
};

export const resourceBackends: Record<string, Backend> = {};

export const backendOf = (resource: string): Backend => resourceBackends[resource] ?? 'common';

/**
 * Which backend serves which react-admin resource (DESIGN §3). Resources not listed here live on
 * the common service. Resource modules add their entry here (one line per resource).
 */
import type { Backend } from '../../shared/api/backends';

export { BACKEND_BASE_URLS, type Backend } from '../../shared/api/backends';

export const resourceBackends: Record<string, Backend> = {};

export const backendOf = (resource: string): Backend => resourceBackends[resource] ?? 'common';

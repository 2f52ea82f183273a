import type { AppRoute } from './routeTypes';

export type RouteParams = Record<string, string>;

/**
 * Matches a route path of the /users table ('/users/signup/:clinicHash') against a pathname as
 * react-router does for such paths (checked against it by a property test): literal segments
 * equal ignoring case, `:name` takes one non-empty segment (URL-decoded; kept as is when the
 * encoding is malformed), trailing slashes ignored. The params, or null. Both shells (the /users
 * shell and the full app) read a page's params with it.
 */
export function matchRoutePath(pattern: string, pathname: string): RouteParams | null {
  const split = (path: string) => path.replace(/\/+$/, '').split('/');
  const want = split(pattern);
  const have = split(pathname);
  if (want.length !== have.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (!have[i]) return null;
      params[want[i].slice(1)] = decodeSegment(have[i]);
    } else if (want[i].toLowerCase() !== have[i].toLowerCase()) return null;
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The first route whose path matches, with its params. */
export function findRoute(routes: readonly AppRoute[], pathname: string): { route: AppRoute; params: RouteParams } | null {
  for (const route of routes) {
    const params = matchRoutePath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/**
 * The vocabulary of route access (`config.access`) and of the signed-in caller. The Fastify
 * plugin that enforces it is plugins/access.ts; services and the record engine import these
 * types from here, so nothing below the HTTP layer depends on a plugin.
 */
import { isManagerRole, type RoleName } from '../../shared/membership';

export type { RoleName };

type Source = 'params' | 'query' | 'body';

export interface CentreAccess {
  centre: { from: Source; key: string; roles?: RoleName[]; permission?: string };
}
export interface SelfAccess {
  self: { from: Source; key: string };
}
export type Access = 'public' | 'user' | CentreAccess | SelfAccess;

export interface AuthContext {
  userId: string;
  roles: { name: RoleName; centreId: string }[];
}

export function isManager(auth: AuthContext, centreId: string): boolean {
  return auth.roles.some((r) => r.centreId === centreId && isManagerRole(r.name));
}

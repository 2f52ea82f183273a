/**
 * Who may read and write contacts in which centre, taken from the access rules the contacts
 * routes themselves declare (`config.access` of GET/POST /api/clinics/:cid/contacts and PATCH
 * …/:id). Common contacts look into several centres at once, so they cannot use one route rule;
 * reading the contacts routes' rules keeps one fact in one place: if those routes are narrowed
 * (roles, a permission flag), common contacts follow without a change here.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { acrossCentres } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { centreProviders } from '../../db/schema';
import { isManager, type Access, type AuthContext, type RoleName } from '../../access/accessRules';

export interface CentreRule {
  roles?: RoleName[];
  permission?: string;
}

export interface ContactRules {
  /** Reading a centre's contacts (its contact list). */
  read: CentreRule[];
  /** Creating and changing a centre's contacts: every rule must pass. */
  write: CentreRule[];
}

interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

function ruleOf(table: RouteAccess[], method: string, url: string): CentreRule {
  const route = table.find((r) => r.method === method && r.url === url);
  if (!route || typeof route.access !== 'object' || !('centre' in route.access)) {
    throw new Error(`common contacts: ${method} ${url} is not registered with a centre access rule`);
  }
  const { roles, permission } = route.access.centre;
  return { ...(roles ? { roles } : {}), ...(permission ? { permission } : {}) };
}

/** The rules of the contacts routes under `base` ("/api/clinics/:cid/contacts"); throws when they are missing. */
export function contactRulesFrom(table: RouteAccess[], base: string): ContactRules {
  return {
    read: [ruleOf(table, 'GET', base)],
    write: [ruleOf(table, 'POST', base), ruleOf(table, 'PATCH', `${base}/:id`)],
  };
}

/**
 * The centres among the caller's own (optionally only those in `among`) in which every rule
 * passes, checked like the access plugin does: a role of the centre (one of `roles` if named),
 * and for `permission` a manager or the flag on the first entry of the caller's permission record.
 */
export async function centresPassing(db: Db | Tx, auth: AuthContext, rules: CentreRule[], among?: readonly string[]): Promise<string[]> {
  const mine = [...new Set(auth.roles.map((r) => r.centreId))].filter((c) => !among || among.includes(c));
  const flagged = mine.filter((c) => rules.some((r) => r.permission) && !isManager(auth, c));
  const flags = new Map<string, Record<string, boolean>>();
  if (flagged.length > 0) {
    const rows = await db
      .select({ centreId: centreProviders.centreId, permission: centreProviders.permission })
      .from(acrossCentres(centreProviders, "the caller's permission flags in several of their centres (common contacts)"))
      .where(and(eq(centreProviders.userId, auth.userId), inArray(centreProviders.centreId, flagged)));
    for (const row of rows) flags.set(row.centreId, row.permission?.[0] ?? {});
  }
  const passes = (centreId: string, rule: CentreRule) =>
    auth.roles.some((r) => r.centreId === centreId && (!rule.roles || rule.roles.includes(r.name))) &&
    (!rule.permission || isManager(auth, centreId) || flags.get(centreId)?.[rule.permission] === true);
  return mine.filter((c) => rules.every((rule) => passes(c, rule)));
}

/**
 * Whose working hours a caller may see and change. Working hours belong to one provider: the
 * provider reads and edits their own, a centre's owners and admins those of the centre's
 * providers (like days off). Someone sharing no centre with the provider gets a 404 (like an
 * unknown id), a colleague a 403.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centreProviders, roles } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { isManager, type AuthContext } from '../../access/accessRules';
import { isUuid } from '../../../shared/validators/uuid';

export interface ProviderCentres {
  userId: string;
  /** Centres of the provider whose hours this caller may read and write, in membership order. */
  centres: string[];
  /** Every centre the provider currently works in (for the overlap check across centres). */
  allCentres: string[];
}

/** The centres `userId` is a current member of (a role there and a provider record). */
export async function providerCentreIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      centreId: centreProviders.centreId,
      createdAt: centreProviders.createdAt,
    })
    .from(acrossCentres(centreProviders, 'the centres one provider works in, to match them with the caller'))
    .innerJoin(acrossCentres(roles, 'membership of the same provider'), and(eq(roles.userId, centreProviders.userId), eq(roles.centreId, centreProviders.centreId)))
    .where(eq(centreProviders.userId, userId))
    // PGlite's clock has millisecond steps: two centres joined within one keep a fixed order.
    .orderBy(centreProviders.createdAt, centreProviders.centreId);
  return rows.map((r) => r.centreId);
}

/**
 * The provider `userId` as this caller may handle their weekly template: the centres both share
 * where the caller is the provider or a manager, narrowed to `onlyCentre` when given.
 */
export async function templateTarget(db: Queryable, auth: AuthContext, userId: string, onlyCentre?: string): Promise<ProviderCentres> {
  if (!isUuid(userId)) throw notFound();
  const allCentres = await providerCentreIds(db, userId);
  const shared = allCentres.filter((c) => auth.roles.some((r) => r.centreId === c) && (onlyCentre === undefined || c === onlyCentre));
  if (shared.length === 0) throw notFound();
  const centres = shared.filter((c) => userId === auth.userId || isManager(auth, c));
  if (centres.length === 0) throw forbidden();
  return { userId, centres, allCentres };
}

/** Those of `userIds` who are current members of `centreId` (for lists of colleagues). */
export async function membersOf(db: Queryable, centreId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await forCentre(db, centreId).select({ userId: roles.userId }).from(roles).where(inArray(roles.userId, userIds));
  return [...new Set(rows.map((r) => r.userId))];
}

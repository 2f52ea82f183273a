import { and, eq, sql } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { centreProviders, roles } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { isManager, type AuthContext } from '../../access/accessRules';
import type { Permission } from '../../../shared/api/contracts';

/**
 * The centre of a provider record, for a manager of that centre. The route's `access` rule
 * cannot express this because the path carries the centreProvider id, not the centre id, so
 * the centre is resolved here: unknown or foreign ids are a 404 (no probing), members who do
 * not manage the centre get a 403.
 */
export async function managedCentreOfProvider(db: Db, auth: AuthContext, centreProviderId: string): Promise<string> {
  // A current member: the user still holds a role in the record's own centre.
  const current = sql`exists (select 1 from ${acrossCentres(roles, 'membership in the provider record\'s own centre')} where ${roles.centreId} = ${centreProviders.centreId} and ${roles.userId} = ${centreProviders.userId})`;
  const [cp] = await db
    .select({ centreId: centreProviders.centreId })
    .from(acrossCentres(centreProviders, 'finding the centre of a provider record reached by its id, for the access check'))
    .where(and(eq(centreProviders.id, centreProviderId), current));
  if (!cp || !auth.roles.some((r) => r.centreId === cp.centreId)) throw notFound();
  if (!isManager(auth, cp.centreId)) throw forbidden();
  return cp.centreId;
}

export async function updatePermission(db: Db, centreId: string, centreProviderId: string, permission: Permission[]): Promise<void> {
  await db.transaction(async (tx) => {
    await forCentre(tx, centreId)
      .update(centreProviders)
      .set({ permission, updatedAt: sql`now()` })
      .where(eq(centreProviders.id, centreProviderId));
  });
}

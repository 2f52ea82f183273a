import { eq, sql } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Tx } from '../../db/client';
import { centres, roles, userSettings } from '../../db/schema';
import { centreTablesInDeletionOrder } from './centreTables';

/**
 * Deletes a centre and every row it owns inside the caller's transaction. Members whose active
 * centre it was move to another centre of theirs (or none). The centre's files on disk are
 * removed by the caller after the commit (FileStore.deleteCentre), since disk is not transactional.
 */
export async function deleteCentreRows(tx: Tx, centreId: string): Promise<void> {
  const memberships = acrossCentres(roles, "a member's other centres, to move their active centre there");
  const otherCentre = sql`(select ${roles.centreId} from ${memberships}
    where ${roles.userId} = ${userSettings.userId} and ${roles.centreId} <> ${centreId}
    order by ${roles.createdAt}, ${roles.centreId} limit 1)`;
  await tx.update(userSettings).set({ activeCentreId: otherCentre }).where(eq(userSettings.activeCentreId, centreId));
  const scoped = forCentre(tx, centreId);
  for (const { table } of centreTablesInDeletionOrder()) await scoped.delete(table);
  await tx.delete(centres).where(eq(centres.id, centreId));
}

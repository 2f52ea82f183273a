import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { centres } from '../../db/schema';
import { centreTablesInDeletionOrder } from './centreTables';

/**
 * Deletes a centre and every row it owns inside the caller's transaction. Members whose active
 * centre it was move to another centre of theirs (or none). The centre's files on disk are
 * removed by the caller after the commit (FileStore.deleteCentre), since disk is not transactional.
 */
export async function deleteCentreRows(tx: Tx, centreId: string): Promise<void> {
  await tx.execute(sql`
    update user_settings us
       set active_centre_id = (
         select r.centre_id from roles r
          where r.user_id = us.user_id and r.centre_id <> ${centreId}
          order by r.created_at, r.centre_id limit 1)
     where us.active_centre_id = ${centreId}`);
  for (const { table, centreColumn } of centreTablesInDeletionOrder()) {
    await tx.delete(table).where(eq(centreColumn, centreId));
  }
  await tx.delete(centres).where(eq(centres.id, centreId));
}

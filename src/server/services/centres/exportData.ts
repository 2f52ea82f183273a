/** GET /api/centre/{id}/download-data: everything a centre holds, as one JSON document (nDSG/GDPR portability). */
import { asc, eq, inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { centres, roles, userSettings, users } from '../../db/schema';
import { centreTables, withoutSecrets } from './centreTables';

export interface CentreExport {
  format: 'kura-centre-export';
  version: 1;
  exportedAt: string;
  centre: Record<string, unknown>;
  members: Record<string, unknown>[];
  memberSettings: Record<string, unknown>[];
  tables: Record<string, Record<string, unknown>[]>;
}

export async function exportCentreData(db: Db, centreId: string): Promise<CentreExport> {
  // One repeatable-read snapshot, so rows of different tables agree with each other.
  return db.transaction(
    async (tx) => {
      const [centre] = await tx.select().from(centres).where(eq(centres.id, centreId));
      const scoped = forCentre(tx, centreId);
      const tables: CentreExport['tables'] = {};
      for (const { name, table } of centreTables()) {
        let rows = (await scoped.select().from(table)) as Record<string, unknown>[];
        // Messages to staff accounts carry activation codes and sign-in links: never hand them to the owner.
        if (name === 'outbox') rows = rows.filter((r) => r.userId == null);
        tables[name] = rows.map((r) => withoutSecrets(r, table));
      }
      const memberIds = [...new Set((await scoped.select({ id: roles.userId }).from(roles)).map((r) => r.id))];
      const members = memberIds.length ? await tx.select().from(users).where(inArray(users.id, memberIds)).orderBy(asc(users.createdAt)) : [];
      const settings = memberIds.length ? await tx.select().from(userSettings).where(inArray(userSettings.userId, memberIds)) : [];
      return {
        format: 'kura-centre-export',
        version: 1,
        exportedAt: new Date().toISOString(),
        centre: withoutSecrets(centre as Record<string, unknown>, centres),
        members: members.map((m) => withoutSecrets(m as Record<string, unknown>, users)),
        memberSettings: settings.map((s) => withoutSecrets(s as Record<string, unknown>, userSettings)),
        tables,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

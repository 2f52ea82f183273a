/**
 * An empty, unmigrated database of the given kind, for tests that apply migrations themselves
 * (upgrades, the add-a-field promise): in-memory PGlite (a copy of the blank template, which saves
 * initdb), or a fresh PostgreSQL database that drop() removes again.
 */
import { openDatabase, type Database } from '../../../src/server/db/client';
import { pgliteTemplate } from '../../support/dbTemplates';
import { freshPostgres } from '../../support/freshPostgres';
import type { DbKind } from './testApp';

export async function freshDatabase(kind: DbKind): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ migrate: false, loadDataDir: await pgliteTemplate('blank') });
    return { database, drop: async () => database.close() };
  }
  const pgDb = await freshPostgres({ disposable: true });
  const database = await openDatabase({ databaseUrl: pgDb.url, migrate: false, poolSize: 3 });
  return {
    database,
    async drop() {
      await database.close();
      await pgDb.drop();
    },
  };
}

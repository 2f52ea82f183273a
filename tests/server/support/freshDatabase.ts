/**
 * An empty, unmigrated database of the given kind, for tests that apply migrations themselves
 * (upgrades, the add-a-field promise): in-memory PGlite, or a fresh PostgreSQL database that
 * drop() removes again.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../../src/server/db/client';
import type { DbKind } from './testApp';

export async function freshDatabase(kind: DbKind): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ migrate: false });
    return { database, drop: async () => database.close() };
  }
  const base = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `kura_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrate: false, poolSize: 3 });
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

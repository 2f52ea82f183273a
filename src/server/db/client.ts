import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: code that runs inside or outside a caller's transaction takes this. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How the job queue (pg-boss) reaches the same database: PGlite's one session, or its own pool. */
  jobsConnection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const migrationsFolder = path.resolve(here, '../../../migrations');

export interface OpenOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite directory; undefined means in memory (tests). */
  dataDir?: string;
  migrate?: boolean;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** PGlite: start from this dumpDataDir() tarball instead of an empty cluster (tests skip initdb and migrating). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl?.startsWith('postgres')
    ? await openPostgres(opts.databaseUrl, opts.poolSize ?? 10)
    : await openPglite(opts.dataDir, opts.loadDataDir);
  if (opts.migrate !== false) await migrateDatabase(database);
  return database;
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection closed by the server (restart, failover) emits 'error' on the pool; without a
  // listener Node would crash. The pool drops that client and opens a new one on the next query.
  pool.on('error', (err) => process.stderr.write(`[db] idle PostgreSQL connection lost: ${err.message}\n`));
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', jobsConnection: { kind: 'postgres', url }, close: () => pool.end() };
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // btree_gist: the appointments' no-overlap exclusion constraint (uuid = and range &&).
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  let lock: DataDirLock | undefined;
  let dir: string | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    // PGlite corrupts its files when two processes open them; refuse the second one (pglite#1106).
    lock = acquireDataDirLock(dataDir);
    dir = path.join(dataDir, 'pglite');
  }
  // Options object form: `new PGlite(undefined, opts)` silently drops opts (in-memory tests).
  const client = new PGlite({ dataDir: dir, loadDataDir, extensions: { pg_trgm, btree_gist } });
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    jobsConnection: { kind: 'pglite', client },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}

import fs from 'node:fs';
import path from 'node:path';
import type { PGlite, ParserOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { projectRoot } from '../projectRoot';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: code that runs inside or outside a caller's transaction takes this. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * How the job queue (pg-boss) reaches the same database: PGlite's one session (with the parsers
   * that give pg-boss PGlite's standard rows, pgliteDrizzleClient.ts), or its own pool.
   */
  jobsConnection: { kind: 'pglite'; client: PGlite; parsers: ParserOptions } | { kind: 'postgres'; url: string };
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot, 'migrations');

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
  /** PGlite: its page cache (shared_buffers) in MB; PGlite's own default (128) when absent. */
  pgliteCacheMb?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl?.startsWith('postgres')
    ? await openPostgres(opts.databaseUrl, opts.poolSize ?? 10)
    : await openPglite(opts.dataDir, opts.loadDataDir, opts.pgliteCacheMb);
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

async function openPglite(dataDir?: string, loadDataDir?: Blob, cacheMb?: number): Promise<Database> {
  const { PGlite, types } = await import('@electric-sql/pglite');
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
  // PGlite's own start parameters stay; a cache size is added to them (a -c later wins).
  const startParams = cacheMb ? [...pgliteDefaultStartParams(PGlite), '-c', `shared_buffers=${cacheMb}MB`] : undefined;
  const client = new PGlite({ dataDir: dir, loadDataDir, extensions: { pg_trgm, btree_gist }, ...(startParams ? { startParams } : {}) });
  await client.waitReady;
  const { drizzlePgliteClient, readTemporalTypesAsText } = await import('./pgliteDrizzleClient');
  const standardParsers = readTemporalTypesAsText(client, types);
  const db = drizzle({ client: drizzlePgliteClient(client), schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    jobsConnection: { kind: 'pglite', client, parsers: standardParsers },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

/** PGlite's default start parameters (a static of the class, not in its typings). */
function pgliteDefaultStartParams(PGlite: unknown): string[] {
  const params = (PGlite as { defaultStartParams?: string[] }).defaultStartParams;
  if (!Array.isArray(params)) throw new Error('PGlite.defaultStartParams is gone: check the cache size option after upgrading PGlite');
  return params;
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

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { createContext } from '../../../src/server/createContext';
import type { AppContext } from '../../../src/server/context';
import { ensurePostgresTemplate, pgliteTemplate } from '../../support/dbTemplates';
import { freshPostgres } from '../../support/freshPostgres';

export type DbKind = 'pglite' | 'postgres';
/** Server tests run on PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  /** The PostgreSQL database's URL (kind postgres), for a real server process to share it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment the config is read from (loadConfig), before the overrides apply. */
  env?: Record<string, string>;
  /** Fastify logger options (default: silent), as the server's buildApp takes them. */
  logger?: object;
  /** Adds test-only routes before the app is ready. */
  setup?(app: FastifyInstance, ctx: AppContext): void;
}

/** A logger that drops everything, for contexts built without an app logger. */
export const silentLogger = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return this; }, level: 'silent' } as never;

/**
 * The app on a fresh database of the given kind (one per test file), with a temporary data
 * folder for files that close() removes again.
 */
export async function createTestApp(kind: DbKind, overrides: Partial<Config> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  // A copy of the migrated template (dbTemplates.ts): no initdb, no migrations per file.
  const config: Config = {
    ...loadConfig({ PORT: '3999', JOBS_WORKERS: 'false', ...opts.env } as NodeJS.ProcessEnv),
    dataDir: path.join(os.tmpdir(), `kura-test-${crypto.randomBytes(6).toString('hex')}`),
    jwtSecret: 'test-secret-test-secret-test-secret',
    ...overrides,
  };
  const pgDb = kind === 'postgres' ? await freshPostgres({ template: await ensurePostgresTemplate(process.env.TEST_DATABASE_URL!), disposable: true }) : null;
  // PGlite with the server's page cache (PGLITE_CACHE_MB, 32 MB by default), not PGlite's 128 MB: as
  // `npm start` runs it, and a quicker start.
  const database = pgDb
    ? await openDatabase({ databaseUrl: pgDb.url, poolSize: 5, migrate: false })
    : await openDatabase({ loadDataDir: await pgliteTemplate('migrated'), migrate: false, pgliteCacheMb: config.pgliteCacheMb });
  const log = opts.logger ? Fastify({ logger: opts.logger }).log : silentLogger;
  const ctx = await createContext(config, database, log);
  const app = await buildApp(ctx, { logger: opts.logger });
  opts.setup?.(app, ctx);
  await app.ready();
  return {
    app,
    ctx,
    database,
    databaseUrl: pgDb?.url,
    async close() {
      await app.close();
      await ctx.outbox.stop();
      await database.close();
      await pgDb?.drop();
      if (!overrides.dataDir) fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

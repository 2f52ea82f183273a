import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { createContext } from '../../../src/server/createContext';
import type { AppContext } from '../../../src/server/context';

export type DbKind = 'pglite' | 'postgres';
/** Server tests run on PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database per test file, so files can run in parallel. */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `kura_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(kind: DbKind, overrides: Partial<Config> = {}): Promise<TestApp> {
  const pgDb = kind === 'postgres' ? await freshPostgres() : null;
  const database = await openDatabase({ databaseUrl: pgDb?.url, poolSize: 5 });
  const config: Config = {
    ...loadConfig({ PORT: '3999' } as NodeJS.ProcessEnv),
    dataDir: path.join(os.tmpdir(), `kura-test-${crypto.randomBytes(6).toString('hex')}`),
    jwtSecret: 'test-secret-test-secret-test-secret',
    ...overrides,
  };
  const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return this; }, level: 'silent' };
  const ctx = await createContext(config, database, silent as never);
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    database,
    async close() {
      await app.close();
      await ctx.outbox.stop();
      await database.close();
      await pgDb?.drop();
    },
  };
}

/**
 * Migrated starting points for test databases, built once and copied per test file or browser-test
 * server: opening an empty PGlite (initdb) and migrating it cost seconds each, a copy well under one.
 *
 * - PGlite: dumpDataDir() tarballs in the OS temp folder, one migrated and one blank (just
 *   initdb, for tests that apply migrations themselves). Server tests open a copy in memory;
 *   browser-test servers get it unpacked into their DATA_DIR.
 * - PostgreSQL: a database `kura_tpl_<hash>` that each file clones with CREATE DATABASE … TEMPLATE.
 *
 * Both are named by a hash of the migrations and of the package versions that shape the result, so
 * a changed migration builds new ones and checkouts with different migrations never share one.
 * Jest's global setup (tests/server/support/jestGlobalSetup.ts) builds them before the workers start;
 * the helpers build them on demand too.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { spawnSync } from 'node:child_process';
import { migrationsFolder, openDatabase, type Database } from '../../src/server/db/client';
import { JobQueue } from '../../src/server/jobs/jobQueue';
import { KURA_QUEUES } from '../../src/server/jobs/queues';
import { databaseUrl } from './freshPostgres';
import { withAdvisoryLock, withPgClient } from './pgClient';
import { prepareForDump, trimWal } from './pgliteTemplateTar';

/** Templates of other hashes older than this are removed when a new one is built. */
const STALE_MS = 7 * 24 * 3600_000;
export const templateDir = path.join(os.tmpdir(), 'kura-test-templates');

function packageVersion(name: string): string {
  // Not require.resolve: PGlite's exports map hides package.json.
  const file = path.join(migrationsFolder, '..', 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

let cachedHash: string | undefined;
/** What the migrator reads (journal + SQL), the versions of PGlite and drizzle's migrator, and pg-boss (its schema) with the app's queues. */
export function migrationsHash(): string {
  if (cachedHash) return cachedHash;
  const h = crypto.createHash('sha256');
  h.update(`pglite ${packageVersion('@electric-sql/pglite')} drizzle ${packageVersion('drizzle-orm')} pg-boss ${packageVersion('pg-boss')}\n`);
  h.update(`queues ${JSON.stringify(KURA_QUEUES)}\n`);
  const files = ['meta/_journal.json', ...fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort()];
  for (const f of files) h.update(`${f}\n`).update(fs.readFileSync(path.join(migrationsFolder, f)));
  cachedHash = h.digest('hex').slice(0, 16);
  return cachedHash;
}

type PgliteKind = 'migrated' | 'blank';
// v2: template0/template1 dropped and pg_wal trimmed (pgliteTemplateTar.ts).
const pgliteFile = (kind: PgliteKind) => path.join(templateDir, `pglite-${kind}-v2-${migrationsHash()}.tar`);

/** The tarball's path, building it first when missing. Written beside and renamed, so readers never see half a file. */
export async function ensurePgliteTemplate(kind: PgliteKind): Promise<string> {
  const file = pgliteFile(kind);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(templateDir, { recursive: true });
  const database = await openDatabase({ migrate: kind === 'migrated' });
  try {
    if (kind === 'migrated') await installJobSchema(database);
    const client = pgliteClient(database);
    const keep = await prepareForDump(client);
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    const tmp = `${file}.${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, keep ? trimWal(dump, keep) : dump);
    fs.renameSync(tmp, file);
  } finally {
    await database.close();
  }
  removeStaleFiles();
  return file;
}

/** The tarball as a Blob backed by the file (PGlite reads it once; no copy in between). */
export async function pgliteTemplate(kind: PgliteKind): Promise<Blob> {
  return fs.openAsBlob(await ensurePgliteTemplate(kind));
}

/**
 * Unpacks the migrated template as a server's PGlite directory (DATA_DIR/pglite, as
 * src/server/db/client.ts lays it out), so a server started on dataDir skips initdb and migrating.
 */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  fs.mkdirSync(target, { recursive: true });
  const r = spawnSync('tar', ['-xf', await ensurePgliteTemplate('migrated'), '-C', target], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`unpacking the PGlite template failed: ${r.error?.message ?? r.stderr}`);
}

/** An open PGlite database (a test app's, in memory) written out as a server's DATA_DIR, for a real server process to go on from it. */
export async function pgliteToDataDir(database: Database, dataDir: string): Promise<void> {
  const tar = path.join(dataDir, 'snapshot.tar');
  fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
  fs.writeFileSync(tar, Buffer.from(await (await pgliteClient(database).dumpDataDir('none')).arrayBuffer()));
  const r = spawnSync('tar', ['-xf', tar, '-C', path.join(dataDir, 'pglite')], { encoding: 'utf8' });
  fs.rmSync(tar, { force: true });
  if (r.status !== 0) throw new Error(`unpacking the PGlite snapshot failed: ${r.error?.message ?? r.stderr}`);
}

/** pg-boss's schema and the app's queues, as the app's first start creates them (saves each test file doing it). */
async function installJobSchema(database: Database): Promise<void> {
  const jobs = new JobQueue(database.jobsConnection, KURA_QUEUES, { log: { info() {}, warn() {}, error() {} }, workers: false, pollSeconds: 2 });
  await jobs.start();
  await jobs.stop();
}

function pgliteClient(database: Database): { dumpDataDir(c: 'none'): Promise<Blob> } & Parameters<typeof prepareForDump>[0] {
  if (database.jobsConnection.kind !== 'pglite') throw new Error('dbTemplates: expected a PGlite database');
  return database.jobsConnection.client;
}

function removeStaleFiles() {
  for (const f of fs.readdirSync(templateDir)) {
    const p = path.join(templateDir, f);
    if (!f.includes(migrationsHash()) && Date.now() - fs.statSync(p).mtimeMs > STALE_MS) fs.rmSync(p, { force: true });
  }
}

export const postgresTemplateName = () => `kura_tpl_${migrationsHash()}`;
/** Serialises template builds across jest workers and concurrent runs on one server (any fixed key). */
const BUILD_LOCK = 0x6b757261;

/**
 * Ensures the migrated template database exists on the server of baseUrl and returns its name.
 * A finished template refuses connections (datallowconn false): that marks it complete, and
 * CREATE DATABASE … TEMPLATE fails while anyone is connected to its source.
 */
export async function ensurePostgresTemplate(baseUrl: string): Promise<string> {
  const name = postgresTemplateName();
  return withPgClient(baseUrl, async (admin) => {
    const ready = async () => (await admin.query('SELECT datallowconn FROM pg_database WHERE datname = $1', [name])).rows[0] as { datallowconn: boolean } | undefined;
    if ((await ready())?.datallowconn === false) return name;
    await withAdvisoryLock(admin, BUILD_LOCK, async () => {
      const row = await ready();
      if (row?.datallowconn === false) return; // built by another run while we waited
      // Still allowing connections: a build that died half-way. Start over.
      if (row) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      const database = await openDatabase({ databaseUrl: databaseUrl(baseUrl, name), poolSize: 1 });
      await installJobSchema(database);
      await database.close();
      await admin.query(`COMMENT ON DATABASE ${name} IS 'kura test template, built ${new Date().toISOString()}'`);
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await dropStaleTemplates(admin, name);
    });
    return name;
  });
}

async function dropStaleTemplates(admin: pg.Client, current: string) {
  const { rows } = await admin.query<{ datname: string; note: string | null }>(
    "SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname LIKE 'kura\\_tpl\\_%' AND datname <> $1",
    [current],
  );
  for (const r of rows) {
    const built = Date.parse(r.note?.split('built ')[1] ?? '');
    // Housekeeping only: another user's template may not be ours to drop.
    if (!(Date.now() - built < STALE_MS)) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`).catch(() => undefined);
  }
}

/**
 * Test databases on a PostgreSQL server of this machine live in a tablespace in RAM (tmpfs).
 *
 * Copying the migrated template creates ~900 relation files; on this machine kind (ext4 in a PVM
 * guest) that cost 0.8–0.9 s of kernel time per copy (strace: openat 237 µs each), ~150 copies per
 * run; in /dev/shm the same copy takes 35 ms. The server's WAL and catalogs stay where they are:
 * only the test databases' own files move, and nothing tests PostgreSQL's crash durability (their
 * commits do not wait for the WAL either, freshPostgres's TEST_SETTINGS).
 *
 * Used only when it can be: the server runs on this machine (its data directory is here), this
 * process may make a directory for it (root, or the server's own user), and /dev/shm exists.
 * TEST_PG_TABLESPACE_DIR chooses another folder (given over to the tests: emptied when the tablespace
 * is made); `none` keeps test databases in the default tablespace.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { withAdvisoryLock, withPgClient } from './pgClient';

export const MEMORY_TABLESPACE = 'kura_test_memory';
const DEFAULT_DIR = '/dev/shm/kura-test-pg';
/** Serialises the set-up across jest workers and concurrent runs on one server (any fixed key). */
const SETUP_LOCK = 0x6b757262;

const known = new Map<string, Promise<string | null>>();

/** The tablespace to create test databases in on the server of baseUrl, or null for the default one. */
export function memoryTablespace(baseUrl: string): Promise<string | null> {
  let found = known.get(baseUrl);
  if (!found) {
    const dir = wantedDir();
    found = dir ? ensureMemoryTablespace(baseUrl, MEMORY_TABLESPACE, dir) : Promise.resolve(null);
    known.set(baseUrl, found);
  }
  return found;
}

/**
 * Makes tablespace `name` in folder `dir` on the server of baseUrl when it may (see above), or
 * makes it again when its folder is gone; returns its name, or null where it may not.
 */
export function ensureMemoryTablespace(baseUrl: string, name: string, dir: string): Promise<string | null> {
  return withPgClient(baseUrl, (admin) => ensureTablespace(admin, name, dir));
}

function wantedDir(): string | null {
  const dir = process.env.TEST_PG_TABLESPACE_DIR ?? DEFAULT_DIR;
  if (dir === 'none' || dir === '') return null;
  return fs.existsSync(path.dirname(dir)) ? dir : null;
}

/** Who owns the server's data directory, when it is on this machine and we may give that user a folder. */
async function localServerOwner(admin: pg.Client): Promise<{ uid: number; gid: number } | null> {
  // Superusers only; anyone else keeps the default tablespace.
  const setting = await admin.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir").catch(() => null);
  const dataDir = setting?.rows[0]?.dir;
  if (!dataDir) return null;
  let owner: fs.Stats;
  try {
    owner = fs.statSync(dataDir);
  } catch {
    return null; // another machine's server (or a folder we may not see)
  }
  const me = process.getuid?.();
  return me === 0 || me === owner.uid ? { uid: owner.uid, gid: owner.gid } : null;
}

async function ensureTablespace(admin: pg.Client, name: string, dir: string): Promise<string | null> {
  const owner = await localServerOwner(admin);
  if (!owner) return null;
  const usable = async () => {
    const { rows } = await admin.query<{ location: string }>('SELECT pg_tablespace_location(oid) AS location FROM pg_tablespace WHERE spcname = $1', [name]);
    // The server keeps a folder of its version in it (PG_15_…): an empty or missing folder is unusable.
    return rows[0] ? fs.existsSync(rows[0].location) && fs.readdirSync(rows[0].location).length > 0 : null;
  };
  if (await usable()) return name;
  return withAdvisoryLock(admin, SETUP_LOCK, async () => {
    const state = await usable();
    if (state) return name; // made by another process while we waited
    // Its folder is gone or emptied (tmpfs is, at boot): the databases in it are lost leftovers of earlier runs.
    if (state === false) await dropTablespace(admin, name);
    // The folder is the tests' own: what an earlier server left there would make CREATE TABLESPACE fail.
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.chownSync(dir, owner.uid, owner.gid);
    await admin.query(`CREATE TABLESPACE ${name} LOCATION '${dir.replaceAll("'", "''")}'`);
    return name;
  });
}

async function dropTablespace(admin: pg.Client, name: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database d JOIN pg_tablespace t ON t.oid = d.dattablespace WHERE t.spcname = $1',
    [name],
  );
  for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
  await admin.query(`DROP TABLESPACE ${name}`);
}

/**
 * The server tests' own PostgreSQL databases (tests/support/freshPostgres.ts, pgMemoryTablespace.ts,
 * README "Test databases"): a disposable copy of the template lives in a tablespace in RAM and does
 * not wait for the WAL, a benchmark's database stays as the server keeps it, and the tablespace
 * survives its folder vanishing (tmpfs after a reboot).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type pg from 'pg';
import { ensurePostgresTemplate } from '../support/dbTemplates';
import { databaseUrl, freshPostgres } from '../support/freshPostgres';
import { withPgClient } from '../support/pgClient';
import { ensureMemoryTablespace, MEMORY_TABLESPACE } from '../support/pgMemoryTablespace';

const base = process.env.TEST_DATABASE_URL;
const onPostgres = base ? describe : describe.skip;
// This machine kind runs its PostgreSQL server locally and the tests as root (CI): RAM is used there.
const mayUseMemory = process.getuid?.() === 0 && fs.existsSync('/dev/shm');

const query = <R extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<R[]> =>
  withPgClient(url, async (client) => (await client.query<R>(text, params)).rows);

const tablespaceOf = async (name: string) =>
  (await query<{ spcname: string }>(base!, 'SELECT t.spcname FROM pg_database d JOIN pg_tablespace t ON t.oid = d.dattablespace WHERE d.datname = $1', [name]))[0]?.spcname;

onPostgres('test databases on PostgreSQL', () => {
  test("a disposable copy of the template is in RAM and commits without waiting for the WAL; a benchmark's database is not", async () => {
    const disposable = await freshPostgres({ template: await ensurePostgresTemplate(base!), disposable: true });
    const plain = await freshPostgres({ prefix: 'kura_t_plain' });
    try {
      expect(await tablespaceOf(disposable.name)).toBe(mayUseMemory ? MEMORY_TABLESPACE : 'pg_default');
      expect(await tablespaceOf(plain.name)).toBe('pg_default');
      expect((await query<{ synchronous_commit: string }>(disposable.url, 'SHOW synchronous_commit'))[0].synchronous_commit).toBe('off');
      expect((await query<{ synchronous_commit: string }>(plain.url, 'SHOW synchronous_commit'))[0].synchronous_commit).toBe('on');
      // The copy holds the migrated schema (a table of the app), wherever its files are.
      expect(await query(disposable.url, "SELECT 1 FROM information_schema.tables WHERE table_name = 'centres'")).toHaveLength(1);
    } finally {
      await disposable.drop();
      await plain.drop();
    }
  });

  (mayUseMemory ? test : test.skip)('a tablespace whose folder is gone is made again, and the databases left in it are dropped', async () => {
    const suffix = crypto.randomBytes(4).toString('hex');
    const name = `kura_test_memory_${suffix}`;
    const dir = `/dev/shm/kura-test-pg-${suffix}`;
    const left = `kura_t_left_${suffix}`;
    try {
      expect(await ensureMemoryTablespace(base!, name, dir)).toBe(name);
      await query(base!, `CREATE DATABASE ${left} TABLESPACE ${name}`);
      fs.rmSync(dir, { recursive: true, force: true }); // what a reboot does to /dev/shm

      expect(await ensureMemoryTablespace(base!, name, dir)).toBe(name);
      expect(fs.statSync(dir).isDirectory()).toBe(true);
      expect(await query(base!, 'SELECT 1 FROM pg_database WHERE datname = $1', [left])).toHaveLength(0);
      await query(base!, `CREATE DATABASE ${left} TABLESPACE ${name}`);
      expect(await tablespaceOf(left)).toBe(name);
      expect(await query(databaseUrl(base!, left), 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await query(base!, `DROP DATABASE IF EXISTS ${left} WITH (FORCE)`);
      await query(base!, `DROP TABLESPACE IF EXISTS ${name}`);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

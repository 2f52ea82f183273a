/**
 * Upgrading a database from before saved-filter names became unique (migration 0004): filters
 * that already share a name in one centre are renamed, never lost, and the upgrade succeeds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database } from '../../../src/server/db/client';
import { DB_KINDS } from '../support/testApp';
import { freshDatabase } from '../support/freshDatabase';

/** A copy of the migrations folder that stops after the given tag. */
function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

async function migrate(database: Database, folder: string) {
  const { migrate: run } = database.kind === 'postgres' ? await import('drizzle-orm/node-postgres/migrator') : await import('drizzle-orm/pglite/migrator');
  await run(database.db as never, { migrationsFolder: folder });
}

describe.each(DB_KINDS)('migration 0004 on %s', (kind) => {
  it('renames saved filters that share a name in a centre, keeps the others, and builds the index', async () => {
    const { database, drop } = await freshDatabase(kind);
    try {
      await migrate(database, migrationsUpTo('0003_records'));
      const db = database.db;
      const centre = async (name: string) =>
        ((await db.execute(sql`insert into centres (name, join_hash) values (${name}, md5(random()::text)) returning id`)) as unknown as { rows: { id: string }[] }).rows[0].id;
      const [a, b] = [await centre('Praxis A'), await centre('Praxis B')];
      const add = (c: string, name: string, minutes: number) =>
        db.execute(sql`insert into query_lists (centre_id, name, created_at) values (${c}::uuid, ${name}, now() - make_interval(mins => ${minutes}))`);
      await add(a, 'Bern', 30);
      await add(a, 'BERN', 20);
      await add(a, 'bern', 10);
      await add(a, 'Zürich', 5);
      await add(b, 'Bern', 5);

      await migrate(database, migrationsFolder);

      const rows = ((await db.execute(sql`select centre_id, name from query_lists order by created_at`)) as unknown as { rows: { centre_id: string; name: string }[] }).rows;
      expect(rows.filter((r) => r.centre_id === a).map((r) => r.name)).toEqual(['Bern', 'BERN (2)', 'bern (3)', 'Zürich']);
      expect(rows.filter((r) => r.centre_id === b).map((r) => r.name)).toEqual(['Bern']);
      await expect(add(a, 'bern (2)', 0)).rejects.toThrow();
    } finally {
      await drop();
    }
  });
});

/**
 * Making a field searchable changes the generated search column; the migration must rebuild the
 * column for existing rows and keep its trigram index (drizzle-kit alone drops the index).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runGenerators } from '../../../generators/run';
import { freshDatabase } from '../../server/support/freshDatabase';
import { tempProject } from './tempProject';

it('re-creates the search index when the searchable fields change, and existing rows become findable', async () => {
  const p = tempProject();
  const { database, drop } = await freshDatabase('pglite');
  try {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: path.join(p.root, 'migrations') });
    await database.db.execute(sql`insert into centres (name, join_hash) values ('P', 'h1')`);
    await database.db.execute(sql`insert into contacts (centre_id, first_name, last_name, insurance) select id, 'Eva', 'Muster', 'Helsana' from centres`);

    p.editJson('schemas/contact.schema.json', (s) => {
      ((s.properties as Record<string, Record<string, unknown>>).insurance)['x-list'] = { searchable: true };
    });
    const result = await runGenerators({ root: p.root, migrationName: 'search_insurance' });
    expect(result.migrations).toHaveLength(1);
    await migrate(database.db as never, { migrationsFolder: path.join(p.root, 'migrations') });

    const indexes = (await database.db.execute(sql`select indexname from pg_indexes where tablename = 'contacts' and indexname = 'contacts_search_trgm'`)) as unknown as { rows: unknown[] };
    expect(indexes.rows).toHaveLength(1);
    const found = (await database.db.execute(sql`select first_name from contacts where search_text like '%helsana%'`)) as unknown as { rows: unknown[] };
    expect(found.rows).toEqual([{ first_name: 'Eva' }]);
  } finally {
    await drop();
    p.remove();
  }
});

/**
 * The generated outputs: committed files are current (what `npm run gen:check` enforces), the
 * check notices a stale schema, labels exist in all four languages, and the tables the CRUD plugin
 * builds at run time equal the generated Drizzle tables column for column.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { collectLabelKeys, missingLabels } from '../../../generators/labels';
import { buildRecords, runGenerators } from '../../../generators/run';
import { registry } from '../../../src/generated/registry.gen';
import * as schema from '../../../src/server/db/schema';
import { buildRuntimeRecord } from '../../../src/server/records/runtimeRecord';
import { REPO, tempProject } from './tempProject';

/** Columns the CRUD plugin reads and writes (the generated search column is PostgreSQL's). */
const columns = (table: PgTable) =>
  getTableConfig(table)
    .columns.filter((c) => c.name !== 'search_text')
    .map((c) => ({ name: c.name, type: c.getSQLType(), notNull: c.notNull, primary: c.primary, hasDefault: c.hasDefault }))
    .sort((a, b) => a.name.localeCompare(b.name));

describe('generated outputs', () => {
  it('are up to date with schemas/ (gen:check)', async () => {
    const result = await runGenerators({ root: REPO, check: true });
    expect(result.missingLabels).toEqual([]);
    expect([...result.changed, ...result.removed, ...result.migrations]).toEqual([]);
  });

  it('flags every generated file a schema change makes stale, without writing', async () => {
    const p = tempProject();
    try {
      p.editJson('schemas/tag.schema.json', (s) => {
        (s.properties as Record<string, unknown>).colour = { type: 'string', 'x-label': 'records.contact.firstName' };
      });
      const before = p.read('src/generated/tag.gen.ts');
      const result = await runGenerators({ root: p.root, check: true, migrations: false });
      expect(result.changed.sort()).toEqual(['src/generated/registry.gen.ts', 'src/generated/tag.gen.ts', 'src/generated/validators/tag.gen.ts', 'src/server/db/schema.gen.ts']);
      expect(p.read('src/generated/tag.gen.ts')).toBe(before);
    } finally {
      p.remove();
    }
  });

  it('carries a do-not-edit banner', () => {
    for (const f of ['src/generated/contact.gen.ts', 'src/generated/registry.gen.ts', 'src/generated/validators/contact.gen.ts', 'src/server/db/schema.gen.ts']) {
      expect(fs.readFileSync(path.join(REPO, f), 'utf8').startsWith('// generated — do not edit.')).toBe(true);
    }
  });

  it('has every label in de, en, fr and it, and lists missing ones by language', () => {
    const keys = collectLabelKeys(buildRecords(path.join(REPO, 'schemas')));
    expect(keys.length).toBeGreaterThan(100);
    expect(missingLabels(keys, path.join(REPO, 'locales'))).toEqual([]);
    const locales = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-locales-'));
    fs.cpSync(path.join(REPO, 'locales'), locales, { recursive: true });
    const fr = JSON.parse(fs.readFileSync(path.join(locales, 'fr/records.json'), 'utf8'));
    delete fr.contact.firstName;
    fs.writeFileSync(path.join(locales, 'fr/records.json'), JSON.stringify(fr));
    expect(missingLabels(keys, locales)).toEqual([{ language: 'fr', key: 'records.contact.firstName', where: 'contact.firstName' }]);
    fs.rmSync(locales, { recursive: true, force: true });
  });

  it.each(Object.values(registry).map((def) => [def.name, def] as const))('builds the %s table at run time exactly as generated', (_name, def) => {
    const generated = (schema as unknown as Record<string, PgTable>)[def.tableExport];
    expect(getTableConfig(generated).name).toBe(def.table);
    expect(columns(buildRuntimeRecord(def).table)).toEqual(columns(generated));
    const search = getTableConfig(generated).columns.find((c) => c.name === 'search_text');
    expect(Boolean(search)).toBe(def.list.searchColumn !== null);
  });
});

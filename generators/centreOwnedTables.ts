/**
 * eslint-rules/centreOwnedTables.gen.json: the export names of every centre-owned table (one with
 * a centre_id column) in src/server/db/schema.ts, hand-written and generated alike, which the
 * centre-scope lint rule checks queries against. `npm run gen` rewrites it after schema.gen.ts;
 * `npm run gen:check` fails when a table was added or removed without it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { centreColumnOf } from '../src/server/db/centreScope';

export const CENTRE_TABLES_FILE = 'eslint-rules/centreOwnedTables.gen.json';

/** Export names of the schema module's tables that have a centre_id column, sorted. */
export function centreOwnedTableNames(schema: Record<string, unknown>): string[] {
  return Object.entries(schema)
    .filter(([, value]) => centreColumnOf(value) !== undefined)
    .map(([name]) => name)
    .sort();
}

export function renderCentreTableList(names: string[]): string {
  const banner = 'generated — do not edit. Source: src/server/db/schema.ts (every table with a centre_id column). Regenerate with `npm run gen`.';
  return `${JSON.stringify({ '//': banner, tables: names }, null, 2)}\n`;
}

/** Writes (or, with `check`, only compares) the list of `root`; answers whether it was stale. */
export async function updateCentreTableList(root: string, check: boolean): Promise<boolean> {
  const schema = (await import(pathToFileURL(path.join(root, 'src/server/db/schema.ts')).href)) as Record<string, unknown>;
  const content = renderCentreTableList(centreOwnedTableNames(schema));
  const file = path.join(root, CENTRE_TABLES_FILE);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false;
  if (!check) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return true;
}

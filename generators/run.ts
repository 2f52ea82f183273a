/**
 * `npm run gen` end to end, parameterised by directories so tests can run it on a copy:
 * schemas → bundled schemas → record definitions → types, Drizzle tables, registry, precompiled
 * form validators → label check
 * → files written only when their content changed → drizzle-kit migration for what changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RecordDefinition } from '../src/shared/recordDefinition';
import { createRecordAjv } from '../src/shared/schemaVocabulary';
import { bundleRecord } from './bundle';
import { emitDrizzleSchema, GENERATED_BANNER } from './emitDrizzle';
import { emitFormValidatorIndex, emitFormValidators, VALIDATORS_DIR } from './emitFormValidators';
import { emitRecordIndex, emitRegistry } from './emitRegistry';
import { emitTypes } from './emitTypes';
import { collectLabelKeys, missingLabels, type MissingLabel } from './labels';
import { generateMigration, migrationIsStale } from './migrations';
import { buildRecordDefinition, tableInfo, type RecordTableInfo } from './recordModel';
import { readSchemaSet } from './schemaSource';

export interface GenerateOptions {
  /** Project root holding src/generated, src/server/db, migrations (and by default schemas, locales). */
  root: string;
  schemasDir?: string;
  localesDir?: string;
  /** Only compare; write nothing. */
  check?: boolean;
  /** Run drizzle-kit (default true). */
  migrations?: boolean;
  migrationName?: string;
}

export interface GenerateResult {
  records: RecordDefinition[];
  /** Files written (or, in check mode, that would be). Relative to root. */
  changed: string[];
  /** Generated files that would be deleted. */
  removed: string[];
  /** New migration files (generate) or ['migrations'] when one is due (check). */
  migrations: string[];
  missingLabels: MissingLabel[];
}

export const GENERATED_DIR = 'src/generated';
export const DRIZZLE_FILE = 'src/server/db/schema.gen.ts';

/** The record definitions of a schemas directory; throws with the file and reason on any error. */
export function buildRecords(schemasDir: string): RecordDefinition[] {
  const set = readSchemaSet(schemasDir);
  const ajv = createRecordAjv();
  const bundled = set.records.map((r) => {
    if (typeof r.schema['x-record'] !== 'object') throw new Error(`${r.file}: add "x-record": {"resource": "<plural>"}`);
    const schema = bundleRecord(r, set.defs);
    try {
      ajv.compile(schema);
    } catch (err) {
      throw new Error(`${r.file}: ${(err as Error).message}`);
    }
    return { name: r.name, schema };
  });
  const tables = new Map<string, RecordTableInfo>(bundled.map((b) => [b.name, tableInfo(b.name, b.schema)]));
  const records = bundled.map((b) => buildRecordDefinition(b.name, b.schema, tables));
  const tableNames = records.map((r) => r.table);
  const dup = tableNames.find((t, i) => tableNames.indexOf(t) !== i);
  if (dup) throw new Error(`two records use table "${dup}"`);
  return records;
}

/** Every generated file's path (relative to root) and content. */
export async function renderFiles(records: RecordDefinition[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const r of records) files.set(path.join(GENERATED_DIR, `${r.name}.gen.ts`), await emitTypes(r));
  files.set(path.join(GENERATED_DIR, 'registry.gen.ts'), emitRegistry(records));
  files.set(path.join(GENERATED_DIR, 'recordIndex.gen.ts'), emitRecordIndex(records));
  for (const r of records) files.set(path.join(VALIDATORS_DIR, `${r.name}.gen.ts`), emitFormValidators(r));
  files.set(path.join(VALIDATORS_DIR, 'index.gen.ts'), emitFormValidatorIndex(records));
  files.set(DRIZZLE_FILE, emitDrizzleSchema(records));
  return files;
}

const BANNER_START = GENERATED_BANNER('').slice(0, 24);

export async function runGenerators(opts: GenerateOptions): Promise<GenerateResult> {
  const root = path.resolve(opts.root);
  const records = buildRecords(opts.schemasDir ?? path.join(root, 'schemas'));
  const missing = missingLabels(collectLabelKeys(records), opts.localesDir ?? path.join(root, 'locales'));
  const result: GenerateResult = { records, changed: [], removed: [], migrations: [], missingLabels: missing };
  if (missing.length > 0) return result;

  const files = await renderFiles(records);
  for (const [rel, content] of files) {
    const file = path.join(root, rel);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) continue;
    result.changed.push(rel);
    if (!opts.check) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
  }
  // Types and form validators of records whose schema was deleted.
  for (const dir of [GENERATED_DIR, VALIDATORS_DIR]) {
    const genDir = path.join(root, dir);
    for (const f of fs.existsSync(genDir) ? fs.readdirSync(genDir) : []) {
      const rel = path.join(dir, f);
      if (!f.endsWith('.gen.ts') || files.has(rel)) continue;
      if (!fs.readFileSync(path.join(genDir, f), 'utf8').startsWith(BANNER_START)) continue;
      result.removed.push(rel);
      if (!opts.check) fs.rmSync(path.join(genDir, f));
    }
  }
  if (opts.migrations !== false) {
    if (opts.check) {
      if (migrationIsStale(root)) result.migrations.push('migrations');
    } else {
      result.migrations = generateMigration(root, opts.migrationName);
    }
  }
  return result;
}

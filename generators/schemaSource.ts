/**
 * Reads schemas/: one <name>.schema.json per record, shared definitions in _defs/.
 * Pure apart from reading the directory; everything else works on the returned objects.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { JsonSchema } from '../src/shared/recordDefinition';

export interface SchemaFile {
  name: string;
  file: string;
  schema: JsonSchema;
}

export interface SchemaSet {
  records: SchemaFile[];
  defs: SchemaFile[];
}

const SUFFIX = '.schema.json';

function readDir(dir: string): SchemaFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(SUFFIX))
    .sort()
    .map((f) => {
      const file = path.join(dir, f);
      let schema: JsonSchema;
      try {
        schema = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonSchema;
      } catch (err) {
        throw new Error(`${file}: not valid JSON (${(err as Error).message})`);
      }
      return { name: f.slice(0, -SUFFIX.length), file, schema };
    });
}

export function readSchemaSet(schemasDir: string): SchemaSet {
  const records = readDir(schemasDir);
  if (records.length === 0) throw new Error(`${schemasDir}: no *.schema.json records found`);
  for (const r of records) {
    if (!/^[a-z][A-Za-z0-9]*$/.test(r.name)) throw new Error(`${r.file}: record names are camelCase identifiers`);
  }
  return { records, defs: readDir(path.join(schemasDir, '_defs')) };
}

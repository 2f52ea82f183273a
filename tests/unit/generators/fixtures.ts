/** Small schema sets written to a temp directory for generator tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Json = Record<string, unknown>;

const made: string[] = [];
/** Removes the directories schemaDir() made (call from afterAll). */
export function removeSchemaDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export function schemaDir(records: Record<string, Json>, defs: Record<string, Json> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-schemas-'));
  made.push(dir);
  fs.mkdirSync(path.join(dir, '_defs'));
  for (const [name, schema] of Object.entries(records)) fs.writeFileSync(path.join(dir, `${name}.schema.json`), JSON.stringify(schema));
  for (const [name, schema] of Object.entries(defs)) fs.writeFileSync(path.join(dir, '_defs', `${name}.schema.json`), JSON.stringify(schema));
  return dir;
}

export const record = (resource: string, properties: Json, extra: Json = {}): Json => ({
  type: 'object',
  additionalProperties: false,
  'x-record': { resource, ...((extra['x-record'] as Json | undefined) ?? {}) },
  properties,
  ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'x-record')),
});

export const ADDRESS: Json = {
  title: 'Address',
  type: 'object',
  additionalProperties: false,
  properties: { street: { type: 'string', maxLength: 70 }, city: { type: 'string' }, country: { $ref: 'country.schema.json' } },
};
export const COUNTRY: Json = { title: 'CountryCode', type: 'string', pattern: '^[A-Z]{2}$' };

/** src/generated/registry.gen.ts: every record's definition, read by the CRUD plugin and the client. */
import type { RecordDefinition } from '../src/shared/recordDefinition';
import { GENERATED_BANNER } from './emitDrizzle';

export function emitRegistry(records: RecordDefinition[]): string {
  const names = records.map((r) => r.name);
  const body = records.map((r) => `  ${r.name}: ${JSON.stringify(r, null, 2).replace(/\n/g, '\n  ')},`).join('\n');
  return [
    GENERATED_BANNER('schemas/*.schema.json'),
    "import type { RecordDefinition } from '../shared/recordDefinition';",
    '',
    `export const RECORD_NAMES = ${JSON.stringify(names)} as const;`,
    'export type RecordName = (typeof RECORD_NAMES)[number];',
    '',
    'export const registry: Record<RecordName, RecordDefinition> = {',
    body,
    '};',
    '',
  ].join('\n');
}

/** src/generated/registry.gen.ts: every record's definition, read by the CRUD plugin and the client. */
import type { RecordDefinition, RecordSummary } from '../src/shared/recordDefinition';
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

/**
 * src/generated/recordIndex.gen.ts: the registry without schemas, fields and lists. The client's
 * signed-in app registers its resources and menu from it; the full registry comes with the first
 * list or form (README "Client bundle").
 */
export function emitRecordIndex(records: RecordDefinition[]): string {
  const summary = ({ name, resource, backend, label, representation, idField }: RecordDefinition): RecordSummary => ({ name, resource, backend, label, representation, idField });
  const body = records.map((r) => `  ${r.name}: ${JSON.stringify(summary(r))},`).join('\n');
  return [
    GENERATED_BANNER('schemas/*.schema.json'),
    "import type { RecordSummary } from '../shared/recordDefinition';",
    "import type { RecordName } from './registry.gen';",
    '',
    'export const recordIndex: Record<RecordName, RecordSummary> = {',
    body,
    '};',
    '',
  ].join('\n');
}

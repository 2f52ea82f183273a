/**
 * The client's view of the generated resource registry: look records up by name or resource,
 * and represent a record as text from its `x-record.representation` template.
 */
import { registry } from '../../generated/registry.gen';
import type { RecordDefinition } from '../../shared/recordDefinition';

export type RecordRegistry = Readonly<Record<string, RecordDefinition>>;

export const recordRegistry: RecordRegistry = registry;

export function recordDefinition(name: string, source: RecordRegistry = recordRegistry): RecordDefinition {
  const def = source[name];
  if (!def) throw new Error(`No record "${name}" in the registry (schemas/${name}.schema.json; run npm run gen)`);
  return def;
}

export function recordByResource(resource: string, source: RecordRegistry = recordRegistry): RecordDefinition | undefined {
  return Object.values(source).find((def) => def.resource === resource);
}

export { fillTemplate, representRecord, valueAt } from './recordIndex';

/**
 * The full record registry (schemas, fields, lists: about 15 kB gzipped) is not part of the
 * signed-in app's first download: resources register from the record index (recordIndex.ts),
 * and a resource's `def` is read once the registry is loaded. useRecordResource and the generic
 * views wait for it (React Suspense), so pages never see a resource without its definition.
 */
import { use } from 'react';
import type { RecordDefinition } from '../../shared/recordDefinition';

type Registry = Readonly<Record<string, RecordDefinition>>;

let loaded: Registry | null = null;
let loading: Promise<Registry> | null = null;

export function loadRecordRegistry(): Promise<Registry> {
  loading ??= import('../../generated/registry.gen').then((m) => (loaded = m.registry));
  return loading;
}

/** Suspends the calling component until the registry is loaded (at once when it is). */
export function useRecordRegistry(): void {
  if (!loaded) use(loadRecordRegistry());
}

export function loadedRecordDefinition(name: string): RecordDefinition {
  if (!loaded) throw new Error(`The definition of "${name}" is read before the record registry is loaded: use useRecordResource (admin/registryLoader.ts)`);
  const def = loaded[name];
  if (!def) throw new Error(`No record "${name}" in the registry (schemas/${name}.schema.json; run npm run gen)`);
  return def;
}

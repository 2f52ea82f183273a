/**
 * The app's record resources (resources/*.ts), handed to the pages through context. Resource
 * modules refer to their pages; pages never import resource modules (DESIGN §1–2: one way), they
 * ask for the configuration of a record by name, as react-admin's own useResourceDefinition does.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RecordName } from '../../generated/registry.gen';
import { useRecordRegistry } from './registryLoader';
import type { RecordResource } from './resourceTypes';

const RecordResourcesContext = createContext<ReadonlyMap<string, RecordResource> | null>(null);

export function RecordResourcesProvider({ resources, children }: { resources: readonly RecordResource[]; children: ReactNode }) {
  const byName = useMemo(() => new Map(resources.map((r) => [r.name, r])), [resources]);
  return <RecordResourcesContext.Provider value={byName}>{children}</RecordResourcesContext.Provider>;
}

/** The resource (schema, paths, list and form configuration) of a record; suspends until the record registry is loaded. */
export function useRecordResource(name: RecordName): RecordResource {
  useRecordRegistry();
  const resources = useContext(RecordResourcesContext);
  if (!resources) throw new Error('useRecordResource must be used inside <RecordResourcesProvider>');
  const resource = resources.get(name);
  if (!resource) throw new Error(`No resource module for the record "${name}" (resources/index.ts)`);
  return resource;
}

/** A singleton record's URL for a centre (GET answers the saved settings or their defaults). */
export const settingsPath = (resource: RecordResource, centreId: string): string => resource.def.routes.base.replace(':cid', encodeURIComponent(centreId));

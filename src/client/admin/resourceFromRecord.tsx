/**
 * Turns a registry record plus a resource module's config into a react-admin <Resource>
 * definition, its routes and its menu entry. Without spec paths the record is served at
 * react-admin's own routes (/<resource>, /<resource>/create, /<resource>/:id) by the generic
 * views; with them, the resource module's pages serve those paths and the <Resource> only
 * registers the record (representation, label) for references and links.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { RecordDefinition } from '../../shared/recordDefinition';
import { PageLoading } from '../components/PageLoading';
import { resourceBackends } from '../providers/resourceBackends';
import { recordSummary, representRecord } from './recordIndex';
import { loadedRecordDefinition, useRecordRegistry } from './registryLoader';
import type { RecordPaths, RecordResource, RecordResourceConfig } from './resourceTypes';

const GenericList = lazy(() => import('./GenericViews').then((m) => ({ default: m.GenericList })));
const GenericEdit = lazy(() => import('./GenericViews').then((m) => ({ default: m.GenericEdit })));
const GenericCreate = lazy(() => import('./GenericViews').then((m) => ({ default: m.GenericCreate })));

/** Renders once the record registry is loaded (the generic views read `resource.def`). */
function WithRegistry({ View, resource }: { View: ComponentType<{ resource: RecordResource }>; resource: RecordResource }) {
  useRecordRegistry();
  return <View resource={resource} />;
}

function view(View: ComponentType<{ resource: RecordResource }>, resource: RecordResource) {
  return function RecordView() {
    return (
      <Suspense fallback={<PageLoading />}>
        <WithRegistry View={View} resource={resource} />
      </Suspense>
    );
  };
}

export function resourceFromRecord(record: string | RecordDefinition, config: RecordResourceConfig = {}): RecordResource {
  // By name (resources/*.ts): registered from the record index; `def` is read from the registry once it is loaded.
  const summary = typeof record === 'string' ? recordSummary(record) : record;
  const base = `/${summary.resource}`;
  const paths: RecordPaths = config.paths ?? { list: base, edit: (id) => `${base}/${encodeURIComponent(id)}`, create: `${base}/create` };
  // The data provider picks the backend per resource (DESIGN §3).
  resourceBackends[summary.resource] = summary.backend;
  const resource: RecordResource = {
    name: summary.name,
    get def() {
      return typeof record === 'string' ? loadedRecordDefinition(record) : record;
    },
    config,
    paths,
    represent: (r: unknown) => representRecord(summary, r),
    resourceProps: { name: summary.resource, options: { label: summary.label } },
    routes: config.routes ?? [],
    menu: [],
  };
  resource.resourceProps = {
    name: summary.resource,
    options: { label: summary.label },
    recordRepresentation: (r) => resource.represent(r),
    icon: config.icon,
    ...(config.paths
      ? { hasEdit: true, hasCreate: Boolean(config.paths.create) }
      : { list: view(GenericList, resource), edit: view(GenericEdit, resource), create: view(GenericCreate, resource) }),
  };
  if (config.menu && config.icon) {
    const { to, ...menu } = config.menu;
    resource.menu = [{ ...menu, to: to ?? paths.list, icon: config.icon }];
  }
  return resource;
}

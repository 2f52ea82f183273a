/**
 * Turns a registry record plus a resource module's config into a react-admin <Resource>
 * definition, its routes and its menu entry. Without spec paths the record is served at
 * react-admin's own routes (/<resource>, /<resource>/create, /<resource>/:id) by the generic
 * views; with them, the resource module's pages serve those paths and the <Resource> only
 * registers the record (representation, label) for references and links.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { RecordDefinition } from '../../shared/recordDefinition';
import { PageLoading } from '../components/PageStates';
import { resourceBackends } from '../providers/resourceBackends';
import { recordDefinition, representRecord } from './recordRegistry';
import type { RecordPaths, RecordResource, RecordResourceConfig } from './resourceTypes';

const GenericList = lazy(() => import('./GenericViews').then((m) => ({ default: m.GenericList })));
const GenericEdit = lazy(() => import('./GenericViews').then((m) => ({ default: m.GenericEdit })));
const GenericCreate = lazy(() => import('./GenericViews').then((m) => ({ default: m.GenericCreate })));

function view(View: ComponentType<{ resource: RecordResource }>, resource: RecordResource) {
  return function RecordView() {
    return (
      <Suspense fallback={<PageLoading />}>
        <View resource={resource} />
      </Suspense>
    );
  };
}

export function resourceFromRecord(record: string | RecordDefinition, config: RecordResourceConfig = {}): RecordResource {
  const def = typeof record === 'string' ? recordDefinition(record) : record;
  const base = `/${def.resource}`;
  const paths: RecordPaths = config.paths ?? { list: base, edit: (id) => `${base}/${encodeURIComponent(id)}`, create: `${base}/create` };
  // The data provider picks the backend per resource (DESIGN §3).
  resourceBackends[def.resource] = def.backend;
  const resource: RecordResource = {
    def,
    config,
    paths,
    represent: (r: unknown) => representRecord(def, r),
    resourceProps: { name: def.resource, options: { label: def.label } },
    routes: config.routes ?? [],
    menu: [],
  };
  resource.resourceProps = {
    name: def.resource,
    options: { label: def.label },
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

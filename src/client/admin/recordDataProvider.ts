/**
 * Makes a simple-rest data provider reach the centre-scoped records of the registry: resource
 * "contacts" becomes "clinics/{cid}/contacts" (the registry's routes.base below the backend's
 * /api), with the centre from the query's `meta.centreId` or else the active centre. Filters
 * from react-admin's filter form arrive nested ({Address: {city}}); the API names them dotted.
 */
import type { DataProvider } from 'react-admin';
import { getScopedCentre } from './centreScope';
import { recordByResource, recordRegistry, type RecordRegistry } from './recordRegistry';

type Json = Record<string, unknown>;
const isPlainObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** {Address: {city: "Bern"}} → {"Address.city": "Bern"}; arrays and scalars stay. */
export function flattenFilter(filter: Json | undefined, prefix = ''): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) Object.assign(out, flattenFilter(value, name));
    else out[name] = value;
  }
  return out;
}

/** The provider-relative path of a record resource for a centre ("clinics/<cid>/contacts"). */
export function recordPath(resource: string, centreId: string | null, source: RecordRegistry = recordRegistry): string {
  const def = recordByResource(resource, source);
  if (!def) return resource;
  if (!centreId) throw new Error('noClinic');
  return def.routes.base.replace(/^\/(api|booking-api|directory-api)\//, '').replace(':cid', encodeURIComponent(centreId));
}

type Params = { meta?: { centreId?: string } & Json; filter?: Json } & Json;

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'update', 'updateMany', 'create', 'delete', 'deleteMany'] as const;

export function withRecordPaths(provider: DataProvider, source: RecordRegistry = recordRegistry, centre: () => string | null = getScopedCentre): DataProvider {
  const scoped: Json = { ...provider };
  for (const method of METHODS) {
    const original = provider[method] as (resource: string, params: Params) => Promise<unknown>;
    scoped[method] = async (resource: string, params: Params) => {
      if (!recordByResource(resource, source)) return original.call(provider, resource, params);
      const path = recordPath(resource, params.meta?.centreId ?? centre(), source);
      const next = params.filter ? { ...params, filter: flattenFilter(params.filter) } : params;
      return original.call(provider, path, next);
    };
  }
  return scoped as unknown as DataProvider;
}

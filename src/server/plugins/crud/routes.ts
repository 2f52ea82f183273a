/**
 * Route table of one record: the canonical react-admin simple-rest routes under its base path
 * (/api/clinics/:cid/<resource>) plus the spec's aliases declared in its schema (x-record.aliases).
 */
import type { CentreSource, CrudOperation, RecordDefinition, RouteAlias } from '../../../shared/recordDefinition';

export interface RecordRoute {
  method: RouteAlias['method'];
  url: string;
  op: CrudOperation;
  centre: CentreSource;
  idParam: string;
  idFrom: 'params' | 'body';
  /** Fixed values of an update call that takes no body. */
  set: Record<string, unknown> | null;
  setFromParams: Record<string, string>;
  queryFilters: Record<string, string>;
}

export function recordRoutes(def: RecordDefinition): RecordRoute[] {
  // A record whose writes a domain service owns (appointments) has no generic routes.
  if (def.genericRoutes === false) return [];
  const centre: CentreSource = { from: 'params', key: 'cid' };
  const base = def.routes.base;
  // A singleton (one per centre) has no ids: it is read and saved at its base path.
  const single: RouteAlias[] = [
    { method: 'GET', url: base, op: 'get', centre },
    { method: 'PUT', url: base, op: 'update', centre },
    { method: 'PATCH', url: base, op: 'update', centre },
  ];
  const canonical: RouteAlias[] = def.singleton ? single : [
    { method: 'GET', url: base, op: 'list', centre },
    { method: 'POST', url: base, op: 'create', centre },
    { method: 'GET', url: `${base}/:id`, op: 'get', centre },
    // simple-rest updates with PUT; the spec's calls use PATCH. Both merge the fields sent.
    { method: 'PUT', url: `${base}/:id`, op: 'update', centre },
    { method: 'PATCH', url: `${base}/:id`, op: 'update', centre },
    { method: 'DELETE', url: `${base}/:id`, op: 'delete', centre },
  ];
  return [...canonical, ...def.routes.aliases].map((r) => ({
    method: r.method,
    url: r.url,
    op: r.op,
    centre: r.centre,
    idParam: r.idParam ?? 'id',
    idFrom: r.idFrom ?? 'params',
    set: r.set ?? null,
    setFromParams: r.setFromParams ?? {},
    queryFilters: r.queryFilters ?? {},
  }));
}

/** Path parameter names of a route URL. */
export const pathParams = (url: string): string[] => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

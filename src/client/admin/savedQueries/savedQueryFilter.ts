/**
 * A list's filter as a saved query keeps it (behaviour §3 query lists): the dotted, non-empty
 * values the list call sends, so the server can check them against the list; and back into the
 * nested shape react-admin's filter form shows ("Address.city" → {Address: {city}}).
 */
import { flattenFilter } from '../recordDataProvider';

type Json = Record<string, unknown>;

export interface QuerySort {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface SavedQuery {
  id: string;
  name: string;
  resource: string;
  filter: Json;
  sort?: QuerySort;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The filter the list applies now, dotted, without cleared inputs. */
export function activeFilter(filterValues: Json | undefined): Json {
  return Object.fromEntries(Object.entries(flattenFilter(filterValues)).filter(([, value]) => !isEmpty(value)));
}

export const hasActiveFilter = (filterValues: Json | undefined): boolean => Object.keys(activeFilter(filterValues)).length > 0;

/** {"Address.city": "Bern"} → {Address: {city: "Bern"}}, as the filter form holds it. */
export function nestFilter(filter: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(filter)) {
    const path = key.split('.');
    let node = out;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = (node[part] = typeof next === 'object' && next !== null ? next : {}) as Json;
    }
    node[path[path.length - 1]] = value;
  }
  return out;
}

/** Each saved filter's input is shown, so the user sees what the saved query selects. */
export const displayedFilters = (filter: Json): Record<string, boolean> => Object.fromEntries(Object.keys(filter).map((key) => [key, true]));

const canonical = (filter: Json) => JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));

/** Whether the list shows exactly this saved query now (its filter, and its sort when it has one). */
export function isApplied(saved: SavedQuery, filterValues: Json | undefined, sort: QuerySort | undefined): boolean {
  if (canonical(saved.filter ?? {}) !== canonical(activeFilter(filterValues))) return false;
  return !saved.sort || (saved.sort.field === sort?.field && saved.sort.order === sort?.order);
}

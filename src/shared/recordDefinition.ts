/**
 * The shape of the resource registry (src/generated/registry.gen.ts): what the generators derive
 * from each schemas/<name>.schema.json and what the server's CRUD plugin and the client's
 * schema-UI read. Pure data, no server or client imports.
 */

import type { Backend } from './api/backends';

export type { Backend };

/** Database column kinds the generators emit (PostgreSQL types in brackets). */
export type ColumnKind =
  | 'text' // text
  | 'integer' // integer
  | 'bigint' // bigint, read as a JS number
  | 'numeric' // numeric, read as a JS number (drivers return strings)
  | 'boolean' // boolean
  | 'date' // date, 'YYYY-MM-DD' on the wire
  | 'timestamp' // timestamptz, ISO 8601 on the wire
  | 'uuid' // uuid
  | 'jsonb'; // jsonb: objects and arrays

/**
 * How a list may filter on a field:
 * eq: equals (or one of, for an array value); contains: case-insensitive substring (trigram index);
 * range: eq plus `<field>_gte` / `<field>_lte`; includes: a JSON array column holds the value.
 */
export type FilterOperator = 'eq' | 'contains' | 'range' | 'includes';

export type FieldRole = 'id' | 'centre' | 'createdAt' | 'updatedAt' | 'data';

export interface FieldListOptions {
  /** Shown as a list column by default. */
  column: boolean;
  sortable: boolean;
  filter: FilterOperator | null;
  /** Part of the `q` full-text (trigram) search. */
  searchable: boolean;
}

export interface FieldReference {
  /** Referenced record name, e.g. "serviceCategory". */
  record: string;
  table: string;
  column: string;
  onDelete: 'set null' | 'cascade' | 'restrict';
}

export interface FieldDefinition {
  /** Wire name; flattened sub-fields are dotted ("Address.city"). */
  name: string;
  /** Wire path: ["Address", "city"]. */
  path: string[];
  /** Database column (snake_case); null for virtual fields. */
  column: string | null;
  /** Property name on the Drizzle table. */
  key: string;
  kind: ColumnKind;
  notNull: boolean;
  /** Column default (from the schema's `default`); clearing the field restores it. */
  default?: unknown;
  role: FieldRole;
  /** Never written through the API (server-managed). */
  readOnly: boolean;
  /** Not stored in the record's table; hooks read and write it. */
  virtual: boolean;
  /** Locale key ("records.contact.firstName"). */
  label: string;
  list: FieldListOptions;
  /** A uuid column referencing another record (foreign key). */
  ref?: FieldReference;
  /** A JSON array of ids of another record (no foreign key; checked on write). */
  itemRef?: string;
  /** x-storage.index: a (centre_id, column) index although the list does not need one. */
  indexed?: boolean;
  /** Unique within a centre (case-insensitive for text). */
  uniquePerCentre?: boolean;
  /** x-storage.suffix: the wire text is the stored number plus this unit ("24h" ↔ 24). */
  suffix?: string;
  /** numeric(precision, scale) */
  precision?: number;
  scale?: number;
}

export interface CentreSource {
  /** 'record': the centre of the stored record whose id is in path parameter `key`. */
  from: 'params' | 'query' | 'body' | 'record';
  key: string;
  /** When the key is missing, use the caller's UserSetting.activeCentre. */
  fallback?: 'activeCentre';
}

export type CrudOperation = 'list' | 'get' | 'create' | 'update' | 'delete';

/** A spec path served by the generic handlers in addition to the canonical ones. */
export interface RouteAlias {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  op: CrudOperation;
  centre: CentreSource;
  /** Path parameter holding the record id (get, update, delete); default "id". */
  idParam?: string;
  /** 'body': the id is the body's id field (or `id`), e.g. PUT /api/invoice-templates. */
  idFrom?: 'params' | 'body';
  /** Field values this update call sets, e.g. {"active": true}; the call takes no body. */
  set?: Record<string, unknown>;
  /** Body fields taken from path parameters, e.g. {"parent_fk": "id"} for creating a child. */
  setFromParams?: Record<string, string>;
  /** Extra list query parameters mapped to filter keys, e.g. {"countryCode": "countryCode"}. */
  queryFilters?: Record<string, string>;
}

export interface RecordListDefinition {
  /** Default list columns (wire names). */
  columns: string[];
  sortable: string[];
  filters: { field: string; operator: FilterOperator }[];
  /** Fields searched by `q`. */
  search: string[];
  /** SQL of the searched text (folded, lower case)… */
  searchExpression: string | null;
  /** …stored in this generated column, which carries the trigram index (null: no search). */
  searchColumn: string | null;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
}

export interface RecordDefinition {
  name: string;
  /** react-admin resource name and URL segment ("contacts"). */
  resource: string;
  backend: Backend;
  table: string;
  /** Name of the Drizzle table export in schema.gen.ts. */
  tableExport: string;
  /** Wire id field ("contact_id", "_id"); responses also carry it as `id` for react-admin. */
  idField: string;
  /** Wire field naming the owning centre ("centre_fk"). */
  centreField: string;
  label: string;
  /** react-admin recordRepresentation, e.g. "%{firstName} %{lastName}". */
  representation: string | null;
  /** The record's JSON Schema with shared definitions bundled into $defs (the wire shape). */
  schema: JsonSchema;
  fields: FieldDefinition[];
  list: RecordListDefinition;
  routes: { base: string; aliases: RouteAlias[] };
  /** Roles that may create, change and delete (null: every member of the centre). */
  writeRoles: ('OWNER' | 'ADMIN' | 'PROVIDER')[] | null;
  /** One record per centre (settings): read and saved at routes.base, defaults until first saved. */
  singleton?: boolean;
  /** false: no generic CRUD routes; a domain service writes the record and serves its own routes. */
  genericRoutes?: false;
}

/** What the app needs of a record before its first list or form (src/generated/recordIndex.gen.ts): no schema. */
export type RecordSummary = Pick<RecordDefinition, 'name' | 'resource' | 'backend' | 'label' | 'representation' | 'idField'>;

export type JsonSchema = { [key: string]: unknown };

/** Accented letters folded for search, so "zurich" finds "Zürich" and "Elodie" finds "Élodie". */
const FOLD_FROM = 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ';
const FOLD_TO = 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy';

/** Generated column holding a record's searchable text; reserved in every record table. */
export const SEARCH_COLUMN = 'search_text';

/**
 * The SQL text `q` searches: the searchable columns joined, lower-cased and folded. translate()
 * and lower() are immutable, so it can be a stored generated column with a trigram index.
 */
export function searchExpressionSql(columns: string[]): string {
  const joined = columns.map((c) => `coalesce("${c}", '')`).join(" || ' ' || ");
  return `translate(lower(${joined}), '${FOLD_FROM}', '${FOLD_TO}')`;
}

/** A search word folded like searchExpressionSql's text. */
export function foldForSearch(word: string): string {
  let out = '';
  for (const ch of word.toLowerCase()) {
    const i = FOLD_FROM.indexOf(ch);
    out += i >= 0 ? FOLD_TO[i] : ch;
  }
  return out;
}

/** "24h" → 24 for a field stored as a number with a unit suffix; null when it is not one. */
export function suffixedNumber(value: unknown, suffix: string): number | null {
  if (typeof value !== 'string' || !value.endsWith(suffix)) return null;
  const text = value.slice(0, -suffix.length);
  return /^-?[0-9]+(\.[0-9]+)?$/.test(text) ? Number(text) : null;
}

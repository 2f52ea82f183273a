/**
 * What a resource module (resources/<name>.ts) may say about a registry record, and what
 * resourceFromRecord makes of it. Everything is optional: a record with no module config gets
 * a list, forms and routes interpreted from its schema.
 */
import type { ComponentType } from 'react';
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import type { ResourceProps } from 'react-admin';
import type { RecordDefinition } from '../../shared/recordDefinition';
import type { AppRoute, MenuEntry } from '../routing/routeTypes';
import type { RecordFormConfig } from './uiSchemaBuilder';

export type Json = Record<string, unknown>;

export interface RecordListConfig {
  /** Locale key of the list's title (plural); default the record's title. */
  title?: string;
  /** Column fields (wire names, "Address.city"); default: the schema's x-list columns. */
  columns?: string[];
  /** Header locale keys where the field's own label does not fit the list (e.g. the debtor's name as "client"). */
  columnLabels?: Record<string, string>;
  /** The two or three columns a phone shows (the others go to the row's detail); default the first two. */
  keyColumns?: string[];
  /** Filter fields; default: the schema's x-list filters (without ids). */
  filters?: string[];
  /** Filters shown without "add filter" (besides the search box). */
  alwaysOn?: string[];
  /** The `q` search box; default when the record has searchable fields. */
  search?: boolean;
  perPage?: number;
}

/**
 * A client rule of a resource, checked with the schema: `fail(field, code)` puts the
 * translated `errors.<code>` on the (dotted) field, unless the schema already faults it.
 */
export type RecordRule = (formData: Json, fail: (field: string, code: string) => void) => void;

export interface SaveContext {
  def: RecordDefinition;
  centreId: string;
  /** The stored record (updates). */
  previous: Json | null;
}

export interface RecordPaths {
  list: string;
  edit: (id: string) => string;
  create?: string;
}

export interface RecordResourceConfig {
  icon?: ComponentType;
  /** Side-menu entry (label key, group); `to` defaults to the list path. */
  menu?: Omit<MenuEntry, 'icon' | 'to'> & { to?: string };
  list?: RecordListConfig;
  form?: RecordFormConfig;
  /** Named variants of the form that pages pick (e.g. a quick-create subset, one per service type). */
  forms?: Record<string, RecordFormConfig>;
  /** Starting values of a new record. */
  defaults?: Json;
  widgets?: RegistryWidgetsType;
  fields?: RegistryFieldsType;
  validate?: RecordRule;
  /** Adjusts the body before it is sent (e.g. creates the missing tags first). */
  transform?: (body: Json, ctx: SaveContext) => Promise<Json> | Json;
  /** The spec's screens of this record; without them react-admin's /<resource> routes serve it. */
  paths?: RecordPaths;
  /** Hand-written pages at the spec's paths. */
  routes?: AppRoute[];
}

export interface RecordResource {
  /** The record's name in the registry ("contact"). */
  name: string;
  /** The full definition; read it only where the registry is loaded (useRecordResource, registryLoader.ts). */
  readonly def: RecordDefinition;
  config: RecordResourceConfig;
  /** The record as text (recordRepresentation). */
  represent: (record: unknown) => string;
  paths: RecordPaths;
  /** Props of the react-admin <Resource>. */
  resourceProps: ResourceProps;
  routes: AppRoute[];
  menu: MenuEntry[];
}

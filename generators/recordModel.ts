/**
 * The heart of the generators: a bundled record schema becomes a RecordDefinition (fields,
 * columns, list behaviour, routes). Emitters and the server read only this model.
 */
import type {
  Backend,
  ColumnKind,
  FieldDefinition,
  FieldRole,
  FilterOperator,
  JsonSchema,
  RecordDefinition,
  RouteAlias,
} from '../src/shared/recordDefinition';
import { SEARCH_COLUMN, searchExpressionSql, suffixedNumber } from '../src/shared/recordDefinition';
import { recordNames, resolveNode } from './bundle';
import { camelCase, snakeCase } from './naming';

interface XRecord {
  resource: string;
  table?: string;
  backend?: Backend;
  basePath?: string;
  representation?: string;
  defaultSort?: [string, 'ASC' | 'DESC'];
  aliases?: RouteAlias[];
  writeRoles?: ('OWNER' | 'ADMIN' | 'PROVIDER')[];
  singleton?: boolean;
  genericRoutes?: boolean;
}
interface XList {
  column?: boolean;
  sortable?: boolean;
  filterable?: boolean | FilterOperator;
  searchable?: boolean;
  fields?: Record<string, XList>;
}
interface XStorage {
  type?: ColumnKind;
  column?: string;
  index?: boolean;
  uniquePerCentre?: boolean;
  flatten?: boolean;
  virtual?: boolean;
  precision?: number;
  scale?: number;
  suffix?: string;
}
type XRef = string | { record: string; onDelete?: 'set null' | 'cascade' | 'restrict' };

export interface RecordTableInfo {
  table: string;
  idColumn: string;
}

/** Table and primary-key column per record, needed before fields because of references. */
export function tableInfo(name: string, schema: JsonSchema): RecordTableInfo {
  const x = schema['x-record'] as XRecord;
  return { table: x.table ?? x.resource.replace(/-/g, '_'), idColumn: `${snakeCase(name)}_id` };
}

function inferKind(s: JsonSchema, where: string): ColumnKind {
  switch (s.type) {
    case 'string':
      if (s.format === 'date') return 'date';
      if (s.format === 'date-time') return 'timestamp';
      if (s.format === 'uuid' || s['x-ref'] !== undefined) return 'uuid';
      return 'text';
    case 'integer':
      return 'integer';
    case 'number':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'object':
      return 'jsonb';
    default:
      throw new Error(`${where}: give the field a single "type" (or x-storage.type)`);
  }
}

/** `filterable: true` picks the operator from the column kind; text compares exactly unless it says "contains". */
function defaultFilter(kind: ColumnKind): FilterOperator {
  if (kind === 'jsonb') return 'includes';
  if (kind === 'date' || kind === 'timestamp' || kind === 'integer' || kind === 'numeric' || kind === 'bigint') return 'range';
  return 'eq';
}

const ROLE_COLUMNS: Record<Exclude<FieldRole, 'data' | 'id'>, string> = { centre: 'centre_id', createdAt: 'created_at', updatedAt: 'updated_at' };

export function buildRecordDefinition(name: string, bundled: JsonSchema, tables: Map<string, RecordTableInfo>): RecordDefinition {
  const x = bundled['x-record'] as XRecord;
  const names = recordNames(name, bundled);
  const own = tables.get(name) as RecordTableInfo;
  const where = `schemas/${name}.schema.json`;
  const fields: FieldDefinition[] = [];

  const roleOf = (prop: string): FieldRole =>
    prop === names.idField ? 'id' : prop === names.centreField ? 'centre' : prop === 'createdAt' ? 'createdAt' : prop === 'updatedAt' ? 'updatedAt' : 'data';

  const required = new Set((bundled.required as string[] | undefined) ?? []);
  const addField = (path: string[], node: JsonSchema, list: XList, role: FieldRole) => {
    const fieldWhere = `${where} ${path.join('.')}`;
    const { schema: s } = resolveNode(bundled, node);
    const storage = (s['x-storage'] ?? {}) as XStorage;
    const virtual = storage.virtual === true;
    const kind = storage.type ?? inferKind(s, fieldWhere);
    const column = virtual ? null : role === 'id' ? own.idColumn : role === 'data' ? (storage.column ?? snakeCase(path.join('_'))) : ROLE_COLUMNS[role];
    const field: FieldDefinition = {
      name: path.join('.'),
      path,
      column,
      key: camelCase(column ?? snakeCase(path.join('_'))),
      kind,
      // A new required field needs a default, or the migration cannot fill existing rows.
      notNull: role !== 'data' || s.default !== undefined || (path.length === 1 && required.has(path[0])),
      role,
      readOnly: role !== 'data' || s['x-readOnly'] === true,
      virtual,
      label: String(s['x-label']),
      list: {
        column: list.column === true,
        sortable: list.sortable === true,
        filter: list.filterable === undefined || list.filterable === false ? null : list.filterable === true ? defaultFilter(kind) : list.filterable,
        searchable: list.searchable === true,
      },
    };
    if (storage.suffix !== undefined) {
      const parse = (v: unknown, what: string) => {
        const n = suffixedNumber(v, storage.suffix as string);
        if (n === null) throw new Error(`${fieldWhere}: ${what} ${JSON.stringify(v)} is not a number followed by "${storage.suffix}"`);
        return n;
      };
      if (s.type !== 'string' || (kind !== 'integer' && kind !== 'numeric')) {
        throw new Error(`${fieldWhere}: x-storage.suffix needs a string field stored as "integer" or "numeric"`);
      }
      for (const v of (s.enum as unknown[] | undefined) ?? []) parse(v, 'enum value');
      field.suffix = storage.suffix;
      if (s.default !== undefined && role === 'data') field.default = parse(s.default, 'default');
    } else if (s.default !== undefined && role === 'data') field.default = s.default;
    if (storage.uniquePerCentre) field.uniquePerCentre = true;
    if (storage.index) field.indexed = true;
    if (storage.precision !== undefined) field.precision = storage.precision;
    if (storage.scale !== undefined) field.scale = storage.scale;
    const ref = s['x-ref'] as XRef | undefined;
    if (ref !== undefined) {
      const target = typeof ref === 'string' ? ref : ref.record;
      const info = tables.get(target);
      if (!info) throw new Error(`${fieldWhere}: x-ref names unknown record "${target}"`);
      if (kind === 'uuid') {
        field.ref = { record: target, table: info.table, column: info.idColumn, onDelete: typeof ref === 'string' ? 'set null' : (ref.onDelete ?? 'set null') };
      } else if (kind === 'jsonb' && s.type === 'array') field.itemRef = target;
      else throw new Error(`${fieldWhere}: x-ref needs a uuid field or an array of uuids`);
    }
    if (virtual && (field.list.sortable || field.list.filter || field.list.searchable)) {
      throw new Error(`${fieldWhere}: virtual fields cannot be sorted, filtered or searched`);
    }
    if (field.list.searchable && kind !== 'text') throw new Error(`${fieldWhere}: only text fields can be searchable`);
    if (field.list.sortable && kind === 'jsonb') throw new Error(`${fieldWhere}: JSON fields cannot be sortable`);
    if (field.list.filter === 'contains' && kind !== 'text') throw new Error(`${fieldWhere}: "contains" filters need a text field`);
    if (field.list.filter === 'includes' && !(kind === 'jsonb' && s.type === 'array')) throw new Error(`${fieldWhere}: "includes" filters need an array field`);
    if (field.list.filter === 'range' && !['date', 'timestamp', 'integer', 'numeric', 'bigint'].includes(kind)) {
      throw new Error(`${fieldWhere}: "range" filters need a date or number field`);
    }
    fields.push(field);
  };

  for (const [prop, node] of Object.entries(bundled.properties as Record<string, JsonSchema>)) {
    if (prop === 'id') continue; // the react-admin alias of the id field, not a column
    const role = roleOf(prop);
    const { schema: s } = resolveNode(bundled, node);
    const list = (s['x-list'] ?? {}) as XList;
    const storage = (s['x-storage'] ?? {}) as XStorage;
    if (storage.flatten) {
      if (s.type !== 'object' || typeof s.properties !== 'object') throw new Error(`${where} ${prop}: only objects can be flattened`);
      for (const [sub, subNode] of Object.entries(s.properties as Record<string, JsonSchema>)) {
        addField([prop, sub], subNode, list.fields?.[sub] ?? {}, 'data');
      }
      continue;
    }
    if (list.fields) throw new Error(`${where} ${prop}: x-list.fields only applies to flattened objects`);
    addField([prop], node, list, role);
  }

  const columns = [SEARCH_COLUMN, ...fields.filter((f) => f.column).map((f) => f.column as string)];
  const dup = columns.find((c, i) => columns.indexOf(c) !== i);
  if (dup) throw new Error(`${where}: two fields map to column "${dup}"${dup === SEARCH_COLUMN ? ' (reserved for search)' : ''}`);

  const search = fields.filter((f) => f.list.searchable);
  const sortable = fields.filter((f) => f.list.sortable).map((f) => f.name);
  const [sortField, sortOrder] = x.defaultSort ?? ['createdAt', 'DESC'];
  if (!sortable.includes(sortField)) throw new Error(`${where}: defaultSort field "${sortField}" is not sortable`);
  const singleton = x.singleton === true;
  if (singleton) {
    // GET answers the defaults before the first save, so nothing may be required without one.
    const bare = [...required].filter((p) => (bundled.properties as Record<string, JsonSchema>)[p]?.default === undefined);
    if (bare.length > 0) throw new Error(`${where}: a singleton's required fields need a default (${bare.join(', ')})`);
  }
  const aliases = x.aliases ?? [];
  for (const a of aliases) checkAlias(a, singleton, `${where} alias ${a.method} ${a.url}`);
  const backend = x.backend ?? 'common';
  const prefix = backend === 'common' ? '/api' : '';
  return {
    name,
    resource: x.resource,
    backend,
    table: own.table,
    tableExport: camelCase(own.table),
    idField: names.idField,
    centreField: names.centreField,
    label: String(bundled['x-label']),
    representation: x.representation ?? null,
    schema: bundled,
    fields,
    list: {
      columns: fields.filter((f) => f.list.column).map((f) => f.name),
      sortable,
      filters: fields.filter((f) => f.list.filter).map((f) => ({ field: f.name, operator: f.list.filter as FilterOperator })),
      search: search.map((f) => f.name),
      searchExpression: search.length > 0 ? searchExpressionSql(search.map((f) => f.column as string)) : null,
      searchColumn: search.length > 0 ? SEARCH_COLUMN : null,
      defaultSort: { field: sortField, order: sortOrder },
    },
    routes: { base: x.basePath ?? `${prefix}/clinics/:cid/${singleton ? 'settings/' : ''}${x.resource}`, aliases },
    writeRoles: x.writeRoles ?? null,
    ...(singleton ? { singleton: true } : {}),
    ...(x.genericRoutes === false ? { genericRoutes: false as const } : {}),
  };
}

/** Alias options that only make sense together; caught here rather than at the first request. */
function checkAlias(a: RouteAlias, singleton: boolean, where: string): void {
  const params = [...a.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  const byId = a.op === 'get' || a.op === 'update' || a.op === 'delete';
  if (singleton && a.op !== 'get' && a.op !== 'update') throw new Error(`${where}: a singleton is only read and updated`);
  if (a.centre.from === 'record' && (!byId || singleton || !params.includes(a.centre.key) || a.idFrom === 'body')) {
    throw new Error(`${where}: centre "from": "record" needs a get, update or delete route whose path parameter "${a.centre.key}" holds the id`);
  }
  if (a.centre.from === 'params' && !params.includes(a.centre.key)) throw new Error(`${where}: no path parameter "${a.centre.key}"`);
  if (a.idFrom === 'body' && a.op !== 'update') throw new Error(`${where}: "idFrom": "body" is for updates`);
  if (byId && !singleton && a.idFrom !== 'body' && !params.includes(a.idParam ?? 'id')) throw new Error(`${where}: no path parameter "${a.idParam ?? 'id'}" for the id`);
  if (a.set !== undefined && a.op !== 'update') throw new Error(`${where}: "set" is for updates`);
}


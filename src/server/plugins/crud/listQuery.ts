/**
 * The react-admin simple-rest list dialect (stack-notes §3.1): sort=["field","ASC"],
 * range=[start,end], filter={...} as JSON. Only sortable fields sort and only filterable fields
 * filter (the registry's allow-lists); `q` searches the searchable fields by trigram index and
 * `id` lists ids (getMany).
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { foldForSearch, suffixedNumber, type FieldDefinition } from '../../../shared/recordDefinition';
import { invalidField } from '../../errors';
import { isUuid } from '../../../shared/validators/uuid';
import type { ListPage } from './centreScope';
import type { RuntimeRecord } from './runtimeRecord';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/** Record-specific filter keys, e.g. the VAT list's `available` (hooks provide them). */
export type CustomFilter = (value: unknown, rt: RuntimeRecord) => SQL;

export interface ListRequest {
  sort?: string;
  range?: string;
  filter?: string | Record<string, unknown>;
}

function parseJson(text: string | undefined, field: string, code: string): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalidField(field, code);
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks a filter value against the field's kind; null when it can match nothing (e.g. a bad uuid). */
function coerce(f: FieldDefinition, value: unknown, key: string): unknown {
  // A suffixed field ("24h") filters by its wire text.
  const v = f.suffix !== undefined && typeof value === 'string' ? (suffixedNumber(value, f.suffix) ?? value) : value;
  switch (f.kind) {
    case 'boolean':
      if (v === true || v === 'true') return true;
      if (v === false || v === 'false') return false;
      break;
    case 'integer':
    case 'bigint':
    case 'numeric': {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      if (Number.isFinite(n)) return n;
      break;
    }
    case 'date':
      if (typeof v === 'string' && DATE_RE.test(v)) return v;
      break;
    case 'timestamp':
      if (typeof v === 'string' && !Number.isNaN(Date.parse(v))) return new Date(v);
      break;
    case 'uuid':
      if (typeof v === 'string') return isUuid(v) ? v : null;
      break;
    default:
      if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  throw invalidField(`filter.${key}`, 'invalidFilter');
}

function filterCondition(rt: RuntimeRecord, key: string, value: unknown): SQL {
  const range = /^(.*)_(gte|lte)$/.exec(key);
  const name = range && rt.fields.get(range[1])?.list.filter === 'range' ? range[1] : key;
  const f = rt.fields.get(name);
  const col = rt.columns.get(name);
  if (!f || !col || !f.list.filter) throw invalidField(`filter.${key}`, 'invalidFilter');
  if (range) {
    const v = coerce(f, value, key);
    return range[2] === 'gte' ? sql`${col} >= ${v}` : sql`${col} <= ${v}`;
  }
  if (value === null) return sql`${col} is null`;
  switch (f.list.filter) {
    case 'contains':
      if (typeof value !== 'string') throw invalidField(`filter.${key}`, 'invalidFilter');
      return sql`${col} ilike ${`%${escapeLike(value)}%`}`;
    case 'includes': {
      const items = (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' ? v : String(v)));
      return sql`${col} @> ${JSON.stringify(items)}::jsonb`;
    }
    default: {
      const values = (Array.isArray(value) ? value : [value]).map((v) => coerce(f, v, key)).filter((v) => v !== null);
      if (values.length === 0) return sql`false`;
      return values.length === 1 ? sql`${col} = ${values[0]}` : inArray(col, values);
    }
  }
}

function searchCondition(rt: RuntimeRecord, q: unknown): SQL[] {
  if (typeof q !== 'string') throw invalidField('filter.q', 'invalidFilter');
  const column = rt.def.list.searchColumn;
  if (!column) throw invalidField('filter.q', 'invalidFilter');
  const searchText = sql`${rt.table}.${sql.identifier(column)}`;
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  // Every word must occur somewhere ("anna bern" finds Anna Muster in Bern).
  return words.map((w) => sql`${searchText} like ${`%${escapeLike(foldForSearch(w.slice(0, 100)))}%`}`);
}

function sortOf(rt: RuntimeRecord, sortParam: unknown): ListPage['sort'] {
  const def = rt.def.list.defaultSort;
  let [field, order] = [def.field, def.order] as [string, string];
  if (sortParam !== undefined) {
    if (!Array.isArray(sortParam) || typeof sortParam[0] !== 'string' || !['ASC', 'DESC'].includes(String(sortParam[1]).toUpperCase())) {
      throw invalidField('sort', 'invalidSort');
    }
    field = sortParam[0] === 'id' ? rt.def.idField : sortParam[0];
    order = String(sortParam[1]).toUpperCase();
  }
  const f = rt.fields.get(field);
  const col = rt.columns.get(field);
  if (!f || !col || (!f.list.sortable && f.role !== 'id')) throw invalidField('sort', 'invalidSort');
  // Text sorts ignore case; the id breaks ties so pages never overlap (last column of every sort index).
  return { expr: f.kind === 'text' ? sql`lower(${col})` : sql`${col}`, desc: order === 'DESC', byId: f.role === 'id' };
}

/** The `filter` query parameter as an object (400 when it is not a JSON object). */
export function parseFilterParam(text: string | undefined): Record<string, unknown> {
  const filter = parseJson(text, 'filter', 'invalidFilter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw invalidField('filter', 'invalidFilter');
  return filter as Record<string, unknown>;
}

export function parseListQuery(rt: RuntimeRecord, query: ListRequest, custom: Record<string, CustomFilter> = {}): ListPage {
  const filter = typeof query.filter === 'object' ? query.filter : parseFilterParam(query.filter);
  const where: SQL[] = [];
  let hasIds = false;
  let textSearch = false;
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === undefined || value === '') continue;
    // Trigrams need three characters; shorter words match too much for the index to help.
    const trigramUsable = typeof value === 'string' && value.split(/\s+/).some((word) => word.length >= 3);
    if ((key === 'q' || rt.fields.get(key)?.list.filter === 'contains') && trigramUsable) textSearch = true;
    if (key === 'q') where.push(...searchCondition(rt, value));
    else if (key === 'id' || key === rt.def.idField) {
      const ids = (Array.isArray(value) ? value : [value]).filter(isUuid);
      if ((Array.isArray(value) ? value.length : 1) > MAX_PAGE_SIZE) throw invalidField('filter.id', 'tooMany');
      where.push(ids.length > 0 ? inArray(rt.idCol, ids) : sql`false`);
      hasIds = true;
    } else if (Object.hasOwn(custom, key)) {
      // Own keys only: a filter key "constructor" or "__proto__" would find Object's members (C10).
      where.push(custom[key](value, rt));
    } else where.push(filterCondition(rt, key, value));
  }
  const { offset, limit } = parseRangeParam(query.range, hasIds ? MAX_PAGE_SIZE : DEFAULT_PAGE_SIZE);
  return { where, sort: sortOf(rt, parseJson(query.sort, 'sort', 'invalidSort')), offset, limit, textSearch };
}

/** The `range` query parameter ([start, end], inclusive) as offset and limit (400 when malformed or too long). */
export function parseRangeParam(text: string | undefined, defaultSize = DEFAULT_PAGE_SIZE): { offset: number; limit: number } {
  const range = parseJson(text, 'range', 'invalidRange');
  let [start, end] = [0, defaultSize - 1];
  if (range !== undefined) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
      throw invalidField('range', 'invalidRange');
    }
    [start, end] = range as [number, number];
    if (end - start + 1 > MAX_PAGE_SIZE) throw invalidField('range', 'invalidRange');
  }
  return { offset: start, limit: end - start + 1 };
}

/** The `sort` query parameter ["field","ASC"|"DESC"] (400 when malformed); undefined when absent. */
export function parseSortParam(text: string | undefined): { field: string; desc: boolean } | undefined {
  const sort = parseJson(text, 'sort', 'invalidSort');
  if (sort === undefined) return undefined;
  if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) throw invalidField('sort', 'invalidSort');
  return { field: sort[0], desc: String(sort[1]).toUpperCase() === 'DESC' };
}

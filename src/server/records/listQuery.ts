/**
 * A record list request (react-admin simple-rest parameters, parsed by ../listParams.ts) as the
 * conditions, sort and page of a RecordStore page. Only sortable fields sort and only filterable
 * fields filter (the registry's allow-lists); `q` searches the searchable fields by trigram index
 * and `id` lists ids (getMany).
 */
import { sortText } from '../db/sortText';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { foldForSearch, suffixedNumber, type FieldDefinition } from '../../shared/recordDefinition';
import { invalidField } from '../errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, parseFilterParam, parseJsonParam, parseRangeParam } from '../listParams';
import { isUuid } from '../../shared/validators/uuid';
import type { ListPage } from './recordStore';
import type { RuntimeRecord } from './runtimeRecord';

/** Record-specific filter keys, e.g. the VAT list's `available` (hooks provide them). */
export type CustomFilter = (value: unknown, rt: RuntimeRecord) => SQL;

export interface ListRequest {
  sort?: string;
  range?: string;
  filter?: string | Record<string, unknown>;
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
  // Text sorts ignore case and follow the ICU collation (Ü with U); the id breaks ties so pages never
  // overlap (last column of every sort index, which is built with the same expression).
  return { expr: f.kind === 'text' ? sortText(col) : sql`${col}`, desc: order === 'DESC', byId: f.role === 'id' };
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
  return { where, sort: sortOf(rt, parseJsonParam(query.sort, 'sort', 'invalidSort')), offset, limit, textSearch };
}

/**
 * The react-admin simple-rest list parameters (stack-notes §3.1) as the query string carries them:
 * sort=["field","ASC"], range=[start,end] and filter={...}, each JSON. Malformed values are a 400
 * on the parameter. Used by the record engine's lists and by hand-written list routes alike.
 */
import { invalidField } from './errors';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/** A JSON query parameter; undefined when absent, 400 `code` on `field` when not JSON. */
export function parseJsonParam(text: string | undefined, field: string, code: string): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalidField(field, code);
  }
}

/** The `filter` query parameter as an object (400 when it is not a JSON object). */
export function parseFilterParam(text: string | undefined): Record<string, unknown> {
  const filter = parseJsonParam(text, 'filter', 'invalidFilter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw invalidField('filter', 'invalidFilter');
  return filter as Record<string, unknown>;
}

/** The `range` query parameter ([start, end], inclusive) as offset and limit (400 when malformed or too long). */
export function parseRangeParam(text: string | undefined, defaultSize = DEFAULT_PAGE_SIZE): { offset: number; limit: number } {
  const range = parseJsonParam(text, 'range', 'invalidRange');
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
  const sort = parseJsonParam(text, 'sort', 'invalidSort');
  if (sort === undefined) return undefined;
  if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) throw invalidField('sort', 'invalidSort');
  return { field: sort[0], desc: String(sort[1]).toUpperCase() === 'DESC' };
}

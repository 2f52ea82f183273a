/**
 * Query lists (behaviour §3 Centre, §7 Query lists): a saved list query is only kept when the
 * list exists and would accept it — the filter keys are filterable fields of that list (or `q`),
 * the sort field is sortable — so opening a saved query never fails later.
 */
import { registry } from '../../../generated/registry.gen';
import { HttpError, type FieldError } from '../../errors';
import type { RecordHooks, WriteContext, WriteInput } from '../../records/hooks';
import { parseListQuery } from '../../records/listQuery';

/** A stored filter stays small: it is sent back with every list call. */
const MAX_FILTER_CHARS = 10_000;

function effective(input: WriteInput, ctx: WriteContext, field: string): unknown {
  if (field in input.values) return input.values[field];
  if (input.cleared.has(field)) return field === 'resource' ? 'contacts' : undefined;
  return ctx.existing?.[field];
}

const err = (field: string, code: string): FieldError => ({ field, code, message: `errors.${code}` });

export const queryListHooks: RecordHooks = {
  validate(input, ctx) {
    if (!['resource', 'filter', 'sort'].some((f) => f in input.values || input.cleared.has(f))) return [];
    const resource = String(effective(input, ctx, 'resource') ?? 'contacts');
    const def = Object.values(registry).find((d) => d.resource === resource && !d.singleton && d.name !== ctx.record.def.name);
    if (!def) return [err('resource', 'unknownList')];
    const filter = (effective(input, ctx, 'filter') ?? {}) as Record<string, unknown>;
    if (JSON.stringify(filter).length > MAX_FILTER_CHARS) return [err('filter', 'tooLarge')];
    const sort = effective(input, ctx, 'sort') as { field: string; order: string } | undefined;
    try {
      parseListQuery(ctx.stores(def.name).rt, { filter, ...(sort ? { sort: JSON.stringify([sort.field, sort.order]) } : {}) });
    } catch (e) {
      if (!(e instanceof HttpError) || e.code !== 'validation') throw e;
      const [first] = (e.extra.errors as FieldError[] | undefined) ?? [];
      const field = first?.field.startsWith('sort') ? 'sort' : 'filter';
      return [err(field, field === 'sort' ? 'invalidSort' : 'invalidFilter')];
    }
    return [];
  },
};

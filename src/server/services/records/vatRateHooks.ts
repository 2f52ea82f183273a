/**
 * VAT rates (spec §7 VAT, wording §5): the periods of one code must not overlap, `validUntil`
 * is not before `validFrom`, and `available` lists the active rates valid today in the centre's
 * time zone.
 */
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { centres } from '../../db/schema';
import type { FieldError } from '../../errors';
import type { RecordHooks, WriteContext, WriteInput } from '../../records/hooks';
import type { RuntimeRecord } from '../../records/runtimeRecord';

function value(input: WriteInput, ctx: WriteContext, field: string): string | undefined {
  if (field in input.values) return String(input.values[field]);
  if (input.cleared.has(field)) return undefined;
  const v = ctx.existing?.[field];
  return v === undefined ? undefined : String(v);
}

/** Active and valid today (the centre's date). */
function availableNow(rt: RuntimeRecord): SQL {
  const col = (name: string) => rt.columns.get(name) as NonNullable<ReturnType<typeof rt.columns.get>>;
  const today = sql`(select (now() at time zone ${centres.timezone})::date from ${centres} where ${centres.id} = ${rt.centreCol})`;
  return and(eq(col('available'), true), sql`${col('validFrom')} <= ${today}`, or(isNull(col('validUntil')), sql`${col('validUntil')} >= ${today}`)) as SQL;
}

export const vatRateHooks: RecordHooks = {
  async validate(input, ctx) {
    const errors: FieldError[] = [];
    const code = value(input, ctx, 'code');
    const from = value(input, ctx, 'validFrom');
    const until = value(input, ctx, 'validUntil');
    if (!code || !from) return errors;
    if (until !== undefined && until < from) {
      return [{ field: 'validUntil', code: 'invalidDateRange', message: 'errors.invalidDateRange' }];
    }
    // Two saves of the same code at once must not both pass the check.
    await ctx.store.lock(`code:${code.toLowerCase()}`);
    const col = (name: string) => ctx.record.columns.get(name) as NonNullable<ReturnType<typeof ctx.record.columns.get>>;
    const self = ctx.existing?.[ctx.record.def.idField];
    const overlapping = await ctx.store.findMany(
      and(
        sql`lower(${col('code')}) = ${code.toLowerCase()}`,
        self ? ne(ctx.record.idCol, String(self)) : undefined,
        // [from, until] and [other.from, other.until] overlap; an empty end is open.
        until === undefined ? undefined : sql`${col('validFrom')} <= ${until}`,
        or(isNull(col('validUntil')), sql`${col('validUntil')} >= ${from}`),
      ),
      1,
    );
    if (overlapping.length > 0) errors.push({ field: 'validFrom', code: 'vatPeriodOverlap', message: 'errors.vatPeriodOverlap' });
    return errors;
  },

  filters: {
    // GET /api/vats/centre/{id}?available: active rates valid today; available=false: the others.
    available: (v, rt) => (v === false || v === 'false' ? sql`not (${availableNow(rt)})` : availableNow(rt)),
  },
};

/**
 * Online presence (wording §5): booking and cancellation limits are an amount and a unit (hours to
 * years). The minimum notice must be shorter than how far ahead clients may book, or no slot
 * could ever be booked online.
 */
import type { RecordHooks, WriteContext, WriteInput } from '../../records/hooks';

const HOURS: Record<string, number> = { hours: 1, days: 24, weeks: 168, months: 730, years: 8766 };

interface Limit {
  amount?: number;
  unit?: string;
}

function limitHours(input: WriteInput, ctx: WriteContext, field: string): number {
  const given = field in input.values ? (input.values[field] as Limit) : input.cleared.has(field) ? {} : ((ctx.existing?.[field] ?? {}) as Limit);
  const defaults = ctx.record.def.fields;
  const fallback = (sub: string) => defaults.find((f) => f.name === `${field}.${sub}`)?.default;
  const amount = Number(given.amount ?? fallback('amount') ?? 0);
  return amount * (HOURS[String(given.unit ?? fallback('unit'))] ?? 1);
}

export const onlinePresenceHooks: RecordHooks = {
  validate(input, ctx) {
    if (!('bookingLimit' in input.values || 'bookingHorizon' in input.values)) return [];
    if (limitHours(input, ctx, 'bookingLimit') < limitHours(input, ctx, 'bookingHorizon')) return [];
    return [{ field: 'bookingHorizon', code: 'bookingHorizonTooShort', message: 'errors.bookingHorizonTooShort' }];
  },
};

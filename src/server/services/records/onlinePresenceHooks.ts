/**
 * Online presence (wording §5): booking and cancellation limits are an amount and a unit (hours to
 * years). The minimum notice must be shorter than how far ahead clients may book, or no slot
 * could ever be booked online. Only the owner switches online booking on or off (wording §6
 * "Only the clinic owner gives booking access"); admins edit the rest.
 */
import { and, eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { roles } from '../../db/schema';
import { forbidden } from '../../errors';
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
  async prepare(input, ctx) {
    // A whole-record PUT that leaves the switch out keeps it: it is changed only by naming it.
    if (ctx.wholeRecord && !('bookingEnabled' in input.values)) {
      input.cleared.delete('bookingEnabled');
      input.values.bookingEnabled = ctx.existing?.bookingEnabled === true;
    }
    const wanted = 'bookingEnabled' in input.values ? input.values.bookingEnabled === true : input.cleared.has('bookingEnabled') ? false : undefined;
    if (wanted === undefined || wanted === (ctx.existing?.bookingEnabled === true)) return;
    const owner = await forCentre(ctx.db, ctx.centreId).exists(roles, and(eq(roles.userId, ctx.userId), eq(roles.name, 'OWNER')));
    if (!owner) throw forbidden('bookingSwitchOwnerOnly');
  },

  validate(input, ctx) {
    if (!('bookingLimit' in input.values || 'bookingHorizon' in input.values)) return [];
    if (limitHours(input, ctx, 'bookingLimit') < limitHours(input, ctx, 'bookingHorizon')) return [];
    return [{ field: 'bookingHorizon', code: 'bookingHorizonTooShort', message: 'errors.bookingHorizonTooShort' }];
  },
};

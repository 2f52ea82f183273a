/**
 * Services (spec §3 Service): a fixed start needs its time, a tariff 590 service its tariff
 * position, one name per language, the VAT code must exist in the centre, assigned therapists
 * must belong to the centre, and every variant gets an id; removing a variant drops it from the
 * calendar palettes.
 */
import crypto from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { centreProviders } from '../../db/schema';
import type { FieldError } from '../../errors';
import type { RecordHooks, WriteContext, WriteInput } from '../../records/hooks';
import { dropRemovedVariants } from '../draggableEvents/paletteStore';

function effective(input: WriteInput, ctx: WriteContext, field: string): unknown {
  if (field in input.values) return input.values[field];
  if (input.cleared.has(field)) return undefined;
  return ctx.existing?.[field];
}

const err = (field: string, code: string): FieldError => ({ field, code, message: `errors.${code}` });

export const serviceHooks: RecordHooks = {
  async prepare(input, ctx) {
    // A new service is bookable online when the practice takes online bookings (its public
    // profile with booking is on), unless the body says otherwise.
    if (ctx.op === 'create' && !('onlineBooking' in input.values)) {
      const [presence] = await ctx.stores('onlinePresence').findMany(undefined, 1);
      if (presence?.publicProfile === true) input.values.onlineBooking = true;
    }
  },

  async validate(input, ctx) {
    const errors: FieldError[] = [];
    if (effective(input, ctx, 'fixStart') === true && !effective(input, ctx, 'fixStartTime')) errors.push(err('fixStartTime', 'required'));
    if (effective(input, ctx, 'type') === 'tarif590' && !effective(input, ctx, 'nr')) errors.push(err('nr', 'required'));
    const lang = input.values.langDepData;
    if (Array.isArray(lang)) {
      const keys = lang.map((l) => (l as { langKey: string }).langKey);
      if (new Set(keys).size !== keys.length) errors.push(err('langDepData', 'duplicateValue'));
    }
    const tax = input.values.tax;
    if (typeof tax === 'string' && tax !== '') {
      const vats = ctx.stores('vatRate');
      const [found] = await vats.findMany(sql`lower(${vats.rt.columns.get('code')}) = ${tax.toLowerCase()}`, 1);
      if (!found) errors.push(err('tax', 'invalidReference'));
    }
    // resourceIds (the spec's wire name) are the user ids of the therapists offering the service.
    const providers = input.values.resourceIds;
    if (Array.isArray(providers) && providers.length > 0) {
      const ids = providers.map(String);
      const members = await forCentre(ctx.db, ctx.centreId)
        .select({ userId: centreProviders.userId })
        .from(centreProviders)
        .where(inArray(centreProviders.userId, ids));
      const found = new Set(members.map((m) => m.userId));
      if (ids.some((id) => !found.has(id))) errors.push(err('resourceIds', 'invalidReference'));
    }
    return errors;
  },

  async beforeWrite(input, ctx) {
    if (input.values.type === 'tarif590' && input.values.tarif === undefined) input.values.tarif = '590';
    if (Array.isArray(input.values.variants)) {
      input.values.variants = input.values.variants.map((v) => ({ variantId: crypto.randomUUID(), ...(v as object) }));
    }
    // A removed variant takes its calendar palette entries with it (no dangling entries).
    const serviceId = ctx.existing?.service_id;
    if (ctx.op === 'update' && typeof serviceId === 'string' && ('variants' in input.values || input.cleared.has('variants'))) {
      const kept = ((input.values.variants ?? []) as { variantId: string }[]).map((v) => v.variantId);
      await dropRemovedVariants(ctx.db, ctx.centreId, serviceId, kept);
    }
  },
};

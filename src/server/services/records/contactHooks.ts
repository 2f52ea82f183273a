/**
 * Contacts (spec behaviour §3 Contact, §4 contact save, §5 rules): phones valid for the country
 * code, the update rule, tags created when missing, parents in the same centre without cycles,
 * and the derived BMI, tag values and family members on reads.
 */
import { inArray, sql } from 'drizzle-orm';
import { isContactComplete } from '../../../shared/completeness';
import { formatAhv } from '../../../shared/validators/ahv';
import { checkPhone } from '../../../shared/validators/phone';
import { addressPostcodeErrors } from '../../../shared/validators/postcode';
import { invalidFields, type FieldError } from '../../errors';
import type { RecordHooks, WriteContext, WriteInput } from '../../records/hooks';
import { rowToWire, type WireRecord } from '../../records/rowMapping';
import { ensureTags } from './tagHooks';

const MAX_TAGS = 100;
const DEFAULT_COUNTRY_PHONE = '+41';

/** The value a field will have after the write. */
function effective(input: WriteInput, ctx: WriteContext, field: string): unknown {
  if (field in input.values) return input.values[field];
  if (input.cleared.has(field)) return undefined;
  return ctx.existing?.[field];
}

function phoneErrors(input: WriteInput, ctx: WriteContext): FieldError[] {
  const countryPhone = String(effective(input, ctx, 'countryPhone') ?? DEFAULT_COUNTRY_PHONE);
  const touched = ['countryPhone', 'phone', 'homeNumber'].some((f) => f in input.values);
  if (!touched) return [];
  const errors: FieldError[] = [];
  for (const field of ['phone', 'homeNumber']) {
    const value = effective(input, ctx, field);
    if (typeof value === 'string' && value !== '' && !checkPhone(countryPhone, value).ok) {
      errors.push({ field, code: 'invalidPhone', message: 'errors.invalidPhone' });
    }
  }
  return errors;
}

/** Postcodes fit the address's country (CH/LI/AT 4 digits, DE/FR/IT 5), as the forms check. */
function postcodeErrors(input: WriteInput, ctx: WriteContext): FieldError[] {
  return ['Address', 'billingAddress'].flatMap((field) => {
    if (!(field in input.values)) return [];
    const address = effective(input, ctx, field) as { zipcode?: string; country?: string } | undefined;
    return addressPostcodeErrors(address, `${field}.`).map((e) => ({ ...e, message: `errors.${e.code}` }));
  });
}

/** A contact may not become its own ancestor. */
async function parentErrors(input: WriteInput, ctx: WriteContext): Promise<FieldError[]> {
  const parent = input.values.parent_fk;
  const self = ctx.existing?.contact_id;
  if (typeof parent !== 'string' || !self) return [];
  let current: string | undefined = parent;
  for (let depth = 0; current && depth < 50; depth++) {
    if (current === self) return [{ field: 'parent_fk', code: 'invalidReference', message: 'errors.invalidReference' }];
    const row = await ctx.store.findById(current);
    current = row ? (rowToWire(ctx.record, row).parent_fk as string | undefined) : undefined;
  }
  return [];
}

export const contactHooks: RecordHooks = {
  prepare(input, ctx) {
    // Spec §4: a saved contact (the whole record) without a phone gets an empty phone. A PATCH that
    // does not name the phone leaves it alone, so no saved number is lost by a partial change.
    if (ctx.op === 'update' && ctx.wholeRecord && !('phone' in input.values)) input.cleared.add('phone');
  },

  async validate(input, ctx) {
    return [...phoneErrors(input, ctx), ...postcodeErrors(input, ctx), ...(await parentErrors(input, ctx))];
  },

  async beforeWrite(input, ctx) {
    if (typeof input.values.ahvNumber === 'string') input.values.ahvNumber = formatAhv(input.values.ahvNumber);
    // Spec §5: saving tags first creates the missing ones. `tags` alone sets the contact's tags.
    const names = input.values.tags;
    if (Array.isArray(names)) {
      const ids = await ensureTags(ctx.stores('tag'), names.map(String));
      const given = Array.isArray(input.values.tagIds) ? input.values.tagIds.map(String) : [];
      const tagIds = [...new Set([...given, ...ids])];
      if (tagIds.length > MAX_TAGS) throw invalidFields([{ field: 'tags', code: 'tooMany', message: 'errors.tooMany' }]);
      input.values.tagIds = tagIds;
      delete input.values.tags;
    }
  },

  async afterRead(records, ctx) {
    const tags = ctx.stores('tag');
    const allIds = [...new Set(records.flatMap((r) => (Array.isArray(r.tagIds) ? r.tagIds.map(String) : [])))];
    const values = new Map<string, string>();
    if (allIds.length > 0) {
      const rows = await tags.findMany(inArray(tags.rt.idCol, allIds), allIds.length);
      for (const row of rows) values.set(String(row[tags.rt.idField.key]), String(row.value));
    }
    const childrenOf = new Map<string, WireRecord[]>();
    if (ctx.detail && records.length > 0) {
      const parentCol = ctx.record.columns.get('parent_fk');
      const ids = records.map((r) => String(r.contact_id));
      const rows = await ctx.store.findMany(sql`${parentCol} in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
      for (const child of rows.map((r) => rowToWire(ctx.record, r))) {
        const list = childrenOf.get(String(child.parent_fk)) ?? [];
        list.push({ contact_id: child.contact_id, firstName: child.firstName, lastName: child.lastName });
        childrenOf.set(String(child.parent_fk), list);
      }
    }
    for (const r of records) {
      r.tags = (Array.isArray(r.tagIds) ? r.tagIds : []).map((id) => values.get(String(id))).filter((v): v is string => v !== undefined);
      const height = typeof r.height === 'number' ? r.height : 0;
      if (height > 0 && typeof r.weight === 'number' && r.weight > 0) r.bmi = Math.round((r.weight / (height / 100) ** 2) * 10) / 10;
      if (ctx.detail) r.children = childrenOf.get(String(r.contact_id)) ?? [];
      r.complete = isContactComplete(r as Parameters<typeof isContactComplete>[0]);
    }
  },
};

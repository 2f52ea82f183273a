/**
 * Coupons (wording §3 Coupon, §5): the start date lies before the expiry date, a percentage is at
 * most 100, and codes are stored in capitals (unique in the centre, whatever the case typed).
 */
import type { FieldError } from '../../errors';
import type { RecordHooks, WriteContext, WriteInput } from '../../records/hooks';

function effective(input: WriteInput, ctx: WriteContext, field: string): unknown {
  if (field in input.values) return input.values[field];
  if (input.cleared.has(field)) return undefined;
  return ctx.existing?.[field];
}

export const couponHooks: RecordHooks = {
  prepare(input) {
    if (typeof input.values.code === 'string') input.values.code = input.values.code.toUpperCase();
  },

  validate(input, ctx) {
    const errors: FieldError[] = [];
    const start = effective(input, ctx, 'startDate');
    const expiry = effective(input, ctx, 'expiryDate');
    const touched = 'startDate' in input.values || 'expiryDate' in input.values;
    if (touched && typeof start === 'string' && typeof expiry === 'string' && start >= expiry) {
      errors.push({ field: 'expiryDate', code: 'couponDatesOrder', message: 'errors.couponDatesOrder' });
    }
    const discount = effective(input, ctx, 'discount');
    const percent = (effective(input, ctx, 'discountType') ?? 'percent') === 'percent';
    if (('discount' in input.values || 'discountType' in input.values) && percent && typeof discount === 'number' && discount > 100) {
      errors.push({ field: 'discount', code: 'invalidPercent', message: 'errors.invalidPercent' });
    }
    return errors;
  },
};

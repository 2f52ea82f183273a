/**
 * Invoice templates (behaviour §7 Invoice templates, wording §8): names are unique in the centre
 * (errors.invoiceTemplateExists), and HTML or CSS with anything executable is refused
 * (errors.unsafeTemplate) so it is never stored.
 */
import { and, ne, sql } from 'drizzle-orm';
import type { FieldError } from '../../errors';
import type { RecordHooks } from '../../records/hooks';
import { isUnsafeTemplate } from './templateSafety';

export const invoiceTemplateHooks: RecordHooks = {
  async validate(input, ctx) {
    const errors: FieldError[] = [];
    for (const field of ['html', 'css']) {
      const value = input.values[field];
      if (typeof value === 'string' && isUnsafeTemplate(value)) errors.push({ field, code: 'unsafeTemplate', message: 'errors.unsafeTemplate' });
    }
    const name = input.values.name;
    if (typeof name === 'string') {
      // Two saves of the same name at once must not both pass (the unique index is the last guard).
      await ctx.store.lock(`name:${name.toLowerCase()}`);
      const self = ctx.existing?.[ctx.record.def.idField];
      const [taken] = await ctx.store.findMany(
        and(sql`lower(${ctx.record.columns.get('name')}) = ${name.toLowerCase()}`, self ? ne(ctx.record.idCol, String(self)) : undefined),
        1,
      );
      if (taken) errors.push({ field: 'name', code: 'invoiceTemplateExists', message: 'errors.invoiceTemplateExists' });
    }
    return errors;
  },
};

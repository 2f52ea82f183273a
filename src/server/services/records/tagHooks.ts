/**
 * Tags (spec §3 Tag, §7 GET/POST /api/tags): values are unique per centre regardless of case, so
 * creating an existing tag answers the existing one; deleting a tag removes it from contacts.
 */
import { sql } from 'drizzle-orm';
import type { RecordHooks } from '../../records/hooks';
import type { RecordStore } from '../../records/recordStore';
import { rowToWire, type WireRecord } from '../../records/rowMapping';

/** Tags of the centre with these values (case-insensitive), created when missing. Returns their ids. */
export async function ensureTags(tags: RecordStore, values: string[]): Promise<string[]> {
  const wanted = [...new Map(values.map((v) => [v.trim().toLowerCase(), v.trim()])).values()].filter(Boolean);
  if (wanted.length === 0) return [];
  const valueCol = tags.rt.columns.get('value');
  const lower = wanted.map((v) => v.toLowerCase());
  const find = () => tags.findMany(sql`lower(${valueCol}) in (${sql.join(lower.map((v) => sql`${v}`), sql`, `)})`);
  const found = await find();
  const have = new Set(found.map((r) => String(r.value).toLowerCase()));
  const missing = wanted.filter((v) => !have.has(v.toLowerCase()));
  // ON CONFLICT DO NOTHING: a tag created meanwhile by another save is simply reused.
  if (missing.length > 0) {
    const centreKey = tags.rt.def.fields.find((f) => f.role === 'centre')?.key as string;
    await tags.db
      .insert(tags.rt.table)
      .values(missing.map((value) => ({ value, [centreKey]: tags.centreId })))
      .onConflictDoNothing();
  }
  const all = missing.length > 0 ? await find() : found;
  const byValue = new Map(all.map((r) => [String(r.value).toLowerCase(), String(r[tags.rt.idField.key])]));
  return lower.map((v) => byValue.get(v)).filter((id): id is string => Boolean(id));
}

export const tagHooks: RecordHooks = {
  async findExisting(input, ctx): Promise<WireRecord | null> {
    const value = String(input.values.value ?? '').toLowerCase();
    const [row] = await ctx.store.findMany(sql`lower(${ctx.record.columns.get('value')}) = ${value}`, 1);
    return row ? rowToWire(ctx.record, row) : null;
  },
  async afterDelete(tag, ctx) {
    const contacts = ctx.stores('contact');
    const col = contacts.rt.columns.get('tagIds');
    if (!col) return;
    const id = String(tag[ctx.record.def.idField]);
    await contacts.updateWhere({ [contacts.rt.fields.get('tagIds')?.key as string]: sql`${col} - ${id}::text` }, sql`${col} @> ${JSON.stringify([id])}::jsonb`);
  },
};

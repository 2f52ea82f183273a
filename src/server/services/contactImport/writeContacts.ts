/**
 * Writes the valid rows of an import inside its transaction: missing tags created once, the
 * contact hooks' last step per row (AHV printed form), new contacts inserted and matched ones
 * updated in batches.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { wireToRow, type Row } from '../../plugins/crud/rowMapping';
import type { WriteContext } from '../../plugins/crud/hooks';
import { recordHooks } from '../records';
import { ensureTags } from '../records/tagHooks';
import { contactRuntime, importHookContext, type ValidRow } from './validateRows';

/** Rows per statement: about 45 columns each stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 500;
const hooks = recordHooks.contact ?? {};
const rt = contactRuntime;
const keyOf = (role: string) => rt.def.fields.find((f) => f.role === role)?.key as string;

/** Tag values (any case) → ids, creating the missing ones once for the whole file. */
async function resolveTags(ctx: WriteContext, rows: ValidRow[]): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  for (const r of rows) if (Array.isArray(r.input.values.tags)) for (const t of r.input.values.tags) values.set(String(t).toLowerCase(), String(t));
  const ids = new Map<string, string>();
  if (values.size === 0) return ids;
  const tags = ctx.stores('tag');
  await ensureTags(tags, [...values.values()]);
  const valueCol = tags.rt.columns.get('value');
  const lower = [...values.keys()];
  const found = await tags.findMany(sql`lower(${valueCol}) in (select jsonb_array_elements_text(${JSON.stringify(lower)}::jsonb))`, lower.length + 10);
  for (const row of found) ids.set(String(row.value).toLowerCase(), String(row[tags.rt.idField.key]));
  return ids;
}

function withTagIds(r: ValidRow, tagIds: Map<string, string>): void {
  const names = r.input.values.tags;
  if (!Array.isArray(names)) return;
  const had = Array.isArray(r.existing?.wire.tagIds) ? r.existing.wire.tagIds.map(String) : [];
  const added = names.map((n) => tagIds.get(String(n).toLowerCase())).filter((id): id is string => Boolean(id));
  r.input.values.tagIds = [...new Set([...had, ...added])];
  delete r.input.values.tags;
}

/** Every stored data column takes the new row's value; the centre and id never change. */
function upsertSet(): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const f of rt.def.fields) {
    if (!f.column || f.virtual || f.role === 'id' || f.role === 'centre' || f.role === 'createdAt') continue;
    set[f.key] = f.role === 'updatedAt' ? sql`now()` : sql.raw(`excluded."${f.column}"`);
  }
  return set;
}

export interface WriteOutcome {
  created: number;
  updated: number;
}

/** Writes inside the caller's transaction (the import's one). */
export async function writeContacts(tx: Tx, centreId: string, userId: string, rows: ValidRow[]): Promise<WriteOutcome> {
  if (rows.length === 0) return { created: 0, updated: 0 };
  const centreKey = keyOf('centre');
  const base = importHookContext(tx, centreId, userId);
  const tagIds = await resolveTags({ ...base, op: 'create', existing: null, wholeRecord: false }, rows);
  const inserts: Row[] = [];
  const updates: Row[] = [];
  for (const r of rows) {
    withTagIds(r, tagIds);
    const ctx: WriteContext = { ...base, op: r.existing ? 'update' : 'create', existing: r.existing?.wire ?? null, wholeRecord: false };
    await hooks.beforeWrite?.(r.input, ctx);
    const values = wireToRow(rt, r.input.values, r.input.cleared);
    if (r.existing) updates.push({ ...r.existing.row, ...values, [centreKey]: centreId });
    else inserts.push({ ...values, [centreKey]: centreId });
  }
  for (let i = 0; i < inserts.length; i += CHUNK) await tx.insert(rt.table).values(inserts.slice(i, i + CHUNK));
  const set = upsertSet();
  for (let i = 0; i < updates.length; i += CHUNK) {
    // Only rows of this centre can be touched: the ids come from the centre-scoped e-mail lookup,
    // and the update is refused for any row of another centre.
    await tx
      .insert(rt.table)
      .values(updates.slice(i, i + CHUNK))
      .onConflictDoUpdate({ target: rt.idCol, set, setWhere: sql`${rt.centreCol} = ${centreId}` });
  }
  return { created: inserts.length, updated: updates.length };
}

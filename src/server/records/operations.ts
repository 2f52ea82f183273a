/**
 * The generic operations behind every record route. They receive an already authorised centre
 * (the access plugin checked `config.access`) and touch data only through centre-scoped stores.
 */
import type { FieldError } from '../errors';
import { HttpError, invalidFields, notFound } from '../errors';
import { isUuid } from '../../shared/validators/uuid';
import type { Db } from '../db/client';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { centreStores } from './recordStore';
import type { RecordName } from '../../generated/registry.gen';
import { countCache } from './countCache';
import type { HookContext, RecordHooks, WriteContext, WriteInput, WriteOp } from './hooks';
import { parseListQuery, type ListRequest } from './listQuery';
import { rowToWire, singletonDefaults, wireToRow, type Row, type WireRecord } from './rowMapping';
import type { RuntimeRecord, RuntimeRegistry } from './runtimeRecord';
import type { RoleName } from '../access/accessRules';
import type { AuditDetail } from '../db/schema';

/** The audit event of one record write (security plan H1): field names only, never values. */
export interface RecordWriteEvent {
  centreId: string;
  userId: string | null;
  role: RoleName | null;
  action: 'create' | 'update' | 'delete';
  objectType: RecordName;
  objectId: string;
  detail: AuditDetail;
}

export interface OperationContext {
  db: Db;
  registry: RuntimeRegistry;
  rt: RuntimeRecord;
  hooks: RecordHooks;
  centreId: string;
  userId: string;
  /** The caller's role in the centre, for the audit log. */
  role: RoleName | null;
  /** What the write was part of (e.g. 'commonContacts'), noted in the audit log. */
  via?: string;
  /** The app's public origin (PUBLIC_URL), for links the hooks derive (booking widgets). */
  publicUrl?: string;
  /**
   * Appends a write's audit event inside the write's transaction. Required, so no write goes
   * unlogged; plugins/crud/requestOperation.ts wires it to the audit log (services/audit).
   */
  audit(tx: Queryable, event: RecordWriteEvent): Promise<void>;
}

/** Field names whose stored value an update changed (names only: the audit log never holds values). */
function changedFields(rt: RuntimeRecord, before: WireRecord | null, after: WireRecord): string[] {
  const skip = new Set(rt.def.fields.filter((f) => f.role === 'updatedAt').map((f) => f.name));
  return Object.keys(after)
    .filter((k) => !skip.has(k) && JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .sort();
}

/** The audit event of a write, in the write's transaction (security plan H1). */
async function auditWrite(tx: Queryable, op: OperationContext, action: 'create' | 'update' | 'delete', record: WireRecord, fields?: string[]) {
  await op.audit(tx, {
    centreId: op.centreId,
    userId: op.userId ?? null,
    role: op.role,
    action,
    // A runtime record is one of the registry's: both are generated from the same schemas.
    objectType: op.rt.def.name as RecordName,
    objectId: String(record[op.rt.def.idField] ?? ''),
    detail: { ...(fields ? { fields } : {}), ...(op.via ? { via: op.via } : {}) },
  });
}

function hookContext(op: OperationContext, db: Queryable): HookContext {
  const stores = centreStores(db, op.registry, op.centreId);
  return { db, centreId: op.centreId, userId: op.userId, record: op.rt, store: stores(op.rt.def.name), stores, publicUrl: op.publicUrl };
}

async function present(op: OperationContext, ctx: HookContext, records: WireRecord[], detail: boolean): Promise<WireRecord[]> {
  await op.hooks.afterRead?.(records, { ...ctx, detail });
  return records;
}

export async function listRecords(op: OperationContext, query: ListRequest): Promise<{ records: WireRecord[]; start: number; total: number }> {
  const page = parseListQuery(op.rt, query, op.hooks.filters);
  const ctx = hookContext(op, op.db);
  const counts = countCache(op.db);
  const key = (where: SQL) => counts.key(op.centreId, op.rt.def.table, where);
  const { rows, total, where } = await ctx.store.page(page, (w) => counts.get(key(w)));
  counts.set(key(where), total);
  const records = await present(op, ctx, rows.map((r) => rowToWire(op.rt, r)), false);
  return { records, start: page.offset, total };
}

/** A singleton's row in the centre, if it was ever saved. */
async function singletonRow(ctx: HookContext): Promise<Row | undefined> {
  return (await ctx.store.findMany(undefined, 1))[0];
}

/** A singleton (settings) record: the stored one, or its defaults before the first save. */
export async function getSingleton(op: OperationContext): Promise<WireRecord> {
  const ctx = hookContext(op, op.db);
  const row = await singletonRow(ctx);
  return (await present(op, ctx, [row ? rowToWire(op.rt, row) : singletonDefaults(op.rt, op.centreId)], true))[0];
}

export async function getRecord(op: OperationContext, id: string): Promise<WireRecord> {
  if (!isUuid(id)) throw notFound();
  const ctx = hookContext(op, op.db);
  const row = await ctx.store.findById(id);
  if (!row) throw notFound();
  return (await present(op, ctx, [rowToWire(op.rt, row)], true))[0];
}

/** Splits a normalised body into values and cleared fields, dropping what the server manages. */
export function writeInput(rt: RuntimeRecord, body: Record<string, unknown>): WriteInput {
  const values: WireRecord = {};
  const cleared = new Set<string>();
  const props = rt.def.schema.properties as Record<string, { 'x-readOnly'?: boolean }>;
  for (const [k, v] of Object.entries(body)) {
    if (!props[k] || props[k]['x-readOnly'] === true) continue;
    if (v === null) cleared.add(k);
    else values[k] = v;
  }
  return { values, cleared };
}

/** References must point to records of the same centre. */
async function referenceErrors(ctx: WriteContext, input: WriteInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const bad = (field: string) => errors.push({ field, code: 'invalidReference', message: 'errors.invalidReference' });
  for (const f of ctx.record.def.fields) {
    const value = input.values[f.name];
    if (value === undefined) continue;
    if (f.ref) {
      const self = ctx.existing?.[ctx.record.def.idField];
      if (value === self || !(await ctx.stores(f.ref.record).existingIds([String(value)])).has(String(value))) bad(f.name);
    } else if (f.itemRef && Array.isArray(value)) {
      const ids = value.map(String);
      const found = await ctx.stores(f.itemRef).existingIds(ids);
      if (ids.some((id) => !found.has(id))) bad(f.name);
    }
  }
  return errors;
}

/** Postgres unique violations (a value unique per centre) become a field error. */
function uniqueViolation(err: unknown, rt: RuntimeRecord): HttpError | null {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const pgErr = e as { code?: string; constraint?: string; message?: string };
    if (pgErr.code !== '23505') continue;
    const text = `${pgErr.constraint ?? ''} ${pgErr.message ?? ''}`;
    const field = rt.def.fields.find((f) => f.uniquePerCentre && text.includes(`${rt.def.table}_${f.column}_uq`));
    return invalidFields([{ field: field?.name ?? rt.def.idField, code: 'alreadyExists', message: 'errors.alreadyExists' }]);
  }
  return null;
}

/** A write's transaction: list totals dropped afterwards, unique violations as field errors. */
async function inTransaction<T>(op: OperationContext, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    const result = await op.db.transaction(work);
    // Hooks may write other records too (tags), so all of the centre's list totals go.
    countCache(op.db).invalidateCentre(op.centreId);
    return result;
  } catch (err) {
    throw uniqueViolation(err, op.rt) ?? err;
  }
}

async function writeIn(
  tx: Queryable,
  op: OperationContext,
  kind: WriteOp,
  body: Record<string, unknown>,
  id?: string,
  wholeRecord = false,
): Promise<{ record: WireRecord; created: boolean }> {
  const base = hookContext(op, tx);
  let existing: WireRecord | null = null;
  let rowId = id;
  if (kind === 'update' && op.rt.def.singleton) {
    // Saved on first write: the lock keeps two first saves from both inserting.
    await base.store.lock('singleton');
    const row = await singletonRow(base);
    existing = row ? rowToWire(op.rt, row) : singletonDefaults(op.rt, op.centreId);
    rowId = row ? String(row[op.rt.idField.key]) : undefined;
  } else if (kind === 'update') {
    const row = id && isUuid(id) ? await base.store.findById(id) : undefined;
    if (!row) throw notFound();
    existing = rowToWire(op.rt, row);
  }
  const ctx: WriteContext = { ...base, op: kind, existing, wholeRecord };
  const input = writeInput(op.rt, body);
  await op.hooks.prepare?.(input, ctx);
  const errors = [...(await referenceErrors(ctx, input)), ...((await op.hooks.validate?.(input, ctx)) ?? [])];
  if (errors.length > 0) throw invalidFields(errors);
  if (kind === 'create') {
    const found = await op.hooks.findExisting?.(input, ctx);
    if (found) return { record: (await present(op, ctx, [found], true))[0], created: false };
  }
  await op.hooks.beforeWrite?.(input, ctx);
  const row = wireToRow(op.rt, input.values, input.cleared);
  const saved = rowId === undefined ? await ctx.store.insert(row) : await ctx.store.update(rowId, row);
  if (!saved) throw notFound();
  const stored = rowToWire(op.rt, saved);
  await auditWrite(tx, op, kind, stored, kind === 'update' ? changedFields(op.rt, existing, stored) : undefined);
  return { record: (await present(op, ctx, [stored], true))[0], created: kind === 'create' };
}

const write = (op: OperationContext, kind: WriteOp, body: Record<string, unknown>, id?: string, wholeRecord = false) =>
  inTransaction(op, (tx) => writeIn(tx, op, kind, body, id, wholeRecord));

/** Creates several records (validated bodies) that are all saved or none, e.g. services copied from a template. */
export const createRecords = (op: OperationContext, bodies: Record<string, unknown>[]) =>
  inTransaction(op, async (tx) => {
    const records: WireRecord[] = [];
    for (const body of bodies) records.push((await writeIn(tx, op, 'create', body)).record);
    return records;
  });

/** One write of a batch: a create (no id), or a partial update (PATCH) of the record with this id. */
export interface RecordWrite {
  id?: string;
  body: Record<string, unknown>;
}
export type SaveRecord = (write: RecordWrite) => Promise<{ record: WireRecord; created: boolean }>;

/**
 * Runs `work` in one write transaction with `save`, which writes a validated body through the
 * record's whole hook pipeline (prepare, references, validate, beforeWrite) in that transaction:
 * reads and writes of a batch (e.g. contacts taken over from another centre) commit together or not at all.
 */
export const inRecordTransaction = <T>(op: OperationContext, work: (tx: Queryable, save: SaveRecord) => Promise<T>) =>
  inTransaction(op, (tx) => work(tx, ({ id, body }) => writeIn(tx, op, id === undefined ? 'create' : 'update', body, id)));

export const createRecord = (op: OperationContext, body: Record<string, unknown>) => write(op, 'create', body);
export const updateRecord = (op: OperationContext, id: string, body: Record<string, unknown>, wholeRecord = false) =>
  write(op, 'update', body, id, wholeRecord);

export async function deleteRecord(op: OperationContext, id: string): Promise<WireRecord> {
  if (!isUuid(id)) throw notFound();
  const record = await op.db.transaction(async (tx) => {
    const ctx = hookContext(op, tx);
    const row = await ctx.store.delete(id);
    if (!row) throw notFound();
    const deleted = rowToWire(op.rt, row);
    await op.hooks.afterDelete?.(deleted, ctx);
    await auditWrite(tx, op, 'delete', deleted);
    return deleted;
  });
  countCache(op.db).invalidateCentre(op.centreId);
  return record;
}

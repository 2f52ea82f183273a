/**
 * Per-record domain rules plugged into the generic CRUD handlers. Each record may have a module
 * src/server/services/records/<name>Hooks.ts exporting RecordHooks; all steps are optional.
 *
 * Order on create/update: prepare → reference check + validate → beforeWrite → write → afterRead.
 */
import type { FieldError } from '../errors';
import type { Queryable } from '../db/client';
import type { RecordStore } from './recordStore';
import type { CustomFilter } from './listQuery';
import type { WireRecord } from './rowMapping';
import type { RuntimeRecord } from './runtimeRecord';

export type WriteOp = 'create' | 'update';

/** A validated body: fields to set, and optional fields to clear. */
export interface WriteInput {
  values: WireRecord;
  cleared: Set<string>;
}

export interface HookContext {
  db: Queryable;
  centreId: string;
  userId: string;
  record: RuntimeRecord;
  /** This record's store, scoped to the centre. */
  store: RecordStore;
  /** Any record's store, scoped to the same centre and transaction. */
  stores: (record: string) => RecordStore;
  /** The app's public origin (PUBLIC_URL) when the caller knows it. */
  publicUrl?: string;
}

export interface WriteContext extends HookContext {
  op: WriteOp;
  /** The stored record before an update. */
  existing: WireRecord | null;
  /** The body is the whole record (PUT), not a partial change (PATCH). */
  wholeRecord: boolean;
}

export interface RecordHooks {
  /** Adjusts the body before the rules run (e.g. the contact update rule). */
  prepare?(input: WriteInput, ctx: WriteContext): void | Promise<void>;
  /** Domain rules; every violation is a field error (400). */
  validate?(input: WriteInput, ctx: WriteContext): FieldError[] | Promise<FieldError[]>;
  /** Side effects before the row is written, in the same transaction (e.g. create missing tags). */
  beforeWrite?(input: WriteInput, ctx: WriteContext): void | Promise<void>;
  /** On create: an equal record that already exists is answered instead (idempotent creates). */
  findExisting?(input: WriteInput, ctx: WriteContext): Promise<WireRecord | null>;
  /** Fills derived and virtual fields of records about to be sent; `detail` for single reads. */
  afterRead?(records: WireRecord[], ctx: HookContext & { detail: boolean }): void | Promise<void>;
  /** Clean-up in the delete's transaction (e.g. remove a tag from contacts). */
  afterDelete?(deleted: WireRecord, ctx: HookContext): void | Promise<void>;
  /** Extra list filter keys. */
  filters?: Record<string, CustomFilter>;
}

/**
 * Checks prepared rows with the contact record's own rules: the record schema (ajv, compiled
 * once per mode by the record engine's body validator) and the contact hooks (phone valid for the
 * country, …). Each row is matched by e-mail to an existing contact of the centre (spec §5):
 * matched rows are updates, the others creations.
 */
import { sql } from 'drizzle-orm';
import type { ImportRowError } from '../../../shared/api/contactImport';
import type { FieldError, HttpError } from '../../errors';
import { bodyValidator } from '../../records/bodySchemas';
import type { Queryable } from '../../db/client';
import { centreStores } from '../../records/recordStore';
import { writeInput } from '../../records/operations';
import type { HookContext, WriteContext, WriteInput } from '../../records/hooks';
import { rowToWire, type Row, type WireRecord } from '../../records/rowMapping';
import { buildRuntimeRecord, type RuntimeRecord, type RuntimeRegistry } from '../../records/runtimeRecord';
import { recordHooks } from '../records';
import { contactDefinition } from './fields';
import type { ContactBody, PreparedRow } from './prepareRows';
import { registry } from '../../../generated/registry.gen';
import { groupBy } from '../../../shared/groupBy';

const MAX_TAGS = 100;
const MAX_NOTES = 200;

export const importRuntime: RuntimeRegistry = new Map(Object.values(registry).map((def) => [def.name, buildRuntimeRecord(def)]));
export const contactRuntime = importRuntime.get('contact') as RuntimeRecord;
const hooks = recordHooks.contact ?? {};
const validators = { create: bodyValidator(contactDefinition, 'create'), update: bodyValidator(contactDefinition, 'update') };

export interface ValidRow {
  row: number;
  input: WriteInput;
  /** The stored contact this row updates. */
  existing: { row: Row; wire: WireRecord } | null;
}

export interface ValidationOutcome {
  valid: ValidRow[];
  errors: ImportRowError[];
  failedRows: number;
}

export function importHookContext(db: Queryable, centreId: string, userId: string): HookContext {
  const stores = centreStores(db, importRuntime, centreId);
  return { db, centreId, userId, record: contactRuntime, store: stores('contact'), stores };
}

const emailOf = (body: ContactBody) => (typeof body.email === 'string' && body.email.trim() ? body.email.trim().toLowerCase() : null);

/** The centre's contacts with these e-mails (lower case), in one query. */
async function contactsByEmail(ctx: HookContext, emails: string[]): Promise<Map<string, Row[]>> {
  const out = new Map<string, Row[]>();
  if (emails.length === 0) return out;
  const col = contactRuntime.columns.get('email');
  const rows = await ctx.store.findMany(sql`lower(${col}) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`, emails.length * 4 + 100);
  const emailKey = contactRuntime.fields.get('email')!.key;
  for (const [key, found] of groupBy(rows, (row) => String(row[emailKey]).toLowerCase())) out.set(key, found);
  return out;
}

/** An update keeps what the file leaves empty: address parts merge, a note is added, tags are added. */
function mergeForUpdate(body: ContactBody, existing: WireRecord): ContactBody {
  const merged: ContactBody = { ...body };
  if (body.Address) merged.Address = { ...((existing.Address as Record<string, unknown> | undefined) ?? {}), ...body.Address };
  if (Array.isArray(body.notes)) {
    const notes = Array.isArray(existing.notes) ? existing.notes.map(String) : [];
    const note = String(body.notes[0]);
    merged.notes = notes.includes(note) ? notes : [...notes, note];
  }
  return merged;
}

function tagCount(body: ContactBody, existing: WireRecord | undefined): number {
  const given = Array.isArray(body.tags) ? body.tags.map((t) => String(t).toLowerCase()) : [];
  const had = Array.isArray(existing?.tagIds) ? existing.tagIds.length : 0;
  return new Set(given).size + had;
}

const fieldErrorsOf = (err: HttpError): FieldError[] => (err.extra.errors as FieldError[] | undefined) ?? [];

/** What the rows of one file share while they are checked: the e-mail matches and the e-mails seen. */
export interface RowChecker {
  check(rows: PreparedRow[]): Promise<ValidationOutcome>;
}

/** Looks up the centre's contacts for every e-mail of the file (one query), then checks rows in any number of batches. */
export async function rowChecker(prepared: PreparedRow[], ctx: HookContext): Promise<RowChecker> {
  const emails = [...new Set(prepared.map((p) => emailOf(p.body)).filter((e): e is string => e !== null))];
  const existingByEmail = await contactsByEmail(ctx, emails);
  const firstRowOfEmail = new Map<string, number>();

  async function checkRow(p: PreparedRow, out: ValidationOutcome): Promise<void> {
    const rowErrors = [...p.errors];
    const add = (field: string, code: string) => {
      if (!rowErrors.some((e) => e.field === field)) rowErrors.push({ row: p.row, field, code });
    };
    const email = emailOf(p.body);
    let match: Row | undefined;
    if (email) {
      const first = firstRowOfEmail.get(email);
      // Two rows for one person would silently overwrite each other: the later one is reported.
      if (first !== undefined) add('email', 'duplicateEmailInFile');
      else firstRowOfEmail.set(email, p.row);
      const found = existingByEmail.get(email) ?? [];
      if (found.length > 1) add('email', 'ambiguousEmail');
      else match = found[0];
    }
    const existingWire = match ? rowToWire(contactRuntime, match) : undefined;
    const body = existingWire ? mergeForUpdate(p.body, existingWire) : p.body;
    if (tagCount(body, existingWire) > MAX_TAGS) add('tags', 'tooMany');
    if (Array.isArray(body.notes) && body.notes.length > MAX_NOTES) add('notes', 'tooMany');

    const checked = validators[existingWire ? 'update' : 'create'](body);
    const schemaErrors = 'error' in checked && checked.error ? fieldErrorsOf(checked.error) : [];
    for (const e of schemaErrors) add(e.field, e.code);
    // The domain rules run on the fields the schema accepted, so one pass reports every problem.
    const bad = new Set(schemaErrors.map((e) => e.field.split('.')[0]));
    const accepted = 'value' in checked && checked.value ? checked.value : Object.fromEntries(Object.entries(body).filter(([k]) => !bad.has(k)));
    const input: WriteInput = writeInput(contactRuntime, accepted);
    // An import row changes the fields it has, like a PATCH: empty cells keep what is stored.
    const wctx: WriteContext = { ...ctx, op: existingWire ? 'update' : 'create', existing: existingWire ?? null, wholeRecord: false };
    await hooks.prepare?.(input, wctx);
    for (const e of (await hooks.validate?.(input, wctx)) ?? []) add(e.field, e.code);
    if (rowErrors.length > 0) {
      out.failedRows++;
      out.errors.push(...rowErrors);
      return;
    }
    out.valid.push({ row: p.row, input, existing: match && existingWire ? { row: match, wire: existingWire } : null });
  }

  return {
    async check(rows) {
      const out: ValidationOutcome = { valid: [], errors: [], failedRows: 0 };
      for (const p of rows) await checkRow(p, out);
      return out;
    },
  };
}

export async function validateRows(prepared: PreparedRow[], ctx: HookContext): Promise<ValidationOutcome> {
  return (await rowChecker(prepared, ctx)).check(prepared);
}

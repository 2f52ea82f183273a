/**
 * GET /api/common-contacts?email=…: the contacts with this e-mail (any case) in the caller's
 * centres whose contacts the caller may read. Every query goes through a centre-scoped record
 * store of one of those centres, so no other centre is ever looked at.
 */
import { inArray, sql } from 'drizzle-orm';
import { registry } from '../../../generated/registry.gen';
import type { CommonContactMatch } from '../../../shared/api/commonContacts';
import { isValidEmail } from '../../../shared/validators/email';
import { centres } from '../../db/schema';
import { invalidField } from '../../errors';
import type { AuthContext } from '../../access/accessRules';
import type { Db, Queryable } from '../../db/client';
import { centreStores } from '../../records/recordStore';
import type { HookContext } from '../../records/hooks';
import { rowToWire, type Row, type WireRecord } from '../../records/rowMapping';
import { buildRuntimeRegistry, type RuntimeRecord } from '../../records/runtimeRecord';
import { recordHooks } from '../records';
import { centresPassing, type ContactRules } from './contactAccessRules';

export const runtime = buildRuntimeRegistry(registry);
export const contactRuntime = runtime.get('contact') as RuntimeRecord;
export const contactHooks = recordHooks.contact ?? {};
/** Contacts per centre and e-mail a lookup reads at most (an e-mail is normally one person). */
const PER_CENTRE_LIMIT = 50;

/** Trimmed and lower case; a 400 on the field when it is not an e-mail (spec §5 rule). */
export function normaliseEmail(value: string, field: string): string {
  const email = value.trim().toLowerCase();
  if (!isValidEmail(email)) throw invalidField(field, 'invalidEmail');
  return email;
}

export function contactHookContext(db: Queryable, centreId: string, userId: string): HookContext {
  const stores = centreStores(db, runtime, centreId);
  return { db, centreId, userId, record: contactRuntime, store: stores('contact'), stores };
}

/** A centre's contacts whose e-mail (lower case) is one of `emails`. */
export async function contactsWithEmails(ctx: HookContext, emails: string[]): Promise<Row[]> {
  if (emails.length === 0) return [];
  const col = contactRuntime.columns.get('email');
  return ctx.store.findMany(sql`lower(${col}) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`, emails.length * PER_CENTRE_LIMIT);
}

/** Wire records as the contacts routes send them (tag values, BMI, completeness). */
export async function presentContacts(ctx: HookContext, rows: Row[]): Promise<WireRecord[]> {
  const records = rows.map((r) => rowToWire(contactRuntime, r));
  await contactHooks.afterRead?.(records, { ...ctx, detail: false });
  return records;
}

export async function centreNames(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: centres.id, name: centres.name }).from(centres).where(inArray(centres.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function findCommonContacts(db: Db, rules: ContactRules, auth: AuthContext, rawEmail: string): Promise<CommonContactMatch[]> {
  const email = normaliseEmail(rawEmail, 'email');
  const readable = await centresPassing(db, auth, rules.read);
  const names = await centreNames(db, readable);
  const matches: CommonContactMatch[] = [];
  for (const centreId of readable) {
    const ctx = contactHookContext(db, centreId, auth.userId);
    const contacts = await presentContacts(ctx, await contactsWithEmails(ctx, [email]));
    for (const contact of contacts) {
      matches.push({ centre: { id: centreId, name: names.get(centreId) ?? '' }, contact: contact as CommonContactMatch['contact'] });
    }
  }
  // By practice name, then the most recently updated first.
  return matches.sort((a, b) => a.centre.name.localeCompare(b.centre.name) || a.centre.id.localeCompare(b.centre.id) || b.contact.updatedAt.localeCompare(a.contact.updatedAt));
}

/**
 * POST /api/common-contacts-centre {centreId, emails}: for each e-mail, the person's most recently
 * updated contact in the caller's other centres (those whose contacts the caller may read) is
 * copied into `centreId` (where the caller must be allowed to write contacts): a new contact when
 * the centre has none with that e-mail, otherwise only its empty fields are filled (copyFields.ts).
 * Writes go through the contact record's body schema and hooks, all in one transaction.
 */
import type { TakeOverOutcome, TakeOverResult } from '../../../shared/api/commonContacts';
import type { Db } from '../../db/client';
import { forbidden, HttpError, invalidFields, type FieldError } from '../../errors';
import type { AuthContext } from '../../access/accessRules';
import { bodyValidator } from '../../records/bodySchemas';
import { inRecordTransaction, type OperationContext, type RecordWrite, type SaveRecord } from '../../records/operations';
import { rowToWire, type Row, type WireRecord } from '../../records/rowMapping';
import { recordAccess, recordAudit, roleIn } from '../audit/recordAudit';
import { centresPassing, type ContactRules } from './contactAccessRules';
import { fillEmptyFields, newContactBody } from './copyFields';
import { contactHookContext, contactHooks, contactRuntime, contactsWithEmails, normaliseEmail, runtime } from './findCommonContacts';
import { groupBy } from '../../../shared/groupBy';

const validators = { create: bodyValidator(contactRuntime.def, 'create'), update: bodyValidator(contactRuntime.def, 'update') };
const emailKey = contactRuntime.fields.get('email')!.key;
const updatedKey = contactRuntime.def.fields.find((f) => f.role === 'updatedAt')!.key;
const centreKey = contactRuntime.def.fields.find((f) => f.role === 'centre')!.key;
const idKey = contactRuntime.idField.key;

/** Distinct e-mails in request order, lower case; every invalid one is reported as `emails.<i>`. */
function normaliseEmails(emails: string[]): string[] {
  const errors: FieldError[] = [];
  const out: string[] = [];
  emails.forEach((raw, i) => {
    try {
      const email = normaliseEmail(raw, `emails.${i}`);
      if (!out.includes(email)) out.push(email);
    } catch {
      errors.push({ field: `emails.${i}`, code: 'invalidEmail', message: 'errors.invalidEmail' });
    }
  });
  if (errors.length > 0) throw invalidFields(errors);
  return out;
}

/** Rows by e-mail (lower case). */
function byEmail(rows: Row[]): Map<string, Row[]> {
  return groupBy(rows, (row) => String(row[emailKey]).toLowerCase());
}

const time = (row: Row) => new Date(row[updatedKey] as string | Date).getTime();

/** A write checked like a request body of the contacts routes; field errors name the e-mail's index. */
async function saveChecked(save: SaveRecord, write: RecordWrite, index: number) {
  const checked = validators[write.id === undefined ? 'create' : 'update'](write.body);
  try {
    if ('error' in checked && checked.error) throw checked.error;
    return await save({ ...write, body: checked.value as Record<string, unknown> });
  } catch (err) {
    if (!(err instanceof HttpError) || err.code !== 'validation') throw err;
    const errors = (err.extra.errors as FieldError[] | undefined) ?? [];
    throw invalidFields(errors.map((e) => ({ ...e, field: `emails.${index}.${e.field}` })));
  }
}

export async function takeOverContacts(db: Db, rules: ContactRules, auth: AuthContext, centreId: string, rawEmails: string[]): Promise<TakeOverResult> {
  const emails = normaliseEmails(rawEmails);
  if ((await centresPassing(db, auth, rules.write, [centreId])).length === 0) throw forbidden();
  const sources = (await centresPassing(db, auth, rules.read)).filter((c) => c !== centreId);
  const op: OperationContext = { db, registry: runtime, rt: contactRuntime, hooks: contactHooks, centreId, userId: auth.userId, role: roleIn(auth, centreId), via: 'commonContacts', audit: recordAudit };

  // Contacts copied out of another centre are disclosed to this one: logged in the source's chain.
  const disclosed: Row[] = [];
  const result = await inRecordTransaction(op, async (tx, save) => {
    const target = contactHookContext(tx, centreId, auth.userId);
    // Two take-overs into one centre at once would both create the same person.
    await target.store.lock('commonContacts');
    const latest = new Map<string, Row>();
    for (const source of sources) {
      for (const row of await contactsWithEmails(contactHookContext(tx, source, auth.userId), emails)) {
        const key = String(row[emailKey]).toLowerCase();
        const seen = latest.get(key);
        if (!seen || time(row) > time(seen)) latest.set(key, row);
      }
    }
    const existing = byEmail(await contactsWithEmails(target, emails));
    const result: TakeOverResult = { created: 0, updated: 0, skipped: 0, notFound: [], results: [] };
    const note = (email: string, outcome: TakeOverOutcome, contactId?: string) =>
      result.results.push({ email, outcome, ...(contactId ? { contact_id: contactId } : {}) });

    for (const [index, email] of emails.entries()) {
      const sourceRow = latest.get(email);
      if (!sourceRow) {
        result.notFound.push(email);
        note(email, 'notFound');
        continue;
      }
      const source: WireRecord = rowToWire(contactRuntime, sourceRow);
      const here = existing.get(email) ?? [];
      if (here.length > 1) {
        // The centre holds this e-mail twice: which of them is the person is the centre's call.
        result.skipped++;
        note(email, 'ambiguous');
        continue;
      }
      if (here.length === 0) {
        disclosed.push(sourceRow);
        const { record } = await saveChecked(save, { body: newContactBody(source) }, index);
        result.created++;
        note(email, 'created', String(record.contact_id));
        continue;
      }
      const current = rowToWire(contactRuntime, here[0]);
      const patch = fillEmptyFields(current, source);
      if (!patch) {
        result.skipped++;
        note(email, 'unchanged', String(current.contact_id));
        continue;
      }
      disclosed.push(sourceRow);
      await saveChecked(save, { id: String(current.contact_id), body: patch }, index);
      result.updated++;
      note(email, 'updated', String(current.contact_id));
    }
    return result;
  });
  // After the commit, in the sources' own chains (locking several chains in one transaction could deadlock).
  for (const row of disclosed) {
    const source = String(row[centreKey]);
    await recordAccess(db, {
      centreId: source,
      userId: auth.userId,
      role: roleIn(auth, source),
      action: 'disclose',
      objectType: 'contact',
      objectId: String(row[idKey]),
      detail: { recipientCentre: centreId, via: 'commonContacts' },
    });
  }
  return result;
}

/**
 * What a take-over copies from a person's contact in another centre, and how it fills a contact
 * the target centre already has. Copied: the person's own data, read from the contact record of
 * the registry (a field added to the schema is copied too). Not copied, because it belongs to the
 * relation between one practice and the client: tags (each centre's own vocabulary), notes
 * (the other practice's records), status, invoice dispatch and agreement date, the ESR number
 * (a reference of the other practice's creditor account), the family link (parent_fk points into
 * the other centre; children are contacts of their own, taken over by their own e-mail) and the
 * picture.
 *
 * An existing contact is only completed, never changed: a field is filled when it is empty.
 * Two groups are filled as a unit so they stay consistent: the address (taken whole when the
 * target has none; a bare country or canton does not count as an address) and the phone numbers
 * (a number is only meaningful with its dialling code).
 */
import { registry } from '../../../generated/registry.gen';
import { inlineRefs } from '../../records/bodySchemas';
import type { WireRecord } from '../../records/rowMapping';

const CENTRE_SPECIFIC = new Set(['status', 'notes', 'tagIds', 'tags', 'parent_fk', 'invoiceDispatch', 'agreementInvoiceDate', 'esrNumber']);
const PHONE_NUMBERS = ['phone', 'homeNumber'];
/** Address parts that alone do not make an address (a form's default country). */
const REGION_PARTS = new Set(['country', 'state']);

/** Top-level wire fields a take-over copies. */
export const COPIED_FIELDS: readonly string[] = [
  ...new Set(
    registry.contact.fields
      .filter((f) => f.role === 'data' && !f.readOnly && !f.virtual && !f.ref && !f.itemRef && !CENTRE_SPECIFIC.has(f.path[0]))
      .map((f) => f.path[0]),
  ),
];
const wireProperties = inlineRefs(registry.contact.schema).properties as Record<string, { type?: unknown }>;
/** Object fields (Address, billingAddress): filled as a unit. */
const ADDRESS_FIELDS = COPIED_FIELDS.filter((name) => wireProperties[name]?.type === 'object');
const PHONE_GROUP = new Set(['countryPhone', ...PHONE_NUMBERS]);

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (isObj(v)) return Object.values(v).every(isEmpty);
  return false;
}

/** Non-empty parts of an object field. */
function filled(v: unknown): Record<string, unknown> {
  return isObj(v) ? Object.fromEntries(Object.entries(v).filter(([, x]) => !isEmpty(x))) : {};
}

/** An address with something more than its country or canton. */
const hasAddress = (v: unknown) => Object.keys(filled(v)).some((k) => !REGION_PARTS.has(k));

/** The body of a new contact in the target centre: the source's copied fields that hold a value. */
export function newContactBody(source: WireRecord): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of COPIED_FIELDS) {
    const v = ADDRESS_FIELDS.includes(name) ? filled(source[name]) : source[name];
    if (!isEmpty(v)) body[name] = v;
  }
  return body;
}

/** The numbers (and dialling code) the target lacks; codes must agree unless the target has no number yet. */
function phonePatch(target: WireRecord, source: WireRecord): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  const targetHasNumber = PHONE_NUMBERS.some((f) => !isEmpty(target[f]));
  const sameCode = (target.countryPhone ?? '+41') === (source.countryPhone ?? '+41');
  if (targetHasNumber && !sameCode) return patch;
  for (const f of PHONE_NUMBERS) if (isEmpty(target[f]) && !isEmpty(source[f])) patch[f] = source[f];
  if (Object.keys(patch).length > 0 && !sameCode && !isEmpty(source.countryPhone)) patch.countryPhone = source.countryPhone;
  return patch;
}

/**
 * A PATCH body that fills the target's empty fields from the source, or null when there is
 * nothing to fill. A taken-over address keeps the target's own parts only where the source has none.
 */
export function fillEmptyFields(target: WireRecord, source: WireRecord): Record<string, unknown> | null {
  const patch: Record<string, unknown> = phonePatch(target, source);
  for (const name of COPIED_FIELDS) {
    if (PHONE_GROUP.has(name)) continue;
    if (ADDRESS_FIELDS.includes(name)) {
      if (!hasAddress(target[name]) && hasAddress(source[name])) patch[name] = { ...filled(target[name]), ...filled(source[name]) };
    } else if (isEmpty(target[name]) && !isEmpty(source[name])) {
      patch[name] = source[name];
    }
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

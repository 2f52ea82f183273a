/**
 * Who pays an invoice (swiss-billing.md §1, issue 11 §3): the client at their billing address,
 * else at their address; for a child without a billing address of its own, the parent.
 * The invoice keeps this snapshot (billingDetails) so a later address change or a deleted client
 * never alters an issued invoice.
 */
import { eq, inArray } from 'drizzle-orm';
import { registry } from '../../../generated/registry.gen';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { contacts } from '../../db/schema';
import { rowToWire } from '../../records/rowMapping';
import { buildRuntimeRecord } from '../../records/runtimeRecord';
import type { InvoiceRow } from './record';

const contactRecord = buildRuntimeRecord(registry.contact);

interface AddressWire {
  street?: string;
  building?: string;
  zipcode?: string;
  city?: string;
  country?: string;
}

export interface ContactWire {
  contact_id: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  dateOfBirth?: string;
  email?: string;
  digitalEmail?: string;
  language?: string;
  parent_fk?: string;
  Address?: AddressWire;
  billingAddress?: AddressWire;
}

export async function loadContact(db: Queryable, centreId: string, contactId: string): Promise<ContactWire | null> {
  const [row] = await forCentre(db, centreId).select().from(contacts).where(eq(contacts.contactId, contactId));
  return row ? contactWire(row) : null;
}

/** The clients of these ids, by id (a bulk run reads a chunk's clients at once). */
export async function loadContacts(db: Queryable, centreId: string, contactIds: string[]): Promise<Map<string, ContactWire>> {
  if (contactIds.length === 0) return new Map();
  const rows = await forCentre(db, centreId).select().from(contacts).where(inArray(contacts.contactId, contactIds));
  return new Map(rows.map((r) => [r.contactId, contactWire(r)]));
}

const contactWire = (row: typeof contacts.$inferSelect): ContactWire => rowToWire(contactRecord, row as unknown as Record<string, unknown>) as unknown as ContactWire;

const hasAddress = (a: AddressWire | undefined): a is AddressWire => Boolean(a && a.street && a.zipcode && a.city);
const nameOf = (c: ContactWire) => [c.firstName, c.lastName].filter(Boolean).join(' ') || c.company || '';

/** Whether the client is billed through their parent (no billing address of their own): the parent must be read. */
export const paysThroughParent = (contact: ContactWire): boolean => !hasAddress(contact.billingAddress) && Boolean(contact.parent_fk);

/** The invoice's billingDetails for this client (the parent's for a child billed through them). */
export async function billingDetailsOf(db: Queryable, centreId: string, contact: ContactWire): Promise<NonNullable<InvoiceRow['billingDetails']>> {
  const parent = paysThroughParent(contact) ? await loadContact(db, centreId, contact.parent_fk as string) : null;
  return billingDetailsFrom(contact, parent);
}

/** billingDetailsOf with the parent already read (pure; a bulk run reads the parents of a chunk at once). */
export function billingDetailsFrom(contact: ContactWire, parent: ContactWire | null): NonNullable<InvoiceRow['billingDetails']> {
  let payer = contact;
  let address = hasAddress(contact.billingAddress) ? contact.billingAddress : contact.Address;
  if (paysThroughParent(contact) && parent && (hasAddress(parent.billingAddress) || hasAddress(parent.Address))) {
    payer = parent;
    address = hasAddress(parent.billingAddress) ? parent.billingAddress : parent.Address;
  }
  const details: NonNullable<InvoiceRow['billingDetails']> = {
    name: nameOf(payer).slice(0, 140),
  };
  const put = <K extends keyof typeof details>(key: K, value: string | undefined, max: number) => {
    if (value) details[key] = value.slice(0, max) as (typeof details)[K];
  };
  put('street', address?.street, 70);
  put('building', address?.building, 16);
  put('zipcode', address?.zipcode, 16);
  put('city', address?.city, 35);
  put('country', address?.country ?? 'CH', 2);
  put('email', payer.digitalEmail ?? payer.email, 254);
  put('language', payer.language ?? contact.language, 2);
  return details;
}

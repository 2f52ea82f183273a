/**
 * Who books online (issue 10 §3): a patient already in the address book — the same phone (compared
 * as E.164, however it was typed there) or the same e-mail (any case) — is matched to that
 * contact, not duplicated; the verified phone wins over the e-mail, an active contact over an
 * archived one, then the oldest. Anyone else becomes a new contact flagged `createdOnline`,
 * unless the practice takes only clients of its address book (403 addressBookOnly).
 */
import { asc, or, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Tx } from '../../db/client';
import { contacts } from '../../db/schema';
import { forbidden } from '../../errors';
import { recordAudit } from '../audit/recordAudit';
import { checkPhone } from '../../../shared/validators/phone';

export interface Patient {
  firstName: string;
  lastName: string;
  email: string;
  countryPhone: string;
  phone: string;
  /** E.164 of the verified phone. */
  e164: string;
  dateOfBirth?: string;
  language: string;
}

/** Digits of the national number: a cheap SQL pre-filter, confirmed by the E.164 check below. */
const nationalDigits = (e164: string, countryPhone: string) => e164.slice(countryPhone.length);

export async function matchContact(tx: Tx, centreId: string, p: Patient): Promise<string | null> {
  const national = nationalDigits(p.e164, p.countryPhone);
  const candidates = await forCentre(tx, centreId)
    .select({ id: contacts.contactId, countryPhone: contacts.countryPhone, phone: contacts.phone, email: contacts.email, status: contacts.status })
    .from(contacts)
    .where(
      or(
        sql`lower(${contacts.email}) = ${p.email.toLowerCase()}`,
        sql`regexp_replace(${contacts.phone}, '[^0-9]', '', 'g') like ${`%${national}`}`,
      ),
    )
    .orderBy(asc(contacts.createdAt), asc(contacts.contactId))
    .limit(50);
  const samePhone = (c: (typeof candidates)[number]) => {
    const checked = checkPhone(c.countryPhone, c.phone);
    return checked.ok && checked.e164 === p.e164;
  };
  const rank = (c: (typeof candidates)[number]) => (samePhone(c) ? 0 : 2) + (c.status === 'archived' ? 1 : 0);
  const matches = candidates.filter((c) => samePhone(c) || c.email?.toLowerCase() === p.email.toLowerCase());
  matches.sort((a, b) => rank(a) - rank(b));
  return matches[0]?.id ?? null;
}

/** The contact the booking belongs to: matched, or created online (or 403 when the practice takes only its own clients). */
export async function bookingContact(tx: Tx, centreId: string, p: Patient, addressBookOnly: boolean): Promise<string> {
  const known = await matchContact(tx, centreId, p);
  if (known) return known;
  if (addressBookOnly) throw forbidden('addressBookOnly');
  const [row] = await forCentre(tx, centreId)
    .insert(contacts)
    .values({
      firstName: p.firstName.trim(),
      lastName: p.lastName.trim(),
      email: p.email.trim(),
      countryPhone: p.countryPhone,
      phone: p.phone.trim(),
      dateOfBirth: p.dateOfBirth ?? null,
      language: p.language,
      createdOnline: true,
    })
    .returning({ id: contacts.contactId });
  await recordAudit(tx, { centreId, userId: null, role: null, action: 'create', objectType: 'contact', objectId: row.id, detail: { via: 'onlineBooking' } });
  return row.id;
}

/**
 * The data of a letter from /documents: the chosen client, the practice (the centre's name,
 * first address, phone, e-mail and payment details) and the therapist writing it (the caller,
 * with their ZSR and GLN in this centre). A letter has no invoice: those placeholders stay empty.
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../../db/centreScope';
import type { Db } from '../../../db/client';
import { centreProviders, centres, contacts, users } from '../../../db/schema';
import { notFound } from '../../../errors';
import type { InvoiceTemplateData } from './invoiceTemplateData';

const str = (v: unknown) => (typeof v === 'string' ? v : null);

export interface LetterContact {
  data: InvoiceTemplateData;
  /** The client's language, if set: the letter's language unless the caller chose one. */
  language: string | null;
}

export async function letterData(db: Db, centreId: string, userId: string, contactId: string): Promise<LetterContact> {
  const scoped = forCentre(db, centreId);
  const [contact] = await scoped.select().from(contacts).where(eq(contacts.contactId, contactId));
  if (!contact) throw notFound();
  const [centre] = await db.select().from(centres).where(eq(centres.id, centreId));
  const [provider] = await scoped
    .select({ firstName: users.firstName, lastName: users.lastName, numbers: centreProviders.businessNumber })
    .from(centreProviders)
    .innerJoin(users, eq(users.id, centreProviders.userId))
    .where(eq(centreProviders.userId, userId));
  const number = (name: string) => provider?.numbers.find((n) => n.name === name)?.value ?? null;
  const address = centre.address[0] ?? {};
  const business = centre.businessInfo;
  return {
    language: contact.language,
    data: {
      client: {
        firstName: contact.firstName,
        lastName: contact.lastName,
        street: [contact.addressStreet, contact.addressBuilding].filter(Boolean).join(' '),
        postcode: contact.addressZipcode,
        city: contact.addressCity,
        birthDate: contact.dateOfBirth,
      },
      practice: {
        name: centre.name,
        street: [address.street, address.building].filter(Boolean).join(' '),
        postcode: address.zipcode ?? null,
        city: address.city ?? null,
        phone: [centre.contactNumber.countryPhone, centre.contactNumber.number].filter(Boolean).join(' '),
        email: centre.primaryEmail.address ?? null,
        iban: str(business.iban),
        vatNumber: str(business.taxNumber),
      },
      therapist: provider ? { name: [provider.firstName, provider.lastName].filter(Boolean).join(' '), zsr: number('ZSR') ?? str(business.zsrNumber), gln: number('GLN') ?? str(business.gln) } : null,
      invoice: null,
    },
  };
}

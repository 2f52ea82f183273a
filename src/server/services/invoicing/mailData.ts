/**
 * What the e-mail carrying an invoice is filled from (services/documents/templates): the client
 * as billed, the practice, the therapist with their numbers, and the invoice with its lines and
 * the open amount. Read inside the sending transaction.
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centreProviders, centres, users } from '../../db/schema';
import type { InvoiceCurrency } from '../../../shared/billing/money';
import type { InvoiceTemplateData } from '../documents/templates/invoiceTemplateData';
import { openAmount } from './openAmount';
import type { InvoiceRow } from './record';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

export async function invoiceTemplateDataOf(db: Queryable, row: InvoiceRow, today: string): Promise<InvoiceTemplateData> {
  const [centre] = await db.select().from(centres).where(eq(centres.id, row.centreId));
  const address = centre.address[0] ?? {};
  const info = centre.businessInfo as Record<string, unknown>;
  const [provider] = row.providerId
    ? await forCentre(db, row.centreId)
        .select({ firstName: users.firstName, lastName: users.lastName, numbers: centreProviders.businessNumber })
        .from(centreProviders)
        .innerJoin(users, eq(users.id, centreProviders.userId))
        .where(eq(centreProviders.userId, row.providerId))
    : [];
  const number = (name: string) => str(provider?.numbers.find((n) => n.name === name)?.value);
  const billed = row.billingDetails ?? {};
  const [firstName, ...rest] = (billed.name ?? '').split(' ');
  return {
    today,
    client: { firstName: firstName || null, lastName: rest.join(' ') || null, street: [billed.street, billed.building].filter(Boolean).join(' '), postcode: billed.zipcode ?? null, city: billed.city ?? null, birthDate: row.birthDate ?? null },
    practice: {
      name: centre.name,
      street: [address.street, address.building].filter(Boolean).join(' '),
      postcode: address.zipcode ?? null,
      city: address.city ?? null,
      phone: [centre.contactNumber?.countryPhone, centre.contactNumber?.number].filter(Boolean).join(' '),
      email: centre.primaryEmail?.address ?? null,
      iban: row.iban ?? str(info.iban),
      vatNumber: str(info.taxNumber),
    },
    therapist: provider ? { name: [provider.firstName, provider.lastName].filter(Boolean).join(' '), zsr: number('ZSR') ?? str(info.zsrNumber), gln: number('GLN') ?? str(info.gln) } : null,
    invoice: {
      number: row.number,
      date: row.date,
      dueDate: row.paymentDeadline ?? null,
      currency: row.currency as InvoiceCurrency,
      total: row.amount,
      paid: row.amount - openAmount(row),
      reference: row.reference ?? null,
      lines: row.items.map((l) => ({ date: l.date, description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount ?? l.unitPrice * l.quantity })),
    },
  };
}

/**
 * A stored tariff 590 invoice as the Tarif 590 documents' model (services/documents/tariff590/model.ts
 * says where each part comes from): the invoice as issued (lines, totals, reference, account), its
 * case (project), the client, the therapist's numbers in the centre, and the practice. An invoice
 * is a tariff 590 invoice when a line bills a tariff 590 position; others are refused (409
 * `notTariff590Invoice`). The XML (GET /api/invoice/{id}/xml) is written from this.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centreProviders, centres, contacts, invoices, invoicingSettings, projects, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { PaymentReference, ReferenceType } from '../../../shared/billing/paymentAccount';
import type { PersonName, PostalAddress, Tariff590Document, Tiers } from '../../../shared/billing/tariff590Document';
import { toTariff590Law, toTreatmentReason, toTreatmentType } from '../../../shared/billing/tariff590Vocabulary';
import { toLanguage } from '../../../shared/languages';
import { isValidGln, isValidUid } from '../../../shared/validators/swissIds';
import { isUuid } from '../../../shared/validators/uuid';
import type { InvoiceRow } from './record';

type ContactRow = typeof contacts.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Tariff positions of Tarif 590 (and 001 where the practice uses it): lines with one of them make a tariff invoice. */
export const isTariff590Invoice = (row: Pick<InvoiceRow, 'items'>) => row.items.some((l) => l.tariff === '590');

/** "TP", "tiers payant", "Tiers payant (TP)" → TP; anything else is tiers garant (the usual case). */
export const tiersOf = (remuneration: string | null | undefined): Tiers => (/\b(tp|tiers\s*payant)\b/i.test(remuneration ?? '') ? 'TP' : 'TG');

function contactAddress(c: ContactRow): PostalAddress {
  return { street: c.addressStreet, houseNo: c.addressBuilding, zip: c.addressZipcode ?? '', city: c.addressCity ?? '', country: c.addressCountry || 'CH' };
}

function caseOf(p: ProjectRow | undefined, practiceCanton: string, insuredId: string | null, sessionsBilledBefore: number): Tariff590Document['case'] {
  const referrerName = p && (p.referrerLastName || p.referrerFirstName);
  return {
    law: toTariff590Law(p?.insuranceLaw),
    treatmentType: toTreatmentType(p?.treatmentType),
    reason: toTreatmentReason(p?.treatmentReason),
    canton: (p?.canton || practiceCanton).toUpperCase(),
    caseNumber: p?.caseNumber ?? null,
    caseDate: p?.caseDate ?? null,
    accidentNumber: p?.accidentNumber ?? null,
    accidentDate: p?.accidentDate ?? null,
    insuredId,
    insuranceCardNumber: p?.insuranceCardNumber ?? null,
    referrer: referrerName
      ? {
          name: { familyName: p.referrerLastName ?? '', givenName: p.referrerFirstName ?? '' },
          gln: p.referrerGln,
          zsr: p.referrerZsr,
          address: p.referrerZip && p.referrerCity ? { street: p.referrerAddress, zip: p.referrerZip, city: p.referrerCity, country: 'CH' } : null,
        }
      : null,
    diagnoses: p?.diagnosis?.trim() ? [{ type: 'freetext', text: p.diagnosis.trim() }] : [],
    maxSessions: p?.maxSessions ?? null,
    sessionsBilledBefore,
    validUntil: p?.insuranceCardValidUntil ?? null,
  };
}

/**
 * The client's insurer is one text field: its name, optionally followed by the postal address and
 * GLN ("Helvetia Krankenkasse, Kassengraben 222, 4000 Basel, 7601003002751"). The GLN is used only
 * with an address (the XML names the insurer with both); without, tiers payant reports insurerGlnMissing.
 */
export function insurerOf(text: string | null | undefined): Tariff590Document['insurer'] {
  const parts = (text ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return null;
  const gln = parts.find((p) => /^\d{13}$/.test(p) && isValidGln(p)) ?? null;
  const town = parts.map((p) => /^(\d{4,5})\s+(.+)$/.exec(p)).find(Boolean);
  const rest = parts.slice(1).filter((p) => p !== gln && !/^\d{4,5}\s/.test(p));
  const streetMatch = rest[0] ? /^(.*?)\s+(\d+\w?)$/.exec(rest[0]) : null;
  if (!town) return { name: parts[0], gln: null, address: { zip: '', city: '', country: 'CH' } };
  return {
    name: parts[0],
    gln,
    address: { street: streetMatch ? streetMatch[1] : (rest[0] ?? null), houseNo: streetMatch ? streetMatch[2] : null, zip: town[1], city: town[2], country: 'CH' },
  };
}

/** Sessions (days) of the case billed on other invoices that are not cancelled. */
async function sessionsBefore(db: Queryable, row: InvoiceRow): Promise<number> {
  if (!row.projectFk) return 0;
  const others = await forCentre(db, row.centreId)
    .select({ items: invoices.items, createdAt: invoices.createdAt })
    .from(invoices)
    .where(and(eq(invoices.projectFk, row.projectFk), ne(invoices.invoiceId, row.invoiceId), ne(invoices.status, 'CANCELLED')));
  const days = new Set(others.filter((o) => o.createdAt < row.createdAt).flatMap((o) => o.items.map((l) => l.date)));
  return days.size;
}

/** The Tarif 590 model of invoice `invoiceId` of centre `centreId`: 404 when unknown, 409 when it bills no tariff 590 position. */
export async function tariff590DocumentOf(db: Queryable, centreId: string, invoiceId: string): Promise<Tariff590Document> {
  if (!isUuid(invoiceId)) throw notFound();
  const scoped = forCentre(db, centreId);
  const [row] = await scoped.select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
  if (!row) throw notFound();
  if (!isTariff590Invoice(row)) throw conflict('notTariff590Invoice');
  const [centre] = await db.select().from(centres).where(eq(centres.id, centreId));
  const [contact] = await scoped.select().from(contacts).where(eq(contacts.contactId, row.contactId));
  if (!contact) throw conflict('invoiceClientGone');
  const [project] = row.projectFk ? await scoped.select().from(projects).where(eq(projects.projectId, row.projectFk)) : [];
  const [settings] = await scoped.select({ paymentTermDays: invoicingSettings.paymentTermDays }).from(invoicingSettings);
  const providerIds = row.providerId ? [row.providerId] : [];
  const [provider] = providerIds.length
    ? await scoped
        .select({ firstName: users.firstName, lastName: users.lastName, phone: users.phone, numbers: centreProviders.businessNumber, profession: centreProviders.profession })
        .from(centreProviders)
        .innerJoin(users, eq(users.id, centreProviders.userId))
        .where(inArray(centreProviders.userId, providerIds))
    : [];

  const info = centre.businessInfo as Record<string, unknown>;
  const addr = centre.address[0] ?? {};
  const practiceAddress: PostalAddress = { street: addr.street ?? null, houseNo: addr.building ?? null, zip: addr.zipcode ?? '', city: addr.city ?? '', country: addr.country || 'CH' };
  const number = (name: string) => str(provider?.numbers.find((n) => n.name === name)?.value);
  const therapistZsr = number('ZSR') ?? number('ZSRVVG') ?? number('ZSRKVG');
  const therapistGln = number('GLN');
  const practiceZsr = str(info.zsrNumber);
  const therapistName: PersonName = { familyName: provider?.lastName ?? '', givenName: provider?.firstName ?? '', title: str(provider?.profession) };
  const tax = str(info.taxNumber);
  const bankName = str(info.bankName);
  const bankCity = str(info.bankCity);

  const lines = row.items;
  return {
    language: toLanguage(row.billingDetails?.language ?? contact.language),
    invoice: {
      id: row.invoiceId,
      number: row.number,
      date: row.date,
      createdAt: row.createdAt.toISOString(),
      dueDate: row.paymentDeadline ?? null,
      paymentTermDays: settings?.paymentTermDays ?? null,
      reference: { type: row.referenceType as ReferenceType, reference: row.reference ?? '' } as PaymentReference,
      currency: 'CHF',
      remark: null,
    },
    tiers: tiersOf(project?.remunerationType),
    case: caseOf(project, addr.state ?? '', str(contact.insuranceNumber), await sessionsBefore(db, row)),
    patient: {
      name: { familyName: contact.lastName ?? '', givenName: contact.firstName ?? '' },
      sex: contact.sex === 'Male' ? 'male' : 'female',
      gender: contact.sex === 'Male' ? 'male' : contact.sex === 'Female' ? 'female' : 'diverse',
      birthDate: row.birthDate ?? contact.dateOfBirth ?? '',
      ahv: contact.ahvNumber,
      patientId: contact.contactId.slice(0, 8),
      address: contactAddress(contact),
      email: contact.email,
      phone: contact.phone,
    },
    insurer: insurerOf(contact.insurance),
    biller: {
      // The practice bills with its own ZSR; without one the therapist bills in their name.
      name: practiceZsr ? centre.name : [therapistName.givenName, therapistName.familyName].filter(Boolean).join(' '),
      gln: practiceZsr ? str(info.gln) : therapistGln,
      zsr: practiceZsr ?? therapistZsr,
      vatNumber: tax && tax.toUpperCase().startsWith('CHE') && isValidUid(tax) ? tax : null,
      iban: row.iban ?? '',
      bank: bankName && bankCity ? { name: bankName, address: { zip: str(info.bankZip) ?? '', city: bankCity, country: 'CH' } } : null,
      address: practiceAddress,
      phone: str(centre.contactNumber?.number),
      email: str(centre.primaryEmail?.address),
    },
    provider: { name: therapistName, gln: therapistGln, zsr: therapistZsr, address: practiceAddress, phone: str(provider?.phone) },
    vatMode: 'inclusive',
    services: lines.map((l) => ({
      date: l.date,
      tariffType: l.tariff ?? '590',
      code: l.tariffCode ?? '',
      name: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount ?? l.unitPrice * l.quantity,
      vatRate: l.vatRate ?? null,
    })),
    totals: {
      vatByRate: row.vatByRate.map((v) => ({ rate: v.rate, net: v.net, vat: v.vat })),
      totalNet: row.totalNet,
      totalVat: row.totalTax,
      totalGross: row.amount - row.rounding,
      rounding: row.rounding,
      totalDue: row.amount,
    },
    intermediateGln: null,
  };
}

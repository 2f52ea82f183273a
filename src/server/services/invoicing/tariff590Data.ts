/**
 * The Tarif 590 document model (src/shared/billing/tariff590Document.ts) of an invoice, stored or
 * still a wizard draft: the client as patient, the billing address as guarantor, the case
 * (project) with the invoice's law, treatment and tiers, the practice as biller (its own ZSR/GLN,
 * else the therapist's) and the therapist as provider. The form PDFs and the pre-send checks
 * read this model.
 */
import { and, eq, ne } from 'drizzle-orm';
import { registry } from '../../../generated/registry.gen';
import type { Project } from '../../../generated/project.gen';
import type { Contact } from '../../../generated/contact.gen';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centreProviders, centres, contacts, invoices, projects, users } from '../../db/schema';
import { notFound } from '../../errors';
import { rowToWire } from '../../records/rowMapping';
import { buildRuntimeRecord } from '../../records/runtimeRecord';
import { getNumber } from '../../../shared/businessNumbers';
import type { InvoiceTotals } from '../../../shared/billing/invoiceTotals';
import type { PostalAddress, Tariff590Document, Tariff590Invoice, Tariff590Law } from '../../../shared/billing/tariff590Document';
import { toTariff590Law, toTreatmentReason, toTreatmentType } from '../../../shared/billing/tariff590Vocabulary';
import { toLanguage } from '../../../shared/languages';
import { insurerOf, tiersOf } from '../../../shared/billing/tariff590Payer';
import { isValidUid } from '../../../shared/validators/swissIds';
import type { InvoiceLine, InvoiceRow } from './record';

const contactRecord = buildRuntimeRecord(registry.contact);
const projectRecord = buildRuntimeRecord(registry.project);

type Header = NonNullable<InvoiceRow['header']>;
type Billing = NonNullable<InvoiceRow['billingDetails']>;
type Totals = Pick<InvoiceTotals, 'vatByRate' | 'totalNet' | 'totalVat' | 'totalGross' | 'rounding' | 'totalDue'>;
interface Addr {
  street?: string;
  building?: string;
  zipcode?: string;
  city?: string;
  state?: string;
  country?: string;
}

/** Who the invoice is about: loaded once per document. */
export interface Tariff590Parties {
  centre: typeof centres.$inferSelect;
  therapist: { firstName: string; lastName: string; address: Addr; numbers: { name: string; value: string }[] };
  contact: Contact & { contact_id: string };
  project: (Project & { project_id: string }) | null;
}

const postal = (a: Addr | undefined): PostalAddress => ({ street: a?.street ?? '', houseNo: a?.building ?? null, zip: a?.zipcode ?? '', city: a?.city ?? '', country: a?.country || 'CH' });
const blankToNull = (v: string | undefined | null) => (v && v.trim() !== '' ? v.trim() : null);

/** The client, the therapist (a user of the centre), the practice and the case; 404 when one is not the centre's. */
export async function loadTariff590Parties(db: Queryable, centreId: string, ids: { contactId: string; providerId: string; projectId?: string | null }): Promise<Tariff590Parties> {
  const scoped = forCentre(db, centreId);
  const [contactRow] = await scoped.select().from(contacts).where(eq(contacts.contactId, ids.contactId));
  const [member] = await scoped.select({ address: centreProviders.address, numbers: centreProviders.businessNumber }).from(centreProviders).where(eq(centreProviders.userId, ids.providerId));
  const [names] = member ? await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, ids.providerId)) : [];
  const therapist = member && names ? { ...member, ...names } : null;
  const [centre] = await db.select().from(centres).where(eq(centres.id, centreId));
  if (!contactRow || !therapist || !centre) throw notFound();
  const contact = rowToWire(contactRecord, contactRow as unknown as Record<string, unknown>) as unknown as Tariff590Parties['contact'];
  let project: Tariff590Parties['project'] = null;
  if (ids.projectId) {
    const [row] = await scoped.select().from(projects).where(eq(projects.projectId, ids.projectId));
    project = row ? (rowToWire(projectRecord, row as unknown as Record<string, unknown>) as unknown as NonNullable<Tariff590Parties['project']>) : null;
  }
  return { centre, therapist: { ...therapist, address: therapist.address as Addr }, contact, project };
}

/** Sessions (days) of the case already billed on other invoices that are not cancelled. */
export async function sessionsBilledBefore(db: Queryable, centreId: string, projectId: string | null | undefined, exceptInvoiceId?: string): Promise<number> {
  if (!projectId) return 0;
  const rows = await forCentre(db, centreId)
    .select({ id: invoices.invoiceId, items: invoices.items })
    .from(invoices)
    .where(and(eq(invoices.projectFk, projectId), ne(invoices.status, 'CANCELLED')));
  return rows.filter((r) => r.id !== exceptInvoiceId).reduce((n, r) => n + new Set(r.items.map((i) => i.date)).size, 0);
}

/** The therapist's ZSR for the law: the KVG or VVG number when the therapist has one. */
function zsrFor(numbers: Tariff590Parties['therapist']['numbers'], law: Tariff590Law | null): string | null {
  const specific = law === 'KVG' ? getNumber(numbers, 'ZSRKVG') : law === 'VVG' ? getNumber(numbers, 'ZSRVVG') : '';
  return blankToNull(specific) ?? blankToNull(getNumber(numbers, 'ZSR'));
}

export interface Tariff590Content {
  header: Header;
  billingDetails: Billing;
  lines: InvoiceLine[];
  totals: Totals;
  iban: string;
  invoice: Tariff590Invoice;
  sessionsBefore: number;
}

export function tariff590Document(p: Tariff590Parties, c: Tariff590Content): Tariff590Document {
  const { centre, therapist, contact, project } = p;
  const h = c.header;
  // The invoice's own law and treatment (the wizard's step 2), else its case's.
  const law = toTariff590Law(h.law || project?.insuranceLaw);
  const practice = (centre.address[0] ?? {}) as Addr;
  const info = centre.businessInfo as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? blankToNull(v) : null);
  const providerZsr = zsrFor(therapist.numbers, law);
  const providerGln = blankToNull(getNumber(therapist.numbers, 'GLN'));
  const tax = str(info.taxNumber);
  const practiceZsr = str(info.zsrNumber);
  const patientName = { familyName: contact.lastName ?? '', givenName: contact.firstName ?? '' };
  const patientLabel = `${patientName.givenName} ${patientName.familyName}`.trim();
  const b = c.billingDetails;
  // Someone else pays (a parent, an employer): the billing address becomes the guarantor.
  const guarantor =
    b.name && (b.name !== patientLabel || b.street !== contact.Address?.street || b.zipcode !== contact.Address?.zipcode)
      ? { name: { familyName: b.name, givenName: '' }, address: postal(b), email: b.email ?? null }
      : undefined;
  const referrerName = { familyName: project?.referrerLastName ?? '', givenName: project?.referrerFirstName ?? '' };
  const hasReferrer = Boolean(project?.referrerLastName || project?.referrerGln || project?.referrerZsr);
  return {
    language: toLanguage(b.language ?? contact.language),
    invoice: c.invoice,
    tiers: h.tiers ?? tiersOf(project?.remunerationType),
    case: {
      law,
      treatmentType: toTreatmentType(h.treatmentType || project?.treatmentType),
      reason: toTreatmentReason(h.treatmentReason || project?.treatmentReason),
      canton: (h.canton || project?.canton || practice.state || '').toUpperCase(),
      caseNumber: project?.caseNumber ?? null,
      caseDate: project?.caseDate ?? null,
      accidentNumber: project?.accidentNumber ?? null,
      accidentDate: project?.accidentDate ?? null,
      insuredId: blankToNull(contact.insuranceNumber),
      insuranceCardNumber: project?.insuranceCardNumber ?? null,
      referrer: hasReferrer
        ? { name: referrerName, gln: project?.referrerGln ?? null, zsr: project?.referrerZsr ?? null, address: project?.referrerCity ? { street: project.referrerAddress ?? '', zip: project.referrerZip ?? '', city: project.referrerCity, country: 'CH' } : null }
        : null,
      diagnoses: project?.diagnosis ? [{ type: 'freetext', text: project.diagnosis }] : [],
      maxSessions: project?.maxSessions ?? null,
      sessionsBilledBefore: c.sessionsBefore,
      // The case runs from its date; the insurance card's validity ends it.
      validFrom: project?.caseDate ?? null,
      validUntil: project?.insuranceCardValidUntil ?? null,
    },
    patient: {
      name: patientName,
      sex: contact.sex === 'Female' ? 'female' : 'male',
      gender: contact.sex === 'Other' ? 'diverse' : null,
      birthDate: contact.dateOfBirth ?? '',
      ahv: blankToNull(contact.ahvNumber),
      address: postal(contact.Address),
      email: contact.email ?? null,
      phone: contact.phone ?? null,
    },
    ...(guarantor ? { guarantor } : {}),
    // The wizard's insurer, else the client's insurance text ("Name, Street No, ZIP Town, GLN").
    insurer: h.insurerName ? { name: h.insurerName, gln: blankToNull(h.insurerGln), address: { zip: '', city: '', country: 'CH' } } : insurerOf(contact.insurance),
    biller: {
      // The practice bills with its own ZSR; without one the therapist bills in their name.
      name: practiceZsr ? centre.name : `${therapist.firstName} ${therapist.lastName}`.trim(),
      gln: practiceZsr ? str(info.gln) : providerGln,
      zsr: practiceZsr ?? providerZsr,
      vatNumber: tax && tax.toUpperCase().startsWith('CHE') && isValidUid(tax) ? tax : null,
      iban: c.iban,
      // The bank's own town (Forum Datenaustausch 4.5 names it); none without one.
      bank: str(info.bankName) && str(info.bankCity) ? { name: str(info.bankName)!, address: { zip: str(info.bankZip) ?? '', city: str(info.bankCity)!, country: 'CH' } } : null,
      address: postal(practice),
      phone: centre.contactNumber?.number || null,
      email: centre.primaryEmail?.address || null,
    },
    provider: { name: { familyName: therapist.lastName, givenName: therapist.firstName }, gln: providerGln, zsr: providerZsr, address: postal(therapist.address?.zipcode ? therapist.address : practice) },
    vatMode: 'inclusive',
    services: c.lines.map((l) => ({
      date: l.date,
      tariffType: l.tariff ?? '590',
      code: l.tariffCode ?? '',
      name: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount ?? l.unitPrice * l.quantity,
      vatRate: l.vatRate ?? null,
    })),
    totals: { vatByRate: c.totals.vatByRate.map((v) => ({ rate: v.rate, net: v.net, vat: v.vat })), totalNet: c.totals.totalNet, totalVat: c.totals.totalVat, totalGross: c.totals.totalGross, rounding: c.totals.rounding, totalDue: c.totals.totalDue },
  };
}

/** The document of a stored invoice of the centre (404 when it is not one of its invoices or has no client or therapist). */
export async function tariff590DocumentOfInvoice(db: Queryable, centreId: string, invoiceId: string): Promise<Tariff590Document> {
  const [row] = await forCentre(db, centreId).select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
  if (!row) throw notFound();
  return tariff590DocumentOfRow(db, centreId, row);
}

/** The document of an invoice row already read (404 when it has no client or therapist). */
export async function tariff590DocumentOfRow(db: Queryable, centreId: string, row: InvoiceRow): Promise<Tariff590Document> {
  if (!row.contactId || !row.providerId) throw notFound();
  const parties = await loadTariff590Parties(db, centreId, { contactId: row.contactId, providerId: row.providerId, projectId: row.projectFk });
  const sessionsBefore = await sessionsBilledBefore(db, centreId, row.projectFk, row.invoiceId);
  const termDays = row.paymentDeadline ? Math.round((Date.parse(row.paymentDeadline) - Date.parse(row.date)) / 86_400_000) : null;
  return tariff590Document(parties, {
    header: row.header ?? {},
    billingDetails: row.billingDetails ?? {},
    lines: row.items,
    totals: { vatByRate: row.vatByRate, totalNet: row.totalNet, totalVat: row.totalTax, totalGross: row.amount - row.rounding, rounding: row.rounding, totalDue: row.totalDue },
    iban: row.iban ?? '',
    sessionsBefore,
    invoice: {
      id: row.invoiceId,
      number: row.number,
      date: row.date,
      createdAt: row.createdAt.toISOString(),
      dueDate: row.paymentDeadline ?? null,
      paymentTermDays: termDays,
      reference: { type: row.referenceType as Tariff590Invoice['reference']['type'], reference: row.reference ?? '' },
      currency: 'CHF',
      remark: row.header?.remark ?? null,
    },
  });
}

/**
 * Creating an invoice from finished appointments (issue 11 §1–2; behaviour.md §4 Invoice): one
 * client, one therapist; lines from the services performed with VAT per rate; the next number of
 * the centre; the QR or creditor reference of the centre's account; the appointments stamped
 * BILLED — all in one transaction, audited, the calendars told after commit.
 *
 * `createInvoice` is what singleInvoice calls and what the bulk run calls per group. It is
 * idempotent on its appointment set: when exactly these appointments already form one live
 * invoice (a retry after a crash that committed), it answers that invoice with `created: false`
 * instead of a second one. The settings row lock queues every invoicing write of a centre, the
 * UNIQUE index on invoice_appointments.appointment_id keeps an appointment on one live invoice
 * even then.
 */
import { eq, inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Tx } from '../../db/client';
import { appointments, centres, invoiceAppointments, invoices, invoicingSettings } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import type { PendingEvents } from '../../events/bus';
import { runInvoiceWrite } from './lifecycle';
import type { AuthContext } from '../../access/accessRules';
import { recordAuditMany } from '../audit/recordAudit';
import { loadCentreSetting } from '../centres/centreView';
import { referenceForAccount } from '../../../shared/billing/paymentAccount';
import type { InvoiceCurrency } from '../../../shared/billing/money';
import { normalizeIban } from '../../../shared/validators/iban';
import type { InvoiceNumbering } from '../../../shared/invoiceNumbers';
import { addDays, announceAppointments, callerRole, localDate, type InvoiceCaller, type InvoicingContext } from './context';
import { billingDetailsOf, loadContact, type ContactWire } from './debtor';
import { buildLines, type BuiltLines } from './lines';
import { incomplete, invoicingGaps } from './completeness';
import { issueNumber, lockNumbering } from './numbering';
import { brokenUniqueConstraint, toWire, totalsColumns, type InvoiceRow, type InvoiceWire } from './record';

export interface CreateInvoiceInput {
  centreId: string;
  appointmentIds: string[];
  /** Who invoices (the owner; a bulk job passes the auth of the owner who started it). */
  auth: AuthContext;
  /** The bulk run that creates it. */
  bulkNumber?: string;
}

export interface CreateInvoiceResult {
  invoice: InvoiceWire;
  /** False when exactly these appointments were already on one live invoice (a retry): that invoice. */
  created: boolean;
}

type AppointmentRow = typeof appointments.$inferSelect;

/** The live invoice that holds exactly these appointments, or a 409 naming the ones billed elsewhere. */
export async function alreadyInvoiced(tx: Tx, centreId: string, ids: string[]): Promise<InvoiceRow | null> {
  const scoped = forCentre(tx, centreId);
  const links = await scoped.select().from(invoiceAppointments).where(inArray(invoiceAppointments.appointmentId, ids));
  if (links.length === 0) return null;
  const invoiceId = links[0].invoiceId;
  if (links.length === ids.length && links.every((l) => l.invoiceId === invoiceId)) {
    const all = await scoped.select({ id: invoiceAppointments.appointmentId }).from(invoiceAppointments).where(eq(invoiceAppointments.invoiceId, invoiceId));
    const [row] = await scoped.select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
    if (row && all.length === ids.length) return row;
  }
  throw conflict('appointmentAlreadyBilled', {
    appointmentIds: links.map((l) => l.appointmentId),
  });
}

/** Only finished appointments of one client and one therapist are billed together. */
export function checkAppointments(rows: AppointmentRow[], ids: string[]): { contactId: string; providerId: string } {
  const missing = ids.filter((id) => !rows.some((r) => r.appointmentId === id));
  if (missing.length) throw badRequest('invalidReference', { appointmentIds: missing });
  const billed = rows.filter((r) => r.status === 'BILLED').map((r) => r.appointmentId);
  if (billed.length) throw conflict('appointmentAlreadyBilled', { appointmentIds: billed });
  const open = rows.filter((r) => r.status !== 'FINISHED').map((r) => r.appointmentId);
  if (open.length) throw conflict('appointmentNotFinished', { appointmentIds: open });
  const withoutClient = rows.filter((r) => !r.contactFk).map((r) => r.appointmentId);
  if (withoutClient.length)
    throw badRequest('appointmentWithoutClient', {
      appointmentIds: withoutClient,
    });
  if (new Set(rows.map((r) => r.contactFk)).size > 1) throw badRequest('invoiceMixedClients');
  if (new Set(rows.map((r) => r.resourceId)).size > 1) throw badRequest('invoiceMixedTherapists');
  return {
    contactId: rows[0].contactFk as string,
    providerId: rows[0].resourceId,
  };
}

async function insertInvoice(tx: Tx, c: InvoiceCaller, rows: AppointmentRow[], input: CreateInvoiceInput, numbering: InvoiceNumbering, events: PendingEvents): Promise<InvoiceRow> {
  const { centreId } = c;
  const scoped = forCentre(tx, centreId);
  const { contactId } = checkAppointments(rows, input.appointmentIds);
  const contact = await loadContact(tx, centreId, contactId);
  const { currency } = await loadCentreSetting(tx, centreId);
  const built = await buildLines(tx, centreId, rows, currency as InvoiceCurrency);
  const gaps = await invoicingGaps(tx, {
    centreId,
    userId: c.auth.userId,
    contact,
    withoutService: built.withoutService,
  });
  if (!contact || gaps.length) throw incomplete(gaps);

  const number = await issueNumber(tx, centreId, numbering);
  const [centre] = await tx.select({ timezone: centres.timezone, businessInfo: centres.businessInfo }).from(centres).where(eq(centres.id, centreId));
  const [texts] = await scoped.select().from(invoicingSettings);
  const values = newInvoiceValues({ rows, contact, built, number, bulkNumber: input.bulkNumber, userId: input.auth.userId, billingDetails: await billingDetailsOf(tx, centreId, contact) }, { iban: String(centre.businessInfo.iban), texts, date: localDate(new Date(), centre.timezone) });
  const [invoice] = await scoped.insert(invoices).values(values).returning();
  await billAppointments(tx, c, [{ invoice, appointmentIds: rows.map((r) => r.appointmentId), lines: built.lines.length }], events);
  return invoice;
}

/** What every invoice of a centre takes alike at one moment (a bulk run reads it once per chunk). */
export interface InvoiceBasis {
  iban: string;
  texts: SettingsRow | undefined;
  /** The centre's calendar day now. */
  date: string;
}

export interface InvoiceParts {
  rows: AppointmentRow[];
  contact: ContactWire;
  built: BuiltLines;
  number: string;
  billingDetails: NonNullable<InvoiceRow['billingDetails']>;
  bulkNumber?: string;
  userId: string;
}

/** The row of a new invoice (pure): its number's reference on the centre's account, the settings' texts, the debtor snapshot. */
export function newInvoiceValues(p: InvoiceParts, basis: InvoiceBasis): Omit<typeof invoices.$inferInsert, 'centreId'> {
  const iban = normalizeIban(basis.iban);
  const reference = referenceForAccount(iban, { invoiceNumber: p.number });
  const { rows } = p;
  const { texts } = basis;
  const projects = new Set(rows.map((r) => r.projectFk));
  const t = p.built.totals;
  return {
    number: p.number,
    date: basis.date,
    status: 'UNPROCESSED',
    contactId: rows[0].contactFk as string,
    providerId: rows[0].resourceId,
    projectFk: projects.size === 1 ? rows[0].projectFk : null,
    currency: t.currency,
    ...totalsColumns(t),
    reference: reference.reference,
    referenceType: reference.type,
    iban,
    paymentDeadline: addDays(basis.date, texts?.paymentTermDays ?? 30),
    bulkNumber: p.bulkNumber ?? null,
    birthDate: p.contact.dateOfBirth ?? null,
    billingDetails: p.billingDetails,
    header: headerOf(texts),
    items: p.built.lines,
    appointmentIds: rows.map((r) => r.appointmentId),
    history: [{ at: new Date().toISOString(), event: 'created', status: 'UNPROCESSED', by: p.userId, ...(p.bulkNumber ? { detail: `bulk ${p.bulkNumber}` } : {}) }],
  };
}

/** The new invoices' appointments linked and stamped BILLED, all of it audited, the calendars told after commit. */
export async function billAppointments(tx: Tx, c: InvoiceCaller, made: { invoice: InvoiceRow; appointmentIds: string[]; lines: number }[], events: PendingEvents): Promise<void> {
  const scoped = forCentre(tx, c.centreId);
  const ids = made.flatMap((m) => m.appointmentIds);
  if (ids.length === 0) return;
  await scoped.insert(invoiceAppointments).values(made.flatMap((m) => m.appointmentIds.map((appointmentId) => ({ invoiceId: m.invoice.invoiceId, appointmentId }))));
  await scoped.update(appointments).set({ status: 'BILLED', invoiceStatus: 'UNPROCESSED', updatedAt: new Date() }).where(inArray(appointments.appointmentId, ids));
  const actor = { userId: c.auth.userId, role: callerRole(c) };
  await recordAuditMany(
    tx,
    c.centreId,
    made.flatMap((m) => [
      { ...actor, action: 'create' as const, objectType: 'invoice' as const, objectId: m.invoice.invoiceId, detail: { appointments: m.appointmentIds.length, lines: m.lines } },
      ...m.appointmentIds.map((id) => ({ ...actor, action: 'update' as const, objectType: 'appointment' as const, objectId: id, detail: { fields: ['status', 'invoiceStatus'], via: 'invoice' } })),
    ]),
  );
  announceAppointments(events, c, ids);
}

export type SettingsRow = typeof invoicingSettings.$inferSelect;

/** The invoicing settings' texts at creation, so later edits of the settings leave issued invoices alone. */
export function headerOf(s: SettingsRow | undefined): NonNullable<InvoiceRow['header']> {
  if (!s) return {};
  const header: NonNullable<InvoiceRow['header']> = {
    law: s.law,
    treatmentType: s.treatmentType,
    treatmentReason: s.reasonForTreatment,
  };
  if (s.title) header.title = s.title;
  if (s.description) header.intro = s.description;
  if (s.notes) header.closing = s.notes;
  if (s.greetings) header.greeting = s.greetings;
  if (s.signedBy) header.signedBy = s.signedBy;
  return header;
}

/** One invoice for the appointments (see the module comment for idempotency). */
export async function createInvoice(ctx: InvoicingContext, input: CreateInvoiceInput): Promise<CreateInvoiceResult> {
  const ids = [...new Set(input.appointmentIds)].sort();
  if (ids.length === 0) throw badRequest('noAppointments');
  const c: InvoiceCaller = {
    ...ctx,
    centreId: input.centreId,
    auth: input.auth,
  };
  try {
    return await runInvoiceWrite(c, async (tx, events) => {
      // The settings row first: every invoicing write of the centre queues here, in one order.
      const numbering = await lockNumbering(tx, c.centreId);
      const rows = await forCentre(tx, c.centreId).select().from(appointments).where(inArray(appointments.appointmentId, ids)).orderBy(appointments.appointmentId).for('update');
      const existing = await alreadyInvoiced(tx, c.centreId, ids);
      if (existing) return { invoice: toWire(existing), created: false };
      const invoice = await insertInvoice(tx, c, rows, { ...input, appointmentIds: ids }, numbering, events);
      return { invoice: toWire(invoice), created: true };
    });
  } catch (err) {
    const broken = brokenUniqueConstraint(err);
    if (broken?.includes('invoices_number_uq') || broken?.includes('invoices_reference_uq')) throw conflict('invoiceNumberDuplicate');
    if (broken?.includes('invoice_appointments_appointment_uq')) throw conflict('appointmentAlreadyBilled');
    throw err;
  }
}

/**
 * A tariff 590 wizard draft (issue 11 §4) made real: its lines (the client's finished
 * appointments and the positions added by hand), totals, the number and reference it would get,
 * and its Tarif 590 document, so the wizard can check and preview an invoice before it exists.
 * tariff590Create.ts saves the same draft inside the invoicing transaction.
 */
import { inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { appointments, centreSettings, invoiceAppointments, invoicingSettings, services } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import type { InvoiceCurrency } from '../../../shared/billing/money';
import { referenceForAccount } from '../../../shared/billing/paymentAccount';
import { blockingProblems, preSendChecks, type Tariff590Problem } from '../../../shared/billing/tariff590Checks';
import type { Tariff590Document } from '../../../shared/billing/tariff590Document';
import type { Tariff590CheckResult, Tariff590Draft } from '../../../shared/api/tariff590Invoices';
import { nextInvoiceNumber, type InvoiceNumbering } from '../../../shared/invoiceNumbers';
import { normalizeIban } from '../../../shared/validators/iban';
import { loadCentreSetting } from '../centres/centreView';
import { addDays, localDate } from './context';
import { billingDetailsOf, loadContact } from './debtor';
import { priceLines, type LineDraft, type ServiceRow } from './lines';
import { highestInvoiceNumber } from './numbering';
import type { InvoiceLine, InvoiceRow } from './record';
import { loadTariff590Parties, sessionsBilledBefore, tariff590Document, type Tariff590Parties } from './tariff590Data';

type AppointmentRow = typeof appointments.$inferSelect;

export interface BuiltDraft {
  parties: Tariff590Parties;
  rows: AppointmentRow[];
  header: NonNullable<InvoiceRow['header']>;
  billingDetails: NonNullable<InvoiceRow['billingDetails']>;
  lines: InvoiceLine[];
  totals: Awaited<ReturnType<typeof priceLines>>['totals'];
  iban: string;
  paymentDeadline: string;
  date: string;
  document: Tariff590Document;
  problems: Tariff590Problem[];
}

/** The appointments must be the client's, the therapist's, finished and on no live invoice. */
function checkRows(rows: AppointmentRow[], draft: Tariff590Draft) {
  const missing = draft.appointments.filter((id) => !rows.some((r) => r.appointmentId === id));
  if (missing.length) throw badRequest('invalidReference', { appointmentIds: missing });
  const foreign = rows.filter((r) => r.contactFk !== draft.contactId || r.resourceId !== draft.providerId).map((r) => r.appointmentId);
  if (foreign.length) throw badRequest('tariff590AppointmentNotOfDraft', { appointmentIds: foreign });
  const billed = rows.filter((r) => r.status === 'BILLED').map((r) => r.appointmentId);
  if (billed.length) throw conflict('appointmentAlreadyBilled', { appointmentIds: billed });
  const open = rows.filter((r) => r.status !== 'FINISHED').map((r) => r.appointmentId);
  if (open.length) throw conflict('appointmentNotFinished', { appointmentIds: open });
}

/** Lines in date order: each appointment's recorded services (else its booked service), then the hand-added positions. */
async function lineDrafts(db: Queryable, centreId: string, rows: AppointmentRow[], draft: Tariff590Draft): Promise<LineDraft[]> {
  const ids = [...new Set([...rows.flatMap((r) => [...(r.items ?? []).map((i) => i.service_fk), ...(r.serviceFk ? [r.serviceFk] : [])]), ...draft.positions.map((p) => p.serviceId)])];
  const found = ids.length ? await forCentre(db, centreId).select().from(services).where(inArray(services.serviceId, ids)) : [];
  const byId = new Map<string, ServiceRow>(found.map((s) => [s.serviceId, s]));
  const unknown = draft.positions.filter((p) => !byId.has(p.serviceId)).map((p) => p.serviceId);
  if (unknown.length) throw badRequest('invalidReference', { serviceIds: unknown });
  const out: LineDraft[] = [];
  for (const a of rows) {
    const items = (a.items ?? []).filter((i) => byId.has(i.service_fk));
    const base = { date: a.date, appointmentId: a.appointmentId, duration: a.duration };
    if (items.length) for (const i of items) out.push({ ...base, service: byId.get(i.service_fk)!, ...whole(i.count, i.ppu) });
    else if (a.serviceFk && byId.has(a.serviceFk)) {
      const s = byId.get(a.serviceFk)!;
      out.push({ ...base, service: s, ...whole(Math.max(1, s.count), s.ppu) });
    } else throw badRequest('tariff590AppointmentWithoutService', { appointmentIds: [a.appointmentId] });
  }
  for (const p of draft.positions) {
    const s = byId.get(p.serviceId)!;
    out.push({ date: p.date, service: s, quantity: p.quantity, unitPrice: s.ppu, duration: null });
  }
  if (out.length === 0) throw badRequest('noAppointments');
  return out.sort((x, y) => x.date.localeCompare(y.date));
}

const whole = (count: number, ppu: number) => (Number.isInteger(count) ? { quantity: count, unitPrice: ppu } : { quantity: 1, unitPrice: Math.round(count * ppu) });

/** What the wizard chose becomes the invoice header; the invoicing settings add their texts. */
function headerOf(draft: Tariff590Draft, s: typeof invoicingSettings.$inferSelect | undefined): NonNullable<InvoiceRow['header']> {
  const h: NonNullable<InvoiceRow['header']> = { law: draft.law, treatmentType: draft.treatmentType, treatmentReason: draft.treatmentReason, tiers: draft.tiers };
  if (draft.canton) h.canton = draft.canton;
  if (draft.insurerName?.trim()) h.insurerName = draft.insurerName.trim();
  if (draft.insurerGln?.trim()) h.insurerGln = draft.insurerGln.trim();
  if (draft.remark?.trim()) h.remark = draft.remark.trim();
  if (s?.title) h.title = s.title;
  if (s?.greetings) h.greeting = s.greetings;
  if (s?.signedBy) h.signedBy = s.signedBy;
  return h;
}

/**
 * The draft with everything an invoice of it holds. `numbering` and `number` come from the
 * creating transaction; without them the next number is read (a preview, nothing is taken).
 */
export async function buildDraft(db: Queryable, draft: Tariff590Draft, issued?: { number: string; invoiceId: string; rows: AppointmentRow[] }): Promise<BuiltDraft & { number: string }> {
  const { centreId } = draft;
  const rows = issued?.rows ?? (draft.appointments.length ? await forCentre(db, centreId).select().from(appointments).where(inArray(appointments.appointmentId, draft.appointments)) : []);
  checkRows(rows, draft);
  if (!issued && draft.appointments.length) {
    const linked = await forCentre(db, centreId).select().from(invoiceAppointments).where(inArray(invoiceAppointments.appointmentId, draft.appointments));
    if (linked.length) throw conflict('appointmentAlreadyBilled', { appointmentIds: linked.map((l) => l.appointmentId) });
  }
  const parties = await loadTariff590Parties(db, centreId, draft);
  if (draft.projectId && (!parties.project || (parties.project.contact_fk && parties.project.contact_fk !== draft.contactId))) throw badRequest('tariff590CaseNotOfClient');
  const { currency } = await loadCentreSetting(db, centreId);
  const priced = await priceLines(db, centreId, await lineDrafts(db, centreId, rows, draft), currency as InvoiceCurrency);
  const [texts] = await forCentre(db, centreId).select().from(invoicingSettings);
  const header = headerOf(draft, texts);
  const contact = await loadContact(db, centreId, draft.contactId);
  const billingDetails = draft.billingAddress
    ? { ...(await billingDetailsOf(db, centreId, contact!)), ...draft.billingAddress, country: draft.billingAddress.country ?? 'CH' }
    : await billingDetailsOf(db, centreId, contact!);
  if (!draft.billingAddress?.building) delete billingDetails.building;
  const number = issued?.number ?? (await peekNumber(db, centreId));
  const iban = normalizeIban(String(parties.centre.businessInfo.iban ?? ''));
  const reference = iban ? referenceForAccount(iban, { invoiceNumber: number }) : { type: 'NON' as const, reference: '' };
  const date = localDate(new Date(), parties.centre.timezone);
  const paymentDeadline = addDays(date, texts?.paymentTermDays ?? 30);
  const document = tariff590Document(parties, {
    header,
    billingDetails,
    lines: priced.lines,
    totals: priced.totals,
    iban,
    sessionsBefore: await sessionsBilledBefore(db, centreId, draft.projectId),
    invoice: { id: issued?.invoiceId ?? '00000000-0000-4000-8000-000000000000', number, date, createdAt: new Date().toISOString(), dueDate: paymentDeadline, paymentTermDays: texts?.paymentTermDays ?? 30, reference, currency: 'CHF', remark: header.remark ?? null },
  });
  const problems = preSendChecks(document, { channel: 'form' });
  return { parties, rows, header, billingDetails, lines: priced.lines, totals: priced.totals, iban, paymentDeadline, date, document, problems, number };
}

/** The number the next invoice would get (read only: the creating transaction takes it under the lock). */
async function peekNumber(db: Queryable, centreId: string): Promise<string> {
  const [row] = await forCentre(db, centreId).select({ invoiceNumberPrefix: centreSettings.invoiceNumberPrefix, invoiceNumberNext: centreSettings.invoiceNumberNext }).from(centreSettings);
  const numbering: InvoiceNumbering = row ?? { invoiceNumberPrefix: '', invoiceNumberNext: '1' };
  return nextInvoiceNumber(numbering, await highestInvoiceNumber(db, centreId, numbering)).number;
}

export function checkResult(built: BuiltDraft & { number: string }): Tariff590CheckResult {
  return {
    number: built.number,
    lines: built.document.services.map((s, i) => {
      const appointmentId = built.lines[i].appointmentId;
      return { date: s.date, code: s.code, name: s.name, quantity: s.quantity, unitPrice: s.unitPrice, amount: s.amount, vatRate: s.vatRate, ...(appointmentId ? { appointmentId } : {}) };
    }),
    totalVat: built.totals.totalVat,
    totalDue: built.totals.totalDue,
    problems: built.problems,
    blocked: blockingProblems(built.problems).length > 0,
  };
}

/**
 * Creating a tariff 590 invoice from the wizard's draft (issue 11 §4): its appointments and
 * hand-added positions, the case, law, treatment, tiers and billing address chosen in step 2.
 * One transaction like createInvoice: the settings row lock queues it with every other invoicing
 * write of the centre, the next number is taken, the appointments are stamped BILLED and moved to
 * the case. What is missing for invoicing at all answers 422 invoicingIncomplete; what the
 * Tarif 590 pre-send checks refuse answers 422 tariff590ChecksFailed with the problems.
 */
import crypto from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { appointments, invoiceAppointments, invoices } from '../../db/schema';
import { conflict, HttpError } from '../../errors';
import { blockingProblems } from '../../../shared/billing/tariff590Checks';
import type { Tariff590Draft } from '../../../shared/api/tariff590Invoices';
import { recordAuditMany } from '../audit/recordAudit';
import { announceAppointments, callerRole, type InvoiceCaller } from './context';
import { invoicingGaps, incomplete } from './completeness';
import { loadContact } from './debtor';
import { runInvoiceWrite } from './lifecycle';
import { issueNumber, lockNumbering } from './numbering';
import { brokenUniqueConstraint, toWire, totalsColumns, type InvoiceWire } from './record';
import { buildDraft } from './tariff590Draft';

export async function createTariff590Invoice(c: InvoiceCaller, draft: Tariff590Draft): Promise<InvoiceWire> {
  const ids = [...new Set(draft.appointments)].sort();
  const centreId = c.centreId;
  try {
    return await runInvoiceWrite(c, async (tx, events) => {
      const numbering = await lockNumbering(tx, centreId);
      const scoped = forCentre(tx, centreId);
      const rows = ids.length ? await scoped.select().from(appointments).where(inArray(appointments.appointmentId, ids)).orderBy(appointments.appointmentId).for('update') : [];
      const linked = ids.length ? await scoped.select().from(invoiceAppointments).where(inArray(invoiceAppointments.appointmentId, ids)) : [];
      if (linked.length) throw conflict('appointmentAlreadyBilled', { appointmentIds: linked.map((l) => l.appointmentId) });
      const contact = await loadContact(tx, centreId, draft.contactId);
      const gaps = await invoicingGaps(tx, { centreId, userId: c.auth.userId, contact, withoutService: [] });
      if (gaps.length) throw incomplete(gaps);

      const invoiceId = crypto.randomUUID();
      const number = await issueNumber(tx, centreId, numbering);
      const built = await buildDraft(tx, { ...draft, appointments: ids }, { number, invoiceId, rows });
      const blocking = blockingProblems(built.problems);
      if (blocking.length) throw new HttpError(422, 'tariff590ChecksFailed', 'errors.tariff590ChecksFailed', { problems: built.problems });

      const reference = built.document.invoice.reference;
      const [invoice] = await scoped
        .insert(invoices)
        .values({
          invoiceId,
          number,
          date: built.date,
          status: 'UNPROCESSED',
          contactId: draft.contactId,
          providerId: draft.providerId,
          projectFk: draft.projectId ?? null,
          currency: built.totals.currency,
          ...totalsColumns(built.totals),
          reference: reference.reference,
          referenceType: reference.type,
          iban: built.iban,
          paymentDeadline: built.paymentDeadline,
          birthDate: built.parties.contact.dateOfBirth ?? null,
          billingDetails: built.billingDetails,
          header: built.header,
          items: built.lines,
          appointmentIds: ids,
        })
        .returning();
      if (ids.length) {
        await scoped.insert(invoiceAppointments).values(ids.map((appointmentId) => ({ invoiceId, appointmentId })));
        await scoped
          .update(appointments)
          .set({ status: 'BILLED', invoiceStatus: invoice.status, ...(draft.projectId ? { projectFk: draft.projectId } : {}), updatedAt: new Date() })
          .where(inArray(appointments.appointmentId, ids));
      }
      const actor = { userId: c.auth.userId, role: callerRole(c) };
      await recordAuditMany(tx, centreId, [
        { ...actor, action: 'create', objectType: 'invoice' as const, objectId: invoiceId, detail: { appointments: ids.length, lines: built.lines.length, tariff: '590' } },
        ...ids.map((id) => ({ ...actor, action: 'update' as const, objectType: 'appointment' as const, objectId: id, detail: { fields: ['status', 'invoiceStatus', ...(draft.projectId ? ['project_fk'] : [])], via: 'invoice' } })),
      ]);
      announceAppointments(events, c, ids);
      return toWire(invoice);
    });
  } catch (err) {
    const broken = brokenUniqueConstraint(err);
    if (broken?.includes('invoices_number_uq') || broken?.includes('invoices_reference_uq')) throw conflict('invoiceNumberDuplicate');
    if (broken?.includes('invoice_appointments_appointment_uq')) throw conflict('appointmentAlreadyBilled');
    throw err;
  }
}

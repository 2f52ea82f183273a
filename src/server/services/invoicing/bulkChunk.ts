/**
 * The bulk run's fast path (issue 11 §7: 1,000 invoices in seconds): the groups of a chunk are
 * invoiced in ONE transaction that reads what every invoice of the centre shares once (settings,
 * practice, VAT rates, services, the invoicing user), the chunk's appointments, links and clients
 * in one query each, and writes the invoices, links, BILLED stamps and audit events in multi-row
 * statements. The guarantees are createInvoice's: the settings row is locked first (numbers
 * gap-free, issued in group order), the appointments are locked in id order before they are
 * checked, and the chunk commits whole or not at all — a kill -9 leaves groups either invoiced
 * with the run's id or untouched, as one group per transaction did.
 *
 * Anything off the plain path goes to createInvoice one group at a time, exactly as before: a
 * group with an appointment already on an invoice of this run (a retry after a crash), one that
 * createInvoice would refuse (incomplete data, mixed client, pricing rule), a numbering setting
 * that is not numeric, a unique index that refuses the chunk. The answer for such a group is null.
 */
import { eq, inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Tx } from '../../db/client';
import { appointments, centreSettings, centres, invoiceAppointments, invoices, invoicingSettings, services, users } from '../../db/schema';
import { HttpError } from '../../errors';
import type { InvoiceBulkFailure } from '../../../shared/api/realtime';
import type { InvoiceCurrency } from '../../../shared/billing/money';
import { seriesPattern, nextInvoiceNumber } from '../../../shared/invoiceNumbers';
import { loadCentreSetting } from '../centres/centreView';
import { localDate, type InvoiceCaller } from './context';
import { billingDetailsFrom, loadContacts, paysThroughParent } from './debtor';
import { gapsOf } from './completeness';
import { billAppointments, checkAppointments, newInvoiceValues, type InvoiceBasis, type InvoiceParts } from './create';
import { runInvoiceWrite } from './lifecycle';
import { linesOf, loadVatRates, servicesOf } from './lines';
import { highestInvoiceNumber, lockNumbering } from './numbering';
import { brokenUniqueConstraint } from './record';

/** Groups per transaction: the settings row (every invoicing write of the centre) waits at most one chunk. */
export const CHUNK_GROUPS = 50;

export interface GroupOutcome {
  created: boolean;
  /** Appointments of the group billed elsewhere meanwhile, or no longer finished (left out). */
  skipped: string[];
  failure?: InvoiceBulkFailure;
}

type AppointmentRow = typeof appointments.$inferSelect;
interface Ready {
  index: number;
  rows: AppointmentRow[];
  skipped: string[];
  parts: InvoiceParts;
  lines: number;
}

/** Outcomes of the chunk's groups, in order; null for a group left to createInvoice. */
export async function invoiceChunk(c: InvoiceCaller, bulkId: string, groups: string[][]): Promise<(GroupOutcome | null)[]> {
  try {
    return await runInvoiceWrite(c, async (tx, events) => {
      const numbering = await lockNumbering(tx, c.centreId);
      const outcomes: (GroupOutcome | null)[] = groups.map(() => null);
      if (!seriesPattern(numbering)) return outcomes;
      const ids = [...new Set(groups.flat())].sort();
      const scoped = forCentre(tx, c.centreId);
      const rows = new Map((await scoped.select().from(appointments).where(inArray(appointments.appointmentId, ids)).orderBy(appointments.appointmentId).for('update')).map((r) => [r.appointmentId, r]));
      const links = new Map((await scoped.select({ appointmentId: invoiceAppointments.appointmentId, bulkNumber: invoices.bulkNumber }).from(invoiceAppointments).innerJoin(invoices, eq(invoices.invoiceId, invoiceAppointments.invoiceId)).where(inArray(invoiceAppointments.appointmentId, ids))).map((l) => [l.appointmentId, l.bulkNumber]));
      const shared = await readShared(tx, c, [...rows.values()]);
      const ready: Ready[] = [];
      for (const [index, group] of groups.entries()) {
        // Part of the group on an invoice of this run: it committed before a crash; createInvoice knows the rest.
        if (group.some((id) => links.get(id) === bulkId)) continue;
        const skipped = group.filter((id) => links.has(id) || rows.get(id)?.status !== 'FINISHED');
        const open = group.filter((id) => !skipped.includes(id)).sort();
        if (open.length === 0) {
          outcomes[index] = { created: false, skipped };
          continue;
        }
        const prepared = prepare(c, shared, open.map((id) => rows.get(id) as AppointmentRow), bulkId);
        if (prepared) ready.push({ index, skipped, ...prepared });
      }
      if (ready.length === 0) return outcomes;
      let highest = await highestInvoiceNumber(tx, c.centreId, numbering);
      let next = numbering.invoiceNumberNext;
      const basis: InvoiceBasis = { iban: shared.iban, texts: shared.texts, date: localDate(new Date(), shared.timezone) };
      const values = ready.map((r) => {
        const issued = nextInvoiceNumber({ ...numbering, invoiceNumberNext: next }, highest);
        highest = issued.number;
        next = issued.nextSetting;
        return newInvoiceValues({ ...r.parts, number: issued.number }, basis);
      });
      const made = new Map((await scoped.insert(invoices).values(values).returning()).map((i) => [i.number, i]));
      if (next !== numbering.invoiceNumberNext) await scoped.update(centreSettings).set({ invoiceNumberNext: next });
      await billAppointments(
        tx,
        c,
        ready.map((r, i) => ({ invoice: made.get(values[i].number)!, appointmentIds: r.rows.map((a) => a.appointmentId), lines: r.lines })),
        events,
      );
      for (const r of ready) outcomes[r.index] = { created: true, skipped: r.skipped };
      return outcomes;
    });
  } catch (err) {
    // A unique index refused the chunk (nothing was written): the groups go one at a time.
    if (brokenUniqueConstraint(err)) return groups.map(() => null);
    throw err;
  }
}

type Shared = Awaited<ReturnType<typeof readShared>>;

/** What every invoice of the chunk reads alike, and the chunk's clients and services, each in one query. */
async function readShared(tx: Tx, c: InvoiceCaller, rows: AppointmentRow[]) {
  const scoped = forCentre(tx, c.centreId);
  const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, c.auth.userId));
  const [centre] = await tx.select({ address: centres.address, businessInfo: centres.businessInfo, timezone: centres.timezone }).from(centres).where(eq(centres.id, c.centreId));
  const [texts] = await scoped.select().from(invoicingSettings);
  const serviceIds = servicesOf(rows);
  const found = serviceIds.length ? await scoped.select().from(services).where(inArray(services.serviceId, serviceIds)) : [];
  const contacts = await loadContacts(tx, c.centreId, [...new Set(rows.map((r) => r.contactFk).filter((id): id is string => Boolean(id)))]);
  const parents = await loadContacts(tx, c.centreId, [...new Set([...contacts.values()].filter(paysThroughParent).map((p) => p.parent_fk as string))]);
  return {
    profile: { user, centre },
    iban: String(centre?.businessInfo.iban ?? ''),
    timezone: centre?.timezone ?? 'Europe/Zurich',
    texts,
    currency: (await loadCentreSetting(tx, c.centreId)).currency as InvoiceCurrency,
    rates: await loadVatRates(tx, c.centreId),
    services: new Map(found.map((s) => [s.serviceId, s])),
    contacts,
    parents,
  };
}

/** The group's invoice without its number, or null when createInvoice would refuse it (it then says why, one group at a time). */
function prepare(c: InvoiceCaller, shared: Shared, rows: AppointmentRow[], bulkId: string): Omit<Ready, 'index' | 'skipped'> | null {
  try {
    const { contactId } = checkAppointments(rows, rows.map((r) => r.appointmentId));
    const contact = shared.contacts.get(contactId) ?? null;
    const built = linesOf(rows, shared.services, shared.rates, shared.currency);
    if (!contact || gapsOf(shared.profile, contact, built.withoutService).length) return null;
    const billingDetails = billingDetailsFrom(contact, contact.parent_fk ? (shared.parents.get(contact.parent_fk) ?? null) : null);
    return { rows, lines: built.lines.length, parts: { rows, contact, built, number: '', billingDetails, bulkNumber: bulkId, userId: c.auth.userId } };
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
}

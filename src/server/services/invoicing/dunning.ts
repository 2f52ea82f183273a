/**
 * The daily dunning job (issue 11 §3): for every centre, the invoices past their payment term
 * become OVERDUE and then REMINDER1–3 after the reminder days of the invoicing settings
 * (src/shared/billing/dunning.ts). Each step is one transaction on the locked invoice that
 * decides again, sets the status through the transitions table, stamps reminderNAt, appends the
 * step with its local day to the invoice's history and logs an audit event — so a re-run, a
 * second process or a retry on the same day changes nothing. After a centre's pass (each step
 * committed) its room hears `invoices_changed` and `appointment_changed` for what changed, so
 * open finance lists and calendars refetch.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { appointments, centres, invoiceAppointments, invoices, invoicingSettings } from '../../db/schema';
import type { DomainEventBus } from '../../events/bus';
import { recordAuditMany } from '../audit/recordAudit';
import { recordCountsChanged } from '../../records/countCache';
import { nextDunningStep, type DunningSettings } from '../../../shared/billing/dunning';
import { canTransitionInvoice, STATUS_STAMP } from '../../../shared/billing/invoiceTransitions';
import { addDays, localDate } from './context';
import { dayOf, lastStepDay, withHistory } from './history';
import { openAmount } from './openAmount';

const DUNNABLE = ['SENT', 'UNPAID', 'OVERDUE', 'REMINDER1', 'REMINDER2'];
const DEFAULTS: DunningSettings = { reminder1Days: 10, reminder2Days: 10, reminder3Days: 10 };

export interface DunningReport {
  centres: number;
  overdue: number;
  reminders: number;
}

interface Step {
  status: string;
  appointmentIds: string[];
}

/** One invoice's step today, decided again on the locked row; answers the status set (and the appointments synced) or null. */
async function stepInvoice(db: Db, centreId: string, invoiceId: string, settings: DunningSettings, today: string): Promise<Step | null> {
  return db.transaction(async (tx) => {
    const scoped = forCentre(tx, centreId);
    const [row] = await scoped.select().from(invoices).where(eq(invoices.invoiceId, invoiceId)).for('update');
    if (!row) return null;
    const history = row.history ?? [];
    const step = nextDunningStep(
      { status: row.status, paymentDeadline: row.paymentDeadline, reminder1Day: dayOf(history, 'reminder1'), reminder2Day: dayOf(history, 'reminder2'), lastStepDay: lastStepDay(history), openAmount: openAmount(row) },
      settings,
      today,
    );
    if (!step || !canTransitionInvoice(row.status, step)) return null;
    const now = new Date();
    const stamp = STATUS_STAMP[step];
    await scoped
      .update(invoices)
      .set({ status: step, ...(stamp ? { [stamp]: now } : {}), history: withHistory(history, { at: now.toISOString(), event: step === 'OVERDUE' ? 'overdue' : (step.toLowerCase() as 'reminder1'), status: step, day: today }), updatedAt: now })
      .where(eq(invoices.invoiceId, invoiceId));
    const links = await scoped.select({ id: invoiceAppointments.appointmentId }).from(invoiceAppointments).where(eq(invoiceAppointments.invoiceId, invoiceId));
    if (links.length) await scoped.update(appointments).set({ invoiceStatus: step, updatedAt: now }).where(inArray(appointments.appointmentId, links.map((l) => l.id)));
    await recordAuditMany(tx, centreId, [{ userId: null, role: null, action: 'update', objectType: 'invoice', objectId: invoiceId, detail: { fields: ['status', ...(stamp ? [stamp] : []), 'history'], from: row.status, to: step, via: 'dunning', day: today } }]);
    return { status: step, appointmentIds: links.map((l) => l.id) };
  });
}

/** One pass over every centre; `now` decides each centre's local day. */
export async function runDunning(db: Db, events: DomainEventBus | null, now = new Date()): Promise<DunningReport> {
  const report: DunningReport = { centres: 0, overdue: 0, reminders: 0 };
  const candidates = await db
    .selectDistinct({ centreId: invoices.centreId })
    .from(acrossCentres(invoices, 'the daily dunning job looks at every centre’s open invoices'))
    .where(and(inArray(invoices.status, DUNNABLE), lt(invoices.paymentDeadline, addDays(now.toISOString().slice(0, 10), 2))));
  for (const { centreId } of candidates) {
    const [centre] = await db.select({ timezone: centres.timezone }).from(centres).where(eq(centres.id, centreId));
    if (!centre) continue;
    const today = localDate(now, centre.timezone);
    const [s] = await forCentre(db, centreId).select().from(invoicingSettings);
    const settings: DunningSettings = s ? { reminder1Days: s.reminder1Days, reminder2Days: s.reminder2Days, reminder3Days: s.reminder3Days } : DEFAULTS;
    const ids = await forCentre(db, centreId)
      .select({ id: invoices.invoiceId })
      .from(invoices)
      .where(and(inArray(invoices.status, DUNNABLE), lt(invoices.paymentDeadline, today)));
    const changed: string[] = [];
    const appointmentIds: string[] = [];
    for (const { id } of ids) {
      const step = await stepInvoice(db, centreId, id, settings, today);
      if (!step) continue;
      if (step.status === 'OVERDUE') report.overdue++;
      else report.reminders++;
      changed.push(id);
      appointmentIds.push(...step.appointmentIds);
    }
    if (changed.length) {
      recordCountsChanged(db, centreId);
      events?.publish('invoices_changed', { centreId, invoiceIds: changed, kind: 'dunning' });
      if (appointmentIds.length) events?.publish('appointment_changed', { centreId, appointmentIds, kind: 'updated' });
    }
    report.centres++;
  }
  return report;
}

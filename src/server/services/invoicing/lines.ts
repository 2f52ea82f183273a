/**
 * The lines of a new invoice from its appointments: the services performed (the appointment's
 * items), or the booked service once when none were recorded; each line dated with its
 * appointment, priced in Rappen, its VAT from the centre's rate valid on that date
 * (src/shared/billing/invoiceTotals). An appointment without any service cannot be billed.
 */
import crypto from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { services, vatRates, type appointments } from '../../db/schema';
import { badRequest } from '../../errors';
import { BillingRuleError, invoiceTotals, type InvoiceTotals } from '../../../shared/billing/invoiceTotals';
import type { InvoiceCurrency } from '../../../shared/billing/money';
import type { VatRatePeriod } from '../../../shared/billing/vatRates';
import type { InvoiceLine } from './record';

type AppointmentRow = typeof appointments.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

interface Draft {
  appointment: AppointmentRow;
  service: ServiceRow;
  quantity: number;
  unitPrice: number;
}

/** Fractional counts (1.5 sessions) bill as one unit at the exact price: lines carry whole quantities. */
function whole(count: number, ppu: number): { quantity: number; unitPrice: number } {
  return Number.isInteger(count) ? { quantity: count, unitPrice: ppu } : { quantity: 1, unitPrice: Math.round(count * ppu) };
}

function drafts(rows: AppointmentRow[], byId: Map<string, ServiceRow>): { drafts: Draft[]; without: string[] } {
  const out: Draft[] = [];
  const without: string[] = [];
  for (const a of rows) {
    const items = (a.items ?? []).filter((i) => byId.has(i.service_fk));
    if (items.length > 0) {
      for (const i of items)
        out.push({
          appointment: a,
          service: byId.get(i.service_fk) as ServiceRow,
          ...whole(i.count, i.ppu),
        });
    } else if (a.serviceFk && byId.has(a.serviceFk)) {
      const s = byId.get(a.serviceFk) as ServiceRow;
      out.push({
        appointment: a,
        service: s,
        ...whole(Math.max(1, s.count), s.ppu),
      });
    } else {
      without.push(a.appointmentId);
    }
  }
  return { drafts: out, without };
}

export interface BuiltLines {
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  /** Appointments without any service to bill (completeness: "at least one service"). */
  withoutService: string[];
}

/** Lines and totals of the appointments, in date and time order. */
export async function buildLines(db: Queryable, centreId: string, rows: AppointmentRow[], currency: InvoiceCurrency): Promise<BuiltLines> {
  const serviceIds = servicesOf(rows);
  const found = serviceIds.length ? await forCentre(db, centreId).select().from(services).where(inArray(services.serviceId, serviceIds)) : [];
  return linesOf(rows, new Map(found.map((s) => [s.serviceId, s])), await loadVatRates(db, centreId), currency);
}

/** The services the appointments name (performed items and the booked service). */
export const servicesOf = (rows: AppointmentRow[]): string[] => [...new Set(rows.flatMap((a) => [...(a.items ?? []).map((i) => i.service_fk), ...(a.serviceFk ? [a.serviceFk] : [])]))];

/** buildLines with the services and VAT rates already read (pure; a bulk run reads them once). */
export function linesOf(rows: AppointmentRow[], byId: Map<string, ServiceRow>, rates: VatRate[], currency: InvoiceCurrency): BuiltLines {
  const sorted = [...rows].sort((x, y) => (x.date === y.date ? x.startTime.localeCompare(y.startTime) : x.date.localeCompare(y.date)));
  const { drafts: ds, without } = drafts(sorted, byId);
  return { ...priceWithRates(rates, ds.map(toPriced), currency), withoutService: without };
}

export type VatRate = VatRatePeriod;

export async function loadVatRates(db: Queryable, centreId: string): Promise<VatRate[]> {
  return (await forCentre(db, centreId).select().from(vatRates)).map((r) => ({
    code: r.code,
    rate: Number(r.rate),
    validFrom: r.validFrom,
    validUntil: r.validUntil,
  }));
}

/** A line to price: a service performed on a date (from an appointment, or added by hand in the tariff 590 wizard). */
export interface LineDraft {
  date: string;
  service: ServiceRow;
  quantity: number;
  unitPrice: number;
  appointmentId?: string;
  duration?: number | null;
}

const toPriced = (d: Draft): LineDraft => ({ date: d.appointment.date, service: d.service, quantity: d.quantity, unitPrice: d.unitPrice, appointmentId: d.appointment.appointmentId, duration: d.appointment.duration });

/** Lines and totals of priced drafts, in the given order; VAT from the centre's rate valid on each date. */
export async function priceLines(db: Queryable, centreId: string, ds: LineDraft[], currency: InvoiceCurrency): Promise<Omit<BuiltLines, 'withoutService'>> {
  return priceWithRates(await loadVatRates(db, centreId), ds, currency);
}

function priceWithRates(rates: VatRate[], ds: LineDraft[], currency: InvoiceCurrency): Omit<BuiltLines, 'withoutService'> {
  let totals: InvoiceTotals;
  try {
    totals = invoiceTotals({
      currency,
      vatMode: 'inclusive',
      vatRates: rates,
      lines: ds.map((d) => ({ serviceDate: d.date, unitPrice: d.unitPrice, quantity: d.quantity, vatCode: d.service.tax || null })),
    });
  } catch (err) {
    if (err instanceof BillingRuleError) throw badRequest(err.code, err.detail);
    throw err;
  }
  const lines = ds.map((d, i): InvoiceLine => {
    const t = totals.lines[i];
    return {
      item_id: crypto.randomUUID(),
      ...(d.appointmentId ? { appointmentId: d.appointmentId } : {}),
      service_fk: d.service.serviceId,
      date: d.date,
      ...(d.duration != null ? { duration: d.duration } : {}),
      description: d.service.name.slice(0, 200),
      ...(d.service.tarif ? { tariff: d.service.tarif } : {}),
      ...(d.service.nr ? { tariffCode: d.service.nr } : {}),
      quantity: d.quantity,
      unitPrice: d.unitPrice,
      amount: t.amount,
      ...(d.service.tax ? { vatCode: d.service.tax } : {}),
      vatRate: t.vatRate,
      vatAmount: t.vat,
    };
  });
  return { lines, totals };
}

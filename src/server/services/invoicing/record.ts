/**
 * The invoice record as the schema engine describes it (schemas/invoice.schema.json): the wire
 * shape of answers comes from there, so a field added to the schema is stored and answered
 * without touching the invoicing service.
 */
import { registry } from '../../../generated/registry.gen';
import type { invoices } from '../../db/schema';
import type { InvoiceTotals } from '../../../shared/billing/invoiceTotals';
import { rowToWire, type WireRecord } from '../../records/rowMapping';
import { buildRuntimeRecord } from '../../records/runtimeRecord';

export const invoiceDef = registry.invoice;
export const invoiceRecord = buildRuntimeRecord(invoiceDef);

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceWire = WireRecord;
export type InvoiceLine = InvoiceRow['items'][number];

export const toWire = (row: InvoiceRow): InvoiceWire => rowToWire(invoiceRecord, row as unknown as Record<string, unknown>);

/** The first unique constraint a database error (or its causes) broke, or null. */
export function brokenUniqueConstraint(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (pg.code === '23505') return `${String(pg.constraint ?? '')} ${String(pg.message ?? '')}`;
  }
  return null;
}

/** The stored totals of an invoice, as its lines give them (create and every edit write the same columns). */
export const totalsColumns = (t: InvoiceTotals) => ({
  amount: t.totalDue,
  totalNet: t.totalNet,
  totalTax: t.totalVat,
  rounding: t.rounding,
  totalDue: t.totalDue,
  vatByRate: t.vatByRate,
});

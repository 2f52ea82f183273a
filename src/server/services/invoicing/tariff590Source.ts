/**
 * A stored tariff 590 invoice as the Tarif 590 documents' model, for the Forum Datenaustausch XML
 * (GET /api/invoice/{id}/xml): the same model the forms and the wizard read
 * (tariff590Data.ts tariff590DocumentOfRow). An invoice is a tariff 590 invoice when a line
 * bills a tariff 590 position; others are refused (409 `notTariff590Invoice`).
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { invoices } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { Tariff590Document } from '../../../shared/billing/tariff590Document';
import { isUuid } from '../../../shared/validators/uuid';
import type { InvoiceRow } from './record';
import { tariff590DocumentOfRow } from './tariff590Data';

/** Tariff positions of Tarif 590 (and 001 where the practice uses it): lines with one of them make a tariff invoice. */
export const isTariff590Invoice = (row: Pick<InvoiceRow, 'items'>) => row.items.some((l) => l.tariff === '590');

/** The Tarif 590 model of invoice `invoiceId` of centre `centreId`: 404 when unknown, 409 when it bills no tariff 590 position. */
export async function tariff590DocumentOf(db: Queryable, centreId: string, invoiceId: string): Promise<Tariff590Document> {
  if (!isUuid(invoiceId)) throw notFound();
  const [row] = await forCentre(db, centreId).select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
  if (!row) throw notFound();
  if (!isTariff590Invoice(row)) throw conflict('notTariff590Invoice');
  return tariff590DocumentOfRow(db, centreId, row);
}

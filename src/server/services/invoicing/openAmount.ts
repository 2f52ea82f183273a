/**
 * What is still to pay on an invoice: the one place every QR-bill, reminder and dunning step
 * reads it from: totalDue, which the payments booked on the invoice lower as they are booked
 * (services/payments/invoiceBalance.ts: amount − payments).
 */
import type { InvoiceRow } from './record';

export const openAmount = (invoice: Pick<InvoiceRow, 'totalDue'>): number => Math.max(0, invoice.totalDue);

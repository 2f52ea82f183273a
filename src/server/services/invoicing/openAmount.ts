/**
 * What is still to pay on an invoice: the one place every QR-bill, reminder and dunning step
 * reads it from. Today totalDue (the issued total; credit notes and refunds are stored apart);
 * when payments arrive they lower totalDue as they are booked, or plug in here.
 */
import type { InvoiceRow } from './record';

export const openAmount = (invoice: Pick<InvoiceRow, 'totalDue'>): number => Math.max(0, invoice.totalDue);

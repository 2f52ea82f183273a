/**
 * What happens to the money of an invoice that is cancelled or deleted (issue 12 §1): a cancelled
 * invoice's payments become the client's credit (one credit-note row moves them off the invoice),
 * usable on a later invoice or refunded; an invoice with payments is never deleted.
 */
import { eq, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema';
import type { InvoiceCaller } from '../invoicing/context';
import type { InvoiceRow } from '../invoicing/record';
import { auditPayments, paymentError } from './bookPayment';
import { lockCredit, refreshInvoiceBalances } from './invoiceBalance';

/** Inside the cancelling transaction, the invoice locked. */
export async function creditCancelledInvoice(tx: Tx, c: InvoiceCaller, invoice: InvoiceRow): Promise<void> {
  const scoped = forCentre(tx, c.centreId);
  const [sum] = await scoped.select({ paid: sql<string>`coalesce(sum(${payments.invoiceAmount}), 0)` }).from(payments).where(eq(payments.invoiceId, invoice.invoiceId));
  const paid = Number(sum?.paid ?? 0);
  if (paid <= 0) return;
  await lockCredit(tx, c.centreId, invoice.contactId);
  const [row] = await scoped
    .insert(payments)
    .values({
      invoiceId: invoice.invoiceId,
      contactId: invoice.contactId,
      method: 'creditNote',
      amount: paid,
      invoiceAmount: -paid,
      creditChange: paid,
      date: new Date().toISOString().slice(0, 10),
      note: 'cancelledInvoice',
      createdBy: c.auth.userId,
    })
    .returning();
  await auditPayments(tx, c, 'create', [row], { via: 'invoiceCancelled' });
  await refreshInvoiceBalances(tx, c, [invoice.invoiceId]);
}

/** Deleting an invoice that money was booked on would lose the booking: it is cancelled instead. */
export async function assertNoPayments(tx: Tx, c: InvoiceCaller, invoiceIds: string[]): Promise<void> {
  const scoped = forCentre(tx, c.centreId);
  for (const id of invoiceIds) if (await scoped.exists(payments, eq(payments.invoiceId, id))) throw paymentError(409, 'invoiceHasPayments', { invoiceId: id });
}

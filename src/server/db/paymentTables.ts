/**
 * Payments and bank-file entries (issue 12 §1, §2). A payment row is never deleted or rewritten
 * silently: deleting writes a reversal row with the negated amounts (reversal_of) and stamps the
 * original's reversed_at, so sums over all rows are what is paid. An invoice's total_due is its
 * amount minus the invoice_amount of its payments (services/payments/invoiceBalance.ts); a
 * client's credit is the sum of credit_change of their payments.
 *
 * A bank entry is stored once per centre and duplicate key (src/shared/payments/duplicateKey.ts):
 * the unique index makes a re-import, an overlapping statement or a camt.053 after the camt.054 of
 * the same payments book nothing twice, even when two imports run at once.
 */
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { centres } from './baseTables';
import { createdAt, id, updatedAt } from './columns';
import { checkoutTypes, invoices } from './schema.gen';
import type { PaymentMethod, TransactionMatch, TransactionStatus } from '../../shared/api/payments';
import type { Suggestion } from '../../shared/payments/matchingTypes';

export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: id(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    /** One import (one uploaded file). */
    importId: uuid('import_id').notNull(),
    duplicateKey: text('duplicate_key').notNull(),
    status: text('status').$type<TransactionStatus>().notNull(),
    match: text('match').$type<TransactionMatch>().notNull(),
    reason: text('reason'),
    suggestions: jsonb('suggestions').$type<Suggestion[]>().notNull().default([]),
    /** camt.053 or camt.054. */
    kind: text('kind').notNull(),
    /** The practice's account (IBAN) the entry was booked on, and the checkout type it maps to. */
    account: text('account').notNull(),
    checkoutTypeId: uuid('checkout_type_id').references(() => checkoutTypes.checkoutTypeId, { onDelete: 'set null' }),
    messageId: text('message_id').notNull(),
    /** Ntfctn/Id (camt.054) or Stmt/Id (camt.053). */
    notificationId: text('notification_id').notNull(),
    entryIndex: integer('entry_index').notNull(),
    transactionIndex: integer('transaction_index'),
    accountServicerReference: text('account_servicer_reference'),
    endToEndId: text('end_to_end_id'),
    bookingDate: date('booking_date', { mode: 'string' }),
    valueDate: date('value_date', { mode: 'string' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    creditDebit: text('credit_debit').$type<'CRDT' | 'DBIT'>().notNull(),
    reversal: boolean('reversal').notNull().default(false),
    reference: text('reference'),
    debtorIban: text('debtor_iban'),
    debtorName: text('debtor_name'),
    text: text('text').notNull().default(''),
    /** The batch (collective booking) the entry came in: its message or payment information id. */
    bulkNumber: text('bulk_number'),
    invoiceId: uuid('invoice_id').references(() => invoices.invoiceId, { onDelete: 'set null' }),
    paymentId: uuid('payment_id'),
    importedBy: uuid('imported_by'),
    importDate: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_transactions_duplicate_key_uq').on(t.centreId, t.duplicateKey),
    index('bank_transactions_status_idx').on(t.centreId, t.status, t.importDate),
    index('bank_transactions_import_idx').on(t.centreId, t.importId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    // No cascade: an invoice with payments is cancelled (its payments become credit), never deleted.
    invoiceId: uuid('invoice_id').references(() => invoices.invoiceId),
    /** The client (the invoice's, or the one whose credit it moves). No foreign key: payments outlive a deleted client. */
    contactId: uuid('contact_id'),
    checkoutTypeId: uuid('checkout_type_id').references(() => checkoutTypes.checkoutTypeId, { onDelete: 'set null' }),
    method: text('method').$type<PaymentMethod>().notNull(),
    amount: integer('amount').notNull(),
    invoiceAmount: integer('invoice_amount').notNull(),
    creditChange: integer('credit_change').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
    transactionId: uuid('transaction_id').references(() => bankTransactions.id, { onDelete: 'set null' }),
    reversalOf: uuid('reversal_of').references((): AnyPgColumn => payments.id),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_centre_date_idx').on(t.centreId, t.date),
    index('payments_invoice_idx').on(t.centreId, t.invoiceId),
    index('payments_contact_idx').on(t.centreId, t.contactId),
    // One reversal per payment.
    uniqueIndex('payments_reversal_uq').on(t.reversalOf),
  ],
);

/**
 * Payments and bank-file transactions on the wire (issue 12 §1, §2, §4; behaviour.md §7
 * "Payments, services and VAT"; wording.md §3 Payment/Camt, §9 payment methods). Money is integer
 * Rappen. A payment's `amount` is what changed hands; `invoiceAmount` is the part that pays its
 * invoice and `creditChange` what it adds to (or, for a credit note or a refund, takes from) the
 * client's credit. A deleted payment is never gone: a reversal row with the negated amounts is
 * written and the original is stamped `reversedAt`.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** wording.md §9: cash, bank, wire transfer, TWINT, voucher, credit note, refund. */
export const PAYMENT_METHODS = ['cash', 'bank', 'wireTransfer', 'twint', 'voucher', 'creditNote', 'refund'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Methods that bring money in (the rest move the client's credit). */
export const MONEY_IN_METHODS: readonly PaymentMethod[] = ['cash', 'bank', 'wireTransfer', 'twint', 'voucher'];

/** Where a bank entry stands: waiting for a person, booked, or set aside. */
export const TRANSACTION_STATUSES = ['UNPROCESSED', 'PROCESSED', 'REJECTED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
/** What the matching decided at import (src/shared/payments/matching.ts). */
export const TRANSACTION_MATCHES = ['matched', 'suggested', 'unmatched', 'review'] as const;
export type TransactionMatch = (typeof TRANSACTION_MATCHES)[number];

const uuid = { type: 'string', format: 'uuid' } as const;
const isoDate = { type: 'string', format: 'date' } as const;
const rappen = { type: 'integer', minimum: 1, maximum: 100_000_000 } as const;
const nullUuid = { type: ['string', 'null'], format: 'uuid' } as const;
const nullString = { type: ['string', 'null'] } as const;
const nullDate = { type: ['string', 'null'], format: 'date' } as const;
const nullDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const paymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['payment_id', 'centreId', 'invoiceId', 'contactId', 'checkoutTypeId', 'method', 'amount', 'invoiceAmount', 'creditChange', 'date', 'note', 'transactionId', 'reversalOf', 'reversedAt', 'createdAt'],
  properties: {
    payment_id: uuid,
    centreId: uuid,
    invoiceId: nullUuid,
    contactId: nullUuid,
    checkoutTypeId: nullUuid,
    method: { type: 'string', enum: PAYMENT_METHODS },
    amount: { type: 'integer' },
    invoiceAmount: { type: 'integer' },
    creditChange: { type: 'integer' },
    date: isoDate,
    note: nullString,
    transactionId: nullUuid,
    reversalOf: nullUuid,
    reversedAt: nullDateTime,
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type PaymentWire = FromSchema<typeof paymentSchema>;

/** What a person enters for a payment: the same fields when it is created and when it is corrected. */
const paymentFields = {
  method: { type: 'string', enum: PAYMENT_METHODS },
  checkoutTypeId: uuid,
  amount: rappen,
  date: isoDate,
  note: { type: 'string', maxLength: 500 },
} as const;

/** POST /api/payments: a payment entered at the desk, on an invoice or to a client's credit. */
export const createPaymentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['centreId', 'method', 'checkoutTypeId', 'amount', 'date'],
  properties: {
    centreId: uuid,
    /** The invoice it pays; without one the whole amount is the client's credit (or, for a refund, paid back from it). */
    invoiceId: uuid,
    /** Needed without an invoice; with one it must be the invoice's client. */
    contactId: uuid,
    ...paymentFields,
  },
} as const;
export type CreatePaymentBody = FromSchema<typeof createPaymentBody>;

/** PATCH /api/payments/{id}: corrections; the amount is applied again to the invoice and credit. */
export const updatePaymentBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: paymentFields,
} as const;
export type UpdatePaymentBody = FromSchema<typeof updatePaymentBody>;

/** GET /api/payments/consumer/{contactId}: the client's payments and what they have in credit. */
export const contactPaymentsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['payments', 'creditBalance'],
  properties: { payments: { type: 'array', items: paymentSchema }, creditBalance: { type: 'integer' } },
} as const;
export type ContactPayments = FromSchema<typeof contactPaymentsSchema>;

const suggestionSchema = {
  type: 'object',
  required: ['invoiceId', 'score', 'reasons'],
  properties: {
    invoiceId: { type: 'string' },
    score: { type: 'number' },
    reasons: { type: 'array', items: { type: 'object', required: ['code'], properties: { code: { type: 'string' }, similarity: { type: 'number' }, days: { type: 'integer' } } } },
  },
} as const;

export const transactionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    transaction_id: uuid,
    centreId: uuid,
    importId: uuid,
    status: { type: 'string', enum: TRANSACTION_STATUSES },
    match: { type: 'string', enum: TRANSACTION_MATCHES },
    reason: nullString,
    suggestions: { type: 'array', items: suggestionSchema },
    kind: { type: 'string' },
    account: { type: 'string' },
    checkoutTypeId: nullUuid,
    messageId: { type: 'string' },
    notificationId: { type: 'string' },
    accountServicerReference: nullString,
    endToEndId: nullString,
    bookingDate: nullDate,
    valueDate: nullDate,
    amount: { type: 'integer' },
    currency: { type: 'string' },
    creditDebit: { type: 'string', enum: ['CRDT', 'DBIT'] },
    reversal: { type: 'boolean' },
    reference: nullString,
    debtorIban: nullString,
    debtorName: nullString,
    text: { type: 'string' },
    bulkNumber: nullString,
    invoiceId: nullUuid,
    paymentId: nullUuid,
    importDate: { type: 'string', format: 'date-time' },
    processedAt: nullDateTime,
    rejectedAt: nullDateTime,
  },
} as const;
export type TransactionWire = FromSchema<typeof transactionSchema>;

/** POST /api/transactions/import (pinned, issue 12 §4). */
export const importTransactionsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['centreId', 'xmlString'],
  properties: {
    centreId: uuid,
    /** The camt.053/054 file as text; its own size limit (20 MB) answers camtTooLarge. */
    xmlString: { type: 'string', minLength: 1 },
  },
} as const;
export type ImportTransactionsBody = FromSchema<typeof importTransactionsBody>;

/** Counts of the file's entries (camt transactions): imported = matched + suggested + unmatched. */
export const importSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['imported', 'matched', 'suggested', 'unmatched', 'duplicates'],
  properties: {
    importId: nullUuid,
    imported: { type: 'integer' },
    matched: { type: 'integer' },
    suggested: { type: 'integer' },
    unmatched: { type: 'integer' },
    duplicates: { type: 'integer' },
  },
} as const;
export type ImportSummary = FromSchema<typeof importSummarySchema>;

/** POST /api/transactions/process: the confirmed matches, booked in one transaction. */
export const processTransactionsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['centreId', 'matches'],
  properties: {
    centreId: uuid,
    matches: {
      type: 'array',
      minItems: 1,
      maxItems: 5000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['transactionId'],
        properties: {
          transactionId: uuid,
          /** The invoice it pays; or a client whose credit it becomes. */
          invoiceId: uuid,
          contactId: uuid,
        },
      },
    },
  },
} as const;
export type ProcessTransactionsBody = FromSchema<typeof processTransactionsBody>;

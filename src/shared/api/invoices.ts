/**
 * Wire contracts of the invoice calls (issue 11 §1, §2, §6; behaviour.md §7 "Invoices"): bodies,
 * query strings and the answers beyond the invoice record itself, whose shape is
 * schemas/invoice.schema.json (answers carry `invoice_id`, `number`, `status`, `amount` in Rappen,
 * `reference` and `contactId`, pinned by issue 11 §6).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INVOICE_STATUSES } from '../billing/invoiceTransitions';

const uuid = { type: 'string', format: 'uuid' } as const;

/** At most this many appointments on one invoice (a month of weekly sessions is far below). */
export const MAX_INVOICE_APPOINTMENTS = 500;

/** POST /api/invoices/singleInvoice (and, per group, the bulk run): the appointments to bill. */
export const singleInvoiceBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appointments'],
  properties: { appointments: { type: 'array', minItems: 1, maxItems: MAX_INVOICE_APPOINTMENTS, items: uuid } },
} as const;
export type SingleInvoiceBody = FromSchema<typeof singleInvoiceBody>;

/** What invoicing still needs (422 `invoicingIncomplete`), each with the page that fixes it. */
export const INVOICING_GAPS = ['account', 'practiceAddress', 'paymentAccount', 'contact', 'service'] as const;
export type InvoicingGapKind = (typeof INVOICING_GAPS)[number];
export interface InvoicingGap {
  what: InvoicingGapKind;
  /** Client route to fix it, e.g. /settings/business-info or /clients/profile/{id}. */
  link: string;
  /** The contact or appointment concerned. */
  id?: string;
}

/** DELETE /api/invoices/deleteInvoice: the ids are de-duplicated (behaviour.md §5). */
export const deleteInvoicesBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: { ids: { type: 'array', minItems: 1, maxItems: 1000, items: uuid } },
} as const;
export type DeleteInvoicesBody = FromSchema<typeof deleteInvoicesBody>;

/** PATCH /api/invoices/{id}/status: a change the transitions table allows. */
export const invoiceStatusBody = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { type: 'string', enum: INVOICE_STATUSES } },
} as const;
export type InvoiceStatusBody = FromSchema<typeof invoiceStatusBody>;

/**
 * POST /api/sent-invoices/clinic/{id}: the invoices left the practice — printed (print), e-mailed
 * with the PDF attached (digital; direct with the direct-sending text), or each as the client
 * receives invoices (mixed: e-mail where there is an invoice address, print otherwise); with
 * `reminder`, the overdue invoices' reminders are e-mailed instead (optional field, issue 11 §3).
 */
export const SENT_AS = ['print', 'digital', 'direct', 'mixed'] as const;
export const markSentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['invoiceIds', 'sentAs'],
  properties: {
    invoiceIds: { type: 'array', minItems: 1, maxItems: 1000, items: uuid },
    sentAs: { type: 'string', enum: SENT_AS },
    sendMode: { type: 'string', enum: ['bulk', 'normal'] },
    /** Printing the tariff invoice's second form (the client's copy) stamps printedAtSecondForm. */
    secondForm: { type: 'boolean' },
    /** E-mail text from this invoice template (else the invoicing settings' e-mail text). */
    templateId: uuid,
    /**
     * E-mail each invoice's current reminder (its level as generateReminder answers it) with the
     * reminder PDF attached, sentAs 'digital' only; the invoice's status and sent stamps stay.
     */
    reminder: { type: 'boolean' },
  },
} as const;
export type MarkSentBody = FromSchema<typeof markSentBody>;

/** PATCH /api/invoices/{id}/update-position: the lines' ids in their new order (all of them). */
export const updatePositionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['itemIds'],
  properties: { itemIds: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: uuid } },
} as const;
export type UpdatePositionBody = FromSchema<typeof updatePositionBody>;

/** PUT /api/invoices/{id}: header, lines (description, quantity, unit price, order), number and deadline while UNPROCESSED. */
export const invoiceLineEdit = {
  type: 'object',
  additionalProperties: false,
  required: ['item_id'],
  properties: {
    item_id: uuid,
    description: { type: 'string', minLength: 1, maxLength: 200 },
    quantity: { type: 'integer', minimum: 1, maximum: 10000 },
    unitPrice: { type: 'integer', minimum: 0, maximum: 2000000000 },
  },
} as const;

/** GET /api/invoice-statistic and …/getStatisticFromCentre: counts and Rappen per status. */
export const invoiceStatisticSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['count', 'amount', 'open', 'paid', 'overdue', 'byStatus'],
  properties: {
    count: { type: 'integer' },
    /** Rappen, cancelled invoices left out. */
    amount: { type: 'integer' },
    open: { type: 'integer' },
    paid: { type: 'integer' },
    overdue: { type: 'integer' },
    byStatus: {
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: false, required: ['count', 'amount'], properties: { count: { type: 'integer' }, amount: { type: 'integer' } } },
    },
  },
} as const;
export type InvoiceStatistic = FromSchema<typeof invoiceStatisticSchema>;

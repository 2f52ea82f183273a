/**
 * Wire contracts of invoice documents and bulk runs (issue 11 §2, §3, §6 pinned): generatePDF's
 * signed link, bulkInvoice's job id and the failure reasons a bulk run reports.
 */
import type { FromSchema } from 'json-schema-to-ts';

const uuid = { type: 'string', format: 'uuid' } as const;

/** `GET /api/invoice/{id}/generatePDF`: a link valid 5 minutes, opened without the bearer token. */
export const pdfTempLinkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pdfTempLink'],
  properties: { pdfTempLink: { type: 'string' } },
} as const;
export type PdfTempLink = FromSchema<typeof pdfTempLinkSchema>;

/** The most appointments one bulk run takes (a month of a busy practice, with room). */
export const MAX_BULK_APPOINTMENTS = 5000;

export const bulkInvoiceBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appointments'],
  properties: { appointments: { type: 'array', minItems: 1, maxItems: MAX_BULK_APPOINTMENTS, items: uuid } },
} as const;
export type BulkInvoiceBody = FromSchema<typeof bulkInvoiceBody>;

export const jobIdSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['jobId'],
  properties: { jobId: { type: 'string' } },
} as const;

/** `GET /api/invoice-pdf-links?invoiceLogoIds=..&invoiceWoLogoIds=..` (each repeatable). */
const idList = { type: 'array', maxItems: 500, items: uuid } as const;
export const pdfLinksQuery = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { invoiceLogoIds: idList, invoiceWoLogoIds: idList },
} as const;
export type PdfLinksQuery = FromSchema<typeof pdfLinksQuery>;

export const pdfLinksSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['invoiceId', 'withLogo', 'pdfTempLink'],
    properties: { invoiceId: { type: 'string' }, withLogo: { type: 'boolean' }, pdfTempLink: { type: 'string' } },
  },
} as const;

/** POST /api/invoices/getInvoicesAsBulkPDF: the invoices to draw into one PDF, in print order (202 {jobId}). */
export const MAX_BULK_PDF_INVOICES = 2000;
export const bulkPdfBody = {
  type: 'object',
  additionalProperties: false,
  required: ['invoiceIds'],
  properties: { invoiceIds: { type: 'array', minItems: 1, maxItems: MAX_BULK_PDF_INVOICES, items: uuid } },
} as const;
export type BulkPdfBody = FromSchema<typeof bulkPdfBody>;

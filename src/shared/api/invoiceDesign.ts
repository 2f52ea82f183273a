/**
 * Wire contracts of the invoice design (issue 11 §3, §5): the three images of a centre and the
 * preview of a sample invoice drawn with the settings as they are being edited.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INVOICE_DESIGN_SLOTS } from '../invoiceDesign';

const uuid = { type: 'string', format: 'uuid' } as const;

export const designParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: uuid },
} as const;

export const designSlotParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slot'],
  properties: { id: uuid, slot: { type: 'string', enum: INVOICE_DESIGN_SLOTS } },
} as const;
export type DesignSlotParams = FromSchema<typeof designSlotParams>;

const designFile = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['fileId', 'name', 'mimeType', 'size', 'uploadedAt'],
  properties: {
    fileId: uuid,
    name: { type: 'string' },
    mimeType: { type: 'string', enum: ['image/jpeg', 'image/png'] },
    size: { type: 'integer' },
    uploadedAt: { type: 'string' },
  },
} as const;

/** `GET /api/centres/{id}/invoice-design`: per slot the stored image, or null. */
export const invoiceDesignSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['logo', 'header', 'background'],
  properties: { logo: designFile, header: designFile, background: designFile },
} as const;
export type InvoiceDesignState = FromSchema<typeof invoiceDesignSchema>;

/**
 * `POST /api/centres/{id}/invoice-design/preview`: the invoicing settings' texts as edited (not
 * yet saved) and the language of the sample; answers application/pdf.
 */
export const designPreviewBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', maxLength: 100 },
    description: { type: 'string', maxLength: 1000 },
    notes: { type: 'string', maxLength: 2000 },
    greetings: { type: 'string', maxLength: 500 },
    signedBy: { type: 'string', maxLength: 100 },
    language: { type: 'string', enum: ['de', 'en', 'fr', 'it'] },
    /** Draw it as on pre-printed paper (the invoiceWoLogoIds variant). */
    plain: { type: 'boolean' },
  },
} as const;
export type DesignPreviewBody = FromSchema<typeof designPreviewBody>;

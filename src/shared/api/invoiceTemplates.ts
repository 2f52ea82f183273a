/** POST /api/invoice-templates/preview (src/server/routes/common/invoiceTemplatePreview.ts): JSON Schemas and derived types. */
import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES } from '../languages';
import { TEMPLATE_ISSUE_KINDS } from '../invoiceTemplatePlaceholders';

const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;

export const templatePreviewQuery = {
  type: 'object',
  required: ['centreId'],
  properties: { centreId: uuid },
} as const;

/** The limits are the invoice template record's (schemas/invoiceTemplate.schema.json). */
export const templatePreviewBody = {
  type: 'object',
  additionalProperties: false,
  required: ['html'],
  properties: {
    html: { type: 'string', maxLength: 200000 },
    css: { type: 'string', maxLength: 100000 },
    /** A client of the centre: the letter is filled with their data (/documents); without it, the fixed sample. */
    contactId: uuid,
    /** The document's language; default the client's, else German. */
    language: { type: 'string', enum: LANGUAGES },
  },
} as const;
export type TemplatePreviewRequest = FromSchema<typeof templatePreviewBody>;

/** The answer is text/html; what rendering left out or could not fill comes in this header, URI-encoded JSON. */
export const TEMPLATE_ISSUES_HEADER = 'x-template-issues';

export const templateIssueSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'name'],
  properties: { kind: { type: 'string', enum: TEMPLATE_ISSUE_KINDS }, name: { type: 'string' } },
} as const;

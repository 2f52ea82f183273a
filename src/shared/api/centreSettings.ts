/** Centre setting and booking message templates (spec §7 "Centres"): JSON Schemas and derived types. */
import type { FromSchema } from 'json-schema-to-ts';
import { NOTIFICATION_TEMPLATE_MAX_LENGTH, NOTIFICATION_TYPES } from '../notificationTemplates';

/** Digits only ("1042"), or a year prefix and a sequence ("2025-0001"): wording.md §5. */
export const INVOICE_NUMBER_PATTERN = '^(?:[0-9]{1,12}|(?:19|20)[0-9]{2}[-/.][0-9]{1,8})$';

/** PATCH /api/centre/{id}/centreSetting: any subset; answers the whole CentreSetting (centres.ts). */
export const centreSettingBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    currency: { type: 'string', enum: ['CHF', 'EUR'] },
    invoiceNumberPrefix: { type: 'string', pattern: '^[A-Za-z0-9._/-]{0,20}$' },
    invoiceNumberNext: { type: 'string', pattern: INVOICE_NUMBER_PATTERN },
    preselectedProviderId: { type: ['string', 'null'], format: 'uuid' },
    directInvoicing: { type: 'boolean' },
  },
} as const;
export type CentreSettingPatch = FromSchema<typeof centreSettingBody>;

/** POST /api/centres/{id}/notification-template: a blank template removes the centre's own wording. */
export const notificationTemplateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['notificationType', 'template'],
  properties: {
    notificationType: { type: 'string', enum: NOTIFICATION_TYPES },
    template: { type: 'string', maxLength: NOTIFICATION_TEMPLATE_MAX_LENGTH },
  },
} as const;
export type NotificationTemplateInput = FromSchema<typeof notificationTemplateBody>;

/** One override as GET (a list) and POST answer it. */
export const notificationTemplateResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['notificationType', 'template'],
  properties: { notificationType: { type: 'string' }, template: { type: 'string' } },
} as const;
export type NotificationTemplate = FromSchema<typeof notificationTemplateResponse>;

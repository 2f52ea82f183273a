/** The bulk SMS, SMS credit and notification calls (src/server/routes/common/sms.ts): JSON Schemas and derived types. */
import type { FromSchema } from 'json-schema-to-ts';
import { BULK_SMS_MAX_RECIPIENTS, NOTIFICATION_KINDS, SMS_MAX_LENGTH, SMS_SKIP_REASONS } from '../sms';

const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;

/** POST /api/sms/sendBulkSMS. */
export const bulkSmsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['centreId', 'contactIds', 'message'],
  properties: {
    centreId: uuid,
    contactIds: { type: 'array', items: uuid, minItems: 1, maxItems: BULK_SMS_MAX_RECIPIENTS, uniqueItems: true },
    /** The text with placeholders such as {{ClientName}}. */
    message: { type: 'string', minLength: 1, maxLength: SMS_MAX_LENGTH },
  },
} as const;
export type BulkSmsRequest = FromSchema<typeof bulkSmsBody>;

export const bulkSmsReply = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'sent', 'credits', 'skipped', 'smsCountLeft'],
  properties: {
    success: { type: 'boolean', const: true },
    /** SMS queued (one per reachable client). */
    sent: { type: 'integer' },
    /** Credits spent: the SMS parts of every rendered text. */
    credits: { type: 'integer' },
    skipped: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['contactId', 'reason'],
        properties: { contactId: { type: 'string' }, reason: { type: 'string', enum: SMS_SKIP_REASONS } },
      },
    },
    smsCountLeft: { type: 'integer' },
  },
} as const;
export type BulkSmsResult = FromSchema<typeof bulkSmsReply>;

/** The 400 `notEnoughSms` answer also carries these. */
export interface NotEnoughSms {
  needed: number;
  smsCountLeft: number;
}

/** GET /api/centres/{id}/sms-credit. */
export const smsCreditReply = {
  type: 'object',
  additionalProperties: false,
  required: ['smsCountLeft'],
  properties: { smsCountLeft: { type: 'integer' } },
} as const;

/** Path and query of GET /api/notifications/contact/{id}/centre/{cid} (a simple-rest range). */
export const notificationParams = { type: 'object', required: ['id', 'cid'], properties: { id: uuid, cid: { type: 'string', maxLength: 64 } } } as const;
export const notificationQuery = { type: 'object', properties: { range: { type: 'string', maxLength: 40 } } } as const;

export const contactNotificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'channel', 'recipient', 'subject', 'text', 'status', 'createdAt', 'sentAt'],
  properties: {
    id: { type: 'string' },
    type: { type: ['string', 'null'], enum: [...NOTIFICATION_KINDS, null] },
    channel: { type: 'string', enum: ['email', 'sms'] },
    recipient: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'sent', 'failed', 'logged'] },
    createdAt: { type: 'string' },
    sentAt: { type: ['string', 'null'] },
  },
} as const;
export type ContactNotification = FromSchema<typeof contactNotificationSchema>;

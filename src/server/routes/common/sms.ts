/**
 * Bulk SMS and the SMS credit (spec §7 "Centres"/"Contacts"): POST /api/sms/sendBulkSMS,
 * GET /api/centres/{id}/sms-credit and a client's notifications,
 * GET /api/notifications/contact/{id}/centre/{cid}. Sending follows the contacts' write rule
 * (every member of the centre; no permission flag exists yet, spec §6).
 */
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../access/accessRules';
import { parseRangeParam } from '../../listParams';
import { actorOf, recordAccess } from '../../services/audit/recordAudit';
import { centreMember } from '../../services/centres/routeAccess';
import { centreIdParams } from '../../../shared/api/centres';
import { sendBulkSms, type BulkSmsRequest } from '../../services/sms/bulkSms';
import { listContactNotifications, NOTIFICATIONS_PAGE_MAX } from '../../services/sms/notifications';
import { smsCountLeft } from '../../services/sms/smsCredit';
import { kickOutbox } from '../../services/outbox/outboxKick';
import { BULK_SMS_MAX_RECIPIENTS, NOTIFICATION_KINDS, SMS_MAX_LENGTH, SMS_SKIP_REASONS } from '../../../shared/sms';

const tags = ['sms'];
const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;

const bulkBody = {
  type: 'object',
  additionalProperties: false,
  required: ['centreId', 'contactIds', 'message'],
  properties: {
    centreId: uuid,
    contactIds: { type: 'array', items: uuid, minItems: 1, maxItems: BULK_SMS_MAX_RECIPIENTS, uniqueItems: true },
    message: { type: 'string', minLength: 1, maxLength: SMS_MAX_LENGTH },
  },
} as const;

const bulkReply = {
  type: 'object',
  required: ['success', 'sent', 'credits', 'skipped', 'smsCountLeft'],
  properties: {
    success: { type: 'boolean' },
    sent: { type: 'integer' },
    credits: { type: 'integer' },
    skipped: {
      type: 'array',
      items: { type: 'object', required: ['contactId', 'reason'], properties: { contactId: { type: 'string' }, reason: { type: 'string', enum: [...SMS_SKIP_REASONS] } } },
    },
    smsCountLeft: { type: 'integer' },
  },
} as const;

const notification = {
  type: 'object',
  required: ['id', 'type', 'channel', 'recipient', 'subject', 'text', 'status', 'createdAt', 'sentAt'],
  properties: {
    id: { type: 'string' },
    type: { type: ['string', 'null'], enum: [...NOTIFICATION_KINDS, null] },
    channel: { type: 'string' },
    recipient: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string' },
    sentAt: { type: ['string', 'null'] },
  },
} as const;

const bulkAccess: Access = { centre: { from: 'body', key: 'centreId' } };
const contactOfCid: Access = { centre: { from: 'params', key: 'cid' } };
const notificationParams = { type: 'object', required: ['id', 'cid'], properties: { id: uuid, cid: { type: 'string', maxLength: 64 } } } as const;

export async function smsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post<{ Body: BulkSmsRequest }>(
    '/api/sms/sendBulkSMS',
    { config: { access: bulkAccess }, schema: { tags, body: bulkBody, response: { 200: bulkReply } } },
    async (request) => {
      const result = await sendBulkSms(ctx.db, actorOf(request.auth, request.body.centreId), request.body);
      kickOutbox(ctx);
      return result;
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/centres/:id/sms-credit',
    {
      config: { access: centreMember },
      schema: { tags, params: centreIdParams, response: { 200: { type: 'object', required: ['smsCountLeft'], properties: { smsCountLeft: { type: 'integer' } } } } },
    },
    async (request) => ({ smsCountLeft: await smsCountLeft(ctx.db, request.params.id) }),
  );

  app.get<{ Params: { id: string; cid: string }; Querystring: { range?: string } }>(
    '/api/notifications/contact/:id/centre/:cid',
    {
      config: { access: contactOfCid },
      schema: {
        tags,
        params: notificationParams,
        querystring: { type: 'object', properties: { range: { type: 'string', maxLength: 40 } } },
        response: { 200: { type: 'array', items: notification } },
      },
    },
    async (request, reply) => {
      const { id, cid } = request.params;
      const range = parseRangeParam(request.query.range, NOTIFICATIONS_PAGE_MAX);
      const limit = Math.min(range.limit, NOTIFICATIONS_PAGE_MAX);
      const page = await listContactNotifications(ctx.db, cid, id, { offset: range.offset, limit });
      await recordAccess(ctx.db, { ...actorOf(request.auth, cid), centreId: cid, action: 'read', objectType: 'contact', objectId: id, detail: { notifications: page.items.length } });
      const end = page.items.length ? range.offset + page.items.length - 1 : range.offset;
      reply.header('Content-Range', `notifications ${range.offset}-${end}/${page.total}`);
      return page.items;
    },
  );
}

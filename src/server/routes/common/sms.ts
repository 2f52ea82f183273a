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
import { sendBulkSms } from '../../services/sms/bulkSms';
import { listContactNotifications, NOTIFICATIONS_PAGE_MAX } from '../../services/sms/notifications';
import { smsCountLeft } from '../../services/sms/smsCredit';
import { kickOutbox } from '../../services/outbox/outboxKick';
import { bulkSmsBody, bulkSmsReply, contactNotificationSchema, notificationParams, notificationQuery, smsCreditReply } from '../../../shared/api/sms';
import { typedRoutes } from '../typedRoutes';

const tags = ['sms'];
const bulkAccess: Access = { centre: { from: 'body', key: 'centreId' } };
const contactOfCid: Access = { centre: { from: 'params', key: 'cid' } };

export async function smsRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;

  app.post(
    '/api/sms/sendBulkSMS',
    { config: { access: bulkAccess }, schema: { tags, body: bulkSmsBody, response: { 200: bulkSmsReply } } },
    async (request) => {
      const result = await sendBulkSms(ctx.db, actorOf(request.auth, request.body.centreId), request.body);
      kickOutbox(ctx);
      return result;
    },
  );

  app.get(
    '/api/centres/:id/sms-credit',
    {
      config: { access: centreMember },
      schema: { tags, params: centreIdParams, response: { 200: smsCreditReply } },
    },
    async (request) => ({ smsCountLeft: await smsCountLeft(ctx.db, request.params.id) }),
  );

  app.get(
    '/api/notifications/contact/:id/centre/:cid',
    {
      config: { access: contactOfCid },
      schema: {
        tags,
        params: notificationParams,
        querystring: notificationQuery,
        response: { 200: { type: 'array', items: contactNotificationSchema } },
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

/**
 * The booking inbox (issue 10 §5; README "Booking inbox"). The spec names no paths; they follow
 * the deleted-appointments table's: `GET /api/appointments/centre/{cid}/inbox/requests|cancelled|count`
 * and `POST /api/appointments/{id}/confirm|deny`. Every member of the centre may answer a request,
 * as every member may change its appointments (tests/server/isolation/rolePolicyAppointments.ts).
 */
import type { FastifyInstance } from 'fastify';
import { responseSchema } from '../../records/bodySchemas';
import { appointmentDef } from '../../services/appointments/record';
import { confirmRequest, denyRequest, inboxCount, listOnlineCancellations, listRequests } from '../../services/appointments/inbox';
import { contactNameSchema } from '../../../shared/api/appointments';
import { confirmRequestBodySchema, denyRequestBodySchema, inboxCountSchema, requestExpirySchema, type ConfirmRequestBody, type DenyRequestBody } from '../../../shared/api/inbox';
import { appointmentById, callerOf, idParams, plainJson } from './appointmentAccess';

const tags = ['appointments'];
const record = responseSchema(appointmentDef);
const listed = { ...record, properties: { ...(record.properties as object), contactName: contactNameSchema } };
const requestRow = { ...listed, properties: { ...listed.properties, expiresAt: requestExpirySchema } };
const cidParams = { type: 'object', required: ['cid'], properties: { cid: { type: 'string', maxLength: 64 } } } as const;
const inCentre = { config: { access: { centre: { from: 'params' as const, key: 'cid' } } } };
const messages = {
  type: 'array',
  items: { type: 'object', properties: { event: { type: 'string' }, channel: { type: 'string' }, status: { type: 'string' }, reason: { type: 'string' }, messageId: { type: 'string' } } },
};
const changeReply = { type: 'object', properties: { appointment: record, changed: { type: 'array', items: record }, messages } };

export async function appointmentInboxRoutes(app: FastifyInstance) {
  app.get<{ Params: { cid: string } }>(
    '/api/appointments/centre/:cid/inbox/count',
    { ...inCentre, schema: { tags, params: cidParams, response: { 200: inboxCountSchema } } },
    async (request) => inboxCount(callerOf(app, request)),
  );

  app.get<{ Params: { cid: string } }>(
    '/api/appointments/centre/:cid/inbox/requests',
    { ...inCentre, serializerCompiler: plainJson, schema: { tags, params: cidParams, response: { 200: { type: 'array', items: requestRow } } } },
    async (request) => listRequests(callerOf(app, request)),
  );

  app.get<{ Params: { cid: string } }>(
    '/api/appointments/centre/:cid/inbox/cancelled',
    { ...inCentre, serializerCompiler: plainJson, schema: { tags, params: cidParams, response: { 200: { type: 'array', items: listed } } } },
    async (request) => listOnlineCancellations(callerOf(app, request)),
  );

  app.post<{ Params: { id: string }; Body: ConfirmRequestBody }>(
    '/api/appointments/:id/confirm',
    { ...appointmentById(app), serializerCompiler: plainJson, schema: { tags, params: idParams, body: confirmRequestBodySchema, response: { 200: changeReply } } },
    async (request) => confirmRequest(callerOf(app, request), request.params.id, request.body ?? {}),
  );

  app.post<{ Params: { id: string }; Body: DenyRequestBody }>(
    '/api/appointments/:id/deny',
    { ...appointmentById(app), serializerCompiler: plainJson, schema: { tags, params: idParams, body: denyRequestBodySchema, response: { 200: changeReply } } },
    async (request) => denyRequest(callerOf(app, request), request.params.id, request.body ?? {}),
  );
}

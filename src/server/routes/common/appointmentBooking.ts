/**
 * The booked service and the case of an appointment (behaviour.md §7 "PATCH /{id}/change-booking",
 * "PATCH /{id}/update-project"). The spec shows no payloads: change-booking takes
 * `{service_fk, keepTimes?}`, update-project `{project_fk}` (null clears it).
 */
import type { FastifyInstance } from 'fastify';
import { responseSchema } from '../../records/bodySchemas';
import { appointmentDef } from '../../services/appointments/record';
import { changeBooking } from '../../services/appointments/changeBooking';
import { updateProject } from '../../services/appointments/project';
import { appointmentById, callerOf, idParams, plainJson } from './appointmentAccess';

const tags = ['appointments'];
const record = responseSchema(appointmentDef);
const uuid = { type: 'string', format: 'uuid' } as const;
const warnings = { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, date: { type: 'string' } } } };
const changeReply = { type: 'object', properties: { appointment: record, changed: { type: 'array', items: record }, warnings } };

export async function appointmentBookingRoutes(app: FastifyInstance) {
  app.patch<{ Params: { id: string }; Body: { service_fk: string; keepTimes?: boolean } }>(
    '/api/appointments/:id/change-booking',
    {
      ...appointmentById(app),
      serializerCompiler: plainJson,
      schema: { tags, params: idParams, body: { type: 'object', additionalProperties: false, required: ['service_fk'], properties: { service_fk: uuid, keepTimes: { type: 'boolean' } } }, response: { 200: changeReply } },
    },
    async (request) => changeBooking(callerOf(app, request), request.params.id, request.body),
  );

  app.patch<{ Params: { id: string }; Body: { project_fk: string | null } }>(
    '/api/appointments/:id/update-project',
    {
      ...appointmentById(app),
      serializerCompiler: plainJson,
      schema: { tags, params: idParams, body: { type: 'object', additionalProperties: false, required: ['project_fk'], properties: { project_fk: { anyOf: [uuid, { type: 'null' }] } } }, response: { 200: record } },
    },
    async (request) => updateProject(callerOf(app, request), request.params.id, request.body.project_fk),
  );
}

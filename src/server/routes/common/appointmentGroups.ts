/** Group events (behaviour.md §7 "GET /{id}/groupEventEntries"): the clients of a group slot. */
import type { FastifyInstance } from 'fastify';
import { responseSchema } from '../../records/bodySchemas';
import { appointmentDef } from '../../services/appointments/record';
import { groupEventEntries } from '../../services/appointments/groupEvents';
import { appointmentById, callerOf, idParams, plainJson } from './appointmentAccess';

const record = responseSchema(appointmentDef);
const reply = {
  type: 'object',
  properties: { groupEvent_fk: { type: 'string' }, capacity: { type: 'integer' }, taken: { type: 'integer' }, entries: { type: 'array', items: record } },
};

export async function appointmentGroupRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    '/api/appointments/:id/groupEventEntries',
    { ...appointmentById(app), serializerCompiler: plainJson, schema: { tags: ['appointments'], params: idParams, response: { 200: reply } } },
    async (request) => groupEventEntries(callerOf(app, request), request.params.id),
  );
}

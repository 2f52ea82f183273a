/**
 * The "Restore deleted appointments" table (wording.md §2; issue 9 §1). The spec names no paths:
 * `GET /api/appointments/centre/{cid}/deleted` lists the centre's appointments deleted within 30
 * days, `POST /api/appointments/{id}/restore` puts one back (README "Appointments").
 */
import type { FastifyInstance } from 'fastify';
import { responseSchema } from '../../records/bodySchemas';
import { appointmentDef } from '../../services/appointments/record';
import { listDeleted, restoreAppointment } from '../../services/appointments/restore';
import { appointmentById, callerOf, idParams, plainJson } from './appointmentAccess';

const tags = ['appointments'];
const record = responseSchema(appointmentDef);

export async function appointmentRestoreRoutes(app: FastifyInstance) {
  app.get<{ Params: { cid: string } }>(
    '/api/appointments/centre/:cid/deleted',
    {
      config: { access: { centre: { from: 'params', key: 'cid' } } },
      serializerCompiler: plainJson,
      schema: { tags, params: { type: 'object', required: ['cid'], properties: { cid: { type: 'string', maxLength: 64 } } }, response: { 200: { type: 'array', items: record } } },
    },
    async (request) => listDeleted(callerOf(app, request)),
  );

  app.post<{ Params: { id: string } }>(
    '/api/appointments/:id/restore',
    { ...appointmentById(app), serializerCompiler: plainJson, schema: { tags, params: idParams, response: { 200: record } } },
    async (request) => restoreAppointment(callerOf(app, request), request.params.id),
  );
}

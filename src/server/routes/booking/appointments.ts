/** Appointment calls of the booking service (behaviour.md §7: PATCH booking /appointments/{id}/mark-complete). */
import type { FastifyInstance } from 'fastify';
import { responseSchema } from '../../records/bodySchemas';
import { appointmentDef } from '../../services/appointments/record';
import { markComplete } from '../../services/appointments/lifecycle';
import { appointmentById, callerOf, idParams, plainJson } from '../common/appointmentAccess';

export async function bookingAppointmentRoutes(app: FastifyInstance) {
  app.patch<{ Params: { id: string } }>(
    '/appointments/:id/mark-complete',
    { ...appointmentById(app), serializerCompiler: plainJson, schema: { tags: ['appointments'], params: idParams, response: { 200: responseSchema(appointmentDef) } } },
    async (request) => markComplete(callerOf(app, request), request.params.id),
  );
}

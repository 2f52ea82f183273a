/**
 * Access of the appointment routes. Calls that name an appointment by id act in that
 * appointment's own centre: a preValidation hook looks the centre up and the access guard then
 * checks the caller's membership there (another centre's or an unknown id answers 404 alike).
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Access } from '../../access/accessRules';
import { centreOfRecord } from '../../records/recordStore';
import { appointmentRecord } from '../../services/appointments/record';
import type { AppointmentCaller } from '../../services/appointments/context';
import { isUuid } from '../../../shared/validators/uuid';

/** Where the looked-up centre goes for the guard (never a URL parameter). */
const APPOINTMENT_CENTRE = '$appointmentCentre';

/** Every member of the appointment's centre. */
export const byAppointment: Access = { centre: { from: 'params', key: APPOINTMENT_CENTRE } };

/** Route options of a call naming an appointment in path parameter `id`. */
export function appointmentById(app: FastifyInstance): Pick<RouteShorthandOptions, 'preValidation'> & { config: { access: Access } } {
  return {
    config: { access: byAppointment },
    preValidation: async (request: FastifyRequest) => {
      const params = request.params as Record<string, string>;
      const centreId = isUuid(params.id) ? await centreOfRecord(app.ctx.db, appointmentRecord, params.id) : undefined;
      if (centreId) params[APPOINTMENT_CENTRE] = centreId;
    },
  };
}

/** The service's view of the request (after the guard set request.centreId). */
export const callerOf = (app: FastifyInstance, request: FastifyRequest): AppointmentCaller => ({
  db: app.ctx.db,
  events: app.ctx.events,
  centreId: request.centreId as string,
  auth: request.auth!,
});

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;

/** Answers are built field by field from the registry: plain JSON keeps every field (as the CRUD plugin does). */
export const plainJson = () => (data: unknown) => JSON.stringify(data);

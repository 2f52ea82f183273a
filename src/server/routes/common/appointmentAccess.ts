/**
 * Access of the appointment routes. Calls that name an appointment by id act in that
 * appointment's own centre: a preValidation hook looks the centre up and the access guard then
 * checks the caller's membership there (another centre's or an unknown id answers 404 alike).
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Access } from '../../access/accessRules';
import { centreOfRecord } from '../../records/recordStore';
import { appointmentRecord } from '../../services/appointments/record';
import { centreOfHistoryEntry } from '../../services/appointments/history';
import type { AppointmentCaller } from '../../services/appointments/context';
import { isUuid } from '../../../shared/validators/uuid';

/** Where the looked-up centre goes for the guard (never a URL parameter). */
const APPOINTMENT_CENTRE = '$appointmentCentre';

/** Every member of the appointment's centre (found by the route's lookup). */
export const byAppointment: Access = { centre: { from: 'params', key: APPOINTMENT_CENTRE } };

type CentreLookup = (request: FastifyRequest) => Promise<string | undefined>;

/** Route options that find the centre with `lookup` before the access guard checks the caller there. */
function inCentreOf(lookup: CentreLookup): Pick<RouteShorthandOptions, 'preValidation'> & { config: { access: Access } } {
  return {
    config: { access: byAppointment },
    preValidation: async (request: FastifyRequest) => {
      const centreId = await lookup(request);
      if (centreId) (request.params as Record<string, string>)[APPOINTMENT_CENTRE] = centreId;
    },
  };
}

const appointmentCentre = (app: FastifyInstance, id: unknown) => (isUuid(id) ? centreOfRecord(app.ctx.db, appointmentRecord, id) : Promise.resolve(undefined));

/** Route options of a call naming an appointment in path parameter `id`. */
export const appointmentById = (app: FastifyInstance) => inCentreOf((request) => appointmentCentre(app, (request.params as Record<string, unknown>).id));

/** Route options of a call naming an appointment in body field `key`. */
export const appointmentInBody = (app: FastifyInstance, key: string) => inCentreOf((request) => appointmentCentre(app, (request.body as Record<string, unknown> | undefined)?.[key]));

/** Route options of a call naming an appointment in query parameter `key`. */
export const appointmentInQuery = (app: FastifyInstance, key: string) => inCentreOf((request) => appointmentCentre(app, (request.query as Record<string, unknown> | undefined)?.[key]));

/** Route options of a call naming a history entry in body field `key`. */
export const historyEntryInBody = (app: FastifyInstance, key: string) =>
  inCentreOf(async (request) => {
    const id = (request.body as Record<string, unknown> | undefined)?.[key];
    return typeof id === 'string' ? centreOfHistoryEntry(app.ctx.db, id) : undefined;
  });

/** The service's view of the request (after the guard set request.centreId). */
export const callerOf = (app: FastifyInstance, request: FastifyRequest): AppointmentCaller => ({
  db: app.ctx.db,
  events: app.ctx.events,
  centreId: request.centreId as string,
  auth: request.auth!,
  jobs: app.ctx.jobs,
  publicUrl: app.ctx.config.publicUrl,
});

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;

/** Answers are built field by field from the registry: plain JSON keeps every field (as the CRUD plugin does). */
export const plainJson = () => (data: unknown) => JSON.stringify(data);

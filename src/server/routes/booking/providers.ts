/**
 * The booking service's provider calls (spec §7 Providers, issue 9 §8): the weekly schedule
 * template and the booking-provider options. `id` is the provider's user id. The provider and
 * the managers of the provider's centres may call them; the services check that (a route rule
 * cannot name the centres of a user), answering 404 to strangers and 403 to colleagues.
 */
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../access/accessRules';
import { readTemplate, saveTemplate } from '../../services/schedules/templateStore';
import { patchBookingOptions, readBookingOptions, type BookingOptionsPatch } from '../../services/schedules/bookingOptions';
import { bookingOptionsPatchSchema, bookingOptionsSchema, scheduleTemplateSchema } from '../../../shared/api/schedules';
import type { ScheduleTemplate } from '../../../shared/availability';

const tags = ['providers'];
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;
/** Optional narrowing to one centre (the therapist page edits the active centre's hours). */
const centreQuery = { type: 'object', additionalProperties: false, properties: { centreId: { type: 'string', format: 'uuid' } } } as const;
const signedIn: Access = 'user';

type IdParams = { Params: { id: string }; Querystring: { centreId?: string } };

export async function bookingProviderRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const path = '/providers/:id/schedule-templates';

  app.get<IdParams>(
    path,
    { config: { access: signedIn }, schema: { tags, params: idParams, querystring: centreQuery, response: { 200: scheduleTemplateSchema } } },
    async (request) => readTemplate(ctx.db, request.auth!, request.params.id, request.query.centreId),
  );

  app.put<IdParams & { Body: ScheduleTemplate }>(
    path,
    { config: { access: signedIn }, schema: { tags, params: idParams, querystring: centreQuery, body: scheduleTemplateSchema, response: { 200: scheduleTemplateSchema } } },
    async (request) => saveTemplate(ctx.db, request.auth!, request.params.id, request.body, request.query.centreId),
  );

  app.get<{ Params: { id: string } }>(
    '/providers/:id',
    { config: { access: signedIn }, schema: { tags, params: idParams, response: { 200: bookingOptionsSchema } } },
    async (request) => readBookingOptions(ctx.db, request.auth!, request.params.id),
  );

  app.patch<{ Params: { id: string }; Body: BookingOptionsPatch }>(
    '/providers/:id',
    { config: { access: signedIn }, schema: { tags, params: idParams, body: bookingOptionsPatchSchema, response: { 200: bookingOptionsSchema } } },
    async (request) => patchBookingOptions(ctx.db, request.auth!, request.params.id, request.body),
  );
}

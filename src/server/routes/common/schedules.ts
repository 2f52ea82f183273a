/**
 * Working hours in the common service (spec §7 Providers, issue 9 §4): special days of a provider
 * in a centre, the effective schedule of a range, the centres a provider is bookable in, and the
 * services a provider offers on a date. `pid` and `id` are the provider's user id.
 */
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../access/accessRules';
import { createSpecialDay, readSpecialDays, removeSpecialDay, replaceSpecialDays, updateSpecialDay, type SpecialDaysYear } from '../../services/schedules/specialDaysStore';
import { providerSchedule, servicesDayOffer } from '../../services/schedules/scheduleReply';
import { busyBlocks } from '../../services/schedules/busyBlocks';
import { switchBookingCentre } from '../../services/schedules/bookingOptions';
import { bookingOptionsSchema, effectiveScheduleSchema, specialDayInputSchema, specialDaySchema, specialDaysYearSchema } from '../../../shared/api/schedules';
import { yearSchema } from '../../../shared/api/daysOff';
import type { SpecialDay, SpecialDayInput } from '../../../shared/availability';

const tags = ['providers'];
const idString = { type: 'string', maxLength: 64 } as const;
const isoDate = { type: 'string', maxLength: 10 } as const;
const providerCentreParams = { type: 'object', required: ['pid', 'cid'], properties: { pid: idString, cid: idString } } as const;
/** Any member of the centre passes here; the service narrows special days to self or a manager (like days off). */
const memberOfCid: Access = { centre: { from: 'params', key: 'cid' } };
const centreBody = { type: 'object', additionalProperties: false, required: ['centreId'], properties: { centreId: idString } } as const;

type PC = { Params: { pid: string; cid: string } };

export async function scheduleRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const base = '/api/providers/:pid/centres/:cid/special-days';

  app.get<PC & { Querystring: { year: number } }>(
    base,
    {
      config: { access: memberOfCid },
      schema: { tags, params: providerCentreParams, querystring: { type: 'object', required: ['year'], properties: { year: yearSchema } }, response: { 200: specialDaysYearSchema } },
    },
    async (request) => readSpecialDays(ctx.db, request.auth!, request.params.cid, request.params.pid, request.query.year),
  );

  app.post<PC & { Body: SpecialDayInput }>(
    base,
    { config: { access: memberOfCid }, schema: { tags, params: providerCentreParams, body: specialDayInputSchema, response: { 201: specialDaySchema } } },
    async (request, reply) => reply.code(201).send(await createSpecialDay(ctx.db, request.auth!, request.params.cid, request.params.pid, request.body)),
  );

  app.put<PC & { Body: SpecialDay }>(
    base,
    { config: { access: memberOfCid }, schema: { tags, params: providerCentreParams, body: specialDaySchema, response: { 200: specialDaySchema } } },
    async (request) => updateSpecialDay(ctx.db, request.auth!, request.params.cid, request.params.pid, request.body),
  );

  app.put<PC & { Body: SpecialDaysYear }>(
    `${base}/list`,
    { config: { access: memberOfCid }, schema: { tags, params: providerCentreParams, body: specialDaysYearSchema, response: { 200: specialDaysYearSchema } } },
    async (request) => replaceSpecialDays(ctx.db, request.auth!, request.params.cid, request.params.pid, request.body),
  );

  app.post<{ Params: { pid: string; cid: string; specialDayId: string } }>(
    `${base}/:specialDayId`,
    {
      config: { access: memberOfCid },
      schema: { tags, params: { ...providerCentreParams, required: ['pid', 'cid', 'specialDayId'], properties: { ...providerCentreParams.properties, specialDayId: idString } }, response: { 200: specialDaySchema } },
    },
    async (request) => removeSpecialDay(ctx.db, request.auth!, request.params.cid, request.params.pid, request.params.specialDayId),
  );

  app.get<{ Querystring: { centreId: string; from: string; to: string; providerId?: string[] } }>(
    '/api/providers/schedule',
    {
      config: { access: { centre: { from: 'query', key: 'centreId' } } },
      schema: {
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['centreId', 'from', 'to'],
          properties: { centreId: idString, from: isoDate, to: isoDate, providerId: { type: 'array', maxItems: 100, items: idString } },
        },
        response: { 200: effectiveScheduleSchema },
      },
    },
    async (request) => providerSchedule(ctx.db, request.query),
  );

  // Google busy time of the centre's therapists, shown in the calendar (times only).
  app.get<{ Querystring: { centreId: string; from: string; to: string } }>(
    '/api/providers/busy',
    {
      config: { access: { centre: { from: 'query', key: 'centreId' } } },
      schema: {
        tags,
        querystring: { type: 'object', additionalProperties: false, required: ['centreId', 'from', 'to'], properties: { centreId: idString, from: isoDate, to: isoDate } },
        response: {
          200: {
            type: 'array',
            items: { type: 'object', required: ['providerId', 'startsAt', 'endsAt', 'allDay'], properties: { providerId: { type: 'string' }, startsAt: { type: 'string' }, endsAt: { type: 'string' }, allDay: { type: 'boolean' } } },
          },
        },
      },
    },
    async (request) => busyBlocks(ctx.db, request.query),
  );

  app.get<PC & { Querystring: { date: string } }>(
    '/api/providers/:pid/centres/:cid/services-day-offer',
    { config: { access: memberOfCid }, schema: { tags, params: providerCentreParams, querystring: { type: 'object', required: ['date'], properties: { date: isoDate } } } },
    async (request) => servicesDayOffer(ctx.db, request.params.cid, request.params.pid, request.query.date),
  );

  const idParams = { type: 'object', required: ['id'], properties: { id: idString } } as const;
  app.post<{ Params: { id: string }; Body: { centreId: string } }>(
    '/api/providers/:id/booking-centres',
    { config: { access: { centre: { from: 'body', key: 'centreId' } } }, schema: { tags, params: idParams, body: centreBody, response: { 200: bookingOptionsSchema } } },
    async (request) => switchBookingCentre(ctx.db, request.auth!, request.params.id, request.body.centreId, true),
  );

  app.delete<{ Params: { id: string }; Querystring: { centreId: string } }>(
    '/api/providers/:id/booking-centres',
    { config: { access: { centre: { from: 'query', key: 'centreId' } } }, schema: { tags, params: idParams, querystring: centreBody, response: { 200: bookingOptionsSchema } } },
    async (request) => switchBookingCentre(ctx.db, request.auth!, request.params.id, request.query.centreId, false),
  );
}

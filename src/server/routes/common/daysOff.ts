/**
 * Days off of a provider in a centre (spec §7 "Providers": GET with a year query and PUT of
 * `/api/providers/{pid}/centres/{cid}/days-off`) and the public holidays offered for them.
 * `pid` is the provider's user id. Days off are a platform table, not a schema-engine record:
 * the PUT replaces one provider's whole year, which the generic per-record CRUD cannot express.
 */
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../access/accessRules';
import { centreMember } from '../../services/centres/routeAccess';
import { centreIdParams } from '../../../shared/api/centres';
import { daysOffOwner, loadDaysOff, replaceDaysOff } from '../../services/daysOff/daysOffStore';
import { centreRegion, publicHolidays } from '../../services/daysOff/publicHolidays';
import { daysOffYearSchema, yearSchema, type DaysOffYear } from '../../../shared/api/daysOff';
import { LANGUAGES } from '../../../shared/languages';

const tags = ['providers'];
const idString = { type: 'string', maxLength: 64 } as const;
const daysOffParams = { type: 'object', required: ['pid', 'cid'], properties: { pid: idString, cid: idString } } as const;
/** Any member of the centre passes here; daysOffOwner narrows it to self or a manager. */
const memberOfCid: Access = { centre: { from: 'params', key: 'cid' } };

type DaysOffParams = { Params: { pid: string; cid: string } };

const publicHolidaysReply = {
  type: 'object',
  required: ['year', 'country', 'state', 'days'],
  properties: {
    year: { type: 'integer' },
    country: { type: 'string' },
    state: { type: ['string', 'null'] },
    days: {
      type: 'array',
      items: {
        type: 'object',
        required: ['date', 'name', 'type'],
        properties: { date: { type: 'string' }, name: { type: 'string' }, type: { type: 'string' }, halfDay: { type: 'string' } },
      },
    },
  },
} as const;

export async function daysOffRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const path = '/api/providers/:pid/centres/:cid/days-off';

  app.get<DaysOffParams & { Querystring: { year: number } }>(
    path,
    {
      config: { access: memberOfCid },
      schema: {
        tags,
        params: daysOffParams,
        querystring: { type: 'object', required: ['year'], properties: { year: yearSchema } },
        response: { 200: daysOffYearSchema },
      },
    },
    async (request) => {
      const owner = await daysOffOwner(ctx.db, request.auth!, request.params.cid, request.params.pid);
      return loadDaysOff(ctx.db, owner, request.query.year);
    },
  );

  app.put<DaysOffParams & { Body: DaysOffYear }>(
    path,
    { config: { access: memberOfCid }, schema: { tags, params: daysOffParams, body: daysOffYearSchema, response: { 200: daysOffYearSchema } } },
    async (request) => replaceDaysOff(ctx.db, request.auth!, request.params.cid, request.params.pid, request.body),
  );

  app.get<{ Params: { id: string }; Querystring: { year: number; state?: string; lng?: string } }>(
    '/api/centres/:id/public-holidays',
    {
      config: { access: centreMember },
      schema: {
        tags,
        params: centreIdParams,
        querystring: {
          type: 'object',
          required: ['year'],
          properties: { year: yearSchema, state: { type: 'string', pattern: '^[A-Za-z]{0,3}$' }, lng: { type: 'string', enum: [...LANGUAGES] } },
        },
        response: { 200: publicHolidaysReply },
      },
    },
    async (request) => {
      const region = await centreRegion(ctx.db, request.params.id);
      // `state` picks another canton; an empty one asks for the national holidays only.
      const state = request.query.state === undefined ? region.state : request.query.state.toUpperCase() || null;
      return publicHolidays(region.country, state, request.query.year, request.query.lng ?? 'de');
    },
  );
}

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
import { daysOffParams, daysOffQuery, daysOffYearSchema, publicHolidaysQuery, publicHolidaysReply } from '../../../shared/api/daysOff';
import { typedRoutes } from '../typedRoutes';

const tags = ['providers'];
/** Any member of the centre passes here; daysOffOwner narrows it to self or a manager. */
const memberOfCid: Access = { centre: { from: 'params', key: 'cid' } };

export async function daysOffRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;
  const path = '/api/providers/:pid/centres/:cid/days-off';

  app.get(
    path,
    {
      config: { access: memberOfCid },
      schema: {
        tags,
        params: daysOffParams,
        querystring: daysOffQuery,
        response: { 200: daysOffYearSchema },
      },
    },
    async (request) => {
      const owner = await daysOffOwner(ctx.db, request.auth!, request.params.cid, request.params.pid);
      return loadDaysOff(ctx.db, owner, request.query.year);
    },
  );

  app.put(
    path,
    { config: { access: memberOfCid }, schema: { tags, params: daysOffParams, body: daysOffYearSchema, response: { 200: daysOffYearSchema } } },
    async (request) => replaceDaysOff(ctx.db, request.auth!, request.params.cid, request.params.pid, request.body),
  );

  app.get(
    '/api/centres/:id/public-holidays',
    {
      config: { access: centreMember },
      schema: {
        tags,
        params: centreIdParams,
        querystring: publicHolidaysQuery,
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

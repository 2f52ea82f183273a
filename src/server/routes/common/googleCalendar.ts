/**
 * Google Calendar sync (spec §7 "Google calendar", startWatch under "Centres"). A provider
 * manages their own calendars; owners and admins any provider of the centre (providerScope).
 * Logic in services/googleCalendar/.
 */
import type { FastifyInstance } from 'fastify';
import type { Access, AuthContext } from '../../access/accessRules';
import { isUuid } from '../../../shared/validators/uuid';
import { notFound } from '../../errors';
import { providerScope } from '../../services/centres/providers';
import { authUrlFor, connectAccount, disconnectAccount, requireAccount } from '../../services/googleCalendar/accounts';
import { calendarListView, linkCalendar, unlinkCalendar } from '../../services/googleCalendar/calendarLinks';
import { handleNotification } from '../../services/googleCalendar/notifications';
import { NOTIFICATIONS_PATH } from '../../services/googleCalendar/service';
import { startWatch } from '../../services/googleCalendar/watch';
import { resyncWrites, setWriteCalendar } from '../../services/googleCalendar/writeSettings';
import { calendarListResponse } from '../../services/googleCalendar/wireSchemas';
import { named } from '../../plugins/pluginName';

const tags = ['googleCalendar'];
const id = { type: 'string', maxLength: 64 } as const;
const calendarId = { type: 'string', minLength: 1, maxLength: 1024 } as const;
const bodyCentre: Access = { centre: { from: 'body', key: 'centreId' } };
const listResponse = { 200: calendarListResponse };

interface ProviderBody {
  centreId: string;
  providerId: string;
}

export async function googleCalendarRoutes(app: FastifyInstance) {
  const gc = app.ctx.googleCalendar;
  const { db } = app.ctx;
  /** The provider record of the centre the caller may manage (own record, or any as OWNER/ADMIN). */
  const scope = async (auth: AuthContext, centreId: string, providerId: string) => {
    if (!isUuid(providerId)) throw notFound();
    return providerScope(db, auth, centreId, providerId);
  };

  app.get<{ Querystring: { redirectUri: string; centreId: string; providerId: string; writeCalendarId?: string } }>(
    '/api/googleCalendar/authUrl',
    {
      config: { access: { centre: { from: 'query', key: 'centreId' } } },
      schema: {
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['redirectUri', 'centreId', 'providerId'],
          // writeCalendarId: the second consent (events scope), for writing appointments into that calendar.
          properties: { redirectUri: { type: 'string', maxLength: 2000, pattern: '^https?://' }, centreId: id, providerId: id, writeCalendarId: calendarId },
        },
        response: { 200: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } } },
      },
    },
    async (request) => {
      const { redirectUri, centreId, providerId, writeCalendarId } = request.query;
      await scope(request.auth!, centreId, providerId);
      gc.requireConfigured();
      return { url: authUrlFor(gc, request.auth!.userId, centreId, providerId, redirectUri, writeCalendarId) };
    },
  );

  // Connect (the code and state Google sent back) or link one calendar of the connected account.
  app.post<{ Body: { centreId: string; code?: string; state?: string; providerId?: string; calendarId?: string } }>(
    '/api/calendar',
    {
      config: { access: bodyCentre },
      schema: {
        tags,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['centreId'],
          properties: { centreId: id, code: { type: 'string', minLength: 1, maxLength: 2048 }, state: { type: 'string', minLength: 1, maxLength: 4096 }, providerId: id, calendarId },
          anyOf: [{ required: ['code', 'state'] }, { required: ['providerId', 'calendarId'] }],
        },
        response: listResponse,
      },
    },
    async (request) => {
      const { centreId, code, state, providerId, calendarId: linked } = request.body;
      if (code && state) {
        gc.requireConfigured();
        const connected = await connectAccount(gc, request.auth!, centreId, code, state);
        // A failure here is kept on the calendar (lastError) and shown; the connection itself stands.
        if (connected.resumeWatch) await startWatch(gc, connected.provider).catch(() => undefined);
        // Back from the write consent: writing goes on into the calendar chosen before (if granted).
        if (connected.writeCalendarId) await setWriteCalendar(gc, app.ctx.jobs, await scope(request.auth!, centreId, connected.provider.providerId), connected.writeCalendarId);
        return calendarListView(gc, connected.provider);
      }
      const provider = await scope(request.auth!, centreId, providerId!);
      gc.requireConfigured();
      await linkCalendar(gc, provider, linked!);
      return calendarListView(gc, provider);
    },
  );

  const providerBody = {
    type: 'object',
    additionalProperties: false,
    required: ['centreId', 'providerId'],
    properties: { centreId: id, providerId: id },
  } as const;

  app.post<{ Body: ProviderBody }>(
    '/api/calendar/list',
    { config: { access: bodyCentre }, schema: { tags, body: providerBody, response: listResponse } },
    async (request) => {
      const provider = await scope(request.auth!, request.body.centreId, request.body.providerId);
      gc.requireConfigured();
      return calendarListView(gc, provider);
    },
  );

  // Without calendarId: disconnect the Google account (channels stopped, grant revoked, busy time deleted).
  app.post<{ Body: ProviderBody & { calendarId?: string } }>(
    '/api/calendar/remove',
    {
      config: { access: bodyCentre },
      schema: { tags, body: { ...providerBody, properties: { ...providerBody.properties, calendarId } }, response: listResponse },
    },
    async (request) => {
      const provider = await scope(request.auth!, request.body.centreId, request.body.providerId);
      gc.requireConfigured();
      if (request.body.calendarId) await unlinkCalendar(gc, provider, request.body.calendarId);
      else await disconnectAccount(gc, await requireAccount(db, provider));
      return calendarListView(gc, provider);
    },
  );

  app.post<{ Body: { centreId: string; bookingProviderId: string } }>(
    '/api/calendar/startWatch',
    {
      config: { access: bodyCentre },
      schema: {
        tags,
        body: { type: 'object', additionalProperties: false, required: ['centreId', 'bookingProviderId'], properties: { centreId: id, bookingProviderId: id } },
        response: listResponse,
      },
    },
    async (request) => {
      const provider = await scope(request.auth!, request.body.centreId, request.body.bookingProviderId);
      gc.requireConfigured();
      await startWatch(gc, provider);
      return calendarListView(gc, provider);
    },
  );

  // Writing the provider's appointments into one Google calendar: calendarId null switches it off.
  app.post<{ Body: ProviderBody & { calendarId: string | null } }>(
    '/api/calendar/write',
    {
      config: { access: bodyCentre },
      schema: {
        tags,
        body: { ...providerBody, required: ['centreId', 'providerId', 'calendarId'], properties: { ...providerBody.properties, calendarId: { anyOf: [calendarId, { type: 'null' }] } } },
        response: listResponse,
      },
    },
    async (request) => {
      const provider = await scope(request.auth!, request.body.centreId, request.body.providerId);
      gc.requireConfigured();
      await setWriteCalendar(gc, app.ctx.jobs, provider, request.body.calendarId);
      return calendarListView(gc, provider);
    },
  );

  // Full resync: every appointment of the range written again (e.g. after events were deleted at Google).
  app.post<{ Body: ProviderBody }>(
    '/api/calendar/write/resync',
    { config: { access: bodyCentre }, schema: { tags, body: providerBody, response: { 200: { type: 'object', required: ['queued'], properties: { queued: { type: 'integer' } } } } } },
    async (request) => {
      const provider = await scope(request.auth!, request.body.centreId, request.body.providerId);
      gc.requireConfigured();
      return { queued: await resyncWrites(gc, app.ctx.jobs, provider) };
    },
  );

  await app.register(named(notificationRoute));
}

/** Google's push notifications: public, no body; its own scope so any content type is accepted. */
async function notificationRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, _body, done) => done(null, undefined));
  app.post(
    NOTIFICATIONS_PATH,
    { config: { access: 'public' }, schema: { tags, hide: true } },
    async (request, reply) => {
      const outcome = await handleNotification(app.ctx.googleCalendar, request.headers);
      if (outcome === 'unknown') throw notFound();
      return reply.code(204).send();
    },
  );
}

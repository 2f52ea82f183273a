/**
 * Appointments of the common service (behaviour.md §7 "Appointments", issue 9 §8 pinned
 * contracts). The life cycle is src/server/services/appointments/; bodies are validated against
 * schemas/appointment.schema.json. Every write answers after commit and publishes
 * `appointment_changed` for the live calendars.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userSettings } from '../../db/schema';
import { bodySchema, responseSchema, bodyValidator } from '../../records/bodySchemas';
import { compileParams } from '../../validation';
import { appointmentDef, CREATE_EXTRA_KEYS } from '../../services/appointments/record';
import { createAppointments } from '../../services/appointments/create';
import { contactAppointments, getAppointment, listAppointments, type AppointmentListQuery } from '../../services/appointments/read';
import { cancelAppointments, changeStatus, undoCancel } from '../../services/appointments/lifecycle';
import { parseScope, SCOPE_VALUES } from '../../services/appointments/scopes';
import { updateAppointments, UPDATE_EXTRA_KEYS } from '../../services/appointments/update';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../services/appointments/transitions';
import type { NotifyOptions } from '../../services/appointments/messages';
import { CONTACT_NAMES_PARAM, contactNameSchema } from '../../../shared/api/appointments';
import { appointmentById, callerOf, idParams, plainJson } from './appointmentAccess';

const tags = ['appointments'];
const record = responseSchema(appointmentDef);
const warnings = { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, date: { type: 'string' } } } };
// What became of the client's message per channel (queued, or skipped with the reason).
const messages = {
  type: 'array',
  items: { type: 'object', properties: { event: { type: 'string' }, channel: { type: 'string' }, status: { type: 'string' }, reason: { type: 'string' }, messageId: { type: 'string' } } },
};
const changeReply = { type: 'object', properties: { appointment: record, changed: { type: 'array', items: record }, cancelBatch: { type: 'string' }, messages } };
const SHORT_CREATE_KEYS = ['isSms', 'isEmail'];
const idString = { type: 'string', maxLength: 64 } as const;

const statusBody = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: {
    appointmentId: idString,
    status: { enum: [...APPOINTMENT_STATUSES] },
    updateType: { enum: SCOPE_VALUES },
    smsNotificationMessage: { type: 'string', maxLength: 1600 },
    emailNotificationMessage: { type: 'string', maxLength: 10000 },
    isSms: { type: 'boolean' },
    isEmail: { type: 'boolean' },
  },
} as const;

const shortUpdateBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(['date', 'startTime', 'endTime', 'resourceId', 'startBufferTime', 'endBufferTime'].map((k) => [k, (record.properties as Record<string, object>)[k]])),
    isSms: { type: 'boolean' },
    isEmail: { type: 'boolean' },
  },
} as const;

export async function appointmentRoutes(app: FastifyInstance) {
  const createReply = { 201: { ...record, properties: { ...(record.properties as object), warnings, count: { type: 'integer' }, messages } } };
  const updateReply = { 200: { ...changeReply, properties: { ...changeReply.properties, warnings } } };

  // A single appointment from a selection or a palette chip in the calendar (no repetition).
  app.post(
    '/api/appointments/shortCreate',
    {
      config: { access: { centre: { from: 'body', key: 'centre_fk' } } },
      serializerCompiler: plainJson,
      schema: { tags, body: bodySchema(appointmentDef, 'create', SHORT_CREATE_KEYS), response: createReply },
      validatorCompiler: ({ schema, httpPart }) => (httpPart === 'body' ? bodyValidator(appointmentDef, 'create', SHORT_CREATE_KEYS) : compileParams(schema)),
    },
    async (request, reply) => {
      const { appointment, count, warnings: found, messages: sent } = await createAppointments(callerOf(app, request), request.body);
      return reply.status(201).send({ ...appointment, warnings: found, count, messages: sent });
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/api/appointments/:id',
    {
      ...appointmentById(app),
      serializerCompiler: plainJson,
      schema: { tags, params: idParams, body: bodySchema(appointmentDef, 'update', UPDATE_EXTRA_KEYS), response: updateReply },
      validatorCompiler: ({ schema, httpPart }) => (httpPart === 'body' ? bodyValidator(appointmentDef, 'update', UPDATE_EXTRA_KEYS) : compileParams(schema)),
    },
    async (request) => updateAppointments(callerOf(app, request), request.params.id, request.body),
  );

  // Drag to move and resize in the calendar: this appointment only.
  app.patch<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/api/appointments/:id/shortUpdate',
    { ...appointmentById(app), serializerCompiler: plainJson, schema: { tags, params: idParams, body: shortUpdateBody, response: updateReply } },
    async (request) => updateAppointments(callerOf(app, request), request.params.id, { ...request.body, updateType: 'CURRENT' }),
  );

  app.post(
    '/api/appointments',
    {
      config: { access: { centre: { from: 'body', key: 'centre_fk' } } },
      serializerCompiler: plainJson,
      schema: { tags, body: bodySchema(appointmentDef, 'create', CREATE_EXTRA_KEYS), response: createReply },
      validatorCompiler: ({ schema, httpPart }) => (httpPart === 'body' ? bodyValidator(appointmentDef, 'create', CREATE_EXTRA_KEYS) : compileParams(schema)),
    },
    async (request, reply) => {
      const { appointment, count, warnings: found, messages: sent } = await createAppointments(callerOf(app, request), request.body);
      return reply.status(201).send({ ...appointment, warnings: found, count, messages: sent });
    },
  );

  app.get<{ Querystring: AppointmentListQuery & { centreId?: string } }>(
    '/api/appointments',
    {
      config: { access: { centre: { from: 'query', key: 'centreId' } } },
      // react-admin's data provider sends no centre: the caller's active centre (UserSetting.activeCentre).
      preValidation: async (request) => {
        const query = request.query as unknown as Record<string, string | undefined>;
        if (query.centreId !== undefined || !request.auth) return;
        const [setting] = await app.ctx.db.select({ centre: userSettings.activeCentreId }).from(userSettings).where(eq(userSettings.userId, request.auth.userId));
        if (setting?.centre) query.centreId = setting.centre;
      },
      serializerCompiler: plainJson,
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: {
            ...Object.fromEntries(['centreId', 'sort', 'range', 'filter', 'therapist', 'status', 'contact', 'from', 'to'].map((k) => [k, { type: 'string', maxLength: 2000 }])),
            [CONTACT_NAMES_PARAM]: { enum: ['true', 'false'] },
          },
        },
        response: { 200: { type: 'array', items: { ...record, properties: { ...(record.properties as object), contactName: contactNameSchema } } } },
      },
    },
    async (request, reply) => {
      const { records, start, total } = await listAppointments(callerOf(app, request), request.query);
      const range = records.length > 0 ? `${start}-${start + records.length - 1}` : '*';
      return reply.header('Content-Range', `appointments ${range}/${total}`).header('Access-Control-Expose-Headers', 'Content-Range').send(records);
    },
  );

  app.get<{ Params: { cid: string; contactId: string } }>(
    '/api/appointments/centre/:cid/contact/:contactId',
    {
      config: { access: { centre: { from: 'params', key: 'cid' } } },
      serializerCompiler: plainJson, schema: { tags, params: { type: 'object', required: ['cid', 'contactId'], properties: { cid: idString, contactId: idString } }, response: { 200: { type: 'array', items: record } } },
    },
    async (request) => contactAppointments(callerOf(app, request), request.params.contactId),
  );

  app.get<{ Params: { id: string } }>('/api/appointments/:id', { ...appointmentById(app), serializerCompiler: plainJson, schema: { tags, params: idParams, response: { 200: record } } }, async (request) =>
    getAppointment(callerOf(app, request), request.params.id),
  );

  app.get<{ Params: { id: string; type: string } }>(
    '/api/appointments/:id/updateType/:type/cancel',
    {
      ...appointmentById(app),
      serializerCompiler: plainJson, schema: { tags, params: { type: 'object', required: ['id', 'type'], properties: { id: idString, type: { enum: SCOPE_VALUES } } }, response: { 200: changeReply } },
    },
    async (request) => cancelAppointments(callerOf(app, request), request.params.id, parseScope(request.params.type)),
  );

  app.get<{ Params: { id: string } }>('/api/appointments/:id/undoCancel', { ...appointmentById(app), serializerCompiler: plainJson, schema: { tags, params: idParams, response: { 200: changeReply } } }, async (request) =>
    undoCancel(callerOf(app, request), request.params.id),
  );

  // The client hears of it (confirmation, request, cancellation) by the channels switched on, with the texts typed, if any.
  app.patch<{ Params: { id: string }; Body: { status: AppointmentStatus; updateType?: string } & NotifyOptions }>(
    '/api/appointments/:id/status',
    { ...appointmentById(app), serializerCompiler: plainJson, schema: { tags, params: idParams, body: statusBody, response: { 200: changeReply } } },
    async (request) => {
      const { status, updateType, isSms, isEmail, smsNotificationMessage, emailNotificationMessage } = request.body;
      return changeStatus(callerOf(app, request), request.params.id, status, parseScope(updateType), { isSms, isEmail, smsNotificationMessage, emailNotificationMessage });
    },
  );
}

/**
 * History entries (treatment notes) of appointments, behaviour.md §7: POST createHistoryEntry,
 * POST updateHistoryEntry, GET …/getFullHistoryEntry. Every member of the appointment's centre.
 */
import type { FastifyInstance } from 'fastify';
import { createHistoryEntry, fullHistory, updateHistoryEntry } from '../../services/appointments/history';
import { appointmentById, appointmentInBody, callerOf, historyEntryInBody, idParams, plainJson } from './appointmentAccess';

const tags = ['appointments'];
const idString = { type: 'string', maxLength: 64 } as const;
const text = { type: 'string', minLength: 1, maxLength: 20000, pattern: '\\S' } as const;
const version = { type: 'object', properties: { version: { type: 'integer' }, text: { type: 'string' }, authorId: { type: ['string', 'null'] }, createdAt: { type: 'string' } } } as const;
const entry = { type: 'object', properties: { historyEntryId: { type: 'string' }, appointmentId: { type: 'string' }, ...version.properties, versions: { type: 'array', items: version } } } as const;

export async function appointmentHistoryRoutes(app: FastifyInstance) {
  app.post<{ Body: { appointmentId: string; text: string } }>(
    '/api/historyEntry/createHistoryEntry',
    {
      ...appointmentInBody(app, 'appointmentId'),
      serializerCompiler: plainJson,
      schema: { tags, body: { type: 'object', additionalProperties: false, required: ['appointmentId', 'text'], properties: { appointmentId: idString, text } }, response: { 201: entry } },
    },
    async (request, reply) => reply.status(201).send(await createHistoryEntry(callerOf(app, request), request.body.appointmentId, request.body.text.trim())),
  );

  app.post<{ Body: { historyEntryId: string; text: string } }>(
    '/api/historyEntry/updateHistoryEntry',
    {
      ...historyEntryInBody(app, 'historyEntryId'),
      serializerCompiler: plainJson,
      schema: { tags, body: { type: 'object', additionalProperties: false, required: ['historyEntryId', 'text'], properties: { historyEntryId: idString, text } }, response: { 200: entry } },
    },
    async (request) => updateHistoryEntry(callerOf(app, request), request.body.historyEntryId, request.body.text.trim()),
  );

  app.get<{ Params: { id: string } }>(
    '/api/historyEntry/appointment/:id/getFullHistoryEntry',
    { ...appointmentById(app), serializerCompiler: plainJson, schema: { tags, params: idParams, response: { 200: { type: 'array', items: entry } } } },
    async (request) => fullHistory(callerOf(app, request), request.params.id),
  );
}

/**
 * Documents on an appointment (issue 9 §1; wording.md §3, §5). The spec names no paths:
 * GET/POST /api/appointments/{id}/documents (POST: multipart, field `file`, up to 5 files) and
 * DELETE /api/appointments/{id}/documents/{fileId}; download with GET /api/centre/{id}/download-document?fileId=.
 */
import type { FastifyInstance } from 'fastify';
import { addDocuments, listDocuments, removeDocument } from '../../services/appointments/documents';
import { readFileParts } from '../../services/files/uploads';
import { appointmentById, callerOf, idParams } from './appointmentAccess';
import { appointmentDocumentListSchema } from '../../../shared/api/appointments';

const tags = ['appointments'];
const documentList = appointmentDocumentListSchema;

export async function appointmentDocumentRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/api/appointments/:id/documents', { ...appointmentById(app), schema: { tags, params: idParams, response: { 200: documentList } } }, async (request) =>
    listDocuments(callerOf(app, request), request.params.id),
  );

  app.post<{ Params: { id: string } }>('/api/appointments/:id/documents', { ...appointmentById(app), schema: { tags, params: idParams, response: { 201: documentList } } }, async (request, reply) => {
    const uploads = await readFileParts(request, 5);
    return reply.status(201).send(await addDocuments(callerOf(app, request), app.ctx.files, request.params.id, uploads));
  });

  app.delete<{ Params: { id: string; fileId: string } }>(
    '/api/appointments/:id/documents/:fileId',
    { ...appointmentById(app), schema: { tags, params: { type: 'object', required: ['id', 'fileId'], properties: { id: { type: 'string', maxLength: 64 }, fileId: { type: 'string', maxLength: 64 } } }, response: { 200: documentList } } },
    async (request) => removeDocument(callerOf(app, request), app.ctx.files, request.params.id, request.params.fileId),
  );
}

/**
 * Contact import (issue 3 §5, spec behaviour §5):
 *   GET  /api/clinics/{cid}/contacts/import/template   the XLSX template, in the caller's language
 *   POST /api/clinics/{cid}/contacts/import/preview    multipart `file` (+ optional `mapping`)
 *   POST /api/clinics/{cid}/contacts/import            multipart `file` + `mapping` (JSON)
 * Members of the centre only (the access plugin checks `cid`). Files: at most 10 MB (413).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { toLanguage } from '../../../shared/languages';
import { userSettings } from '../../db/schema';
import { badRequest } from '../../errors';
import { contactDefinition } from '../../services/contactImport/fields';
import { previewImport, runImport } from '../../services/contactImport/importContacts';
import { roleIn } from '../../services/audit/recordAudit';
import { parseMappingJson } from '../../services/contactImport/mapping';
import { buildTemplate, templateFileName } from '../../services/contactImport/template';
import { attachmentDisposition } from './files';

const params = { type: 'object', required: ['cid'], properties: { cid: { type: 'string', maxLength: 64 } } } as const;
const rowError = {
  type: 'object',
  additionalProperties: false,
  required: ['row', 'field', 'code'],
  properties: { row: { type: 'integer' }, field: { type: 'string' }, code: { type: 'string' } },
} as const;
const mappingSchema = { type: 'object', additionalProperties: { type: ['string', 'null'] } } as const;
/** The multipart body is read by the handler; this documents it in the OpenAPI file. */
const multipartBody = { description: 'multipart/form-data: `file` (CSV or XLSX) and `mapping` (JSON object column → field)' };

interface Upload {
  file: Buffer;
  mapping?: unknown;
}

/** The `file` part (exactly one) and the `mapping` field; other parts are drained and ignored. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('fileNotSelected');
  let file: Buffer | undefined;
  let mapping: unknown;
  for await (const part of request.parts({ limits: { files: 1, fields: 5 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === 'file') file = data;
    } else if (part.fieldname === 'mapping' && typeof part.value === 'string' && part.value.trim() !== '') {
      mapping = parseMappingJson(part.value);
    }
  }
  if (!file) throw badRequest('fileNotSelected');
  return { file, mapping };
}

export async function contactImportRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const writeRoles = contactDefinition.writeRoles;
  const members = { centre: { from: 'params', key: 'cid' } } as const;
  const writers = { centre: { from: 'params', key: 'cid', ...(writeRoles ? { roles: writeRoles } : {}) } } as const;

  app.get<{ Params: { cid: string }; Querystring: { language?: string } }>(
    '/api/clinics/:cid/contacts/import/template',
    {
      config: { access: members },
      schema: {
        tags: ['contacts'],
        params,
        querystring: { type: 'object', additionalProperties: false, properties: { language: { type: 'string', enum: ['de', 'en', 'fr', 'it'] } } },
      },
    },
    async (request, reply) => {
      let language = request.query.language;
      if (!language) {
        const [setting] = await ctx.db.select({ language: userSettings.language }).from(userSettings).where(eq(userSettings.userId, request.auth!.userId));
        language = setting?.language;
      }
      const lng = toLanguage(language);
      const data = await buildTemplate(lng);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentDisposition(templateFileName(lng)))
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.post<{ Params: { cid: string } }>(
    '/api/clinics/:cid/contacts/import/preview',
    {
      config: { access: members },
      schema: {
        tags: ['contacts'],
        params,
        body: multipartBody,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['columns', 'mapping', 'rows', 'rowErrors', 'totalRows', 'fields'],
            properties: {
              columns: { type: 'array', items: { type: 'string' } },
              mapping: mappingSchema,
              rows: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['row', 'cells'],
                  properties: { row: { type: 'integer' }, cells: { type: 'array', items: { type: 'string' } } },
                },
              },
              rowErrors: { type: 'array', items: rowError },
              totalRows: { type: 'integer' },
              fields: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
      // The mapping keys are header texts from a file: plain JSON, never a schema-driven serialiser.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const upload = await readUpload(request);
      return previewImport({ db: ctx.db, centreId: request.centreId!, userId: request.auth!.userId, role: roleIn(request.auth, request.centreId), ...upload });
    },
  );

  app.post<{ Params: { cid: string } }>(
    '/api/clinics/:cid/contacts/import',
    {
      config: { access: writers },
      schema: {
        tags: ['contacts'],
        params,
        body: multipartBody,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['success', 'created', 'updated', 'failed', 'errors', 'errorsTruncated'],
            properties: {
              success: { type: 'integer' },
              created: { type: 'integer' },
              updated: { type: 'integer' },
              failed: { type: 'integer' },
              errors: { type: 'array', items: rowError },
              errorsTruncated: { type: 'boolean' },
            },
          },
        },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      return runImport({ db: ctx.db, centreId: request.centreId!, userId: request.auth!.userId, role: roleIn(request.auth, request.centreId), ...upload });
    },
  );
}

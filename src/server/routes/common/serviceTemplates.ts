/**
 * Service templates and copies (behaviour §7 Services: "templates General, 590 and 001 … create,
 * copy, copyVariant"; §9 copies start with 5 minutes and price 0):
 *   GET  /api/services/templates/{type}                 the template's positions (product-wide)
 *   POST /api/clinics/{cid}/services/copy               {type, numbers} → the new services
 *   POST /api/clinics/{cid}/services/{id}/copy          a duplicate of the service
 *   POST /api/clinics/{cid}/services/{id}/copyVariant   {variantId} → the service with the variant duplicated
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registry } from '../../../generated/registry.gen';
import type { CentreAccess } from '../../access/accessRules';
import { responseSchema } from '../../records/bodySchemas';
import { recordOperation } from '../../plugins/crud/requestOperation';
import { buildRuntimeRegistry } from '../../records/runtimeRecord';
import { callerLanguage } from '../../services/users/callerLanguage';
import { serviceFromPosition, templatePositions, TEMPLATE_TYPES, type TemplateType } from '../../services/serviceTemplates/catalogue';
import { copyFromTemplate, duplicateService, duplicateVariant } from '../../services/serviceTemplates/copyServices';

const tags = ['services'];
const uuid = { type: 'string', maxLength: 64 };

const templateService = {
  type: 'object',
  required: ['number', 'name', 'langDepData', 'type', 'unit', 'duration', 'ppu'],
  properties: {
    number: { type: 'string' },
    name: { type: 'string' },
    langDepData: { type: 'array', items: { type: 'object', properties: { langKey: { type: 'string' }, name: { type: 'string' } } } },
    type: { type: 'string', enum: ['regular', 'tarif590'] },
    tarif: { type: 'string' },
    nr: { type: 'string' },
    unit: { type: 'string' },
    duration: { type: 'integer' },
    ppu: { type: 'integer' },
  },
} as const;

export async function serviceTemplateRoutes(app: FastifyInstance) {
  const runtime = buildRuntimeRegistry(registry);
  const { rt, operation } = recordOperation(app, runtime, 'service');
  const service = responseSchema(rt.def);
  const manager: CentreAccess = { centre: { from: 'params', key: 'cid', roles: rt.def.writeRoles ?? ['OWNER', 'ADMIN'] } };
  // Records are built field by field, so plain JSON keeps every field (as in the CRUD plugin).
  const serializerCompiler = () => (data: unknown) => JSON.stringify(data);

  const languageOf = (request: FastifyRequest) => callerLanguage(app.ctx.db, request.auth?.userId as string, request.headers['accept-language']);

  app.get<{ Params: { type: TemplateType } }>(
    '/api/services/templates/:type',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: { type: 'object', required: ['type'], properties: { type: { type: 'string', enum: [...TEMPLATE_TYPES] } } },
        response: { 200: { type: 'array', items: templateService } },
      },
    },
    async (request) => {
      const language = await languageOf(request);
      const { type } = request.params;
      return templatePositions(type).map((p) => ({ number: p.number, type: 'regular', ...serviceFromPosition(type, p, language) }));
    },
  );

  app.post<{ Params: { cid: string }; Body: { type: TemplateType; numbers: string[] } }>(
    '/api/clinics/:cid/services/copy',
    {
      config: { access: manager },
      schema: {
        tags,
        params: { type: 'object', required: ['cid'], properties: { cid: uuid } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'numbers'],
          properties: {
            type: { type: 'string', enum: [...TEMPLATE_TYPES] },
            numbers: { type: 'array', minItems: 1, maxItems: 200, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 20 } },
          },
        },
        response: { 201: { type: 'array', items: service } },
      },
      serializerCompiler,
    },
    async (request, reply) => {
      const created = await copyFromTemplate(operation(request), request.body.type, request.body.numbers, await languageOf(request));
      return reply.status(201).send(created);
    },
  );

  app.post<{ Params: { cid: string; id: string } }>(
    '/api/clinics/:cid/services/:id/copy',
    {
      config: { access: manager },
      schema: { tags, params: { type: 'object', required: ['cid', 'id'], properties: { cid: uuid, id: uuid } }, response: { 201: service } },
      serializerCompiler,
    },
    async (request, reply) => reply.status(201).send(await duplicateService(operation(request), request.params.id, await languageOf(request))),
  );

  app.post<{ Params: { cid: string; id: string }; Body: { variantId: string } }>(
    '/api/clinics/:cid/services/:id/copyVariant',
    {
      config: { access: manager },
      schema: {
        tags,
        params: { type: 'object', required: ['cid', 'id'], properties: { cid: uuid, id: uuid } },
        body: { type: 'object', additionalProperties: false, required: ['variantId'], properties: { variantId: uuid } },
        response: { 200: service },
      },
      serializerCompiler,
    },
    async (request) => duplicateVariant(operation(request), request.params.id, request.body.variantId, await languageOf(request)),
  );
}

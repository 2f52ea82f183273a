/**
 * POST /api/vats/centre/{id}/statutory {countryCode}: adds the statutory VAT rates of Switzerland
 * or Liechtenstein to the centre (spec §7 VAT; rates of reference/swiss-billing.md §5.2), answering
 * {created, skipped}. The other VAT calls are the schema engine's (schemas/vatRate.schema.json).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registry } from '../../../generated/registry.gen';
import { STATUTORY_COUNTRIES, type StatutoryCountry } from '../../../shared/vat/statutoryRates';
import type { CentreAccess } from '../../access/accessRules';
import { responseSchema } from '../../records/bodySchemas';
import { recordOperation } from '../../plugins/crud/requestOperation';
import { buildRuntimeRegistry } from '../../records/runtimeRecord';
import { callerLanguage } from '../../services/users/callerLanguage';
import { addStatutoryRates } from '../../services/vatRates/statutoryRates';

export async function vatRateRoutes(app: FastifyInstance) {
  const runtime = buildRuntimeRegistry(registry);
  const { rt, operation } = recordOperation(app, runtime, 'vatRate');
  const access: CentreAccess = { centre: { from: 'params', key: 'id', roles: rt.def.writeRoles ?? ['OWNER', 'ADMIN'] } };

  const languageOf = (request: FastifyRequest) => callerLanguage(app.ctx.db, request.auth?.userId as string, request.headers['accept-language']);

  app.post<{ Params: { id: string }; Body: { countryCode: StatutoryCountry } }>(
    '/api/vats/centre/:id/statutory',
    {
      config: { access },
      schema: {
        tags: ['vat'],
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['countryCode'],
          properties: { countryCode: { type: 'string', enum: [...STATUTORY_COUNTRIES] } },
        },
        response: {
          200: {
            type: 'object',
            required: ['created', 'skipped'],
            properties: {
              created: { type: 'array', items: responseSchema(rt.def) },
              skipped: {
                type: 'array',
                items: { type: 'object', required: ['code', 'validFrom'], properties: { code: { type: 'string' }, validFrom: { type: 'string' } } },
              },
            },
          },
        },
      },
      // Records are built field by field, so plain JSON keeps every field (as in the CRUD plugin).
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request) =>
      addStatutoryRates(operation(request), request.body.countryCode, await languageOf(request)),
  );
}

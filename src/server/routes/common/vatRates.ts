/**
 * POST /api/vats/centre/{id}/statutory {countryCode}: adds the statutory VAT rates of Switzerland
 * or Liechtenstein to the centre (spec §7 VAT; rates of reference/swiss-billing.md §5.2), answering
 * {created, skipped}. The other VAT calls are the schema engine's (schemas/vatRate.schema.json).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registry } from '../../../generated/registry.gen';
import { toLanguage } from '../../../shared/languages';
import { STATUTORY_COUNTRIES, type StatutoryCountry } from '../../../shared/vat/statutoryRates';
import { userSettings } from '../../db/schema';
import type { CentreAccess } from '../../plugins/access';
import { responseSchema } from '../../plugins/crud/bodySchemas';
import { buildRuntimeRegistry } from '../../plugins/crud/runtimeRecord';
import { roleIn } from '../../services/audit/recordAudit';
import { recordHooks } from '../../services/records';
import { addStatutoryRates } from '../../services/vatRates/statutoryRates';

export async function vatRateRoutes(app: FastifyInstance) {
  const runtime = buildRuntimeRegistry(registry);
  const rt = runtime.get('vatRate');
  if (!rt) throw new Error('the vatRate record is missing from the registry');
  const access: CentreAccess = { centre: { from: 'params', key: 'id', roles: rt.def.writeRoles ?? ['OWNER', 'ADMIN'] } };

  async function languageOf(request: FastifyRequest) {
    const [setting] = await app.ctx.db.select({ language: userSettings.language }).from(userSettings).where(eq(userSettings.userId, request.auth?.userId as string));
    return toLanguage(setting?.language ?? request.headers['accept-language']);
  }

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
      addStatutoryRates(
        {
          db: app.ctx.db,
          registry: runtime,
          rt,
          hooks: recordHooks.vatRate ?? {},
          centreId: request.centreId as string,
          userId: request.auth?.userId as string,
          role: roleIn(request.auth, request.centreId),
        },
        request.body.countryCode,
        await languageOf(request),
      ),
  );
}

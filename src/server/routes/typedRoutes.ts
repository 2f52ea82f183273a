/**
 * Route modules register through this: Fastify's json-schema-to-ts type provider gives every
 * handler the body, params, query and reply types of the JSON Schemas it declares (the same
 * `as const` schemas in src/shared/api that the client's types come from), so no route repeats
 * a hand-written generic.
 */
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

export const typedRoutes = (app: FastifyInstance) => app.withTypeProvider<JsonSchemaToTsProvider>();

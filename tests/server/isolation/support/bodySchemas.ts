/** The declared body properties of each route, read from the app's own OpenAPI description. */
import type { FastifyInstance } from 'fastify';

type Props = Record<string, Record<string, unknown>>;

export async function bodyProperties(app: FastifyInstance): Promise<(method: string, url: string) => Props> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Props } }> } }>>;
  };
  return (method, url) => {
    const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const op = doc.paths[path]?.[method.toLowerCase()];
    return op?.requestBody?.content?.['application/json']?.schema?.properties ?? {};
  };
}

/** A property the caller may really set (a read-only one is declared as an empty schema `{}`). */
export const isWritable = (schema: Record<string, unknown> | undefined) => schema !== undefined && Object.keys(schema).length > 0;

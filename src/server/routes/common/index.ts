import type { FastifyInstance } from 'fastify';

/** The common service: its paths start with /api/ (DESIGN §3). Domain route modules register here. */
export async function commonService(app: FastifyInstance) {
  void app;
}

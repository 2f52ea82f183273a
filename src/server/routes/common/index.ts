import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';
import { invitationRoutes } from './invitations';

/** The common service: its paths start with /api/ (DESIGN §3). Domain route modules register here. */
export async function commonService(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(invitationRoutes);
}

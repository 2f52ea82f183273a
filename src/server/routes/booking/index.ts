import type { FastifyInstance } from 'fastify';
import { registerInOrder } from '../../plugins/pluginName';
import { bookingProviderRoutes } from './providers';
import { bookingAppointmentRoutes } from './appointments';
import { publicBookingRoutes } from './publicBooking';
import { publicWidgetRoutes } from './publicWidgets';
import { publicWaitlistRoutes } from './publicWaitlist';

/** The booking service under /booking-api (providers and schedules, and the public booking API). */
export async function bookingService(app: FastifyInstance) {
  app.get('/health', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ ok: true, service: 'booking' }));
  await registerInOrder(app, [bookingProviderRoutes, bookingAppointmentRoutes, publicBookingRoutes, publicWidgetRoutes, publicWaitlistRoutes]);
}

/**
 * Limits of the public booking writes (issue 10 §4; security plan: SMS pumping, token guessing).
 * Per IP the SMS codes allow a reception desk or a family booking for several people (≥ 20 an
 * hour); per phone they stop one number being flooded. Counters are the shared database store's
 * (services/rateLimit); `config.publicBookingRateLimits` overrides them (tests use small numbers).
 */
import type { FastifyInstance } from 'fastify';
import type { LimitWindow } from '../auth/rateLimits';

export interface PublicBookingRateLimits {
  /** SMS codes per client IP. */
  phoneCodePerIp: LimitWindow;
  /** SMS codes per phone number (E.164), whatever the IP. */
  phoneCodePerPhone: LimitWindow;
  /** Booking attempts per client IP (each also needs a live code). */
  bookingPerIp: LimitWindow;
  /** Calls on manage links per client IP (the tokens are unguessable; this keeps scanning cheap). */
  managePerIp: LimitWindow;
}

const HOUR = 60 * 60_000;

export const DEFAULT_PUBLIC_BOOKING_RATE_LIMITS: PublicBookingRateLimits = {
  phoneCodePerIp: { max: 30, windowMs: HOUR },
  phoneCodePerPhone: { max: 5, windowMs: HOUR },
  bookingPerIp: { max: 60, windowMs: HOUR },
  managePerIp: { max: 300, windowMs: HOUR },
};

declare module '../../config' {
  interface Config {
    /** Overrides of the public booking rate limits (see services/publicBooking/rateLimits.ts). */
    publicBookingRateLimits?: Partial<PublicBookingRateLimits>;
  }
}

export function publicBookingRateLimits(app: FastifyInstance): PublicBookingRateLimits {
  return { ...DEFAULT_PUBLIC_BOOKING_RATE_LIMITS, ...app.ctx.config.publicBookingRateLimits };
}

/**
 * Requests of the public booking routes (/booking-api/public) for the role matrix and the sweeps:
 * the centre takes online bookings, and its flagged provider is bookable there, offers an online
 * service and has working hours (a special day far ahead, which no other call of these tests touches), so every
 * caller, signed in or not, reaches the route's work.
 */
import crypto from 'node:crypto';
import * as schema from '../../../../src/server/db/schema';
import type { Centre, RoleWorld } from './roleWorld';
import type { CellRequest, RouteKey } from './routeRequests';

const BOOKABLE_DATE = '2099-01-05';
const ready = new Map<string, Promise<string>>();

/** Makes `c` bookable online (once per centre and app); answers the online service's id. */
function bookableCentre(w: RoleWorld, c: Centre): Promise<string> {
  const key = `${c.centreId}`;
  let hit = ready.get(key);
  if (!hit) {
    hit = (async () => {
      const db = w.t.ctx.db;
      await db
        .insert(schema.onlinePresenceSettings)
        .values({ centreId: c.centreId, bookingEnabled: true })
        .onConflictDoUpdate({ target: schema.onlinePresenceSettings.centreId, set: { bookingEnabled: true } });
      const provider = c.users.PROVIDER.userId;
      await db
        .insert(schema.specialDays)
        .values({ centreId: c.centreId, userId: provider, date: BOOKABLE_DATE, timeSlots: [{ startTime: '09:00', endTime: '12:00' }] })
        .onConflictDoNothing();
      await db.insert(schema.bookingCentres).values({ centreId: c.centreId, userId: provider }).onConflictDoNothing();
      const [s] = await db.insert(schema.services).values({ centreId: c.centreId, name: 'Online', onlineBooking: true, resourceIds: [provider] }).returning();
      return s.serviceId;
    })();
    ready.set(key, hit);
  }
  return hit;
}

/** The request of a public booking route, or null for other routes. */
export async function publicBookingRequest(w: RoleWorld, route: RouteKey, c: Centre): Promise<CellRequest | null> {
  switch (`${route.method} ${route.url}`) {
    case 'GET /booking-api/public/centres/:cid':
      await bookableCentre(w, c);
      return { url: `/booking-api/public/centres/${c.centreId}` };
    case 'GET /booking-api/public/centres/:cid/slots': {
      const serviceId = await bookableCentre(w, c);
      return { url: `/booking-api/public/centres/${c.centreId}/slots?serviceId=${serviceId}&providerId=${c.users.PROVIDER.userId}&from=${BOOKABLE_DATE}&to=${BOOKABLE_DATE}` };
    }
    case 'GET /booking-api/public/widgets/:id': {
      await bookableCentre(w, c);
      const [widget] = await w.t.ctx.db.insert(schema.bookingWidgets).values({ centreId: c.centreId, name: `Website ${crypto.randomUUID()}` }).returning();
      return { url: `/booking-api/public/widgets/${widget.bookingWidgetId}` };
    }
    default:
      return null;
  }
}

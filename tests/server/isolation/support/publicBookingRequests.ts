/**
 * Requests of the public booking routes (/booking-api/public) for the role matrix and the sweeps:
 * the centre takes online bookings, and its flagged provider is bookable there, offers an online
 * service and has working hours (a special day far ahead, which no other call of these tests touches), so every
 * caller, signed in or not, reaches the route's work.
 */
import crypto from 'node:crypto';
import * as schema from '../../../../src/server/db/schema';
import { sha256 } from '../../../../src/server/services/auth/tokens';
import type { Centre, RoleWorld } from './roleWorld';
import type { CellRequest, RouteKey } from './routeRequests';

const BOOKABLE_DATE = '2099-01-05';
const ready = new Map<string, Promise<string>>();
const links = new Map<string, Promise<string>>();
let phones = 0;

/** A fresh Swiss mobile with a live code 123456 (limits are per phone). */
async function verifiedPhone(w: RoleWorld): Promise<{ countryPhone: string; phone: string }> {
  const digits = String(1_000_000 + (++phones % 9_000_000)).slice(-7);
  const e164 = `+4177${digits}`;
  await w.t.ctx.db.insert(schema.phoneVerificationCodes).values({ phone: e164, codeHash: sha256(`${e164}:123456`), expiresAt: new Date(Date.now() + 15 * 60_000) });
  return { countryPhone: '+41', phone: e164 };
}

/**
 * A waitlist entry of `c` (fresh per call: accept and decline end it), offered a slot far ahead
 * and held for an hour; answers its offer token (or, `offered` false, the entry id of a waiting one).
 */
export async function waitlistEntry(w: RoleWorld, c: Centre, offered = true): Promise<{ id: string; token: string }> {
  const serviceId = await bookableCentre(w, c);
  const token = crypto.randomBytes(32).toString('base64url');
  const busy = { from: new Date(`${BOOKABLE_DATE}T08:00:00Z`), until: new Date(`${BOOKABLE_DATE}T08:30:00Z`) };
  const offer = offered
    ? { status: 'offered' as const, offerProviderId: c.users.PROVIDER.userId, offerDate: BOOKABLE_DATE, offerStartTime: '09:00', offerEndTime: '09:30', offerBusyFrom: busy.from, offerBusyUntil: busy.until, offerTokenHash: sha256(token), offeredUntil: new Date(Date.now() + 3_600_000) }
    : {};
  const [row] = await w.t.ctx.db
    .insert(schema.waitlistEntries)
    .values({ centreId: c.centreId, serviceId, fromDate: BOOKABLE_DATE, toDate: BOOKABLE_DATE, firstName: 'Wanda', lastName: 'Wait', email: 'wanda@public.test', phone: '+41775550000', countryPhone: '+41', language: 'de', ...offer })
    .returning({ id: schema.waitlistEntries.id });
  return { id: row.id, token };
}

/** An online booking of `c` (once per centre and app), its manage token: far ahead, so still changeable. */
function manageToken(w: RoleWorld, c: Centre): Promise<string> {
  let hit = links.get(c.centreId);
  if (!hit) {
    hit = (async () => {
      const serviceId = await bookableCentre(w, c);
      const token = crypto.randomBytes(32).toString('base64url');
      const startsAt = new Date(`${BOOKABLE_DATE}T10:00:00Z`);
      const endsAt = new Date(`${BOOKABLE_DATE}T10:30:00Z`);
      const [row] = await w.t.ctx.db
        .insert(schema.appointments)
        .values({ centreId: c.centreId, date: BOOKABLE_DATE, startTime: '11:00', endTime: '11:30', resourceId: c.users.PROVIDER.userId, serviceFk: serviceId, status: 'CONFIRMED', duration: 30, startsAt, endsAt, busyFrom: startsAt, busyUntil: endsAt })
        .returning();
      await w.t.ctx.db.insert(schema.onlineBookings).values({ appointmentId: row.appointmentId, centreId: c.centreId, tokenHash: sha256(token) });
      return token;
    })();
    links.set(c.centreId, hit);
  }
  return hit;
}

/**
 * Makes `c` bookable online; answers the online service's id. The service is made once per centre
 * and app; the switches are set again on every call, as other routes of the matrix (a provider's
 * booking centres, the online-presence settings) may have turned them off meanwhile.
 */
async function bookableCentre(w: RoleWorld, c: Centre): Promise<string> {
  const db = w.t.ctx.db;
  const provider = c.users.PROVIDER.userId;
  await db
    .insert(schema.onlinePresenceSettings)
    .values({ centreId: c.centreId, bookingEnabled: true })
    .onConflictDoUpdate({ target: schema.onlinePresenceSettings.centreId, set: { bookingEnabled: true } });
  await db
    .insert(schema.specialDays)
    .values({ centreId: c.centreId, userId: provider, date: BOOKABLE_DATE, timeSlots: [{ startTime: '09:00', endTime: '12:00' }] })
    .onConflictDoNothing();
  await db.insert(schema.bookingCentres).values({ centreId: c.centreId, userId: provider }).onConflictDoNothing();
  let hit = ready.get(c.centreId);
  if (!hit) {
    hit = (async () => {
      const [s] = await db.insert(schema.services).values({ centreId: c.centreId, name: 'Online', onlineBooking: true, resourceIds: [provider] }).returning();
      return s.serviceId;
    })();
    ready.set(c.centreId, hit);
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
    case 'POST /booking-api/public/verification-codes':
      return { url: '/booking-api/public/verification-codes', body: { countryPhone: '+41', phone: `077 ${String(100 + (++phones % 900))} 00 00` } };
    case 'POST /booking-api/public/centres/:cid/appointments': {
      const serviceId = await bookableCentre(w, c);
      const phone = await verifiedPhone(w);
      // Beyond the booking horizon: answered 409 slotTaken after the code is checked, nothing written.
      const body = { serviceId, providerId: c.users.PROVIDER.userId, date: BOOKABLE_DATE, startTime: '09:00', firstName: 'Pia', lastName: 'Public', email: 'pia@public.test', ...phone, code: '123456' };
      return { url: `/booking-api/public/centres/${c.centreId}/appointments`, body };
    }
    case 'GET /booking-api/public/manage/:token':
      return { url: `/booking-api/public/manage/${await manageToken(w, c)}` };
    case 'GET /booking-api/public/manage/:token/ics':
      return { url: `/booking-api/public/manage/${await manageToken(w, c)}/ics` };
    case 'POST /booking-api/public/manage/:token/cancel':
      return { url: `/booking-api/public/manage/${await manageToken(w, c)}/cancel` };
    case 'POST /booking-api/public/manage/:token/move':
      return { url: `/booking-api/public/manage/${await manageToken(w, c)}/move`, body: { date: BOOKABLE_DATE, startTime: '09:00' } };
    case 'POST /booking-api/public/centres/:cid/waitlist': {
      const serviceId = await bookableCentre(w, c);
      const phone = await verifiedPhone(w);
      // A range with a free slot: answered 409 slotsAvailable before the code is used, nothing written.
      const body = { serviceId, from: BOOKABLE_DATE, to: BOOKABLE_DATE, firstName: 'Pia', lastName: 'Public', email: 'pia@public.test', ...phone, code: '123456' };
      return { url: `/booking-api/public/centres/${c.centreId}/waitlist`, body };
    }
    case 'GET /booking-api/public/waitlist/offer/:token':
      return { url: `/booking-api/public/waitlist/offer/${(await waitlistEntry(w, c)).token}` };
    // Beyond the booking horizon: answered 409 slotTaken, nothing written.
    case 'POST /booking-api/public/waitlist/offer/:token/accept':
      return { url: `/booking-api/public/waitlist/offer/${(await waitlistEntry(w, c)).token}/accept`, body: {} };
    case 'POST /booking-api/public/waitlist/offer/:token/decline':
      return { url: `/booking-api/public/waitlist/offer/${(await waitlistEntry(w, c)).token}/decline` };
    default:
      return null;
  }
}

/**
 * One realistic request per route, aimed at centre A's records, so that an allowed caller reaches
 * the route's work (2xx, or a 400/409 of the work itself) and only an access rule can answer
 * 401/403/404. Records a call destroys are created fresh per call.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as schema from '../../../../src/server/db/schema';
import { registry } from '../../../../src/generated/registry.gen';
import { recordRoutes, type RecordRoute } from '../../../../src/server/plugins/crud/routes';
import { ALL_FLAGS, createInvitation, createRecord, type Centre, type RoleWorld } from './roleWorld';
import { uniqueSample } from './recordSamples';
import { sequencePer } from '../../support/sequences';
import { addMember, createUser } from '../../support/fixtures';
import { appointmentRequest } from './appointmentRequests';
import { icsFeedRequest } from './icsFeedRequests';
import { publicBookingRequest, waitlistEntry } from './publicBookingRequests';
import { invoiceRequest } from './invoiceRequests';
import { paymentRequest } from './paymentRequests';

export interface RouteKey {
  method: string;
  url: string;
}
export interface CellRequest {
  url: string;
  /** JSON body (undefined: none). */
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export const CONFIRM_WORD = 'LÖSCHEN';
export const routeName = (r: RouteKey) => `${r.method} ${r.url}`;

type RecordDef = (typeof registry)[keyof typeof registry];
const recordRouteMap = new Map<string, { def: RecordDef; rr: RecordRoute }>();
for (const def of Object.values(registry)) for (const rr of recordRoutes(def)) recordRouteMap.set(`${rr.method} ${rr.url}`, { def, rr });

/** The registry record route behind a route, if it is one. */
export const recordRouteOf = (r: RouteKey) => recordRouteMap.get(routeName(r));

const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_, p: string) => {
    if (!(p in params)) throw new Error(`${url}: no value for :${p}`);
    return encodeURIComponent(params[p]);
  });

async function recordRequest(w: RoleWorld, c: Centre, def: RecordDef, rr: RecordRoute): Promise<CellRequest> {
  // Deleting needs a record per call; reading and changing can share A's one.
  const recordId = rr.op === 'delete' ? await createRecord(w.t, c, def.name) : c === w.a ? w.records[def.name] : w.bRecords[def.name];
  const centreInPath = rr.centre.from === 'params' && rr.centre.key === 'id';
  const url = fill(rr.url, { cid: c.centreId, id: centreInPath ? c.centreId : recordId });
  const query = rr.centre.from === 'query' ? `?${rr.centre.key}=${c.centreId}` : '';
  if (rr.op === 'list' || rr.op === 'get' || rr.op === 'delete' || rr.set) return { url: url + query };
  const body: Record<string, unknown> = { ...uniqueSample(def.name) };
  if (rr.centre.from === 'body') body[rr.centre.key] = c.centreId;
  if (rr.idFrom === 'body') body[def.idField] = recordId;
  return { url: url + query, body };
}

/** A file of centre A stored for real (documents are read back from the store). */
async function storedFile(w: RoleWorld, c: Centre, purpose: string): Promise<string> {
  const key = await w.t.ctx.files.put(c.centreId, Buffer.from(`${purpose}-${crypto.randomUUID()}`));
  const [f] = await w.t.ctx.db
    .insert(schema.files)
    .values({ centreId: c.centreId, purpose, mimeType: purpose === 'document' ? 'application/pdf' : 'image/png', size: 10, storageKey: key, originalName: `${purpose}.pdf` })
    .returning();
  return f.id;
}

/** A new provider member of centre `c`; returns their centreProvider id. */
async function freshProvider(w: RoleWorld, c: Centre): Promise<string> {
  const user = await createUser(w.t.ctx, { firstName: 'Neu' });
  await addMember(w.t.ctx, c.centreId, user, 'PROVIDER');
  const [cp] = await w.t.ctx.db.select({ id: schema.centreProviders.id }).from(schema.centreProviders).where(eq(schema.centreProviders.userId, user.userId));
  return cp.id;
}

/** A special day of A's flagged provider, on its own date (a call may move or remove it). */
async function freshSpecialDay(w: RoleWorld, c: Centre): Promise<string> {
  const [row] = await w.t.ctx.db.insert(schema.specialDays).values({ centreId: c.centreId, userId: c.users.PROVIDER.userId, date: nextSpecialDate(w), timeSlots: [] }).returning();
  return row.id;
}
/** Dates no special day of this test file has yet (2024–2025 are used for nothing else). */
const specialDayOf = sequencePer<RoleWorld>();
const nextSpecialDate = (w: RoleWorld): string => new Date(Date.UTC(2024, 0, 1) + (specialDayOf(w) - 1) * 86_400_000).toISOString().slice(0, 10);

/** A valid weekly template: weekdays 08:00–12:00 in the centre. */
const weekTemplate = (centreId: string) => ({
  workingDays: [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, available: weekDay > 0 && weekDay < 6, timeSlots: [{ centreId, startTime: '08:00', endTime: '12:00' }] })),
});

/** The request of one route, against centre `c` (A by default). */
export async function requestFor(w: RoleWorld, route: RouteKey, c: Centre = w.a): Promise<CellRequest> {
  const rec = recordRouteOf(route);
  if (rec) return recordRequest(w, c, rec.def, rec.rr);
  const appointment = await appointmentRequest(w, route, c);
  if (appointment) return appointment;
  const icsFeed = await icsFeedRequest(w, route, c);
  if (icsFeed) return icsFeed;
  const publicBooking = await publicBookingRequest(w, route, c);
  if (publicBooking) return publicBooking;
  const invoice = await invoiceRequest(w, route, c);
  if (invoice) return invoice;
  const payment = await paymentRequest(w, route, c);
  if (payment) return payment;
  const provider = c.users.PROVIDER;
  const params: Record<string, string> = {
    cid: c.centreId,
    centreId: c.centreId,
    id: c.centreId,
    userId: provider.userId,
    pid: provider.userId,
    uid: provider.userId,
    providerId: c.cp.PROVIDER,
    fileId: w.logoFileId,
    lng: 'de',
    ns: 'settings.json',
    email: provider.email,
    type: 'regular',
  };
  const name = routeName(route);
  // Routes whose :id is a user (the target is A's flagged provider: self for PROVIDER, a colleague for the others).
  if (/^\/api\/users?\/:id/.test(route.url)) params.id = provider.userId;
  if (name === 'PATCH /api/permission/:id/updatePermission') params.id = c.cp.PROVIDER;
  // Provider routes whose :id is the provider's user id.
  if (/\/providers\/:id/.test(route.url)) params.id = provider.userId;
  if (route.url.includes(':specialDayId')) params.specialDayId = await freshSpecialDay(w, c);
  if (route.url.startsWith('/api/clinics/:cid/services/:id')) params.id = c === w.a ? w.records.service : w.bRecords.service;
  if (name === 'GET /api/notifications/contact/:id/centre/:cid') params.id = c === w.a ? w.records.contact : w.bRecords.contact;
  if (route.url.includes(':invitationId') || route.url.includes(':token')) {
    const inv = await createInvitation(w.t, c.centreId);
    params.invitationId = inv.id;
    params.token = inv.token;
  }
  // Team routes change or end a membership: each call gets a provider of its own.
  if (route.url.startsWith('/api/centres/:id/settings/providers/:providerId') && route.method !== 'GET') params.providerId = await freshProvider(w, c);
  const url = fill(route.url, params);
  const bodies: Record<string, () => Promise<CellRequest>> = {
    'GET /api/googleCalendar/authUrl': async () => ({ url: `${url}?centreId=${c.centreId}&providerId=${c.cp.PROVIDER}&redirectUri=${encodeURIComponent('https://app.kura.test/cb')}` }),
    'GET /api/providers/:pid/centres/:cid/days-off': async () => ({ url: `${url}?year=2026` }),
    'GET /api/centres/:id/public-holidays': async () => ({ url: `${url}?year=2026` }),
    'GET /api/centre/:id/download-document': async () => ({ url: `${url}?fileId=${await storedFile(w, c, 'document')}` }),
    'GET /api/common-contacts': async () => ({ url: `${url}?email=${encodeURIComponent('bea@example.ch')}` }),
    'POST /api/clinics/:cid/users/:uid/draggable-events': async () => ({ url, body: { events: [{ serviceId: c === w.a ? w.records.service : w.bRecords.service }] } }),
    'PUT /booking-api/providers/:id/schedule-templates': async () => ({ url, body: weekTemplate(c.centreId) }),
    'PATCH /booking-api/providers/:id': async () => ({ url, body: { instantBooking: true, minScheduleStep: 30 } }),
    'GET /api/providers/:pid/centres/:cid/special-days': async () => ({ url: `${url}?year=2026` }),
    'POST /api/providers/:pid/centres/:cid/special-days': async () => ({ url, body: { date: nextSpecialDate(w), timeSlots: [{ startTime: '09:00', endTime: '12:00' }] } }),
    'PUT /api/providers/:pid/centres/:cid/special-days': async () => ({
      url,
      body: { specialDayId: await freshSpecialDay(w, c), date: nextSpecialDate(w), timeSlots: [{ startTime: '10:00', endTime: '11:00' }] },
    }),
    'PUT /api/providers/:pid/centres/:cid/special-days/list': async () => ({ url, body: { year: 2026, specialDays: [{ date: '2026-12-31', timeSlots: [] }] } }),
    'GET /api/providers/schedule': async () => ({ url: `${url}?centreId=${c.centreId}&from=2026-12-21&to=2026-12-27` }),
    'GET /api/providers/busy': async () => ({ url: `${url}?centreId=${c.centreId}&from=2026-12-21&to=2026-12-27` }),
    'GET /api/providers/:pid/centres/:cid/services-day-offer': async () => ({ url: `${url}?date=2026-12-21` }),
    'POST /api/providers/:id/booking-centres': async () => ({ url, body: { centreId: c.centreId } }),
    'DELETE /api/providers/:id/booking-centres': async () => ({ url: `${url}?centreId=${c.centreId}` }),
    'GET /api/waitlist': async () => ({ url: `${url}?centreId=${c.centreId}` }),
    'DELETE /api/waitlist/:id': async () => ({ url: `/api/waitlist/${(await waitlistEntry(w, c, false)).id}?centreId=${c.centreId}` }),
    'POST /api/waitlist/offer-now': async () => ({ url: `${url}?centreId=${c.centreId}` }),
    'PUT /api/providers/:pid/centres/:cid/days-off': async () => ({ url, body: { year: 2026, days: [{ date: '2026-12-24', name: 'Weihnachten' }] } }),
    // Google's push for a known channel without a resource state: acknowledged, nothing synced.
    'POST /api/calendar/notifications': async () => ({ url, headers: { 'x-goog-channel-id': w.channel.id, 'x-goog-channel-token': w.channel.token } }),
    'PATCH /api/centre/:id/centreProvider/:providerId': async () => ({ url, body: { calendarColour: '#336699' } }),
    'PATCH /api/centres/:id/settings/providers/:providerId/role': async () => ({ url, body: { role: 'ADMIN' } }),
    // The flagged provider keeps every flag (later cells rely on them).
    'PATCH /api/permission/:id/updatePermission': async () => ({ url, body: { Permission: [ALL_FLAGS] } }),
    'POST /api/centres/:id/deletePhoto': async () => {
      const fileId = await storedFile(w, c, 'photo');
      const [row] = await w.t.ctx.db.select({ ids: schema.centres.photoFileIds }).from(schema.centres).where(eq(schema.centres.id, c.centreId));
      await w.t.ctx.db.update(schema.centres).set({ photoFileIds: [...row.ids, fileId] }).where(eq(schema.centres.id, c.centreId));
      return { url, body: { file_id: fileId } };
    },
    'POST /api/vats/centre/:id/statutory': async () => ({ url, body: { countryCode: 'CH' } }),
    'POST /api/invoice-templates/preview': async () => ({ url: `${url}?centreId=${c.centreId}`, body: { html: '<p>{{ClientName}}</p>', contactId: c === w.a ? w.records.contact : w.bRecords.contact } }),
    'POST /api/user/getByEmail': async () => ({ url, body: { email: provider.email } }),
    'POST /api/users/fetchProviders': async () => ({ url, body: { providers: [provider.userId] } }),
    'POST /api/news/centre/:id/markNewsAsRead': async () => ({ url, body: { newsIds: [] } }),
    'PATCH /api/users/:id/onboarding/provider': async () => ({ url, body: { status: 1 } }),
    'POST /api/user/:id': async () => ({ url, body: { lastName: 'Muster' } }),
    'PATCH /api/users/:id/userInfo': async () => ({ url, body: { userData: { lastName: 'Muster' } } }),
    'PATCH /api/users/:id/resource': async () => ({ url, body: { userData: { centreId: c.centreId, lastName: 'Muster' } } }),
    'DELETE /api/user': async () => ({ url, body: { confirmWord: CONFIRM_WORD } }),
    'DELETE /api/centre/:id': async () => ({ url, body: { confirmWord: CONFIRM_WORD } }),
    'POST /api/common-contacts-centre': async () => ({ url, body: { centreId: c.centreId } }),
    'POST /api/calendar': async () => ({ url, body: { centreId: c.centreId, providerId: c.cp.PROVIDER, calendarId: 'work' } }),
    'POST /api/calendar/list': async () => ({ url, body: { centreId: c.centreId, providerId: c.cp.PROVIDER } }),
    'POST /api/calendar/remove': async () => ({ url, body: { centreId: c.centreId, providerId: c.cp.PROVIDER } }),
    // No credit in the test centre: the send is refused by its own rule (notEnoughSms), nothing queued.
    'POST /api/sms/sendBulkSMS': async () => ({ url, body: { centreId: c.centreId, contactIds: [c === w.a ? w.records.contact : w.bRecords.contact], message: 'Hallo {{ClientName}}' } }),
    'POST /api/calendar/startWatch': async () => ({ url, body: { centreId: c.centreId, bookingProviderId: c.cp.PROVIDER } }),
    'POST /api/calendar/write': async () => ({ url, body: { centreId: c.centreId, providerId: c.cp.PROVIDER, calendarId: null } }),
    'POST /api/calendar/write/resync': async () => ({ url, body: { centreId: c.centreId, providerId: c.cp.PROVIDER } }),
  };
  if (bodies[name]) return bodies[name]();
  return { url, body: ['GET', 'DELETE'].includes(route.method) ? undefined : {} };
}

/**
 * Requests of the appointment routes for the role matrix and the sweeps: each call that changes
 * an appointment gets a fresh one of its own (on a day no other call uses), so every allowed
 * caller reaches the route's work. Set-up calls sign a fresh token: a sweep on a loaded machine
 * outlives the world's first tokens (ACCESS_TOKEN_TTL, 15 min).
 */
import { sequencePer } from '../../support/sequences';
import type { Centre, RoleWorld } from './roleWorld';
import type { CellRequest, RouteKey } from './routeRequests';

const dayOf = sequencePer<Centre>();
/** A date no earlier request for the centre used: its provider's slots never clash. */
function freshDate(c: Centre): string {
  return new Date(Date.UTC(2028, 0, 1) + dayOf(c) * 86_400_000).toISOString().slice(0, 10);
}

export const appointmentBody = (c: Centre, contactId?: string) => ({
  centre_fk: c.centreId,
  resourceId: c.users.PROVIDER.userId,
  date: freshDate(c),
  startTime: '10:00',
  endTime: '11:00',
  notes: 'Kontrolle',
  ...(contactId ? { contact_fk: contactId } : {}),
});

/** A new appointment of centre `c`, created by its owner through the API; optionally cancelled. */
export async function freshAppointment(w: RoleWorld, c: Centre, cancelled = false): Promise<string> {
  const post = await w.t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { ...(await w.headersOf(c.users.OWNER)), 'content-type': 'application/json' },
    payload: JSON.stringify(appointmentBody(c)),
  });
  if (post.statusCode !== 201) throw new Error(`appointment: ${post.statusCode} ${post.body}`);
  const id = post.json().appointment_id as string;
  if (cancelled) await w.t.app.inject({ method: 'GET', url: `/api/appointments/${id}/updateType/current/cancel`, headers: await w.headersOf(c.users.OWNER) });
  return id;
}

/** A new booking request (UNCONFIRMED) of centre `c`, made by its owner, for the inbox's routes. */
async function freshRequest(w: RoleWorld, c: Centre): Promise<string> {
  const post = await w.t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { ...(await w.headersOf(c.users.OWNER)), 'content-type': 'application/json' },
    payload: JSON.stringify({ ...appointmentBody(c), status: 'UNCONFIRMED' }),
  });
  if (post.statusCode !== 201) throw new Error(`request: ${post.statusCode} ${post.body}`);
  return post.json().appointment_id as string;
}

/** The request of an appointment route, or null for other routes. */
export async function appointmentRequest(w: RoleWorld, route: RouteKey, c: Centre): Promise<CellRequest | null> {
  const name = `${route.method} ${route.url}`;
  const contact = c === w.a ? w.records.contact : w.bRecords.contact;
  const service = c === w.a ? w.records.service : w.bRecords.service;
  switch (name) {
    case 'POST /api/appointments':
    case 'POST /api/appointments/shortCreate':
      return { url: route.url, body: appointmentBody(c, contact) };
    case 'PATCH /api/appointments/:id':
      return { url: `/api/appointments/${await freshAppointment(w, c)}`, body: { notes: 'Verschoben', startTime: '12:00', endTime: '13:00', updateType: 'current' } };
    case 'PATCH /api/appointments/:id/shortUpdate':
      return { url: `/api/appointments/${await freshAppointment(w, c)}/shortUpdate`, body: { startTime: '12:00', endTime: '12:45' } };
    case 'GET /api/appointments':
      return { url: `${route.url}?centreId=${c.centreId}&range=[0,9]&contactNames=true` }; // as the calendar asks (names of the clients too)
    case 'GET /api/appointments/centre/:cid/contact/:contactId':
      return { url: `/api/appointments/centre/${c.centreId}/contact/${contact}` };
    case 'GET /api/appointments/:id':
      return { url: `/api/appointments/${await freshAppointment(w, c)}` };
    case 'GET /api/appointments/:id/updateType/:type/cancel':
      return { url: `/api/appointments/${await freshAppointment(w, c)}/updateType/current/cancel` };
    case 'GET /api/appointments/:id/undoCancel':
      return { url: `/api/appointments/${await freshAppointment(w, c, true)}/undoCancel` };
    case 'PATCH /api/appointments/:id/status':
      return { url: `/api/appointments/${await freshAppointment(w, c)}/status`, body: { status: 'PROVIDED', updateType: 'current', isSms: false, isEmail: false } };
    case 'PATCH /booking-api/appointments/:id/mark-complete':
      return { url: `/booking-api/appointments/${await freshAppointment(w, c)}/mark-complete` };
    case 'PATCH /api/appointments/:id/add-items':
      return { url: `/api/appointments/${await freshAppointment(w, c)}/add-items`, body: { items: [{ service_fk: service, count: 1 }] } };
    case 'PATCH /api/appointments/:id/edit-item':
    case 'PATCH /api/appointments/:id/remove-item': {
      const id = await freshAppointment(w, c);
      const added = await w.t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${id}/add-items`,
        headers: { ...(await w.headersOf(c.users.OWNER)), 'content-type': 'application/json' },
        payload: JSON.stringify({ items: [{ service_fk: service }] }),
      });
      const itemId = added.json().items[0].item_id as string;
      return { url: route.url.replace(':id', id), body: route.url.endsWith('edit-item') ? { item_id: itemId, count: 2 } : { item_id: itemId } };
    }
    case 'PATCH /api/appointments/:id/update-invoice-status':
      return { url: `/api/appointments/${await freshAppointment(w, c)}/update-invoice-status`, body: { status: 'UNPAID' } };
    case 'GET /api/appointments/repetitions':
      return { url: `/api/appointments/repetitions?appointmentId=${await freshAppointment(w, c)}` };
    case 'POST /api/appointments/repetitions':
    case 'POST /api/appointments/irregular-repetitions': {
      const appointmentId = await freshAppointment(w, c);
      // The next day is kept free for the one added occurrence.
      const next = freshDate(c);
      return route.url.endsWith('irregular-repetitions')
        ? { url: route.url, body: { appointmentId, dates: [next] } }
        : { url: route.url, body: { appointmentId, repetition: { frequency: 'DAILY', interval: 1, end: 'OCCURRENCES', occurrences: 2 } } };
    }
    case 'GET /api/appointments/centre/:cid/deleted':
      return { url: `/api/appointments/centre/${c.centreId}/deleted` };
    case 'POST /api/appointments/:id/restore': {
      const id = await freshAppointment(w, c);
      await w.t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${id}/status`,
        headers: { ...(await w.headersOf(c.users.OWNER)), 'content-type': 'application/json' },
        payload: JSON.stringify({ status: 'DELETED' }),
      });
      return { url: `/api/appointments/${id}/restore` };
    }
    case 'GET /api/appointments/centre/:cid/inbox/count':
    case 'GET /api/appointments/centre/:cid/inbox/requests':
    case 'GET /api/appointments/centre/:cid/inbox/cancelled':
      return { url: route.url.replace(':cid', c.centreId) };
    case 'POST /api/appointments/:id/confirm':
      return { url: `/api/appointments/${await freshRequest(w, c)}/confirm`, body: { isSms: false, isEmail: false } };
    case 'POST /api/appointments/:id/deny':
      return { url: `/api/appointments/${await freshRequest(w, c)}/deny`, body: { message: 'Leider ausgebucht.', isSms: false, isEmail: false } };
    case 'GET /api/appointments/:id/groupEventEntries':
      return { url: `/api/appointments/${await freshAppointment(w, c)}/groupEventEntries` };
    case 'GET /api/appointments/:id/documents':
    case 'POST /api/appointments/:id/documents':
      return { url: `/api/appointments/${await freshAppointment(w, c)}/documents` };
    case 'DELETE /api/appointments/:id/documents/:fileId': {
      const id = await freshAppointment(w, c);
      const boundary = 'kuraDocument';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Befund.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 Befund\r\n--${boundary}--\r\n`;
      const up = await w.t.app.inject({ method: 'POST', url: `/api/appointments/${id}/documents`, headers: { ...(await w.headersOf(c.users.OWNER)), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      return { url: `/api/appointments/${id}/documents/${up.json()[0].file_id}` };
    }
    case 'PATCH /api/appointments/:id/change-booking':
      return { url: `/api/appointments/${await freshAppointment(w, c)}/change-booking`, body: { service_fk: service, keepTimes: true } };
    case 'PATCH /api/appointments/:id/update-project':
      return { url: `/api/appointments/${await freshAppointment(w, c)}/update-project`, body: { project_fk: null } };
    case 'POST /api/historyEntry/createHistoryEntry':
      return { url: route.url, body: { appointmentId: await freshAppointment(w, c), text: 'Befund' } };
    case 'POST /api/historyEntry/updateHistoryEntry': {
      const post = await w.t.app.inject({
        method: 'POST',
        url: '/api/historyEntry/createHistoryEntry',
        headers: { ...(await w.headersOf(c.users.OWNER)), 'content-type': 'application/json' },
        payload: JSON.stringify({ appointmentId: await freshAppointment(w, c), text: 'Befund' }),
      });
      return { url: route.url, body: { historyEntryId: post.json().historyEntryId, text: 'Befund, ergänzt' } };
    }
    case 'GET /api/centres/:id/statistics/appointments':
      return { url: `/api/centres/${c.centreId}/statistics/appointments?period=week` };
    case 'GET /api/historyEntry/appointment/:id/getFullHistoryEntry':
      return { url: `/api/historyEntry/appointment/${await freshAppointment(w, c)}/getFullHistoryEntry` };
    default:
      return null;
  }
}

/**
 * The booking inbox (issue 10 §5): open requests newest first and their count, confirm, deny with
 * a personal message, move (the client told), the online cancellations, the slot a request holds,
 * and the expiry job (fake clock: its `now`), each with the outbox rows the client and the
 * therapist get.
 */
import { and, asc, eq } from 'drizzle-orm';
import { appointments, onlineBookings, onlinePresenceSettings, outbox } from '../../../src/server/db/schema';
import { expireRequests } from '../../../src/server/services/appointments/requestExpiry';
import { takenTime } from '../../../src/server/services/publicBooking/takenTime';
import type { AppointmentChanged } from '../../../src/shared/api/realtime';
import { DB_KINDS } from '../support/testApp';
import { call, useClinicsWorld, type Clinic } from '../centres/world';
import { cancel, create, slot, undo } from './world';
import { appointmentRow, clientOf, daysAhead, outboxOf } from './messaging';

const HOUR = 3_600_000;

describe.each(DB_KINDS)('booking inbox on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const inbox = (c: Clinic, what: 'count' | 'requests' | 'cancelled') => call(w.t, c.owner, 'GET', `/api/appointments/centre/${c.centreId}/inbox/${what}`);
  const count = async (c: Clinic) => (await inbox(c, 'count')).json().requests as number;
  const therapistMail = async (c: Clinic) =>
    (await w.t.ctx.db.select().from(outbox).where(and(eq(outbox.recipient, c.provider.email), eq(outbox.channel, 'email'))).orderBy(asc(outbox.createdAt))).map((m) => m.template);

  /** A request (UNCONFIRMED) of `c`'s therapist for a client with an e-mail, made by the owner without messages. */
  async function request(c: Clinic, date: string, start: string, end: string, firstName = 'Rita'): Promise<{ id: string; contact: string }> {
    const contact = await clientOf(w, c, { email: `${firstName.toLowerCase()}@example.ch`, firstName });
    const res = await create(w, c.owner, slot(c, date, start, end, { contact_fk: contact, status: 'UNCONFIRMED', isEmail: false, isSms: false }));
    expect(res.statusCode).toBe(201);
    return { id: res.json().appointment_id, contact };
  }

  it('lets staff make a request (the client gets the booking request message); other statuses in a create body are ignored', async () => {
    const contact = await clientOf(w, w.a, { email: 'ruth@example.ch', firstName: 'Ruth' });
    const res = await create(w, w.a.owner, slot(w.a, daysAhead(19), '08:00', '09:00', { contact_fk: contact, status: 'UNCONFIRMED' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('UNCONFIRMED');
    expect((await outboxOf(w, contact)).map((m) => `${m.channel}:${m.template}`)).toEqual(['email:bookingRequest']);
    const billed = await create(w, w.a.owner, slot(w.a, daysAhead(19), '10:00', '11:00', { status: 'BILLED', isEmail: false, isSms: false }));
    expect(billed.json().status).toBe('CONFIRMED');
    expect((await call(w.t, w.a.owner, 'POST', `/api/appointments/${billed.json().appointment_id}/deny`, {})).json().code).toBe('notARequest');
  });

  it('lists the open requests newest first with the client’s name and expiry, counts them, and shows nothing of another centre', async () => {
    const before = await count(w.a);
    const first = await request(w.a, daysAhead(20), '08:00', '09:00', 'Anna');
    const second = await request(w.a, daysAhead(21), '08:00', '09:00', 'Berta');
    await create(w, w.a.owner, slot(w.a, daysAhead(22), '08:00', '09:00'));
    const other = await request(w.b, daysAhead(20), '08:00', '09:00', 'Carla');
    expect(await count(w.a)).toBe(before + 2);

    const res = await inbox(w.a, 'requests');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { appointment_id: string; status: string; contactName: { firstName: string }; expiresAt: string; createdAt: string }[];
    expect(rows.slice(0, 2).map((r) => r.appointment_id)).toEqual([second.id, first.id]);
    expect(rows.every((r) => r.status === 'UNCONFIRMED')).toBe(true);
    expect(rows[0].contactName.firstName).toBe('Berta');
    // Default expiry: 48 hours after the request was made.
    expect(new Date(rows[0].expiresAt).getTime() - new Date(rows[0].createdAt).getTime()).toBe(48 * HOUR);
    expect(rows.map((r) => r.appointment_id)).not.toContain(other.id);
    // B's members cannot read A's inbox.
    expect((await call(w.t, w.b.owner, 'GET', `/api/appointments/centre/${w.a.centreId}/inbox/requests`)).statusCode).toBe(404);
    expect((await call(w.t, w.b.owner, 'POST', `/api/appointments/${first.id}/confirm`, {})).statusCode).toBe(404);
  });

  it('confirms a request: the client gets the confirmation, the therapist hears of it, the count drops and calendars are told', async () => {
    const { id, contact } = await request(w.a, daysAhead(23), '10:00', '11:00');
    const n = await count(w.a);
    const mailsBefore = (await therapistMail(w.a)).length;
    const seen: AppointmentChanged[] = [];
    const stop = w.t.ctx.events.on('appointment_changed', (e) => seen.push(e));
    const res = await call(w.t, w.a.admin, 'POST', `/api/appointments/${id}/confirm`, {});
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment.status).toBe('CONFIRMED');
    expect(await count(w.a)).toBe(n - 1);
    expect(seen).toEqual([{ centreId: w.a.centreId, appointmentIds: [id], kind: 'updated', by: w.a.admin.userId }]);
    expect((await outboxOf(w, contact)).map((m) => `${m.channel}:${m.template}`)).toEqual(['email:bookingConfirmation']);
    expect((await therapistMail(w.a)).slice(mailsBefore)).toEqual(['bookingConfirmation.provider']);

    // Answered once: a second confirm or a deny is refused, nothing changes.
    const again = await call(w.t, w.a.owner, 'POST', `/api/appointments/${id}/deny`, { message: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('notARequest');
    expect((await appointmentRow(w, w.a, id)).status).toBe('CONFIRMED');
    expect(await outboxOf(w, contact)).toHaveLength(1);
  });

  it('denies a request with a personal message under the practice’s text, and frees its slot', async () => {
    const date = daysAhead(24);
    const { id, contact } = await request(w.a, date, '10:00', '11:00');
    // The request holds its slot: nobody else gets it.
    const clash = await create(w, w.a.owner, slot(w.a, date, '10:30', '11:30'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('appointmentOverlap');

    const tooLong = await call(w.t, w.a.owner, 'POST', `/api/appointments/${id}/deny`, { message: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    const unknown = await call(w.t, w.a.owner, 'POST', `/api/appointments/${id}/deny`, { reason: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect((await appointmentRow(w, w.a, id)).status).toBe('UNCONFIRMED');

    const res = await call(w.t, w.a.owner, 'POST', `/api/appointments/${id}/deny`, { message: 'Leider ist Frau Muster an diesem Tag krank.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment.status).toBe('DENIED');
    const [mail] = await outboxOf(w, contact);
    expect(mail).toMatchObject({ channel: 'email', template: 'bookingCancellation' });
    expect(mail.body).toContain('Rita Beispiel');
    expect(mail.body.trimEnd().endsWith('Leider ist Frau Muster an diesem Tag krank.')).toBe(true);
    expect((await create(w, w.a.owner, slot(w.a, date, '10:30', '11:30'))).statusCode).toBe(201);
  });

  it('moves a request to another time and therapist through the appointment API: the client is told of the change', async () => {
    const { id, contact } = await request(w.a, daysAhead(25), '10:00', '11:00');
    const res = await call(w.t, w.a.owner, 'PATCH', `/api/appointments/${id}`, { date: daysAhead(26), startTime: '14:00', endTime: '15:00', resourceId: w.a.admin.userId, updateType: 'current' });
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment).toMatchObject({ status: 'UNCONFIRMED', resourceId: w.a.admin.userId, startTime: '14:00' });
    expect((await outboxOf(w, contact)).map((m) => m.template)).toEqual(['bookingChange']);
    // Still a request: it stays in the inbox until answered.
    expect((await inbox(w.a, 'requests')).json().map((r: { appointment_id: string }) => r.appointment_id)).toContain(id);
  });

  it('holds the request’s time in the slots engine until it is denied', async () => {
    const date = daysAhead(27);
    const { id } = await request(w.a, date, '15:00', '16:00');
    const row = await appointmentRow(w, w.a, id);
    const window = { userIds: [w.a.provider.userId], from: new Date((row.startsAt as Date).getTime() - HOUR), to: new Date((row.startsAt as Date).getTime() + 2 * HOUR), centreId: w.a.centreId, groupService: null };
    const start = Math.floor((row.startsAt as Date).getTime() / 60_000);
    const busy = async () => (await takenTime(w.t.ctx.db, window)).busy.get(w.a.provider.userId) ?? [];
    expect(await busy()).toContainEqual({ start, end: start + 60 });
    await call(w.t, w.a.owner, 'POST', `/api/appointments/${id}/deny`, {});
    expect(await busy()).not.toContainEqual({ start, end: start + 60 });
  });

  it('lists the appointments clients cancelled online, latest first; a staff cancel is not one of them', async () => {
    const online = await request(w.a, daysAhead(28), '09:00', '10:00', 'Olga');
    expect((await call(w.t, w.a.owner, 'POST', `/api/appointments/${online.id}/confirm`, {})).statusCode).toBe(200);
    const byStaff = (await create(w, w.a.owner, slot(w.a, daysAhead(28), '11:00', '12:00'))).json().appointment_id as string;
    expect((await cancel(w, w.a.owner, byStaff, 'current')).statusCode).toBe(200);
    // What the public manage link does: the cancel, then the mark, in one transaction.
    expect((await cancel(w, w.a.owner, online.id, 'current')).statusCode).toBe(200);
    await w.t.ctx.db.insert(onlineBookings).values({ centreId: w.a.centreId, appointmentId: online.id, tokenHash: `hash-${online.id}`, cancelledOnlineAt: new Date() });
    const listed = async () => (await inbox(w.a, 'cancelled')).json().map((r: { appointment_id: string }) => r.appointment_id) as string[];
    expect(await listed()).toContain(online.id);
    expect(await listed()).not.toContain(byStaff);
    expect((await inbox(w.a, 'cancelled')).json().find((r: { appointment_id: string }) => r.appointment_id === online.id).contactName.firstName).toBe('Olga');
    expect((await call(w.t, w.b.owner, 'GET', `/api/appointments/centre/${w.b.centreId}/inbox/cancelled`)).json().map((r: { appointment_id: string }) => r.appointment_id)).not.toContain(online.id);

    // Undone and cancelled again by staff: no longer the client's cancel.
    expect((await undo(w, w.a.owner, online.id)).statusCode).toBe(200);
    expect(await listed()).not.toContain(online.id);
    await new Promise((r) => setTimeout(r, 5));
    expect((await cancel(w, w.a.owner, online.id, 'current')).statusCode).toBe(200);
    expect(await listed()).not.toContain(online.id);
    const marks = await w.t.ctx.db.select().from(onlineBookings).where(eq(onlineBookings.appointmentId, online.id));
    expect(marks.map((m) => m.cancelledOnlineAt !== null)).toEqual([true]);
  });

  it('denies the requests nobody answered in time, once, tells the clients and the therapist, and leaves answered ones alone', async () => {
    const c = w.b;
    await w.t.ctx.db.insert(onlinePresenceSettings).values({ centreId: c.centreId, requestExpiryHours: 24 });
    const late = await request(c, daysAhead(30), '09:00', '10:00', 'Lena');
    const answered = await request(c, daysAhead(30), '11:00', '12:00', 'Mia');
    expect((await call(w.t, c.owner, 'POST', `/api/appointments/${answered.id}/confirm`, {})).statusCode).toBe(200);
    const made = (await appointmentRow(w, c, late.id)).createdAt.getTime();
    const log = { warn: jest.fn() };
    const seen: AppointmentChanged[] = [];
    const stop = w.t.ctx.events.on('appointment_changed', (e) => seen.push(e));
    try {
      // Not yet: 23 hours after the request.
      await expireRequests(w.t.ctx.db, w.t.ctx.events, w.t.ctx.jobs, 'https://kura.test', log, new Date(made + 23 * HOUR));
      expect((await appointmentRow(w, c, late.id)).status).toBe('UNCONFIRMED');
      const mailsBefore = (await therapistMail(c)).length;

      const now = new Date(made + 24 * HOUR + 1000);
      const first = await expireRequests(w.t.ctx.db, w.t.ctx.events, w.t.ctx.jobs, 'https://kura.test', log, now);
      expect(first.denied).toBeGreaterThanOrEqual(1);
      expect((await appointmentRow(w, c, late.id)).status).toBe('DENIED');
      expect((await appointmentRow(w, c, answered.id)).status).toBe('CONFIRMED');
      expect((await outboxOf(w, late.contact)).map((m) => `${m.channel}:${m.template}`)).toEqual(['email:bookingCancellation']);
      // B's other open requests (older than 24 h at `now`) went too: one provider mail each.
      expect((await therapistMail(c)).slice(mailsBefore)).toEqual(Array(first.denied).fill('bookingCancellation.provider'));
      expect(seen.filter((e) => e.appointmentIds.includes(late.id))).toEqual([{ centreId: c.centreId, appointmentIds: [late.id], kind: 'updated' }]);

      // Never twice: the next pass (or a second worker) finds nothing left to deny.
      const second = await expireRequests(w.t.ctx.db, w.t.ctx.events, w.t.ctx.jobs, 'https://kura.test', log, now);
      expect(second).toEqual({ denied: 0, failed: 0 });
      expect(await outboxOf(w, late.contact)).toHaveLength(1);
      expect(log.warn).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('lets requests wait with 0 hours, until their time has come', async () => {
    const c = w.b;
    await w.t.ctx.db.update(onlinePresenceSettings).set({ requestExpiryHours: 0 }).where(eq(onlinePresenceSettings.centreId, c.centreId));
    const waiting = await request(c, daysAhead(31), '09:00', '10:00', 'Nora');
    const row = await appointmentRow(w, c, waiting.id);
    const log = { warn: jest.fn() };
    await expireRequests(w.t.ctx.db, w.t.ctx.events, w.t.ctx.jobs, 'https://kura.test', log, new Date(row.createdAt.getTime() + 1000 * HOUR));
    expect((await appointmentRow(w, c, waiting.id)).status).toBe('UNCONFIRMED');

    await w.t.ctx.db.update(onlinePresenceSettings).set({ requestExpiryHours: 48 }).where(eq(onlinePresenceSettings.centreId, c.centreId));
    // Tomorrow morning's request: its start comes before 48 hours have passed, and it expires then.
    const soon = await request(c, daysAhead(1), '09:00', '10:00', 'Olivia');
    const soonRow = await appointmentRow(w, c, soon.id);
    expect((soonRow.startsAt as Date).getTime()).toBeLessThan(soonRow.createdAt.getTime() + 48 * HOUR);
    await expireRequests(w.t.ctx.db, w.t.ctx.events, w.t.ctx.jobs, 'https://kura.test', log, new Date((soonRow.startsAt as Date).getTime() - 60_000));
    expect((await appointmentRow(w, c, soon.id)).status).toBe('UNCONFIRMED');
    await expireRequests(w.t.ctx.db, w.t.ctx.events, w.t.ctx.jobs, 'https://kura.test', log, new Date((soonRow.startsAt as Date).getTime()));
    const after = await w.t.ctx.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.appointmentId, soon.id));
    expect(after[0].status).toBe('DENIED');
  });
});

/**
 * The patient's manage link (issue 10 §3): GET shows only the booking; cancel until the
 * cancellation limit (then 409 cancellationClosed), recorded as an online cancellation; move to a
 * free slot (409 slotTaken otherwise, its own time counts as free); an .ics for the calendar;
 * unknown tokens 404.
 */
import { and, eq } from 'drizzle-orm';
import { appointments, auditEvents, onlineBookings } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { bookingWorld, ok, OPEN_LIMITS, publicCall, seedPhoneCodes, swissMobile, type BookingWorld } from './world';

describe.each(DB_KINDS)('public manage link on %s', (kind) => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld(kind, { ...OPEN_LIMITS, publicUrl: 'https://app.kura.test' });
  }, 120_000);
  afterAll(() => w.t.close());

  let n = 500;
  /** Books the provider's `date` `startTime` for a fresh verified patient; answers the id and the token. */
  const booked = async (date: string, startTime: string, serviceId = w.s.online) => {
    const p = swissMobile(++n);
    await seedPhoneCodes(w, [p]);
    const res = await publicCall(w, 'POST', `/booking-api/public/centres/${w.a.centreId}/appointments`, {
      serviceId, providerId: w.a.provider.userId, date, startTime, firstName: 'Mara', lastName: 'Muster', email: `mara${n}@beispiel.ch`, countryPhone: p.countryPhone, phone: p.phone, code: '123456',
    });
    await ok(res, 201);
    const { appointment_id: id, manageUrl } = res.json();
    return { id: id as string, token: String(manageUrl).split('/').pop() as string };
  };
  const manage = (token: string, suffix = '', method: 'GET' | 'POST' = 'GET', body?: unknown, now?: number) => publicCall(w, method, `/booking-api/public/manage/${token}${suffix}`, body, { now });
  const slotTimes = async (date: string) => {
    const res = await publicCall(w, 'GET', `/booking-api/public/centres/${w.a.centreId}/slots?serviceId=${w.s.online}&providerId=${w.a.provider.userId}&from=${date}&to=${date}`);
    return (res.json().slots as { startTime: string }[]).map((s) => s.startTime);
  };

  it('shows the booking and nothing else', async () => {
    const { token } = await booked('2027-03-02', '09:00');
    const res = await manage(token);
    await ok(res);
    expect(res.json()).toEqual({
      centreId: w.a.centreId,
      centreName: 'Praxis A',
      serviceName: 'Physiotherapie',
      providerName: expect.stringContaining('Praxis A Provider'),
      date: '2027-03-02',
      startTime: '09:00',
      endTime: '10:00',
      status: 'CONFIRMED',
      mayCancel: true,
      mayMove: true,
      // 24 hours before Tuesday 09:00 in Zurich.
      cancelUntil: '2027-03-01T08:00:00.000Z',
      // Public ids (as in the profile), for the manage page's free slots.
      serviceId: w.s.online,
      providerId: w.a.provider.userId,
    });
    expect(res.body).not.toMatch(/Mara|Muster|beispiel|\+41|@/);
  });

  it('cancels within the limit, recorded as an online cancellation; frees the slot; a second click is the same answer', async () => {
    const { id, token } = await booked('2027-03-03', '09:00');
    expect(await slotTimes('2027-03-03')).not.toContain('09:00');
    const res = await manage(token, '/cancel', 'POST');
    await ok(res);
    expect(res.json()).toEqual({ status: 'CANCELLED' });
    const [row] = await w.t.ctx.db.select().from(appointments).where(eq(appointments.appointmentId, id));
    expect(row).toMatchObject({ status: 'CANCELLED', statusBeforeCancel: 'CONFIRMED' });
    const [link] = await w.t.ctx.db.select().from(onlineBookings).where(eq(onlineBookings.appointmentId, id));
    expect(link.cancelledOnlineAt).not.toBeNull();
    const [audit] = await w.t.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.objectId, id), eq(auditEvents.action, 'update')));
    expect(audit).toMatchObject({ userId: null });
    expect(audit.detail).toMatchObject({ via: 'onlineCancel' });
    // The practice's inbox lists it among the online cancellations.
    const inbox = await call(w.t, w.a.owner, 'GET', `/api/appointments/centre/${w.a.centreId}/inbox/cancelled`);
    expect(inbox.json().map((a: { appointment_id: string }) => a.appointment_id)).toContain(id);
    expect(await slotTimes('2027-03-03')).toContain('09:00');
    const again = await manage(token, '/cancel', 'POST');
    expect([again.statusCode, again.json()]).toEqual([200, { status: 'CANCELLED' }]);
    const view = (await manage(token)).json();
    expect(view).toMatchObject({ status: 'CANCELLED', mayCancel: false, mayMove: false });
    const move = await manage(token, '/move', 'POST', { date: '2027-03-03', startTime: '13:00' });
    expect([move.statusCode, move.json().code]).toEqual([409, 'bookingNotChangeable']);
  });

  it('refuses to cancel or move past the cancellation limit (409 cancellationClosed)', async () => {
    const { id, token } = await booked('2027-03-04', '09:00');
    // 24 hours before Thursday 09:00 is Wednesday 09:00 (08:00 UTC).
    const late = Date.parse('2027-03-03T08:00:00Z') + 1;
    const view = (await manage(token, '', 'GET', undefined, late)).json();
    expect(view).toMatchObject({ mayCancel: false, mayMove: false, cancelUntil: '2027-03-03T08:00:00.000Z' });
    const cancel = await manage(token, '/cancel', 'POST', undefined, late);
    expect([cancel.statusCode, cancel.json().code]).toEqual([409, 'cancellationClosed']);
    const move = await manage(token, '/move', 'POST', { date: '2027-03-10', startTime: '09:00' }, late);
    expect([move.statusCode, move.json().code]).toEqual([409, 'cancellationClosed']);
    const [row] = await w.t.ctx.db.select().from(appointments).where(eq(appointments.appointmentId, id));
    expect(row.status).toBe('CONFIRMED');
    // Exactly at the limit it is still allowed.
    await ok(await manage(token, '/cancel', 'POST', undefined, late - 1));
  });

  it('moves to a free slot (its own time counts as free), refuses a taken or invented one', async () => {
    const { id, token } = await booked('2027-03-05', '09:00');
    const other = await booked('2027-03-05', '13:00');
    const taken = await manage(token, '/move', 'POST', { date: '2027-03-05', startTime: '13:30' });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'slotTaken']);
    const invented = await manage(token, '/move', 'POST', { date: '2027-03-05', startTime: '09:10' });
    expect([invented.statusCode, invented.json().code]).toEqual([409, 'slotTaken']);
    // Half an hour later overlaps only itself.
    const res = await manage(token, '/move', 'POST', { date: '2027-03-05', startTime: '09:30' });
    await ok(res);
    expect(res.json()).toMatchObject({ date: '2027-03-05', startTime: '09:30', endTime: '10:30', status: 'CONFIRMED', mayCancel: true });
    const [row] = await w.t.ctx.db.select().from(appointments).where(eq(appointments.appointmentId, id));
    expect(row.startsAt?.toISOString()).toBe('2027-03-05T08:30:00.000Z');
    expect(await slotTimes('2027-03-05')).toContain('08:00');
    expect(other.id).not.toBe(id);
    for (const body of [{}, { date: '2027-03-05' }, { date: '2027-03-05', startTime: '9:30' }, { date: '2027-03-05', startTime: '09:30', resourceId: w.a.admin.userId }]) {
      expect((await manage(token, '/move', 'POST', body)).statusCode).toBe(400);
    }
  });

  it('gives an .ics of the booking in the centre time zone', async () => {
    const { id, token } = await booked('2027-03-08', '13:00');
    const res = await manage(token, '/ics');
    await ok(res);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.body).toMatch(/DTSTART;TZID=Europe\/Zurich:20270308T130000/);
    expect(res.body).toMatch(/DTEND;TZID=Europe\/Zurich:20270308T140000/);
    expect(res.body).toContain(`UID:${id}@app.kura.test`);
    expect(res.body).toContain('BEGIN:VTIMEZONE');
    expect(res.body).not.toMatch(/Mara|Muster|beispiel/);
  });

  it('answers 404 for unknown and malformed tokens on every call', async () => {
    const { token } = await booked('2027-03-08', '15:00');
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const t of [flipped, 'x', 'A'.repeat(43), '%2e%2e']) {
      for (const [suffix, method, body] of [['', 'GET'], ['/ics', 'GET'], ['/cancel', 'POST'], ['/move', 'POST', { date: '2027-03-08', startTime: '13:00' }]] as const) {
        const res = await manage(t, suffix, method, body);
        expect([t, suffix, res.statusCode]).toEqual([t, suffix, 404]);
      }
    }
  });
});

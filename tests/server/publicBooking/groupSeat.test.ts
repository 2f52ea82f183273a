/**
 * Group classes online (issue 10 §1 group-event capacity, §4, §7): the page offers a group service
 * only at the classes the practice scheduled while places are left; a patient books a seat (an
 * entry of the class, same SMS code and lock as any booking); a full class is 409 slotTaken, a
 * second seat 409 groupEventAlreadyJoined; the seat cancels through its manage link but never
 * moves alone. Rounds of 20 simultaneous patients for 5 free places fill exactly 5.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { appointments, outbox } from '../../../src/server/db/schema';
import { FREEING_STATUSES } from '../../../src/server/services/appointments/transitions';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { contactOf, create, slot } from '../appointments/world';
import { bookingWorld, NOW, ok, OPEN_LIMITS, publicCall, seedPhoneCodes, swissMobile, type BookingWorld, type PatientPhone } from './world';

const PATIENTS = 20;

describe.each(DB_KINDS)('group class seats online on %s', (kind) => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld(kind, { ...OPEN_LIMITS, publicUrl: 'https://app.kura.test' });
  }, 120_000);
  afterAll(() => w.t.close());

  let n = 2000;
  const verified = async () => {
    const p = swissMobile(++n);
    await seedPhoneCodes(w, [p]);
    return p;
  };
  const bodyOf = (p: PatientPhone, date: string, startTime: string, i = n) => ({
    serviceId: w.s.group, providerId: w.a.provider.userId, date, startTime, firstName: 'Gina', lastName: `Gruppe ${i}`, email: `gina${i}.${p.e164.slice(-7)}@beispiel.ch`, countryPhone: p.countryPhone, phone: p.phone, code: '123456',
  });
  const book = (body: object) => publicCall(w, 'POST', `/booking-api/public/centres/${w.a.centreId}/appointments`, body);
  const classTimes = async (date: string) => {
    const res = await publicCall(w, 'GET', `/booking-api/public/centres/${w.a.centreId}/slots?serviceId=${w.s.group}&providerId=${w.a.provider.userId}&from=${date}&to=${date}`);
    await ok(res);
    return (res.json().slots as { startTime: string; endTime: string }[]).map((s) => `${s.startTime}-${s.endTime}`);
  };
  /** A class the practice schedules: its first appointment holds one of `places`. */
  const scheduleClass = async (date: string, start: string, end: string, places: number) => {
    const res = await create(w, w.a.owner, slot(w.a, date, start, end, { service_fk: w.s.group, contact_fk: await contactOf(w, w.a, `Leiterin ${date}${start}`), numberOfPeople: places, isEmail: false, isSms: false }));
    await ok(res, 201);
    return res.json().appointment_id as string;
  };
  const liveSeats = async (classId: string) =>
    (await w.t.ctx.db.select({ id: appointments.appointmentId }).from(appointments).where(and(eq(appointments.groupEventFk, classId), notInArray(appointments.status, [...FREEING_STATUSES])))).length;

  it('offers only scheduled classes with places, books seats until full, refuses a second seat, cancels but never moves a seat', async () => {
    // No class yet: a working day offers nothing for the group service (no class of one's own).
    expect(await classTimes('2027-03-10')).toEqual([]);
    const classId = await scheduleClass('2027-03-10', '10:15', '11:15', 3);
    expect(await classTimes('2027-03-10')).toEqual(['10:15-11:15']);

    const first = await verified();
    const a = await book(bodyOf(first, '2027-03-10', '10:15'));
    await ok(a, 201);
    expect(a.json().status).toBe('CONFIRMED');
    const [seat] = await w.t.ctx.db.select().from(appointments).where(eq(appointments.appointmentId, a.json().appointment_id));
    expect(seat).toMatchObject({ groupEventFk: classId, serviceFk: w.s.group, resourceId: w.a.provider.userId, date: '2027-03-10', startTime: '10:15', endTime: '11:15', numberOfPeople: 1 });

    // The same patient again (a new code): one seat each.
    await seedPhoneCodes(w, [first]);
    const again = await book(bodyOf(first, '2027-03-10', '10:15', n));
    expect([again.statusCode, again.json().code]).toEqual([409, 'groupEventAlreadyJoined']);

    // A time that is no class, and a grid start inside the class: 409 slotTaken.
    for (const startTime of ['08:00', '10:30']) {
      const p = await verified();
      const res = await book(bodyOf(p, '2027-03-10', startTime));
      expect([startTime, res.statusCode, res.json().code]).toEqual([startTime, 409, 'slotTaken']);
    }

    await ok(await book(bodyOf(await verified(), '2027-03-10', '10:15')), 201);
    expect(await classTimes('2027-03-10')).toEqual([]);
    const full = await book(bodyOf(await verified(), '2027-03-10', '10:15'));
    expect([full.statusCode, full.json().code]).toEqual([409, 'slotTaken']);
    const entries = await call(w.t, w.a.owner, 'GET', `/api/appointments/${classId}/groupEventEntries`);
    expect(entries.json()).toMatchObject({ groupEvent_fk: classId, capacity: 3, taken: 3 });

    // The seat's manage link: no move, a cancel frees the place.
    const token = String(a.json().manageUrl).split('/').pop();
    // Its messages offer the link to cancel, not to move (German, the client's language).
    const seatMessages = await w.t.ctx.db.select().from(outbox).where(and(eq(outbox.contactId, seat.contactFk as string), eq(outbox.template, 'bookingConfirmation')));
    expect(seatMessages.length).toBeGreaterThan(0);
    for (const m of seatMessages) {
      expect(m.body).toContain(String(a.json().manageUrl));
      expect(m.body).not.toMatch(/verschieben/i);
    }
    const view = await publicCall(w, 'GET', `/booking-api/public/manage/${token}`);
    expect(view.json()).toMatchObject({ serviceName: 'Pilates', startTime: '10:15', mayCancel: true, mayMove: false });
    const move = await publicCall(w, 'POST', `/booking-api/public/manage/${token}/move`, { date: '2027-03-10', startTime: '08:00' });
    expect([move.statusCode, move.json().code]).toEqual([409, 'groupEntryNotMovable']);
    await ok(await publicCall(w, 'POST', `/booking-api/public/manage/${token}/cancel`, {}));
    expect(await liveSeats(classId)).toBe(1);
    expect(await classTimes('2027-03-10')).toEqual(['10:15-11:15']);
  });

  const rounds = Number(process.env.PUBLIC_GROUP_ROUNDS ?? (kind === 'postgres' ? 20 : 3));
  it(`fills exactly the free places when ${PATIENTS} patients book one class at once, ${rounds} rounds`, async () => {
    const days = ['2027-03-15', '2027-03-16', '2027-03-17', '2027-03-18', '2027-03-19', '2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25'];
    const starts: [string, string][] = [['08:00', '09:00'], ['10:00', '11:00'], ['13:00', '14:00'], ['15:00', '16:00']];
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < rounds; round++) {
      const date = days[Math.floor(round / starts.length)];
      const [start, end] = starts[round % starts.length];
      // Six places, the class's own appointment holds one: five seats for twenty patients.
      const classId = await scheduleClass(date, start, end, 6);
      const phones = Array.from({ length: PATIENTS }, (_, i) => swissMobile(10_000 + round * PATIENTS + i));
      await seedPhoneCodes(w, phones);
      const spy = jest.spyOn(Date, 'now').mockReturnValue(NOW);
      let answers;
      try {
        answers = await Promise.all(
          phones.map((p, i) =>
            w.t.app.inject({ method: 'POST', url: `/booking-api/public/centres/${w.a.centreId}/appointments`, remoteAddress: `10.80.${round}.${i + 1}`, payload: bodyOf(p, date, start, round * 100 + i) }),
          ),
        );
      } finally {
        spy.mockRestore();
      }
      for (const r of answers) {
        const key = r.statusCode === 201 ? '201' : `${r.statusCode} ${r.json().code}`;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
      }
      expect([round, answers.filter((r) => r.statusCode === 201).length, await liveSeats(classId)]).toEqual([round, 5, 5]);
    }
    process.stdout.write(`[group seats ${kind}] ${rounds} rounds × ${PATIENTS} patients for 5 places: ${JSON.stringify(outcomes)}\n`);
    expect(outcomes).toEqual({ '201': rounds * 5, '409 slotTaken': rounds * (PATIENTS - 5) });
  }, 600_000);
});

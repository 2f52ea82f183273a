/**
 * Two patients can never get the same slot (issue 10 §7): rounds of 20 verified patients booking
 * the same slot at once → exactly one 201 per round, the others 409 slotTaken, and one live
 * appointment on the slot. 100 rounds on PostgreSQL, where requests really run in parallel
 * (PUBLIC_BOOKING_ROUNDS overrides); a few on PGlite, which serialises anyway.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { appointments } from '../../../src/server/db/schema';
import { FREEING_STATUSES } from '../../../src/server/services/appointments/transitions';
import { DB_KINDS } from '../support/testApp';
import { fromDayNumber, toDayNumber, weekDayOf } from '../../../src/shared/recurrence/calendarDays';
import { bookingWorld, NOW, OPEN_LIMITS, seedPhoneCodes, swissMobile, type BookingWorld } from './world';

const PATIENTS = 20;
const TIMES = ['08:00', '10:00', '13:00', '15:00'];

/** The i-th slot of the plain service: four a weekday from Wednesday 3 March 2027 (past the 24 hours' notice). */
function slotOf(i: number): { date: string; startTime: string } {
  let day = toDayNumber('2027-03-03');
  let left = Math.floor(i / TIMES.length);
  while (left > 0 || [0, 6].includes(weekDayOf(day))) {
    day += 1;
    if (![0, 6].includes(weekDayOf(day))) left -= 1;
  }
  return { date: fromDayNumber(day), startTime: TIMES[i % TIMES.length] };
}

describe.each(DB_KINDS)('public booking concurrency on %s', (kind) => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld(kind, OPEN_LIMITS);
  }, 120_000);
  afterAll(() => w.t.close());

  const rounds = Number(process.env.PUBLIC_BOOKING_ROUNDS ?? (kind === 'postgres' ? 100 : 5));

  it(`books exactly one of ${PATIENTS} simultaneous patients per slot, ${rounds} rounds`, async () => {
    const started = Date.now();
    const booked: number[] = [];
    const otherStatuses: Record<string, number> = {};
    const spy = jest.spyOn(Date, 'now').mockReturnValue(NOW);
    try {
      for (let round = 0; round < rounds; round++) {
        const slot = slotOf(round);
        const phones = Array.from({ length: PATIENTS }, (_, i) => swissMobile(round * PATIENTS + i));
        await seedPhoneCodes(w, phones);
        const answers = await Promise.all(
          phones.map((p, i) =>
            w.t.app.inject({
              method: 'POST',
              url: `/booking-api/public/centres/${w.a.centreId}/appointments`,
              remoteAddress: `10.70.${round % 250}.${i + 1}`,
              payload: { serviceId: w.s.plain, providerId: w.a.provider.userId, ...slot, firstName: 'Parallel', lastName: `P${i}`, email: `p${round}-${i}@beispiel.ch`, countryPhone: p.countryPhone, phone: p.phone, code: '123456' },
            }),
          ),
        );
        if (round === 0 && process.env.DBG) console.error(answers.map((a) => `${a.statusCode} ${a.body.slice(0, 200)}`).slice(0, 3));
        booked.push(answers.filter((r) => r.statusCode === 201).length);
        for (const r of answers.filter((a) => a.statusCode !== 201)) {
          const key = `${r.statusCode} ${r.json().code}`;
          otherStatuses[key] = (otherStatuses[key] ?? 0) + 1;
        }
        const live = await w.t.ctx.db
          .select({ id: appointments.appointmentId })
          .from(appointments)
          .where(and(eq(appointments.resourceId, w.a.provider.userId), eq(appointments.date, slot.date), eq(appointments.startTime, slot.startTime), notInArray(appointments.status, [...FREEING_STATUSES])));
        expect([round, live.length]).toEqual([round, 1]);
      }
    } finally {
      spy.mockRestore();
    }
    const histogram = booked.reduce<Record<number, number>>((h, b) => ({ ...h, [b]: (h[b] ?? 0) + 1 }), {});
    process.stdout.write(`[concurrency ${kind}] ${rounds} rounds × ${PATIENTS} patients: booked per round ${JSON.stringify(histogram)}, refusals ${JSON.stringify(otherStatuses)}, ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    expect(booked).toEqual(Array(rounds).fill(1));
    expect(Object.keys(otherStatuses)).toEqual(['409 slotTaken']);
    const ids = await w.t.ctx.db.select({ id: appointments.appointmentId }).from(appointments).where(inArray(appointments.serviceFk, [w.s.plain]));
    expect(ids).toHaveLength(rounds);
  }, 1_200_000);
});

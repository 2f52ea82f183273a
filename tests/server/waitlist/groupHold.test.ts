/**
 * The waitlist and group classes (issue 10 §6 with §1 group capacity): places freed in a full class
 * go to the patients waiting for it one place each. A held place takes one seat of the class, not
 * the whole class: two freed places reach two waiting patients, the class shows no place while both
 * are held, and shows one again when one offer is declined.
 */
import { offerFreedSlots } from '../../../src/server/services/waitlist/offers';
import { DB_KINDS } from '../support/testApp';
import { cancel, contactOf, create, slot } from '../appointments/world';
import { lastOfferToken } from './offerToken';
import { bookingWorld, NOW, ok, OPEN_LIMITS, publicCall, seedPhoneCodes, swissMobile, type BookingWorld, type PatientPhone } from '../publicBooking/world';

const DAY = '2027-03-17';

describe.each(DB_KINDS)('waitlist offers of places in a group class on %s', (kind) => {
  let w: BookingWorld;
  beforeAll(async () => {
    // The queue does not work here: the test runs the offer service itself, on the test's clock.
    w = await bookingWorld(kind, { ...OPEN_LIMITS, jobs: { workers: false, pollSeconds: 2 } });
  }, 120_000);
  afterAll(() => w.t.close());

  let n = 3000;
  const verified = async () => {
    const p = swissMobile(++n);
    await seedPhoneCodes(w, [p]);
    return p;
  };
  const person = (p: PatientPhone, firstName: string) => ({ firstName, lastName: `Gruppe ${n}`, email: `${firstName.toLowerCase()}${n}@beispiel.ch`, countryPhone: p.countryPhone, phone: p.phone, code: '123456' });
  const classTimes = async () => {
    const res = await publicCall(w, 'GET', `/booking-api/public/centres/${w.a.centreId}/slots?serviceId=${w.s.group}&providerId=${w.a.provider.userId}&from=${DAY}&to=${DAY}`);
    await ok(res);
    return (res.json().slots as { startTime: string }[]).map((s) => s.startTime);
  };
  const offerRun = async () => {
    const spy = jest.spyOn(Date, 'now').mockReturnValue(NOW);
    try {
      return await offerFreedSlots(w.t.ctx.db, w.a.centreId, 'https://kura.test', NOW);
    } finally {
      spy.mockRestore();
    }
  };
  const offerToken = (e164: string) => lastOfferToken(w, e164);

  it('gives two freed places to two waiting patients, one place each', async () => {
    const leader = await contactOf(w, w.a, 'Leiterin Gruppe');
    const klass = await create(w, w.a.owner, slot(w.a, DAY, '10:15', '11:15', { service_fk: w.s.group, contact_fk: leader, numberOfPeople: 3, isEmail: false, isSms: false }));
    await ok(klass, 201);
    // Two patients take the two places left: the class is full.
    const seats: string[] = [];
    for (const name of ['Sina', 'Timo']) {
      const res = await publicCall(w, 'POST', `/booking-api/public/centres/${w.a.centreId}/appointments`, { serviceId: w.s.group, providerId: w.a.provider.userId, date: DAY, startTime: '10:15', ...person(await verified(), name) });
      await ok(res, 201);
      seats.push(res.json().appointment_id);
    }
    expect(await classTimes()).toEqual([]);
    // Two more wait for a place that day.
    const waiting: PatientPhone[] = [];
    for (const name of ['Uma', 'Vito']) {
      const p = await verified();
      waiting.push(p);
      await ok(await publicCall(w, 'POST', `/booking-api/public/centres/${w.a.centreId}/waitlist`, { serviceId: w.s.group, providerId: w.a.provider.userId, from: DAY, to: DAY, ...person(p, name) }), 201);
    }

    // Both seats are cancelled: each waiting patient is offered one of the two places.
    for (const id of seats) await ok(await cancel(w, w.a.owner, id, 'current'));
    expect(await classTimes()).toEqual(['10:15']);
    expect(await offerRun()).toBe(2);
    // Both places are held: nobody else sees the class, and a further run offers nothing.
    expect(await classTimes()).toEqual([]);
    expect(await offerRun()).toBe(0);

    // One declines: that place is free for everyone again, the other stays held.
    await ok(await publicCall(w, 'POST', `/booking-api/public/waitlist/offer/${await offerToken(waiting[0].e164)}/decline`));
    expect(await classTimes()).toEqual(['10:15']);
    const view = await publicCall(w, 'GET', `/booking-api/public/waitlist/offer/${await offerToken(waiting[1].e164)}`);
    await ok(view);
    expect(view.json()).toMatchObject({ date: DAY, startTime: '10:15', endTime: '11:15' });
  });
});

/**
 * The manage link in the patient's messages (issue 10 §3, §5): the confirmation or request an
 * online booking sends by e-mail and SMS ends with the link to cancel or move it, and that link
 * opens the booking; the confirmation the inbox sends later carries a link of its own (the
 * booking's first token is not stored) that works beside the first. Staff bookings carry none.
 */
import { and, asc, eq } from 'drizzle-orm';
import { outbox, services } from '../../../src/server/db/schema';
import { grantSmsCredit } from '../../../src/server/services/sms/smsCredit';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { setCommunication, clientOf, daysAhead } from '../appointments/messaging';
import { create, slot } from '../appointments/world';
import { bookingWorld, ok, OPEN_LIMITS, publicCall, seedPhoneCodes, swissMobile, type BookingWorld } from './world';

const LINK = /https:\/\/app\.kura\.test\/booking\/manage\/[A-Za-z0-9_-]{43}/g;

describe.each(DB_KINDS)('manage link in booking messages on %s', (kind) => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld(kind, { ...OPEN_LIMITS, publicUrl: 'https://app.kura.test' });
    await setCommunication(w, w.a, { emailRequest: true, emailConfirmation: true, smsRequest: true, smsConfirmation: true });
    await grantSmsCredit(w.t.ctx.db, { centreId: w.a.centreId, credits: 50 });
  }, 120_000);
  afterAll(() => w.t.close());

  let n = 900;
  const book = async (serviceId: string, date: string, startTime: string) => {
    const p = swissMobile(++n);
    await seedPhoneCodes(w, [p]);
    const res = await publicCall(w, 'POST', `/booking-api/public/centres/${w.a.centreId}/appointments`, {
      serviceId, providerId: w.a.provider.userId, date, startTime, firstName: 'Lina', lastName: 'Link', email: `lina${n}@beispiel.ch`, countryPhone: p.countryPhone, phone: p.phone, code: '123456', lang: 'de',
    });
    await ok(res, 201);
    return { ...(res.json() as { appointment_id: string; status: string; manageUrl: string }), e164: p.e164, email: `lina${n}@beispiel.ch` };
  };
  /** The patient's messages of `template`, e-mail first. */
  const messagesTo = async (b: { email: string; e164: string }, template: string) => {
    const rows = await w.t.ctx.db.select().from(outbox).where(and(eq(outbox.centreId, w.a.centreId), eq(outbox.template, template))).orderBy(asc(outbox.channel));
    return rows.filter((r) => r.recipient === b.email || r.recipient === b.e164);
  };
  const manage = (url: string) => publicCall(w, 'GET', `/booking-api/public/manage/${url.split('/').pop()}`);

  it('ends the confirmation mail and SMS with the manage link, which opens the booking', async () => {
    const b = await book(w.s.online, '2027-03-02', '09:00');
    expect(b.status).toBe('CONFIRMED');
    const [mail, sms] = await messagesTo(b, 'bookingConfirmation');
    expect([mail?.channel, sms?.channel]).toEqual(['email', 'sms']);
    expect(mail.body).toContain(`Absagen oder verschieben können Sie den Termin hier, solange die Absagefrist der Praxis es erlaubt: ${b.manageUrl}`);
    expect(sms.body.endsWith(`Absagen/verschieben: ${b.manageUrl}`)).toBe(true);
    const opened = await manage(mail.body.match(LINK)?.[0] as string);
    await ok(opened);
    expect(opened.json()).toMatchObject({ date: '2027-03-02', startTime: '09:00', status: 'CONFIRMED', mayCancel: true });
    // The therapist's copy has no patient link.
    const [therapist] = await w.t.ctx.db.select().from(outbox).where(and(eq(outbox.recipient, w.a.provider.email), eq(outbox.template, 'bookingConfirmation.provider')));
    expect(therapist.body).not.toMatch(LINK);
  });

  it('puts the link in the request, and a working link of its own in the confirmation the inbox sends', async () => {
    await w.t.ctx.db.update(services).set({ confirmation: 'manual' }).where(eq(services.serviceId, w.s.plain));
    try {
      const b = await book(w.s.plain, '2027-03-03', '08:00');
      expect(b.status).toBe('UNCONFIRMED');
      const [requestMail, requestSms] = await messagesTo(b, 'bookingRequest');
      expect(requestMail.body.match(LINK)).toEqual([b.manageUrl]);
      expect(requestSms.body.match(LINK)).toEqual([b.manageUrl]);

      await ok(await call(w.t, w.a.owner, 'POST', `/api/appointments/${b.appointment_id}/confirm`, {}));
      const [mail, sms] = await messagesTo(b, 'bookingConfirmation');
      const link = mail.body.match(LINK)?.[0] as string;
      expect(link).toBeDefined();
      expect(link).not.toBe(b.manageUrl);
      expect(sms.body.match(LINK)).toEqual([link]);
      for (const url of [link, b.manageUrl]) {
        const opened = await manage(url);
        await ok(opened);
        expect(opened.json()).toMatchObject({ date: '2027-03-03', startTime: '08:00', status: 'CONFIRMED' });
      }
      // The new link cancels like the first.
      const cancelled = await publicCall(w, 'POST', `/booking-api/public/manage/${link.split('/').pop()}/cancel`, {});
      expect([cancelled.statusCode, cancelled.json()]).toEqual([200, { status: 'CANCELLED' }]);
    } finally {
      await w.t.ctx.db.update(services).set({ confirmation: 'automatic' }).where(eq(services.serviceId, w.s.plain));
    }
  });

  it('adds no link to the confirmation of an appointment the practice made', async () => {
    const contact = await clientOf(w, w.a, { email: 'staff.made@example.ch', phone: '791112233', firstName: 'Sina' });
    const res = await create(w, w.a.owner, slot(w.a, daysAhead(5), '10:00', '11:00', { contact_fk: contact, isEmail: true, isSms: true }));
    expect(res.statusCode).toBe(201);
    const rows = await w.t.ctx.db.select().from(outbox).where(eq(outbox.contactId, contact));
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
    for (const r of rows) expect(r.body).not.toMatch(/booking\/manage/);
  });
});

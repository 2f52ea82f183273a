/**
 * The client's messages about appointment changes (issue 9 §6): confirmation, request, change and
 * cancellation by e-mail and SMS, from the practice's templates, in the client's language, queued
 * in the outbox with the change; SMS paid from the credit; channels the client lacks skipped.
 */
import { and, asc, eq } from 'drizzle-orm';
import { appointments, centres, notificationTemplates, outbox, smsCreditEntries } from '../../../src/server/db/schema';
import { grantSmsCredit, smsCountLeft } from '../../../src/server/services/sms/smsCredit';
import { bookingTimeParts } from '../../../src/shared/appointmentMessages';
import { smsSize } from '../../../src/shared/sms';
import { DB_KINDS } from '../support/testApp';
import { call, useClinicsWorld } from '../centres/world';
import { cancel, create, slot, undo } from './world';
import { appointmentRow, clientOf, daysAhead, outboxOf, serviceOf, setCommunication } from './messaging';

const FR_DAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const DE_DAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

describe.each(DB_KINDS)('appointment messages on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const provider = () => 'Praxis A Provider User';

  beforeAll(async () => {
    await w.t.ctx.db.update(centres).set({ address: [{ street: 'Seestrasse', building: '12', zipcode: '8002', city: 'Zürich', country: 'CH' }] }).where(eq(centres.id, w.a.centreId));
  });

  const frBooking = (startsAt: Date) => {
    const p = bookingTimeParts(startsAt, 'Europe/Zurich');
    return `${FR_DAYS[p.weekday]} ${p.date} à ${p.time}`;
  };

  it('confirms a new appointment in the client’s language by e-mail and SMS, every placeholder filled, the SMS paid from the credit', async () => {
    await grantSmsCredit(w.t.ctx.db, { centreId: w.a.centreId, credits: 10 });
    const contact = await clientOf(w, w.a, { email: 'lea@example.ch', phone: '791234567', language: 'fr', firstName: 'Léa' });
    const service = await serviceOf(w, w.a, 'Massage', [{ langKey: 'fr', name: 'Massage classique' }]);
    const res = await create(w, w.a.owner, slot(w.a, daysAhead(3), '10:00', '11:00', { contact_fk: contact, service_fk: service, isSms: true, isEmail: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json().messages.map((m: { channel: string; status: string }) => `${m.channel}:${m.status}`)).toEqual(['email:queued', 'sms:queued']);
    const row = await appointmentRow(w, w.a, res.json().appointment_id);
    const booking = frBooking(row.startsAt as Date);

    const [mail, sms] = await outboxOf(w, contact);
    expect(mail).toMatchObject({ channel: 'email', recipient: 'lea@example.ch', template: 'bookingConfirmation', type: 'appointment', language: 'fr', subject: `Rendez-vous confirmé : ${booking}` });
    expect(mail.body).toContain('Bonjour Léa Beispiel');
    expect(mail.body).toContain(`Prestation : Massage classique`);
    expect(mail.body).toContain(`Date : ${booking}`);
    expect(mail.body).toContain('Durée : 60 min');
    expect(mail.body).toContain(`Avec : ${provider()}`);
    expect(mail.body).toContain('Lieu : Praxis A, Seestrasse 12, 8002 Zürich');
    expect(mail.body).not.toMatch(/\{\{/);
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+41791234567', type: 'appointment', body: `Bonjour Léa Beispiel, votre rendez-vous pour Massage classique le ${booking} avec ${provider()} est confirmé. À bientôt !` });
    const parts = smsSize(sms.body).parts;
    expect(sms.smsCredits).toBe(parts);
    expect(await smsCountLeft(w.t.ctx.db, w.a.centreId)).toBe(10 - parts);
    const ledger = await w.t.ctx.db.select().from(smsCreditEntries).where(eq(smsCreditEntries.reference, sms.id));
    expect(ledger).toMatchObject([{ kind: 'appointmentSms', delta: -parts, userId: w.a.owner.userId }]);
    // The client's notification section shows both.
    const listed = await call(w.t, w.a.owner, 'GET', `/api/notifications/contact/${contact}/centre/${w.a.centreId}`);
    expect(listed.json().map((n: { type: string }) => n.type)).toEqual(['appointment', 'appointment']);
  });

  it('skips a channel the client lacks (no error), and an SMS the credit cannot pay', async () => {
    const nobody = await clientOf(w, w.a);
    const res = await create(w, w.a.owner, slot(w.a, daysAhead(3), '12:00', '13:00', { contact_fk: nobody, isSms: true, isEmail: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json().messages).toEqual([
      { event: 'bookingConfirmation', channel: 'email', status: 'skipped', reason: 'noEmail' },
      { event: 'bookingConfirmation', channel: 'sms', status: 'skipped', reason: 'noPhone' },
    ]);
    expect(await outboxOf(w, nobody)).toEqual([]);

    const poor = await clientOf(w, w.b, { email: 'max@example.ch', phone: '791112233' });
    const left = await smsCountLeft(w.t.ctx.db, w.b.centreId);
    expect(left).toBe(0);
    const r2 = await create(w, w.b.owner, slot(w.b, daysAhead(3), '12:00', '13:00', { contact_fk: poor, isSms: true, isEmail: true }));
    expect(r2.json().messages.map((m: { channel: string; status: string; reason?: string }) => `${m.channel}:${m.status}:${m.reason ?? ''}`)).toEqual(['email:queued:', 'sms:skipped:notEnoughSms']);
    expect((await outboxOf(w, poor)).map((m) => m.channel)).toEqual(['email']);
    expect(await smsCountLeft(w.t.ctx.db, w.b.centreId)).toBe(0);
  });

  it('status changes: a request for UNCONFIRMED, the typed texts with placeholders, nothing for the treatment’s course or with both switches off', async () => {
    await grantSmsCredit(w.t.ctx.db, { centreId: w.a.centreId, credits: 5 });
    const contact = await clientOf(w, w.a, { email: 'tim@example.ch', phone: '791234568', firstName: 'Tim' });
    const id = (await create(w, w.a.owner, slot(w.a, daysAhead(4), '09:00', '10:00', { contact_fk: contact, isEmail: false, isSms: false }))).json().appointment_id;
    expect(await outboxOf(w, contact)).toEqual([]);
    const patch = (body: Record<string, unknown>) => call(w.t, w.a.provider, 'PATCH', `/api/appointments/${id}/status`, { appointmentId: id, ...body });

    await w.t.ctx.db.update(appointments).set({ status: 'DRAFT' }).where(eq(appointments.appointmentId, id));
    const requested = await patch({ status: 'UNCONFIRMED', isEmail: true });
    expect(requested.json().messages).toMatchObject([{ event: 'bookingRequest', channel: 'email', status: 'queued' }]);
    const confirmed = await patch({ status: 'CONFIRMED', isSms: true, isEmail: true, smsNotificationMessage: 'OK {{ClientName}}, bis {{Booking}}', emailNotificationMessage: 'Bestätigt für {{ClientName}} ({{Duration}})' });
    expect(confirmed.statusCode).toBe(200);
    const row = await appointmentRow(w, w.a, id);
    const p = bookingTimeParts(row.startsAt as Date, 'Europe/Zurich');
    const rows = await outboxOf(w, contact);
    expect(rows.map((m) => `${m.template}:${m.channel}`)).toEqual(['bookingRequest:email', 'bookingConfirmation:email', 'bookingConfirmation:sms']);
    // The client has no language: the therapist's (de) applies.
    expect(rows[0].subject).toBe(`Ihre Terminanfrage für ${DE_DAYS[p.weekday]}, ${p.date}, ${p.time} Uhr`);
    expect(rows[1].body).toBe('Bestätigt für Tim Beispiel (60 Min.)');
    expect(rows[2].body).toBe(`OK Tim Beispiel, bis ${DE_DAYS[p.weekday]}, ${p.date}, ${p.time} Uhr`);
    expect((await patch({ status: 'PROVIDED', isEmail: true })).json().messages).toEqual([]);
    expect(await outboxOf(w, contact)).toHaveLength(3);
  });

  it('a move sends the change message by the centre’s settings (e-mail by default), a cancel the cancellation, its undo the confirmation', async () => {
    const contact = await clientOf(w, w.a, { email: 'ina@example.ch', phone: '791234569', firstName: 'Ina' });
    const id = (await create(w, w.a.owner, slot(w.a, daysAhead(5), '09:00', '10:00', { contact_fk: contact }))).json().appointment_id;
    expect((await outboxOf(w, contact)).map((m) => m.template)).toEqual(['bookingConfirmation']);

    const moved = await call(w.t, w.a.provider, 'PATCH', `/api/appointments/${id}/shortUpdate`, { startTime: '14:00', endTime: '15:00' });
    expect(moved.json().messages).toMatchObject([{ event: 'bookingChange', channel: 'email', status: 'queued' }]);
    expect((await outboxOf(w, contact)).at(-1)?.body).toContain('14:00 Uhr');
    // A buffer changes nothing the client sees; switches off say no.
    expect((await call(w.t, w.a.provider, 'PATCH', `/api/appointments/${id}/shortUpdate`, { endBufferTime: 10 })).json().messages).toEqual([]);
    expect((await call(w.t, w.a.provider, 'PATCH', `/api/appointments/${id}`, { startTime: '15:00', endTime: '16:00', isEmail: false })).json().messages).toEqual([]);

    // The practice also sends cancellations by SMS.
    await setCommunication(w, w.a, { smsCancellation: true });
    await grantSmsCredit(w.t.ctx.db, { centreId: w.a.centreId, credits: 5 });
    const cancelled = await cancel(w, w.a.provider, id, 'current');
    expect(cancelled.json().messages.map((m: { channel: string }) => m.channel)).toEqual(['email', 'sms']);
    const undone = await undo(w, w.a.provider, id);
    expect(undone.json().messages).toMatchObject([{ event: 'bookingConfirmation', channel: 'email', status: 'queued' }]);
    expect((await outboxOf(w, contact)).map((m) => `${m.template}:${m.channel}`)).toEqual([
      'bookingConfirmation:email',
      'bookingChange:email',
      'bookingCancellation:email',
      'bookingCancellation:sms',
      'bookingConfirmation:email',
    ]);
    await setCommunication(w, w.a, {});
  });

  it('uses the practice’s own template, sends nothing unasked for a past appointment, and nothing when the change is refused', async () => {
    const contact = await clientOf(w, w.a, { email: 'ole@example.ch', firstName: 'Ole' });
    await call(w.t, w.a.owner, 'POST', `/api/centres/${w.a.centreId}/notification-template`, { notificationType: 'bookingConfirmation.client.mail', template: 'Liebe/r {{ClientName}}, bis {{ Booking }} bei {{Provider}} – {{Unbekannt}}' });
    const ownTemplates = await w.t.ctx.db.select().from(notificationTemplates).where(eq(notificationTemplates.centreId, w.a.centreId));
    expect(ownTemplates).toHaveLength(1);
    const id = (await create(w, w.a.owner, slot(w.a, daysAhead(6), '09:00', '10:00', { contact_fk: contact }))).json().appointment_id;
    const row = await appointmentRow(w, w.a, id);
    const p = bookingTimeParts(row.startsAt as Date, 'Europe/Zurich');
    expect((await outboxOf(w, contact))[0].body).toBe(`Liebe/r Ole Beispiel, bis ${DE_DAYS[p.weekday]}, ${p.date}, ${p.time} Uhr bei ${provider()} – {{Unbekannt}}`);

    // Treatment recorded afterwards: no message unless asked for.
    const past = await create(w, w.a.owner, slot(w.a, daysAhead(-2), '09:00', '10:00', { contact_fk: contact }));
    expect(past.json().messages).toEqual([]);
    expect((await create(w, w.a.owner, slot(w.a, daysAhead(-3), '09:00', '10:00', { contact_fk: contact, isEmail: true }))).json().messages).toHaveLength(1);

    // A move onto a taken slot is refused (409): no change message is left behind.
    const before = (await outboxOf(w, contact)).length;
    await create(w, w.a.owner, slot(w.a, daysAhead(6), '11:00', '12:00'));
    expect((await call(w.t, w.a.provider, 'PATCH', `/api/appointments/${id}/shortUpdate`, { startTime: '11:00', endTime: '12:00' })).statusCode).toBe(409);
    expect(await outboxOf(w, contact)).toHaveLength(before);
    expect((await call(w.t, w.a.provider, 'PATCH', `/api/appointments/${id}/shortUpdate`, { isSms: 'yes' })).statusCode).toBe(400);
  });
  it('tells the therapist by e-mail, in their language, when a colleague books, moves or cancels their appointment; never of their own changes', async () => {
    const therapistMail = async () =>
      (await w.t.ctx.db.select().from(outbox).where(and(eq(outbox.recipient, w.a.provider.email), eq(outbox.channel, 'email'))).orderBy(asc(outbox.createdAt))).map((m) => `${m.template}|${m.subject}`);
    const before = (await therapistMail()).length;
    const contact = await clientOf(w, w.a, { firstName: 'Nina' });
    // The front desk (owner) books for the therapist: the therapist hears of it.
    const res = await create(w, w.a.owner, slot(w.a, daysAhead(5), '09:00', '10:00', { contact_fk: contact, isEmail: false, isSms: false }));
    expect(res.statusCode).toBe(201);
    const row = await appointmentRow(w, w.a, res.json().appointment_id);
    const p = bookingTimeParts(row.startsAt as Date, 'Europe/Zurich');
    const booking = `${DE_DAYS[p.weekday]}, ${p.date}, ${p.time} Uhr`;
    expect((await therapistMail()).slice(before)).toEqual([`bookingConfirmation.provider|Neuer Termin: Nina Beispiel, ${booking}`]);
    const mail = (await w.t.ctx.db.select().from(outbox).where(eq(outbox.recipient, w.a.provider.email)).orderBy(asc(outbox.createdAt)))[before];
    expect(mail.body).toContain('Nina Beispiel');
    expect(mail.body).not.toMatch(/\{\{/);
    expect(mail.contactId).toBeNull();
    // The therapist moves it herself: no mail to herself. The owner cancels it: she hears of it.
    expect((await call(w.t, w.a.provider, 'PATCH', `/api/appointments/${row.appointmentId}/shortUpdate`, { startTime: '11:00', endTime: '12:00' })).statusCode).toBe(200);
    expect((await cancel(w, w.a.owner, row.appointmentId, 'current')).statusCode).toBe(200);
    expect((await therapistMail()).slice(before).map((m) => m.split('|')[0])).toEqual(['bookingConfirmation.provider', 'bookingCancellation.provider']);
    // Her own booking tells no one but the client.
    await create(w, w.a.provider, slot(w.a, daysAhead(6), '09:00', '10:00', { contact_fk: contact }));
    expect((await therapistMail()).length).toBe(before + 2);
  });
  it('names the therapist in messages as their booking options say (nickname), else by full name', async () => {
    const set = await call(w.t, w.a.provider, 'PATCH', `/booking-api/providers/${w.a.provider.userId}`, { notificationOptions: { nickname: 'Dr. Muster' } });
    expect(set.statusCode).toBe(200);
    const contact = await clientOf(w, w.a, { email: 'uma@example.ch', firstName: 'Uma' });
    expect((await create(w, w.a.provider, slot(w.a, daysAhead(8), '09:00', '10:00', { contact_fk: contact, isEmail: true }))).statusCode).toBe(201);
    const [mail] = await outboxOf(w, contact);
    expect(mail.body).toContain('Dr. Muster');
    expect(mail.body).not.toContain(provider());
    await call(w.t, w.a.provider, 'PATCH', `/booking-api/providers/${w.a.provider.userId}`, { notificationOptions: { nickname: '' } });
    const other = await clientOf(w, w.a, { email: 'ivo@example.ch', firstName: 'Ivo' });
    await create(w, w.a.provider, slot(w.a, daysAhead(8), '11:00', '12:00', { contact_fk: other, isEmail: true }));
    expect((await outboxOf(w, other))[0].body).toContain(provider());
  });
});

/** Bulk SMS, the SMS credit ledger and a client's notifications (spec §4 "Bulk SMS", §7, §8), on both databases. */
import { and, count, eq, sql } from 'drizzle-orm';
import { auditEvents, outbox, smsCreditEntries } from '../../../src/server/db/schema';
import { grantSmsCredit } from '../../../src/server/services/sms/smsCredit';
import { DB_KINDS, type TestApp } from '../support/testApp';
import { call, clinicsWorld, createWorldClinic, fieldCodes, type Clinic } from '../centres/world';
import { addContact, startSmsGateway, type SmsGateway } from './smsWorld';

describe.each(DB_KINDS)('bulk SMS on %s', (kind) => {
  let t: TestApp;
  let gw: SmsGateway;
  let a: Clinic;
  let b: Clinic;
  const send = (as: Clinic['owner'], body: unknown) => call(t, as, 'POST', '/api/sms/sendBulkSMS', body);
  const credit = async (c: Clinic) => (await call(t, c.owner, 'GET', `/api/centres/${c.centreId}/sms-credit`)).json().smsCountLeft as number;
  /** Sends what is queued; the route's own kick may still be running with an older batch. */
  const settle = async () => {
    await t.ctx.outbox.kick();
    await t.ctx.outbox.kick();
  };
  /** Rows that a refused send must leave untouched. */
  const written = async () => {
    const [o] = await t.ctx.db.select({ n: count() }).from(outbox);
    const [l] = await t.ctx.db.select({ n: count() }).from(smsCreditEntries);
    const [e] = await t.ctx.db.select({ n: count() }).from(auditEvents);
    return { outbox: o.n, ledger: l.n, audit: e.n };
  };

  beforeAll(async () => {
    gw = await startSmsGateway();
    ({ t, a, b } = await clinicsWorld(kind, { smsWebhookUrl: gw.url }));
  });
  afterAll(async () => {
    await t.ctx.outbox.stop();
    await t.close();
    await gw.close();
  });

  it('answers the credit left as the sum of the ledger, starting at 0', async () => {
    expect(await credit(a)).toBe(0);
    expect(await grantSmsCredit(t.ctx.db, { centreId: a.centreId, credits: 10, note: 'Test' })).toBe(10);
    expect(await credit(a)).toBe(10);
    expect(await credit(b)).toBe(0);
    const res = await call(t, b.owner, 'GET', `/api/centres/${a.centreId}/sms-credit`);
    expect(res.statusCode).toBe(404);
  });

  it('refuses a send with too little credit: notEnoughSms with needed and left, nothing written', async () => {
    const ids = await Promise.all([1, 2, 3].map((i) => addContact(t, b.centreId, { firstName: `Kunde${i}`, lastName: 'B', phone: `079 123 45 6${i}` })));
    await grantSmsCredit(t.ctx.db, { centreId: b.centreId, credits: 2 });
    const before = await written();
    const res = await send(b.provider, { centreId: b.centreId, contactIds: ids, message: 'Hallo {{ClientName}}' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'notEnoughSms', message: 'errors.notEnoughSms', needed: 3, smsCountLeft: 2 });
    expect(await written()).toEqual(before);
    expect(await credit(b)).toBe(2);
  });

  it('sends one rendered SMS per reachable client, skips the others with a reason, and debits the parts', async () => {
    const anna = await addContact(t, a.centreId, { firstName: 'Anna', lastName: 'Muster', phone: '079 123 45 67' });
    // A name outside GSM-7 turns that client's text into UCS-2: 67 characters per part.
    const zoe = await addContact(t, a.centreId, { firstName: 'Zoë', lastName: 'Ĉapek', countryPhone: '+49', phone: '01512 3456789' });
    const noPhone = await addContact(t, a.centreId, { firstName: 'Ohne', lastName: 'Nummer' });
    const landline = await addContact(t, a.centreId, { firstName: 'Fest', lastName: 'Netz', phone: '044 668 18 00' });
    const bad = await addContact(t, a.centreId, { firstName: 'Falsch', lastName: 'Nummer', phone: '12' });
    const archived = await addContact(t, a.centreId, { firstName: 'Alt', lastName: 'Archiv', phone: '079 765 43 21', status: 'archived' });
    const message = `Grüezi {{ClientName}}, die Praxis ist vom 24.12. bis 2.1. geschlossen. ${'Mit freundlichen Grüssen '.repeat(3)}`.trim();
    const before = await written();
    const res = await send(a.provider, { centreId: a.centreId, contactIds: [anna, zoe, noPhone, landline, bad, archived], message });
    expect(res.statusCode).toBe(200);
    const annaText = message.replace('{{ClientName}}', 'Anna Muster');
    const zoeText = message.replace('{{ClientName}}', 'Zoë Ĉapek');
    expect(annaText.length).toBeLessThanOrEqual(160);
    expect(zoeText.length).toBeGreaterThan(134);
    expect(zoeText.length).toBeLessThanOrEqual(201);
    expect(res.json()).toEqual({
      success: true,
      sent: 2,
      credits: 1 + 3,
      smsCountLeft: 10 - 4,
      skipped: [
        { contactId: noPhone, reason: 'noPhone' },
        { contactId: landline, reason: 'notMobile' },
        { contactId: bad, reason: 'invalidPhone' },
        { contactId: archived, reason: 'archived' },
      ],
    });
    expect(await credit(a)).toBe(6);
    const rows = await t.ctx.db.select().from(outbox).where(eq(outbox.type, 'bulkSms'));
    expect(rows.map((r) => [r.contactId, r.recipient, r.body, r.smsCredits, r.channel, r.centreId]).sort()).toEqual(
      [
        [anna, '+41791234567', annaText, 1, 'sms', a.centreId],
        [zoe, '+4915123456789', zoeText, 3, 'sms', a.centreId],
      ].sort(),
    );
    const ledger = await t.ctx.db.select().from(smsCreditEntries).where(and(eq(smsCreditEntries.centreId, a.centreId), eq(smsCreditEntries.kind, 'bulkSms')));
    expect(ledger.map((e) => [e.delta, e.userId])).toEqual([[-4, a.provider.userId]]);
    // One disclosure per client (ids only) and the credit change, in A's chain.
    const events = await t.ctx.db.select().from(auditEvents).where(sql`${auditEvents.id} > 0 and ${auditEvents.centreId} = ${a.centreId} and ${auditEvents.action} = 'disclose'`);
    expect(events.map((e) => e.objectId).sort()).toEqual([anna, zoe].sort());
    expect(JSON.stringify(events)).not.toContain('+41791234567');
    expect((await written()).audit).toBe(before.audit + 3);
    // The gateway receives the rendered texts.
    await settle();
    expect(gw.received.map((m) => [m.to, m.text]).sort()).toEqual([['+41791234567', annaText], ['+4915123456789', zoeText]].sort());
    expect((await t.ctx.db.select().from(outbox).where(eq(outbox.type, 'bulkSms'))).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it("refuses another centre's client ids with 404 and sends nothing", async () => {
    const mine = await addContact(t, a.centreId, { firstName: 'Eigene', lastName: 'Kundin', phone: '079 111 22 33' });
    const theirs = await addContact(t, b.centreId, { firstName: 'Fremde', lastName: 'Kundin', phone: '079 111 22 34' });
    const before = await written();
    const mixed = await send(a.owner, { centreId: a.centreId, contactIds: [mine, theirs], message: 'Hallo' });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().code).toBe('notFound');
    const foreignCentre = await send(a.owner, { centreId: b.centreId, contactIds: [theirs], message: 'Hallo' });
    expect(foreignCentre.statusCode).toBe(404);
    const unknown = await send(a.owner, { centreId: a.centreId, contactIds: [crypto.randomUUID()], message: 'Hallo' });
    expect(unknown.statusCode).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('refuses empty, too long and malformed requests', async () => {
    const c = await addContact(t, a.centreId, { firstName: 'Lang', lastName: 'Name'.repeat(10), phone: '079 222 33 44' });
    const before = await written();
    // 1590 characters typed, over 1600 once the name is filled in.
    const long = await send(a.owner, { centreId: a.centreId, contactIds: [c], message: `{{ClientName}} ${'x'.repeat(1575)}` });
    expect(long.statusCode).toBe(400);
    expect(fieldCodes(long)).toEqual(['message:smsTooLong']);
    expect((await send(a.owner, { centreId: a.centreId, contactIds: [c], message: '   ' })).json().code).toBe('validation');
    expect((await send(a.owner, { centreId: a.centreId, contactIds: [c], message: 'x'.repeat(1601) })).statusCode).toBe(400);
    expect((await send(a.owner, { centreId: a.centreId, contactIds: [], message: 'x' })).statusCode).toBe(400);
    expect((await send(a.owner, { centreId: a.centreId, contactIds: [c, c], message: 'x' })).statusCode).toBe(400);
    expect((await send(a.owner, { centreId: a.centreId, contactIds: ['not-a-uuid'], message: 'x' })).statusCode).toBe(400);
    expect((await send(a.owner, { centreId: a.centreId, contactIds: [c], message: 'x', smsCountLeft: 1000 })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 2001 }, () => crypto.randomUUID());
    expect((await send(a.owner, { centreId: a.centreId, contactIds: tooMany, message: 'x' })).statusCode).toBe(400);
    const nobody = await addContact(t, a.centreId, { firstName: 'Keine', lastName: 'Nummer' });
    const none = await send(a.owner, { centreId: a.centreId, contactIds: [nobody], message: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'noSmsRecipients', skipped: [{ contactId: nobody, reason: 'noPhone' }] });
    expect(await written()).toEqual(before);
  });

  it('never overdraws when sends arrive at the same time', async () => {
    const c = await createWorldClinic(t, 'Praxis C');
    const ids = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => addContact(t, c.centreId, { firstName: `P${i}`, lastName: 'C', phone: `079 300 00 0${i}` })));
    await grantSmsCredit(t.ctx.db, { centreId: c.centreId, credits: 5 });
    // Six sends of two SMS each against five credits: at most two can pass.
    const results = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => send(c.owner, { centreId: c.centreId, contactIds: [ids[i], ids[(i + 1) % 6]], message: 'Kurz' })));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'notEnoughSms')).toBe(true);
    expect(ok.map((r) => r.json().smsCountLeft).sort()).toEqual([1, 3]);
    expect(await credit(c)).toBe(1);
    const [queued] = await t.ctx.db.select({ n: count() }).from(outbox).where(eq(outbox.centreId, c.centreId));
    expect(queued.n).toBe(4);
  });

  it('gives the credits of an SMS back when it finally fails', async () => {
    const c = await createWorldClinic(t, 'Praxis D');
    const id = await addContact(t, c.centreId, { firstName: 'Doris', lastName: 'D', phone: '079 400 00 01' });
    await grantSmsCredit(t.ctx.db, { centreId: c.centreId, credits: 3 });
    await settle();
    gw.failing = true;
    try {
      const res = await send(c.owner, { centreId: c.centreId, contactIds: [id], message: 'Hallo' });
      expect(res.json().smsCountLeft).toBe(2);
      await settle();
      const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.contactId, id));
      expect(row.status).toBe('pending');
      expect(await credit(c)).toBe(2);
      // The last attempt fails too: the message is given up and its credit refunded once.
      await t.ctx.db.update(outbox).set({ attempts: 7, nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outbox.id, row.id));
      await settle();
      const [after] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, row.id));
      expect(after.status).toBe('failed');
      expect(await credit(c)).toBe(3);
      const refunds = await t.ctx.db.select().from(smsCreditEntries).where(and(eq(smsCreditEntries.centreId, c.centreId), eq(smsCreditEntries.kind, 'refund')));
      expect(refunds.map((r) => [r.delta, r.reference])).toEqual([[1, row.id]]);
    } finally {
      gw.failing = false;
    }
  });

  it("lists a client's notifications newest first, audited as a read; another centre's client is a 404", async () => {
    const c = await createWorldClinic(t, 'Praxis E');
    const id = await addContact(t, c.centreId, { firstName: 'Eva', lastName: 'Eich', phone: '079 500 00 01' });
    const other = await addContact(t, c.centreId, { firstName: 'Otto', lastName: 'Eich', phone: '079 500 00 02' });
    await grantSmsCredit(t.ctx.db, { centreId: c.centreId, credits: 10 });
    expect((await send(c.owner, { centreId: c.centreId, contactIds: [id, other], message: 'Erste {{ClientName}}' })).statusCode).toBe(200);
    expect((await send(c.provider, { centreId: c.centreId, contactIds: [id], message: 'Zweite' })).statusCode).toBe(200);
    await settle();
    const url = `/api/notifications/contact/${id}/centre/${c.centreId}`;
    const res = await call(t, c.provider, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('notifications 0-1/2');
    const list = res.json();
    expect(list.map((n: { text: string }) => n.text)).toEqual(['Zweite', 'Erste Eva Eich']);
    expect(list[0]).toMatchObject({ type: 'bulkSms', channel: 'sms', recipient: '+41795000001', status: 'sent', subject: '' });
    expect(typeof list[0].sentAt).toBe('string');
    expect(new Date(list[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(list[1].createdAt).getTime());
    const page = await call(t, c.owner, 'GET', `${url}?range=${encodeURIComponent('[1,1]')}`);
    expect(page.json().map((n: { text: string }) => n.text)).toEqual(['Erste Eva Eich']);
    expect(page.headers['content-range']).toBe('notifications 1-1/2');
    const reads = await t.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.centreId, c.centreId), eq(auditEvents.action, 'read'), eq(auditEvents.objectId, id)));
    expect(reads.length).toBe(2);
    expect(reads[0]).toMatchObject({ objectType: 'contact', userId: c.provider.userId, detail: { notifications: 2 } });
    // Another centre: its owner with this centre's ids, or this client under their own centre id.
    expect((await call(t, b.owner, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, b.owner, 'GET', `/api/notifications/contact/${id}/centre/${b.centreId}`)).statusCode).toBe(404);
    const text = (await call(t, b.owner, 'GET', `/api/notifications/contact/${id}/centre/${b.centreId}`)).body;
    expect(text).not.toContain('Eva');
  });

  it('lets every member send, and refuses outsiders and anonymous callers', async () => {
    const c = await createWorldClinic(t, 'Praxis F');
    const id = await addContact(t, c.centreId, { firstName: 'Fritz', lastName: 'F', phone: '079 600 00 01' });
    await grantSmsCredit(t.ctx.db, { centreId: c.centreId, credits: 3 });
    for (const who of [c.owner, c.admin, c.provider]) expect((await send(who, { centreId: c.centreId, contactIds: [id], message: 'Hallo' })).statusCode).toBe(200);
    expect((await send(a.owner, { centreId: c.centreId, contactIds: [id], message: 'Hallo' })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/sms/sendBulkSMS', payload: { centreId: c.centreId, contactIds: [id], message: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect(await credit(c)).toBe(0);
  });
});

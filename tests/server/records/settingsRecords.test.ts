/**
 * Settings records, one per centre (x-record.singleton): GET and PUT/PATCH
 * /api/clinics/{cid}/settings/{invoicing|booking-communication|online-presence}. Defaults until
 * the first save, one row per centre, reminder lead times "24h" on the wire and hours in storage
 * (behaviour §5), managers write, other centres get 404.
 */
import { sql } from 'drizzle-orm';
import { invoicingDefaults } from '../../support/invoicingDefaults';
import { addMember, createUser } from '../support/fixtures';
import { DB_KINDS } from '../support/testApp';
import { recordsWorld, type RecordsWorld } from './recordsWorld';

const errors = (res: { json(): { errors?: { field: string; code: string }[] } }) => (res.json().errors ?? []).map((e) => `${e.field}:${e.code}`);

describe.each(DB_KINDS)('settings records on %s', (kind) => {
  let w: RecordsWorld;
  const url = (resource: string, centreId = w.a.centreId) => `/api/clinics/${centreId}/settings/${resource}`;
  const rows = async (table: string, centreId: string) =>
    ((await w.t.ctx.db.execute(sql.raw(`select * from "${table}" where centre_id = '${centreId}'`))) as unknown as { rows: Record<string, unknown>[] }).rows;
  beforeAll(async () => {
    w = await recordsWorld(kind);
  });
  afterAll(() => w.t.close());

  it('answers the defaults before anything is saved, known by the centre id', async () => {
    const res = await w.call('GET', url('invoicing'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(invoicingDefaults(w.a.centreId));
    const booking = (await w.call('GET', url('booking-communication'))).json();
    expect(booking).toMatchObject({ firstReminder: '24h', secondReminder: '2h', email: { request: true, secondReminder: true }, sms: { request: false, firstReminder: false } });
    const presence = (await w.call('GET', url('online-presence'))).json();
    expect(presence).toMatchObject({
      publicProfile: false,
      onlyAddressBookClients: false,
      widget: { templateName: 'standard', buttonSize: 'medium', buttonColour: '#1c6e8c' },
      cancellationLimit: { amount: 24, unit: 'hours' },
      bookingHorizon: { amount: 6, unit: 'months' },
    });
    expect(await rows('invoicing_settings', w.a.centreId)).toEqual([]);
  });

  it('saves invoicing settings with PUT and merges a PATCH into them', async () => {
    const put = await w.call('PUT', url('invoicing'), {
      title: 'Rechnung',
      signedBy: 'Dr. Anna Muster',
      role: 'Praxisinhaberin',
      greetings: 'Freundliche Grüsse',
      law: 'KVG',
      paymentTermDays: 20,
      reminder1Text: 'Wir bitten Sie, den offenen Betrag zu begleichen.',
      invoiceDocuments: 2,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ title: 'Rechnung', law: 'KVG', paymentTermDays: 20, invoiceDocuments: 2, id: w.a.centreId });
    expect(put.json().invoicing_settings_id).toEqual(expect.any(String));
    const patch = await w.call('PATCH', url('invoicing'), { directPdfSending: true, paymentTermDays: null });
    expect(patch.json()).toMatchObject({ title: 'Rechnung', law: 'KVG', directPdfSending: true, paymentTermDays: 30 });
    expect((await w.call('GET', url('invoicing'))).json()).toMatchObject({ signedBy: 'Dr. Anna Muster', directPdfSending: true });
    expect(await rows('invoicing_settings', w.a.centreId)).toHaveLength(1);
  });

  it.each([
    ['invoicing', { law: 'KVGX' }, 'law:invalidValue'],
    ['invoicing', { invoiceDocuments: 4 }, 'invoiceDocuments:invalidValue'],
    ['invoicing', { paymentTermDays: -1 }, 'paymentTermDays:tooSmall'],
    ['invoicing', { greetings: 'x'.repeat(501) }, 'greetings:tooLong'],
    ['invoicing', { invoiceNumberNext: '100' }, 'invoiceNumberNext:unknownField'],
    ['booking-communication', { firstReminder: '36h' }, 'firstReminder:invalidValue'],
    ['booking-communication', { secondReminder: 2 }, 'secondReminder:invalidType'],
    ['booking-communication', { nickname: 'Praxis Muster AG' }, 'nickname:tooLong'],
    ['booking-communication', { sms: { request: 'ja' } }, 'sms.request:invalidType'],
    ['online-presence', { widget: { buttonColour: 'blau' } }, 'widget.buttonColour:invalidFormat'],
    ['online-presence', { cancellationLimit: { amount: 2, unit: 'decades' } }, 'cancellationLimit.unit:invalidValue'],
    ['online-presence', { bookingLimit: { amount: 1, unit: 'years' } }, 'bookingHorizon:bookingHorizonTooShort'],
    ['online-presence', { bookingHorizon: { amount: 12, unit: 'hours' } }, 'bookingHorizon:bookingHorizonTooShort'],
  ])('validates %s %p', async (resource, body, expected) => {
    expect(errors(await w.call('PATCH', url(resource), body))).toEqual([expected]);
  });

  it('holds reminder lead times as "48h" on the wire and as hours in the database', async () => {
    const res = await w.call('PUT', url('booking-communication'), { firstReminder: '48h', secondReminder: '1h', sms: { firstReminder: true }, nickname: 'PraxisMust' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstReminder: '48h', secondReminder: '1h', sms: { firstReminder: true, request: false }, email: { request: true } });
    const [row] = await rows('booking_communication_settings', w.a.centreId);
    expect(row).toMatchObject({ first_reminder: 48, second_reminder: 1, sms_first_reminder: true, nickname: 'PraxisMust' });
    // Clearing goes back to the default, also in storage.
    expect((await w.call('PATCH', url('booking-communication'), { firstReminder: null })).json().firstReminder).toBe('24h');
    expect((await rows('booking_communication_settings', w.a.centreId))[0].first_reminder).toBe(24);
  });

  it('saves the online presence and keeps the booking window consistent', async () => {
    const res = await w.call('PATCH', url('online-presence'), {
      publicProfile: true,
      onlyAddressBookClients: true,
      widget: { buttonColour: '#AA3300', buttonText: 'Jetzt buchen', buttonSize: 'large' },
      cancellationLimit: { amount: 2, unit: 'days' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      publicProfile: true,
      widget: { buttonColour: '#AA3300', buttonText: 'Jetzt buchen', buttonSize: 'large', templateName: 'standard', buttonFont: 'system' },
      cancellationLimit: { amount: 2, unit: 'days' },
    });
    expect((await w.call('PATCH', url('online-presence'), { bookingLimit: { amount: 1, unit: 'weeks' }, bookingHorizon: { amount: 1, unit: 'years' } })).statusCode).toBe(200);
  });

  it('keeps one row per centre even when first saves race', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => w.callB('PATCH', url('invoicing', w.b.centreId), { paymentTermDays: n })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await rows('invoicing_settings', w.b.centreId)).toHaveLength(1);
  });

  it('lets providers read but not write the settings', async () => {
    const provider = await createUser(w.t.ctx);
    await addMember(w.t.ctx, w.a.centreId, provider, 'PROVIDER');
    const as = (method: string, body?: unknown) =>
      w.t.app.inject({ method: method as 'GET', url: url('invoicing'), headers: { ...provider.headers, 'content-type': 'application/json' }, payload: body === undefined ? undefined : JSON.stringify(body) });
    expect((await as('GET')).json().title).toBe('Rechnung');
    expect((await as('PUT', { title: 'Provider' })).statusCode).toBe(403);
    expect((await as('PATCH', { title: 'Provider' })).statusCode).toBe(403);
  });

  it('answers 404 to another centre and leaves its settings unchanged', async () => {
    const before = await rows('invoicing_settings', w.a.centreId);
    for (const resource of ['invoicing', 'booking-communication', 'online-presence']) {
      for (const method of ['GET', 'PUT', 'PATCH']) {
        const res = await w.callB(method, url(resource), method === 'GET' ? undefined : { centre_fk: w.b.centreId });
        expect([resource, method, res.statusCode]).toEqual([resource, method, 404]);
      }
    }
    expect(await rows('invoicing_settings', w.a.centreId)).toEqual(before);
    // B's own settings are B's, not A's.
    expect((await w.callB('GET', url('invoicing', w.b.centreId))).json()).toMatchObject({ centre_fk: w.b.centreId, id: w.b.centreId });
    expect((await w.callB('GET', url('invoicing', w.b.centreId))).json().title).toBeUndefined();
  });
});

import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import { centreSettings, invoices, news, newsReads, notificationTemplates, userSettings } from '../../../src/server/db/schema';
import { NOTIFICATION_TYPES } from '../../../src/shared/notificationTemplates';
import { DB_KINDS } from '../support/testApp';
import { call, fieldCodes, useClinicsWorld, type Clinic } from './world';

describe.each(DB_KINDS)('centre settings, templates, news and completeness on %s', (kind) => {
  const w = useClinicsWorld(kind);
  /** An invoice with this number, as invoicing would have issued it. */
  const issued = (c: Clinic, number: string) => w.t.ctx.db.insert(invoices).values({ centreId: c.centreId, number, date: '2026-01-05', contactId: crypto.randomUUID() });

  describe('centreSetting', () => {
    const url = (c: Clinic) => `/api/centre/${c.centreId}/centreSetting`;

    it('reads and updates the setting', async () => {
      expect((await call(w.t, w.a.provider, 'GET', url(w.a))).json()).toMatchObject({ currency: 'CHF', invoiceNumberNext: '1' });
      const res = await call(w.t, w.a.owner, 'PATCH', url(w.a), { invoiceNumberNext: '2025-0042', invoiceNumberPrefix: 'RE-', preselectedProviderId: w.a.provider.userId, directInvoicing: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ currency: 'CHF', invoiceNumberPrefix: 'RE-', invoiceNumberNext: '2025-0042', preselectedProviderId: w.a.provider.userId, directInvoicing: true });
      expect((await call(w.t, w.a.admin, 'PATCH', url(w.a), { preselectedProviderId: null })).json().preselectedProviderId).toBeNull();
    });

    it('refuses letters in the next number, a provider of another centre, and providers as callers', async () => {
      for (const bad of ['12a', 'RE-5', '2025-', '']) {
        const res = await call(w.t, w.a.owner, 'PATCH', url(w.a), { invoiceNumberNext: bad });
        expect(fieldCodes(res)).toEqual(['invoiceNumberNext:invalidFormat']);
      }
      const foreign = await call(w.t, w.a.owner, 'PATCH', url(w.a), { preselectedProviderId: w.b.provider.userId });
      expect(foreign.statusCode).toBe(400);
      expect(fieldCodes(foreign)).toEqual(['preselectedProviderId:unknownProvider']);
      expect((await call(w.t, w.a.provider, 'PATCH', url(w.a), { directInvoicing: false })).statusCode).toBe(403);
      const [bBefore] = await w.t.ctx.db.select().from(centreSettings).where(eq(centreSettings.centreId, w.b.centreId));
      expect((await call(w.t, w.a.owner, 'PATCH', url(w.b), { invoiceNumberNext: '999' })).statusCode).toBe(404);
      expect((await call(w.t, w.a.owner, 'GET', url(w.b))).statusCode).toBe(404);
      const [bAfter] = await w.t.ctx.db.select().from(centreSettings).where(eq(centreSettings.centreId, w.b.centreId));
      expect(bAfter).toEqual(bBefore);
    });
  });

  describe('invoice start number', () => {
    const url = (c: Clinic) => `/api/centre/${c.centreId}/centreSetting`;
    const stored = async (c: Clinic) => (await w.t.ctx.db.select().from(centreSettings).where(eq(centreSettings.centreId, c.centreId)))[0];
    const highest = async (c: Clinic) => (await call(w.t, c.owner, 'GET', `/api/centre/${c.centreId}/getCurrentHighestInvoiceNumber`)).json().highestInvoiceNumber;

    it('refuses a start number at or below the current highest invoice number and writes nothing', async () => {
      expect((await call(w.t, w.b.owner, 'PATCH', url(w.b), { invoiceNumberNext: '1043', invoiceNumberPrefix: 'R-' })).statusCode).toBe(200);
      await issued(w.b, 'R-1042');
      await issued(w.b, 'R-999');
      await issued(w.b, 'X-5000');
      expect(await highest(w.b)).toBe('R-1042');
      const before = await stored(w.b);
      for (const [low, prefix] of [['1', 'R-'], ['1041', 'R-'], ['1042', undefined], ['0001042', 'R-'], ['4999', 'X-']]) {
        const res = await call(w.t, w.b.owner, 'PATCH', url(w.b), { invoiceNumberNext: low, invoiceNumberPrefix: prefix, directInvoicing: true });
        expect([low, res.statusCode]).toEqual([low, 400]);
        expect(res.json()).toMatchObject({ code: 'validation', message: 'errors.validation' });
        expect(res.json().errors).toEqual([{ field: 'invoiceNumberNext', code: 'invoiceStartNumberTooLow', message: 'errors.invoiceStartNumberTooLow' }]);
      }
      // Not even the other fields of a refused body are written.
      expect(await stored(w.b)).toEqual(before);
      expect(await highest(w.b)).toBe('R-1042');
      // Another prefix is another series: its own numbers count, not R-'s.
      expect((await call(w.t, w.b.owner, 'PATCH', url(w.b), { invoiceNumberNext: '1001', invoiceNumberPrefix: 'Y-' })).statusCode).toBe(200);
      expect((await call(w.t, w.b.owner, 'PATCH', url(w.b), { invoiceNumberNext: '1043', invoiceNumberPrefix: 'R-' })).statusCode).toBe(200);
    });

    it('accepts a higher number, the same number again, a new year series, and other fields alone', async () => {
      expect((await call(w.t, w.b.owner, 'PATCH', url(w.b), { invoiceNumberNext: '1043' })).statusCode).toBe(200);
      expect((await call(w.t, w.b.owner, 'PATCH', url(w.b), { invoiceNumberNext: '1100' })).json().invoiceNumberNext).toBe('1100');
      expect((await call(w.t, w.b.owner, 'PATCH', url(w.b), { directInvoicing: true })).statusCode).toBe(200);
      expect((await call(w.t, w.b.owner, 'PATCH', url(w.b), { invoiceNumberNext: '2026-0001' })).json().invoiceNumberNext).toBe('2026-0001');
      expect(await highest(w.b)).toBeNull();
    });

    it('two simultaneous saves never end below the highest invoice number (each checks under the row lock)', async () => {
      for (let round = 0; round < 5; round += 1) {
        const start = 1000 * (round + 10);
        await call(w.t, w.b.owner, 'PATCH', url(w.b), { invoiceNumberNext: String(start), invoiceNumberPrefix: '' });
        await issued(w.b, String(start + 200));
        const [high, low] = await Promise.all([
          call(w.t, w.b.owner, 'PATCH', url(w.b), { invoiceNumberNext: String(start + 400) }),
          call(w.t, w.b.owner, 'PATCH', url(w.b), { invoiceNumberNext: String(start + 100) }),
        ]);
        expect([high.statusCode, low.statusCode]).toEqual([200, 400]);
        expect((await stored(w.b)).invoiceNumberNext).toBe(String(start + 400));
      }
    });
  });

  describe('getCurrentHighestInvoiceNumber', () => {
    const url = `/api/centre/${'%s'}/getCurrentHighestInvoiceNumber`;
    it('is the highest number on an invoice in the series of the next number, or null', async () => {
      const highest = async () => (await call(w.t, w.a.provider, 'GET', url.replace('%s', w.a.centreId))).json().highestInvoiceNumber;
      const setNext = (next: string) => call(w.t, w.a.owner, 'PATCH', `/api/centre/${w.a.centreId}/centreSetting`, { invoiceNumberNext: next, invoiceNumberPrefix: '' });
      await setNext('1');
      expect(await highest()).toBeNull();
      await issued(w.a, '000099');
      await issued(w.a, '98');
      await issued(w.a, '2025-0123');
      expect(await highest()).toBe('000099');
      // Upwards only: a start number at or below the highest is refused (centreSetting tests).
      expect((await setNext('000100')).statusCode).toBe(200);
      expect(await highest()).toBe('000099');
      await setNext('2025-0124');
      expect(await highest()).toBe('2025-0123');
      await setNext('2026-0001');
      expect(await highest()).toBeNull();
      expect((await call(w.t, w.a.owner, 'GET', url.replace('%s', w.b.centreId))).statusCode).toBe(404);
    });
  });

  describe('notification templates', () => {
    const url = (c: Clinic) => `/api/centres/${c.centreId}/notification-template`;

    it('knows the 24 template keys', () => {
      expect(NOTIFICATION_TYPES).toHaveLength(24);
      expect(NOTIFICATION_TYPES).toContain('bookingRequest.client.mail');
      expect(NOTIFICATION_TYPES).toContain('reminder2.provider.sms');
    });

    it('upserts a template and lists the centre ones; a blank template restores the default', async () => {
      const save = (template: string) => call(w.t, w.a.admin, 'POST', url(w.a), { notificationType: 'reminder1.client.sms', template });
      expect((await save('Hallo {{ClientName}}, bis morgen!')).json()).toEqual({ notificationType: 'reminder1.client.sms', template: 'Hallo {{ClientName}}, bis morgen!' });
      await save('Guten Tag {{ClientName}}');
      await call(w.t, w.a.owner, 'POST', url(w.a), { notificationType: 'bookingRequest.client.mail', template: 'Anfrage erhalten' });
      const list = (await call(w.t, w.a.provider, 'GET', url(w.a))).json();
      expect(list).toEqual([
        { notificationType: 'bookingRequest.client.mail', template: 'Anfrage erhalten' },
        { notificationType: 'reminder1.client.sms', template: 'Guten Tag {{ClientName}}' },
      ]);
      await save('   ');
      expect((await call(w.t, w.a.provider, 'GET', url(w.a))).json()).toHaveLength(1);
    });

    it('validates type and length, and is for managers of this centre', async () => {
      expect(fieldCodes(await call(w.t, w.a.owner, 'POST', url(w.a), { notificationType: 'birthday.client.mail', template: 'x' }))).toEqual(['notificationType:invalidValue']);
      expect(fieldCodes(await call(w.t, w.a.owner, 'POST', url(w.a), { notificationType: 'reminder1.client.mail', template: 'x'.repeat(5001) }))).toEqual(['template:tooLong']);
      expect((await call(w.t, w.a.provider, 'POST', url(w.a), { notificationType: 'reminder1.client.mail', template: 'x' })).statusCode).toBe(403);
      await call(w.t, w.b.owner, 'POST', url(w.b), { notificationType: 'reminder1.client.mail', template: 'B-Vorlage' });
      expect((await call(w.t, w.a.owner, 'POST', url(w.b), { notificationType: 'reminder1.client.mail', template: 'overwritten' })).statusCode).toBe(404);
      const get = await call(w.t, w.a.owner, 'GET', url(w.b));
      expect(get.statusCode).toBe(404);
      const [bRow] = await w.t.ctx.db.select().from(notificationTemplates).where(eq(notificationTemplates.centreId, w.b.centreId));
      expect(bRow.template).toBe('B-Vorlage');
    });
  });

  describe('news', () => {
    let older: string;
    let newer: string;
    beforeAll(async () => {
      const rows = await w.t.ctx.db
        .insert(news)
        .values([
          { title: { de: 'Neu: Rechnungen', fr: 'Nouveau : factures' }, body: { de: 'Text', fr: 'Texte' }, publishedAt: new Date('2026-01-10T08:00:00Z') },
          { title: { de: 'Kalender' }, body: { de: 'Mehr' }, publishedAt: new Date('2026-02-01T08:00:00Z') },
          { title: { de: 'Zukunft' }, body: { de: 'Noch nicht' }, publishedAt: new Date(Date.now() + 86400e3) },
        ])
        .returning();
      [older, newer] = [rows[0].id, rows[1].id];
    });

    it('lists published news newest first in the caller language, falling back to German', async () => {
      await w.t.ctx.db.update(userSettings).set({ language: 'fr' }).where(eq(userSettings.userId, w.a.provider.userId));
      const res = await call(w.t, w.a.provider, 'GET', `/api/news/centre/${w.a.centreId}/getAllNewsOfCentre`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { news_id: newer, title: 'Kalender', body: 'Mehr', publishedAt: '2026-02-01T08:00:00.000Z', read: false },
        { news_id: older, title: 'Nouveau : factures', body: 'Texte', publishedAt: '2026-01-10T08:00:00.000Z', read: false },
      ]);
    });

    it('marks news read per user and centre, idempotently, ignoring unknown ids', async () => {
      const mark = (ids: string[]) => call(w.t, w.a.provider, 'POST', `/api/news/centre/${w.a.centreId}/markNewsAsRead`, { newsIds: ids });
      expect((await mark([older, '00000000-0000-4000-8000-000000000000'])).json()).toEqual({ ok: true });
      expect((await mark([older, older])).statusCode).toBe(200);
      const mine = (await call(w.t, w.a.provider, 'GET', `/api/news/centre/${w.a.centreId}/getAllNewsOfCentre`)).json();
      expect(mine.map((n: { read: boolean }) => n.read)).toEqual([false, true]);
      const colleague = (await call(w.t, w.a.owner, 'GET', `/api/news/centre/${w.a.centreId}/getAllNewsOfCentre`)).json();
      expect(colleague.every((n: { read: boolean }) => !n.read)).toBe(true);
      expect(await w.t.ctx.db.select().from(newsReads).where(eq(newsReads.userId, w.a.provider.userId))).toHaveLength(1);
      expect((await mark(['not-a-uuid'])).statusCode).toBe(400);
      expect((await call(w.t, w.a.provider, 'POST', `/api/news/centre/${w.b.centreId}/markNewsAsRead`, { newsIds: [newer] })).statusCode).toBe(404);
      expect(await w.t.ctx.db.select().from(newsReads).where(eq(newsReads.centreId, w.b.centreId))).toHaveLength(0);
    });
  });

  describe('completeness', () => {
    const url = (c: Clinic) => `/api/centre/${c.centreId}/completeness`;
    it('follows the spec rules for user, centre and the caller provider record', async () => {
      expect((await call(w.t, w.b.provider, 'GET', url(w.b))).json()).toEqual({ user: true, centre: false, centreProvider: false, setup: { workingHours: false, bookableService: false, onlineBooking: false, paymentDetails: false, client: false } });
      await call(w.t, w.b.owner, 'PATCH', `/api/centres/${w.b.centreId}`, { address: [{ street: 'Hauptgasse', building: '1', zipcode: '4500', city: 'Solothurn' }] });
      await call(w.t, w.b.provider, 'PATCH', `/api/centre/${w.b.centreId}/centreProvider/${w.b.cp.provider}`, {
        Address: { street: 'Weg', building: '2', zipcode: '4500', city: 'Solothurn' },
        BusinessNumber: [{ name: 'GLN', value: '7601003002751' }],
      });
      expect((await call(w.t, w.b.provider, 'GET', url(w.b))).json()).toEqual({ user: true, centre: true, centreProvider: false, setup: { workingHours: false, bookableService: false, onlineBooking: false, paymentDetails: false, client: false } });
      await call(w.t, w.b.provider, 'PATCH', `/api/centre/${w.b.centreId}/centreProvider/${w.b.cp.provider}`, { BusinessNumber: [{ name: 'ZSR', value: 'A000000' }] });
      expect((await call(w.t, w.b.provider, 'GET', url(w.b))).json()).toEqual({ user: true, centre: true, centreProvider: true, setup: { workingHours: false, bookableService: false, onlineBooking: false, paymentDetails: false, client: false } });
      expect((await call(w.t, w.b.owner, 'GET', url(w.b))).json().centreProvider).toBe(false);
      expect((await call(w.t, w.a.owner, 'GET', url(w.b))).statusCode).toBe(404);
    });

    it('says what the practice still needs to run: hours, a bookable service, online booking, payment details, a client (issue 13)', async () => {
      const setup = async () => (await call(w.t, w.b.owner, 'GET', url(w.b))).json().setup;
      const clinic = `/api/clinics/${w.b.centreId}`;
      await call(w.t, w.b.owner, 'PATCH', `/api/centres/${w.b.centreId}`, { openingHours: [{ day: 1, openTime: 8, closeTime: 18 }] });
      await call(w.t, w.b.owner, 'POST', `${clinic}/services`, { name: 'Massage', ppu: 12000 });
      await call(w.t, w.b.owner, 'POST', `${clinic}/checkout-types`, { name: 'Bank' });
      expect(await setup()).toEqual({ workingHours: true, bookableService: false, onlineBooking: false, paymentDetails: false, client: false });
      expect((await call(w.t, w.b.owner, 'PUT', `${clinic}/settings/online-presence`, { publicProfile: true })).statusCode).toBe(200);
      // Once the practice takes online bookings, a new service is bookable online.
      const service = (await call(w.t, w.b.owner, 'POST', `${clinic}/services`, { name: 'Akupunktur' })).json();
      expect(service.onlineBooking).toBe(true);
      expect((await call(w.t, w.b.owner, 'POST', `${clinic}/services`, { name: 'Intern', onlineBooking: false })).json().onlineBooking).toBe(false);
      await call(w.t, w.b.owner, 'POST', `${clinic}/checkout-types`, { name: 'Postkonto', camtAccount: 'CH93 0076 2011 6238 5295 7' });
      await call(w.t, w.b.owner, 'POST', `${clinic}/contacts`, { firstName: 'Lena', lastName: 'Muster' });
      expect(await setup()).toEqual({ workingHours: true, bookableService: true, onlineBooking: true, paymentDetails: true, client: true });
    });
  });
});

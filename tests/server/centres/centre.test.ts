import { eq } from 'drizzle-orm';
import { centres } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { addMember } from '../support/fixtures';
import { call, fieldCodes, useClinicsWorld } from './world';

describe.each(DB_KINDS)('centre profile on %s', (kind) => {
  const w = useClinicsWorld(kind);

  const centreRow = async (id: string) => (await w.t.ctx.db.select().from(centres).where(eq(centres.id, id)))[0];

  describe('GET getCentre', () => {
    it('answers the centre with its setting and provider list, and the join hash only to managers', async () => {
      const res = await call(w.t, w.a.owner, 'GET', `/api/centre/${w.a.centreId}/getCentre`);
      expect(res.statusCode).toBe(200);
      const centre = res.json();
      expect(centre).toMatchObject({ centre_id: w.a.centreId, name: 'Praxis A', timezone: 'Europe/Zurich', logo: null, photos: [] });
      expect(centre.CentreSetting).toEqual({ currency: 'CHF', invoiceNumberPrefix: '', invoiceNumberNext: '1', preselectedProviderId: null, directInvoicing: false });
      expect(centre.clinicHash).toEqual(expect.any(String));
      const roles = Object.fromEntries(centre.CentreProvider.map((p: { user_fk: string; role: string }) => [p.user_fk, p.role]));
      expect(roles).toEqual({ [w.a.owner.userId]: 'OWNER', [w.a.admin.userId]: 'ADMIN', [w.a.provider.userId]: 'PROVIDER' });
      const owner = centre.CentreProvider.find((p: { user_fk: string }) => p.user_fk === w.a.owner.userId);
      expect(owner).toMatchObject({ centreProvider_id: w.a.cp.owner, email: w.a.owner.email, firstName: 'Test', active: true, avatar: null });
      expect(JSON.stringify(centre)).not.toMatch(/password|join_hash|token/i);

      const asProvider = (await call(w.t, w.a.provider, 'GET', `/api/centre/${w.a.centreId}/getCentre`)).json();
      expect(asProvider.centre_id).toBe(w.a.centreId);
      expect(asProvider.clinicHash).toBeUndefined();
    });

    it('answers 404 for another centre, and for ids that are not uuids', async () => {
      const res = await call(w.t, w.a.owner, 'GET', `/api/centre/${w.b.centreId}/getCentre`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound', message: 'errors.notFound' });
      expect((await call(w.t, w.a.owner, 'GET', `/api/centre/1 or 1=1/getCentre`)).statusCode).toBe(404);
    });
  });

  describe('GET getCentresOfUser', () => {
    it('lists all centres to the user, and to a manager only the centres they share', async () => {
      // A's provider also works in B.
      const both = w.a.provider;
      await addMember(w.t.ctx, w.b.centreId, both, 'PROVIDER');
      const own = (await call(w.t, both, 'GET', `/api/centre/${both.userId}/getCentresOfUser`)).json();
      expect(own.map((c: { centre_id: string }) => c.centre_id).sort()).toEqual([w.a.centreId, w.b.centreId].sort());
      const seenByA = await call(w.t, w.a.owner, 'GET', `/api/centre/${both.userId}/getCentresOfUser`);
      expect(seenByA.statusCode).toBe(200);
      expect(seenByA.json().map((c: { centre_id: string }) => c.centre_id)).toEqual([w.a.centreId]);
      expect(seenByA.body).not.toContain('Praxis B');
    });

    it('answers 404 for a user of another centre, and for a colleague asked by a provider', async () => {
      expect((await call(w.t, w.a.owner, 'GET', `/api/centre/${w.b.owner.userId}/getCentresOfUser`)).statusCode).toBe(404);
      expect((await call(w.t, w.a.provider, 'GET', `/api/centre/${w.a.owner.userId}/getCentresOfUser`)).statusCode).toBe(404);
    });
  });

  describe('PATCH updateCentre / PATCH centres/{id}', () => {
    const valid = {
      name: 'Physio am See',
      address: [{ street: 'Seestrasse', building: '12', zipcode: '8002', city: 'Zürich', country: 'CH' }],
      contactNumber: { countryPhone: '+41', number: '044 123 45 67' },
      alternateContactNumbers: ['+49 30 901820'],
      primaryEmail: { address: 'info@physio-see.ch' },
      alternateEmails: ['praxis@physio-see.ch'],
      website: 'https://www.physio-see.ch',
      about: 'Physiotherapie seit 1998.',
      tagline: 'Bewegung ist Leben',
      businessCategory: 'physiotherapy',
      tags: ['Sport', 'Rücken', 'Sport'],
      openingHours: [
        { day: 1, openTime: 13.5, closeTime: 18 },
        { day: 1, openTime: 8, closeTime: 12 },
      ],
      businessInfo: { zsrNumber: 'A123456', gln: '7601003002751', taxNumber: 'CHE-123.456.788 MWST', businessNumber: [{ name: 'UID', value: 'CHE-109.322.551' }] },
      timezone: 'Europe/Zurich',
    };

    it('saves every field and answers the updated centre', async () => {
      const res = await call(w.t, w.a.owner, 'PATCH', `/api/centre/${w.a.centreId}/updateCentre`, valid);
      expect(res.statusCode).toBe(200);
      const c = res.json();
      expect(c).toMatchObject({
        name: 'Physio am See',
        address: valid.address,
        contactNumber: { countryPhone: '+41', number: '+41441234567' },
        alternateContactNumbers: ['+4930901820'],
        primaryEmail: { address: 'info@physio-see.ch' },
        website: 'https://www.physio-see.ch',
        tags: ['Sport', 'Rücken'],
        businessInfo: { zsrNumber: 'A123456', gln: '7601003002751', taxNumber: 'CHE-123.456.788 MWST', nifNumber: '', others: '' },
      });
      // Sorted by day and time.
      expect(c.openingHours).toEqual([
        { day: 1, openTime: 8, closeTime: 12 },
        { day: 1, openTime: 13.5, closeTime: 18 },
      ]);
    });

    it('is a partial update on the second path too, and keeps business numbers it does not mention', async () => {
      const res = await call(w.t, w.a.admin, 'PATCH', `/api/centres/${w.a.centreId}`, { tagline: 'Neu', businessInfo: { nifNumber: 'N-1' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Physio am See', tagline: 'Neu', businessInfo: { zsrNumber: 'A123456', gln: '7601003002751', nifNumber: 'N-1' } });
    });

    it('answers 400 with every wrong field', async () => {
      const res = await call(w.t, w.a.owner, 'PATCH', `/api/centre/${w.a.centreId}/updateCentre`, {
        name: '  ',
        primaryEmail: { address: 'info@praxis' },
        alternateEmails: ['ok@praxis.ch', 'no spaces@praxis.ch'],
        contactNumber: { countryPhone: '+41', number: '12' },
        website: 'javascript:alert(1)',
        openingHours: [
          { day: 2, openTime: 9, closeTime: 8 },
          { day: 3, openTime: 8, closeTime: 12 },
          { day: 3, openTime: 11, closeTime: 14 },
        ],
        businessInfo: { zsrNumber: 'a123456', gln: '7601003002752', taxNumber: 'CHE-123.456.789', businessNumber: [{ name: 'GLN', value: '123' }] },
        timezone: 'Mars/Olympus',
        address: [{ street: 'Seestrasse', building: '1', zipcode: '80O8', city: 'Zürich', country: 'CH' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
      expect(fieldCodes(res).sort()).toEqual(
        [
          'name:required',
          'address.0.zipcode:invalidPostcode4',
          'primaryEmail.address:invalidEmail',
          'alternateEmails.1:invalidEmail',
          'contactNumber.number:invalidPhone',
          'website:invalidUrl',
          'openingHours.0.closeTime:invalidTimeRange',
          'openingHours.2:overlappingHours',
          'businessInfo.zsrNumber:invalidZsr',
          'businessInfo.gln:invalidGln',
          'businessInfo.taxNumber:invalidUid',
          'businessInfo.businessNumber.0.value:invalidGln',
          'timezone:invalidTimezone',
        ].sort(),
      );
      expect((await centreRow(w.a.centreId)).name).toBe('Physio am See');
    });

    it('answers schema errors for lengths, ranges, ids and unknown fields', async () => {
      const cases: [unknown, string][] = [
        [{ name: 'x'.repeat(101) }, 'name:tooLong'],
        [{ about: 'x'.repeat(2001) }, 'about:tooLong'],
        [{ businessCategory: 'x'.repeat(51) }, 'businessCategory:tooLong'],
        [{ openingHours: [{ day: 7, openTime: 8, closeTime: 9 }] }, 'openingHours.0.day:tooLarge'],
        [{ openingHours: [{ day: 1, openTime: 8, closeTime: 25 }] }, 'openingHours.0.closeTime:tooLarge'],
        [{ logo: '/api/files/x' }, 'logo:unknownField'],
        [{ centre_id: w.b.centreId }, 'centre_id:unknownField'],
        [{}, 'body:invalidValue'],
      ];
      for (const [body, expected] of cases) {
        const res = await call(w.t, w.a.owner, 'PATCH', `/api/centres/${w.a.centreId}`, body);
        expect(res.statusCode).toBe(400);
        expect(fieldCodes(res)).toContain(expected);
      }
    });

    it('lets empty optional numbers through (ZSR and GLN may be left blank)', async () => {
      const res = await call(w.t, w.a.owner, 'PATCH', `/api/centres/${w.a.centreId}`, { businessInfo: { zsrNumber: '', gln: '' }, website: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json().businessInfo).toMatchObject({ zsrNumber: '', gln: '' });
    });

    it('refuses providers (403) and other centres (404), leaving the other centre unchanged', async () => {
      const provider = await call(w.t, w.a.provider, 'PATCH', `/api/centres/${w.a.centreId}`, { name: 'Hijack' });
      expect(provider.statusCode).toBe(403);
      expect(provider.json().code).toBe('accessDenied');
      const before = await centreRow(w.b.centreId);
      for (const url of [`/api/centres/${w.b.centreId}`, `/api/centre/${w.b.centreId}/updateCentre`]) {
        expect((await call(w.t, w.a.owner, 'PATCH', url, { name: 'Hijack' })).statusCode).toBe(404);
      }
      expect(await centreRow(w.b.centreId)).toEqual(before);
    });
  });
});

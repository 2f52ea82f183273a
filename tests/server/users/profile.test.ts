import { eq } from 'drizzle-orm';
import { centreProviders, userSettings, users } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { addMember, createUser } from '../support/fixtures';
import { call, fieldCodes, useClinicsWorld } from '../centres/world';

describe.each(DB_KINDS)('user profile on %s', (kind) => {
  const w = useClinicsWorld(kind);

  const userRow = async (id: string) => (await w.t.ctx.db.select().from(users).where(eq(users.id, id)))[0];
  const settingRow = async (id: string) => (await w.t.ctx.db.select().from(userSettings).where(eq(userSettings.userId, id)))[0];

  describe('GET /api/user/{id}', () => {
    it('answers the User shape to the user', async () => {
      const res = await call(w.t, w.a.owner, 'GET', `/api/user/${w.a.owner.userId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user_id: w.a.owner.userId,
        firstName: 'Test',
        lastName: 'User',
        email: w.a.owner.email,
        countryPhone: '+41',
        phone: '791234567',
        Role: [{ name: 'OWNER', user_fk: w.a.owner.userId, centre_fk: w.a.centreId }],
        UserSetting: { language: 'de', activeCentre: w.a.centreId, timeFormat: '24h', dateFormat: 'DD.MM.YYYY' },
        settings: { currency: { value: 'CHF' } },
        bookingProviderId: null,
        onboardingStatus: 0,
      });
      expect(res.body).not.toMatch(/password|token/i);
    });

    it('shows a manager only the roles of centres they share with the user', async () => {
      const shared = await createUser(w.t.ctx);
      await addMember(w.t.ctx, w.a.centreId, shared, 'PROVIDER');
      await addMember(w.t.ctx, w.b.centreId, shared, 'ADMIN');
      await w.t.ctx.db.update(userSettings).set({ activeCentreId: w.b.centreId }).where(eq(userSettings.userId, shared.userId));
      const seen = (await call(w.t, w.a.admin, 'GET', `/api/user/${shared.userId}`)).json();
      expect(seen.Role).toEqual([{ name: 'PROVIDER', user_fk: shared.userId, centre_fk: w.a.centreId }]);
      expect(seen.UserSetting.activeCentre).toBeNull();
      expect(JSON.stringify(seen)).not.toContain(w.b.centreId);
    });

    it('answers 404 for users of other centres and for colleagues asked by a provider', async () => {
      expect((await call(w.t, w.a.owner, 'GET', `/api/user/${w.b.provider.userId}`)).statusCode).toBe(404);
      expect((await call(w.t, w.a.provider, 'GET', `/api/user/${w.a.admin.userId}`)).statusCode).toBe(404);
    });
  });

  describe('POST /api/user/{id}', () => {
    it('updates names, phone and settings', async () => {
      const res = await call(w.t, w.a.provider, 'POST', `/api/user/${w.a.provider.userId}`, {
        firstName: ' Anna ',
        lastName: 'Muster',
        countryPhone: '+41',
        phone: '079 555 12 34',
        UserSetting: { language: 'fr', timeFormat: '12h', dateFormat: 'YYYY-MM-DD', activeCentre: w.a.centreId },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        firstName: 'Anna',
        lastName: 'Muster',
        countryPhone: '+41',
        phone: '+41795551234',
        UserSetting: { language: 'fr', timeFormat: '12h', dateFormat: 'YYYY-MM-DD', activeCentre: w.a.centreId },
      });
    });

    it('answers field errors and leaves the row unchanged', async () => {
      const before = await userRow(w.a.provider.userId);
      const res = await call(w.t, w.a.provider, 'POST', `/api/user/${w.a.provider.userId}`, { firstName: ' ', countryPhone: '+41', phone: '12345' });
      expect(res.statusCode).toBe(400);
      expect(fieldCodes(res).sort()).toEqual(['firstName:required', 'phone:invalidPhone']);
      // A German number is not valid for the Swiss prefix.
      expect(fieldCodes(await call(w.t, w.a.provider, 'POST', `/api/user/${w.a.provider.userId}`, { countryPhone: '+41', phone: '030 901820' }))).toEqual(['phone:invalidPhone']);
      const schema = [
        [{ UserSetting: { language: 'es' } }, 'UserSetting.language:invalidValue'],
        [{ UserSetting: { timeFormat: '25h' } }, 'UserSetting.timeFormat:invalidValue'],
        [{ lastName: 'x'.repeat(51) }, 'lastName:tooLong'],
        [{ email: 'a@b.ch' }, 'email:unknownField'],
        [{ countryPhone: '0041' }, 'countryPhone:invalidFormat'],
      ] as const;
      for (const [body, code] of schema) expect(fieldCodes(await call(w.t, w.a.provider, 'POST', `/api/user/${w.a.provider.userId}`, body))).toEqual([code]);
      // Route bodies state the limit too (issue 13: "höchstens 50 Zeichen").
      const long = await call(w.t, w.a.provider, 'POST', `/api/user/${w.a.provider.userId}`, { firstName: 'x'.repeat(300) });
      expect(long.json().errors).toEqual([{ field: 'firstName', code: 'tooLong', message: 'errors.tooLong', limit: 50 }]);
      expect(await userRow(w.a.provider.userId)).toEqual(before);
    });

    it('answers 404 for an active centre the user has no role in', async () => {
      const res = await call(w.t, w.a.provider, 'POST', `/api/user/${w.a.provider.userId}`, { UserSetting: { activeCentre: w.b.centreId } });
      expect(res.statusCode).toBe(404);
      expect((await settingRow(w.a.provider.userId)).activeCentreId).toBe(w.a.centreId);
    });

    it('lets a manager fix a name but not the personal settings of a user', async () => {
      expect((await call(w.t, w.a.owner, 'POST', `/api/user/${w.a.provider.userId}`, { lastName: 'Meier' })).json().lastName).toBe('Meier');
      expect((await call(w.t, w.a.owner, 'POST', `/api/user/${w.a.provider.userId}`, { UserSetting: { language: 'it' } })).statusCode).toBe(403);
      expect((await call(w.t, w.a.provider, 'POST', `/api/user/${w.a.admin.userId}`, { lastName: 'X' })).statusCode).toBe(404);
      const before = await userRow(w.b.provider.userId);
      expect((await call(w.t, w.a.owner, 'POST', `/api/user/${w.b.provider.userId}`, { lastName: 'X' })).statusCode).toBe(404);
      expect(await userRow(w.b.provider.userId)).toEqual(before);
    });
  });

  describe('PATCH /api/users/{id}/userInfo', () => {
    it('changes the e-mail of the caller, refusing addresses in use (409)', async () => {
      const res = await call(w.t, w.a.admin, 'PATCH', `/api/users/${w.a.admin.userId}/userInfo`, { userData: { email: 'Admin.Neu@praxis-a.ch', firstName: 'Ada' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: 'Admin.Neu@praxis-a.ch', firstName: 'Ada' });
      const taken = await call(w.t, w.a.admin, 'PATCH', `/api/users/${w.a.admin.userId}/userInfo`, { userData: { email: w.b.owner.email.toUpperCase() } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ code: 'emailTaken', message: 'errors.emailTaken' });
      expect(fieldCodes(await call(w.t, w.a.admin, 'PATCH', `/api/users/${w.a.admin.userId}/userInfo`, { userData: { email: 'no-at-sign' } }))).toEqual(['userData.email:invalidEmail']);
      expect((await userRow(w.a.admin.userId)).email).toBe('Admin.Neu@praxis-a.ch');
    });

    it('does not let a manager change someone else e-mail (account takeover)', async () => {
      const res = await call(w.t, w.a.owner, 'PATCH', `/api/users/${w.a.provider.userId}/userInfo`, { userData: { email: 'owner-controlled@evil.ch' } });
      expect(res.statusCode).toBe(403);
      expect((await userRow(w.a.provider.userId)).email).toBe(w.a.provider.email);
    });
  });

  describe('PATCH /api/users/{id}/resource', () => {
    const url = (id: string) => `/api/users/${id}/resource`;

    it('saves account fields and the provider record in one go', async () => {
      const res = await call(w.t, w.a.owner, 'PATCH', url(w.a.provider.userId), {
        userData: { centreId: w.a.centreId, firstName: 'Rita', language: 'it', Address: { street: 'Via Nassa', building: '5', zipcode: '6900', city: 'Lugano' }, BusinessNumber: [{ name: 'ZSR', value: 'C765432' }], calendarColour: '#00AA88', active: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ user_id: w.a.provider.userId, firstName: 'Rita', UserSetting: { language: 'it' } });
      expect(res.json().signInToken).toBeUndefined();
      const [cp] = await w.t.ctx.db.select().from(centreProviders).where(eq(centreProviders.id, w.a.cp.provider));
      expect(cp).toMatchObject({ address: { city: 'Lugano' }, businessNumber: [{ name: 'ZSR', value: 'C765432' }], calendarColour: '#00AA88' });
    });

    it('gives new tokens when callers change their own e-mail', async () => {
      const res = await call(w.t, w.a.provider, 'PATCH', url(w.a.provider.userId), { userData: { centreId: w.a.centreId, email: 'rita@praxis-a.ch' } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user.email).toBe('rita@praxis-a.ch');
      expect(body.signInToken).toEqual(expect.any(String));
      expect(body.refreshToken).toEqual(expect.any(String));
      const me = await w.t.app.inject({ method: 'GET', url: `/api/user/${w.a.provider.userId}`, headers: { authorization: `Bearer ${body.signInToken}` } });
      expect(me.statusCode).toBe(200);
      const refreshed = await w.t.app.inject({ method: 'POST', url: '/api/auth/refreshToken', payload: { token: body.refreshToken } });
      expect(refreshed.statusCode).toBe(200);
    });

    it('checks the centre in the body: other centres 404, colleagues 403, field errors with their path', async () => {
      const before = (await w.t.ctx.db.select().from(centreProviders).where(eq(centreProviders.id, w.b.cp.provider)))[0];
      expect((await call(w.t, w.a.owner, 'PATCH', url(w.a.provider.userId), { userData: { centreId: w.b.centreId, calendarColour: '#000000' } })).statusCode).toBe(404);
      expect((await call(w.t, w.a.owner, 'PATCH', url(w.b.provider.userId), { userData: { centreId: w.a.centreId, calendarColour: '#000000' } })).statusCode).toBe(404);
      expect((await call(w.t, w.a.owner, 'PATCH', url(w.b.provider.userId), { userData: { centreId: w.b.centreId, calendarColour: '#000000' } })).statusCode).toBe(404);
      expect((await w.t.ctx.db.select().from(centreProviders).where(eq(centreProviders.id, w.b.cp.provider)))[0]).toEqual(before);
      expect((await call(w.t, w.a.provider, 'PATCH', url(w.a.provider.userId), { userData: { centreId: w.a.centreId, active: false } })).statusCode).toBe(403);
      expect((await call(w.t, w.a.owner, 'PATCH', url(w.a.owner.userId), { userData: { centreId: w.a.centreId, active: false } })).statusCode).toBe(409);
      const bad = await call(w.t, w.a.owner, 'PATCH', url(w.a.provider.userId), { userData: { centreId: w.a.centreId, lastName: '', BusinessNumber: [{ name: 'GLN', value: '1' }] } });
      expect(fieldCodes(bad).sort()).toEqual(['userData.BusinessNumber.0.value:invalidGln', 'userData.lastName:required']);
      const badNumber = await call(w.t, w.a.owner, 'PATCH', url(w.a.provider.userId), { userData: { centreId: w.a.centreId, BusinessNumber: [{ name: 'GLN', value: '1' }] } });
      expect(fieldCodes(badNumber)).toEqual(['userData.BusinessNumber.0.value:invalidGln']);
      expect(fieldCodes(await call(w.t, w.a.owner, 'PATCH', url(w.a.provider.userId), { userData: { firstName: 'X' } }))).toEqual(['userData.centreId:required']);
    });
  });

  describe('onboarding status', () => {
    it('defaults to 0 and takes integers 0..100', async () => {
      const url = `/api/users/${w.a.provider.userId}/onboarding/provider`;
      expect((await call(w.t, w.a.provider, 'GET', url)).json()).toEqual({ status: 0 });
      expect((await call(w.t, w.a.provider, 'PATCH', url, { status: 40 })).json()).toEqual({ status: 40 });
      expect((await call(w.t, w.a.provider, 'GET', url)).json()).toEqual({ status: 40 });
      for (const status of [101, -1, 2.5, '3']) expect((await call(w.t, w.a.provider, 'PATCH', url, { status })).statusCode).toBe(400);
      expect((await call(w.t, w.a.owner, 'PATCH', `/api/users/${w.b.provider.userId}/onboarding/provider`, { status: 1 })).statusCode).toBe(404);
      expect((await userRow(w.b.provider.userId)).onboardingStatus).toBe(0);
    });
  });
});

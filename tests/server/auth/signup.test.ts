import { and, eq } from 'drizzle-orm';
import { bookingCentres, centreProviders, centreSettings, centres, outbox, roles, userSettings, users, verificationCodes } from '../../../src/server/db/schema';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { createClinic } from '../support/fixtures';
import { codeIn, expectFieldError, lastMessage, post, signUp, signupPayload } from './support';

describe.each(DB_KINDS)('POST /api/auth/signup on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('creates an inactive owner with their own centre and texts a code in their language', async () => {
    const payload = signupPayload({ language: 'fr', phone: '079 123 45 67' });
    const res = await post(t, '/api/auth/signup', payload);
    expect(res.statusCode).toBe(200);
    const userId = res.json().user.user_id;
    expect(res.json()).toEqual({ user: { user_id: userId } });

    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ email: payload.email, firstName: 'Anna', lastName: 'Muster', countryPhone: '+41', phone: '+41791234567', activatedAt: null });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const [settings] = await t.ctx.db.select().from(userSettings).where(eq(userSettings.userId, userId));
    expect(settings.language).toBe('fr');
    const [role] = await t.ctx.db.select().from(roles).where(eq(roles.userId, userId));
    expect(role.name).toBe('OWNER');
    expect(settings.activeCentreId).toBe(role.centreId);
    const [centre] = await t.ctx.db.select().from(centres).where(eq(centres.id, role.centreId));
    expect(centre.joinHash.length).toBeGreaterThanOrEqual(20);
    // Issue 13: a new practice opens Monday to Friday 08:00-18:00 instead of closed every day.
    expect(centre.openingHours).toEqual([1, 2, 3, 4, 5].map((day) => ({ day, openTime: 8, closeTime: 18 })));
    expect(await t.ctx.db.select().from(centreSettings).where(eq(centreSettings.centreId, centre.id))).toHaveLength(1);
    const [cp] = await t.ctx.db.select().from(centreProviders).where(eq(centreProviders.userId, userId));
    expect(cp).toMatchObject({ centreId: centre.id, permission: [{}] });
    // Bookable online in the own practice from the start (issue 10 §4), until switched off.
    expect(await t.ctx.db.select().from(bookingCentres).where(eq(bookingCentres.userId, userId))).toEqual([expect.objectContaining({ centreId: centre.id })]);

    const sms = await lastMessage(t, userId, 'activationCode');
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+41791234567', language: 'fr' });
    expect(sms.body).toMatch(/^Votre code de vérification Kura : \d{6}\./);
    // Only the hash is stored.
    const [code] = await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.userId, userId));
    expect(code.codeHash).not.toContain(codeIn(sms.body));
    expect(code.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(code.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('writes the SMS in German for German sign-ups', async () => {
    const { userId } = await signUp(t, { language: 'de' });
    expect((await lastMessage(t, userId, 'activationCode')).body).toMatch(/^Ihr Kura-Bestätigungscode: \d{6}\./);
  });

  it('joins an existing centre as PROVIDER through its clinic link', async () => {
    const clinic = await createClinic(t.ctx);
    const [centre] = await t.ctx.db.select().from(centres).where(eq(centres.id, clinic.centreId));
    const { userId } = await signUp(t, { clinicHash: centre.joinHash });
    const userRoles = await t.ctx.db.select().from(roles).where(eq(roles.userId, userId));
    expect(userRoles).toEqual([expect.objectContaining({ centreId: clinic.centreId, name: 'PROVIDER' })]);
    const [cp] = await t.ctx.db.select().from(centreProviders).where(and(eq(centreProviders.userId, userId), eq(centreProviders.centreId, clinic.centreId)));
    expect(cp.permission).toEqual([{}]);
    expect(await t.ctx.db.select().from(bookingCentres).where(eq(bookingCentres.userId, userId))).toEqual([expect.objectContaining({ centreId: clinic.centreId })]);
    const [settings] = await t.ctx.db.select().from(userSettings).where(eq(userSettings.userId, userId));
    expect(settings.activeCentreId).toBe(clinic.centreId);
  });

  it('answers 404 invalidClinicLink for an unknown clinic link and creates nothing', async () => {
    const payload = signupPayload({ clinicHash: 'no-such-hash' });
    const res = await post(t, '/api/auth/signup', payload);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'invalidClinicLink', message: 'errors.invalidClinicLink' });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, payload.email))).toEqual([]);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const { email } = await signUp(t);
    const before = await t.ctx.db.select().from(outbox);
    const res = await post(t, '/api/auth/signup', signupPayload({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'accountExists', message: 'errors.accountExists' });
    expect(await t.ctx.db.select().from(outbox)).toHaveLength(before.length);
  });

  it.each([
    ['no at sign', 'anna.praxis.ch'],
    ['no dot in the domain', 'anna@praxis'],
    ['a space', 'anna muster@praxis.ch'],
  ])('rejects an e-mail with %s', async (_why, email) => {
    expectFieldError(await post(t, '/api/auth/signup', signupPayload({ email })), 'email', 'invalidEmail');
  });

  it.each([
    ['Ab1_xyz', 'passwordTooShort'],
    ['secret_123', 'passwordNeedsUppercase'],
    ['SECRET_123', 'passwordNeedsLowercase'],
    ['Secret_abc', 'passwordNeedsDigit'],
    ['Secret1234', 'passwordNeedsSpecial'],
  ])('rejects the password %s with %s', async (password, code) => {
    const res = await post(t, '/api/auth/signup', signupPayload({ password }));
    expectFieldError(res, 'password', code);
    expect(res.json().errors).toHaveLength(1);
  });

  it('reports every wrong field at once', async () => {
    const res = await post(t, '/api/auth/signup', signupPayload({ email: 'x', password: 'short', phone: '123' }));
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(new Set(fields)).toEqual(new Set(['email', 'password', 'phone']));
  });

  it.each([
    ['too short for Switzerland', '+41', '12345'],
    ['a German number under the Swiss prefix', '+41', '+49 1511 2345678'],
    ['letters', '+41', 'call me maybe'],
  ])('rejects a phone number that is %s', async (_why, countryPhone, phone) => {
    expectFieldError(await post(t, '/api/auth/signup', signupPayload({ countryPhone, phone })), 'phone', 'invalidPhone');
  });

  it('rejects a malformed dialling prefix', async () => {
    expectFieldError(await post(t, '/api/auth/signup', signupPayload({ countryPhone: '0041' })), 'countryPhone', 'invalidFormat');
  });

  it('refuses countries we do not send SMS to', async () => {
    const res = await post(t, '/api/auth/signup', signupPayload({ countryPhone: '+1', phone: '201 555 0123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unsupportedCountry', message: 'errors.unsupportedCountry' });
    expect(res.json().errors).toEqual([{ field: 'countryPhone', code: 'unsupportedCountry', message: 'errors.unsupportedCountry' }]);
  });

  it.each([
    ['de', '+49', '01511 2345678', '+4915112345678'],
    ['it', '+39', '312 345 6789', '+393123456789'],
    ['de', '+423', '234 56 78', '+4232345678'],
  ])('accepts SMS countries (%s %s)', async (language, countryPhone, phone, e164) => {
    const { userId } = await signUp(t, { language, countryPhone, phone });
    expect((await lastMessage(t, userId, 'activationCode')).recipient).toBe(e164);
  });

  it('rejects unknown fields', async () => {
    expectFieldError(await post(t, '/api/auth/signup', signupPayload({ role: 'OWNER' })), 'role', 'unknownField');
  });

  it('rejects wrong types', async () => {
    expectFieldError(await post(t, '/api/auth/signup', signupPayload({ firstName: 42 })), 'firstName', 'invalidType');
  });

  it('rejects missing fields', async () => {
    const { lastName: _omit, ...rest } = signupPayload();
    expectFieldError(await post(t, '/api/auth/signup', rest), 'lastName', 'required');
  });

  it('rejects an unknown language and blank names', async () => {
    expectFieldError(await post(t, '/api/auth/signup', signupPayload({ language: 'es' })), 'language', 'invalidValue');
    expectFieldError(await post(t, '/api/auth/signup', signupPayload({ firstName: '   ' })), 'firstName', 'invalidFormat');
  });

  it('answers malformed JSON with 400 malformedJson', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'malformedJson', message: 'errors.malformedJson' });
  });

  it('lists the SMS countries on GET /api/supported-phone-numbers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/supported-phone-numbers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { country: 'CH', countryPhone: '+41' },
      { country: 'LI', countryPhone: '+423' },
      { country: 'DE', countryPhone: '+49' },
      { country: 'AT', countryPhone: '+43' },
      { country: 'FR', countryPhone: '+33' },
      { country: 'IT', countryPhone: '+39' },
    ]);
  });
});

import { and, eq } from 'drizzle-orm';
import { bookingCentres, centreProviders, invitations, roles, users } from '../../../src/server/db/schema';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { PASSWORD, addMember, createClinic, createUser, type TestClinic, type TestUser } from '../support/fixtures';
import { lastMessage } from '../auth/support';

const NEW_PASSWORD = 'Therapie_2024';

describe.each(DB_KINDS)('invitations on %s', (kind) => {
  let t: TestApp;
  let clinic: TestClinic;
  beforeAll(async () => {
    t = await createTestApp(kind, { publicUrl: 'https://app.kura.test' });
    clinic = await createClinic(t.ctx, { name: 'Physio Seefeld' });
  });
  afterAll(() => t.close());

  const invite = (user: TestUser, body: Record<string, unknown>, centreId = clinic.centreId) =>
    t.app.inject({ method: 'POST', url: `/api/invitations/${centreId}/createAndInvite`, headers: user.headers, payload: body });
  const check = (token: string) => t.app.inject({ method: 'GET', url: `/api/invitations/${token}/check` });
  const accept = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: body, headers });

  async function inviteAndGetToken(body: Record<string, unknown>, by: TestUser = clinic.owner) {
    const res = await invite(by, body);
    expect(res.statusCode).toBe(200);
    const mail = await lastMessage(t, by.userId, 'invitation');
    const m = /https:\/\/app\.kura\.test\/users\/accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.body);
    if (!m) throw new Error(`no link in ${mail.body}`);
    return { invitation: res.json(), token: m[1], mail };
  }

  it('invites a new therapist who then creates an activated account with one click', async () => {
    const email = `neu-${Date.now()}@praxis.ch`;
    const { invitation, token, mail } = await inviteAndGetToken({ email, firstName: 'Lea', role: 'PROVIDER' });
    expect(invitation).toEqual({
      invitation_id: expect.any(String),
      centre_fk: clinic.centreId,
      email,
      firstName: 'Lea',
      lastName: '',
      role: 'PROVIDER',
      status: 'SENT',
      createdAt: expect.any(String),
    });
    // In the inviter's language (German), naming inviter and centre.
    expect(mail).toMatchObject({ channel: 'email', recipient: email, language: 'de', subject: 'Test User lädt Sie zu Physio Seefeld auf Kura ein' });
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, invitation.invitation_id));
    expect(row.tokenHash).not.toBe(token);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(13.9 * 86400e3);

    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ email, firstName: 'Lea', lastName: '', centreName: 'Physio Seefeld', role: 'PROVIDER', status: 'SENT', userExists: false });

    const res = await accept(token, { password: NEW_PASSWORD, firstName: 'Lea', lastName: 'Meier', countryPhone: '+41', phone: '078 765 43 21', language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ centre_fk: clinic.centreId, signInToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/getUserFromToken', headers: { authorization: `Bearer ${res.json().signInToken}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email,
      firstName: 'Lea',
      lastName: 'Meier',
      phone: '+41787654321',
      Role: [{ name: 'PROVIDER', centre_fk: clinic.centreId }],
      UserSetting: { language: 'fr', activeCentre: clinic.centreId },
    });
    const [cp] = await t.ctx.db.select().from(centreProviders).where(eq(centreProviders.userId, me.json().user_id));
    expect(cp).toMatchObject({ centreId: clinic.centreId, permission: [{}] });
    // Bookable online in the practice from the start (issue 10 §4), until switched off.
    expect(await t.ctx.db.select().from(bookingCentres).where(eq(bookingCentres.userId, me.json().user_id))).toEqual([expect.objectContaining({ centreId: clinic.centreId })]);
    // The account signs in normally.
    const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: NEW_PASSWORD } });
    expect(signin.statusCode).toBe(200);

    const after = await check(token);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ code: 'invitationAlreadyAccepted', message: 'errors.invitationAlreadyAccepted' });
    expect((await accept(token, { password: NEW_PASSWORD, firstName: 'X', lastName: 'Y' })).statusCode).toBe(409);
  });

  it('greets by name, and without a name when the invitee has none yet (issue 13)', async () => {
    const named = await inviteAndGetToken({ email: `named-${Date.now()}@praxis.ch`, firstName: 'Lea', role: 'PROVIDER' });
    expect(named.mail.body.split('\n')[0]).toBe('Guten Tag Lea');
    const unnamed = await inviteAndGetToken({ email: `unnamed-${Date.now()}@praxis.ch`, role: 'PROVIDER' });
    expect(unnamed.mail.body.split('\n')[0]).toBe('Guten Tag');
  });

  it('lets a person with an account join when signed in as that account', async () => {
    const existing = await createUser(t.ctx, { firstName: 'Marco', lastName: 'Rossi' });
    const stranger = await createUser(t.ctx);
    const { token } = await inviteAndGetToken({ email: existing.email.toUpperCase(), role: 'ADMIN' });
    expect((await check(token)).json()).toMatchObject({ userExists: true, role: 'ADMIN' });

    const anonymous = await accept(token, {});
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ code: 'invitationWrongUser', message: 'errors.invitationWrongUser' });
    expect((await accept(token, {}, stranger.headers)).json().code).toBe('invitationWrongUser');
    expect((await accept(token, {}, { authorization: 'Bearer broken.token.value' })).statusCode).toBe(401);

    const res = await accept(token, {}, existing.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ centre_fk: clinic.centreId });
    const userRoles = await t.ctx.db.select().from(roles).where(and(eq(roles.userId, existing.userId), eq(roles.centreId, clinic.centreId)));
    expect(userRoles.map((r) => r.name)).toEqual(['ADMIN']);
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.acceptedBy, existing.userId));
    expect(row.status).toBe('ACCEPTED');
    // The new admin now manages the centre's invitations.
    const list = await t.app.inject({ method: 'GET', url: `/api/invitations/centre/${clinic.centreId}`, headers: existing.headers });
    expect(list.statusCode).toBe(200);
    // Their password was not touched.
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, existing.userId));
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password: PASSWORD } })).statusCode).toBe(200);
  });

  it('a former member coming back keeps their online-booking choice; a new one starts bookable', async () => {
    const bookable = async (userId: string) => (await t.ctx.db.select().from(bookingCentres).where(and(eq(bookingCentres.userId, userId), eq(bookingCentres.centreId, clinic.centreId)))).length === 1;
    const former = await createUser(t.ctx);
    await addMember(t.ctx, clinic.centreId, former, 'PROVIDER');
    // Switched off while a member (no booking-centre row), then left the practice.
    await t.ctx.db.update(centreProviders).set({ active: false }).where(and(eq(centreProviders.userId, former.userId), eq(centreProviders.centreId, clinic.centreId)));
    await t.ctx.db.delete(roles).where(and(eq(roles.userId, former.userId), eq(roles.centreId, clinic.centreId)));
    const back = await inviteAndGetToken({ email: former.email, role: 'PROVIDER' });
    expect((await accept(back.token, {}, former.headers)).statusCode).toBe(200);
    expect(await bookable(former.userId)).toBe(false);

    const newcomer = await createUser(t.ctx);
    const joined = await inviteAndGetToken({ email: newcomer.email, role: 'PROVIDER' });
    expect((await accept(joined.token, {}, newcomer.headers)).statusCode).toBe(200);
    expect(await bookable(newcomer.userId)).toBe(true);
  });

  it('asks new invitees for password and names, and checks the password rule', async () => {
    const { token } = await inviteAndGetToken({ email: `rule-${Date.now()}@praxis.ch`, role: 'PROVIDER' });
    const missing = await accept(token, { password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'firstName', code: 'required', message: 'errors.required' },
      { field: 'lastName', code: 'required', message: 'errors.required' },
    ]);
    const weak = await accept(token, { password: 'password', firstName: 'A', lastName: 'B' });
    expect(weak.json().errors.map((e: { code: string }) => e.code)).toEqual(['passwordNeedsUppercase', 'passwordNeedsDigit', 'passwordNeedsSpecial']);
    const badPhone = await accept(token, { password: NEW_PASSWORD, firstName: 'A', lastName: 'B', countryPhone: '+41', phone: '123' });
    expect(badPhone.json().errors).toEqual([{ field: 'phone', code: 'invalidPhone', message: 'errors.invalidPhone' }]);
    const unknownField = await accept(token, { password: NEW_PASSWORD, firstName: 'A', lastName: 'B', role: 'OWNER' });
    expect(unknownField.json().errors[0]).toMatchObject({ field: 'role', code: 'unknownField' });
    expect((await check(token)).json().status).toBe('SENT');
  });

  it('refuses to invite someone who is already a member', async () => {
    const member = await createUser(t.ctx);
    await addMember(t.ctx, clinic.centreId, member, 'PROVIDER');
    const res = await invite(clinic.owner, { email: member.email.toUpperCase(), role: 'ADMIN' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'alreadyMember', message: 'errors.alreadyMember' });
  });

  it('validates the invitation body', async () => {
    expect((await invite(clinic.owner, { email: 'not-an-email', role: 'PROVIDER' })).json().errors[0]).toMatchObject({ field: 'email', code: 'invalidEmail' });
    expect((await invite(clinic.owner, { email: 'a@b.ch', role: 'OWNER' })).json().errors[0]).toMatchObject({ field: 'role', code: 'invalidValue' });
    expect((await invite(clinic.owner, { email: 'a@b.ch', role: 'PROVIDER', centreId: clinic.centreId })).json().errors[0]).toMatchObject({ code: 'unknownField' });
  });

  it('lets only managers of the centre invite and list', async () => {
    const provider = await createUser(t.ctx);
    await addMember(t.ctx, clinic.centreId, provider, 'PROVIDER');
    expect((await invite(provider, { email: 'p@praxis.ch', role: 'PROVIDER' })).statusCode).toBe(403);
    const other = await createClinic(t.ctx);
    expect((await invite(other.owner, { email: 'p@praxis.ch', role: 'PROVIDER' })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: `/api/invitations/centre/${clinic.centreId}`, headers: other.owner.headers });
    expect(list.statusCode).toBe(404);
  });

  it('lists the centre invitations newest first', async () => {
    const own = await createClinic(t.ctx);
    const first = await invite(own.owner, { email: 'eins@praxis.ch', role: 'PROVIDER' }, own.centreId);
    const second = await invite(own.owner, { email: 'zwei@praxis.ch', role: 'ADMIN' }, own.centreId);
    const res = await t.app.inject({ method: 'GET', url: `/api/invitations/centre/${own.centreId}`, headers: own.owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { invitation_id: string }) => i.invitation_id)).toEqual([second.json().invitation_id, first.json().invitation_id]);
    expect(res.headers['content-range']).toBe('invitations 0-1/2');
  });

  it('resends with a new link (the old one dies) and cancels', async () => {
    const { invitation, token } = await inviteAndGetToken({ email: `resend-${Date.now()}@praxis.ch`, role: 'PROVIDER' });
    const resend = await t.app.inject({ method: 'POST', url: `/api/invitations/${invitation.invitation_id}/resend`, headers: clinic.owner.headers });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().status).toBe('SENT');
    const mail = await lastMessage(t, clinic.owner.userId, 'invitation');
    const fresh = /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1];
    expect(fresh).not.toBe(token);
    expect((await check(token)).statusCode).toBe(404);
    expect((await check(fresh)).statusCode).toBe(200);

    const cancel = await t.app.inject({ method: 'POST', url: `/api/invitations/${invitation.invitation_id}/cancel`, headers: clinic.owner.headers });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('CANCELLED');
    const gone = await check(fresh);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ code: 'invitationCancelled', message: 'errors.invitationCancelled' });
    expect((await accept(fresh, { password: NEW_PASSWORD, firstName: 'A', lastName: 'B' })).statusCode).toBe(410);
    const resendCancelled = await t.app.inject({ method: 'POST', url: `/api/invitations/${invitation.invitation_id}/resend`, headers: clinic.owner.headers });
    expect(resendCancelled.statusCode).toBe(410);
  });

  it('re-inviting the same address replaces the earlier link', async () => {
    const email = `twice-${Date.now()}@praxis.ch`;
    const first = await inviteAndGetToken({ email, role: 'PROVIDER' });
    await inviteAndGetToken({ email, role: 'ADMIN' });
    expect((await check(first.token)).statusCode).toBe(410);
  });

  it('keeps other centres away from resend and cancel', async () => {
    const { invitation } = await inviteAndGetToken({ email: `guarded-${Date.now()}@praxis.ch`, role: 'PROVIDER' });
    const other = await createClinic(t.ctx);
    const provider = await createUser(t.ctx);
    await addMember(t.ctx, clinic.centreId, provider, 'PROVIDER');
    for (const action of ['resend', 'cancel']) {
      const foreign = await t.app.inject({ method: 'POST', url: `/api/invitations/${invitation.invitation_id}/${action}`, headers: other.owner.headers });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('invitationNotFound');
      const notManager = await t.app.inject({ method: 'POST', url: `/api/invitations/${invitation.invitation_id}/${action}`, headers: provider.headers });
      expect(notManager.statusCode).toBe(403);
    }
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, invitation.invitation_id));
    expect(row.status).toBe('SENT');
  });

  it('answers unknown and expired links', async () => {
    const unknown = await check('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'invitationNotFound', message: 'errors.invitationNotFound' });
    const { invitation, token } = await inviteAndGetToken({ email: `late-${Date.now()}@praxis.ch`, role: 'PROVIDER' });
    await t.ctx.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.id, invitation.invitation_id));
    const expired = await check(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('invitationExpired');
  });
});

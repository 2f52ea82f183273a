/**
 * Access ending while a socket is open: a removed member's sockets leave the centre's room at
 * once, a password reset closes every socket of the user, and the minute sweep catches what no
 * event announces (a centre deleted, a token version raised, a token expired).
 */
import { and, eq } from 'drizzle-orm';
import { roles, users } from '../../../src/server/db/schema';
import type { AppointmentChanged } from '../../../src/shared/api/realtime';
import { addMember, createClinic, createUser, type TestClinic, type TestUser } from '../support/fixtures';
import { createTestApp, DB_KINDS, type TestApp } from '../support/testApp';
import { lastMessage } from '../auth/support';
import { closeClients, connect, disconnected, eventually, listen, providerIdOf, record, subscribe } from './support';

const changed = (centreId: string): AppointmentChanged => ({ centreId, appointmentIds: [crypto.randomUUID()], kind: 'updated' });

describe.each(DB_KINDS)('live socket access ending on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let a: TestClinic;
  beforeAll(async () => {
    t = await createTestApp(kind);
    url = await listen(t);
    a = await createClinic(t.ctx);
  });
  afterEach(() => closeClients());
  afterAll(() => t.close());

  const publish = (event: AppointmentChanged) => t.ctx.events.publish('appointment_changed', event);
  async function newMember(): Promise<{ user: TestUser; providerId: string }> {
    const user = await createUser(t.ctx);
    await addMember(t.ctx, a.centreId, user, 'PROVIDER');
    return { user, providerId: await providerIdOf(t.ctx, a.centreId, user.userId) };
  }
  /** The owner's socket in centre A: proof that an event went out. */
  async function ownerWatching() {
    const socket = await connect(url, a.owner.token);
    await subscribe(socket, a.centreId);
    return record(socket, 'appointment_changed');
  }

  it('a removed member stops receiving the centre’s events and is told so', async () => {
    const { user, providerId } = await newMember();
    const socket = await connect(url, user.token);
    expect(await subscribe(socket, a.centreId)).toMatchObject({ ok: true });
    const seen = record(socket, 'appointment_changed');
    const ended = record(socket, 'subscription_ended');
    const owner = await ownerWatching();
    publish(changed(a.centreId));
    await eventually(() => seen.length === 1);

    const removal = await t.app.inject({ method: 'DELETE', url: `/api/centres/${a.centreId}/settings/providers/${providerId}`, headers: a.owner.headers });
    expect(removal.statusCode).toBe(204);
    await eventually(() => ended.length === 1);
    expect(ended).toEqual([{ centreId: a.centreId, reason: 'membershipEnded' }]);
    publish(changed(a.centreId));
    await eventually(() => owner.length === 2);
    // Still connected (the user may have other centres), but out of A: subscribing again is refused.
    expect(socket.connected).toBe(true);
    expect(await subscribe(socket, a.centreId)).toEqual({ ok: false, code: 'notFound' });
    expect(seen).toHaveLength(1);
  });

  it('a password reset closes every socket of the user', async () => {
    const { user } = await newMember();
    const sockets = await Promise.all([connect(url, user.token), connect(url, user.token)]);
    const closed = sockets.map((socket) => disconnected(socket));
    const sent = await t.app.inject({ method: 'POST', url: '/api/auth/sendReset', payload: { email: user.email } });
    expect(sent.statusCode).toBe(200);
    const token = await resetTokenFromOutbox(user.userId);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/resetPassword', payload: { token, password: 'Another_456' } });
    expect(reset.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('the sweep disconnects sockets whose token no longer passes and takes sockets out of centres they left', async () => {
    const outdated = await newMember();
    const left = await newMember();
    const outdatedSocket = await connect(url, outdated.user.token);
    const leftSocket = await connect(url, left.user.token);
    await subscribe(leftSocket, a.centreId);
    const seen = record(leftSocket, 'appointment_changed');
    const ended = record(leftSocket, 'subscription_ended');
    const closed = disconnected(outdatedSocket);
    // Changed behind the services' back: no event announces either.
    await t.ctx.db.update(users).set({ tokenVersion: 5 }).where(eq(users.id, outdated.user.userId));
    await t.ctx.db.delete(roles).where(and(eq(roles.userId, left.user.userId), eq(roles.centreId, a.centreId)));

    await t.app.realtime.sweep();
    expect(await closed).toBe('io server disconnect');
    await eventually(() => ended.length === 1);
    const owner = await ownerWatching();
    publish(changed(a.centreId));
    await eventually(() => owner.length === 1);
    expect(seen).toEqual([]);
    expect(leftSocket.connected).toBe(true);
  });

  it('a subscribe with a token that stopped passing disconnects the socket', async () => {
    const { user } = await newMember();
    const socket = await connect(url, user.token);
    const closed = disconnected(socket);
    await t.ctx.db.update(users).set({ tokenVersion: 2 }).where(eq(users.id, user.userId));
    socket.emit('subscribe', { centreId: a.centreId }, () => undefined);
    expect(await closed).toBe('io server disconnect');
  });

  async function resetTokenFromOutbox(userId: string): Promise<string> {
    const link = /reset-password\/([A-Za-z0-9_-]+)/.exec((await lastMessage(t, userId, 'passwordReset')).body);
    if (!link) throw new Error('no reset link');
    return link[1];
  }
});

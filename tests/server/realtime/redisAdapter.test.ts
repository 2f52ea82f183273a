/**
 * Several app nodes (README "Live updates"): with REDIS_URL the socket.io Redis adapter shares
 * rooms, so an event published on one node reaches a client connected to another, and access
 * ending on one node reaches sockets on the other. Runs when TEST_REDIS_URL is set.
 */
import { buildApp } from '../../../src/server/app';
import { createContext } from '../../../src/server/createContext';
import type { AppointmentChanged } from '../../../src/shared/api/realtime';
import { addMember, createClinic, createUser, type TestClinic } from '../support/fixtures';
import { createTestApp, DB_KINDS, type TestApp } from '../support/testApp';
import { closeClients, connect, disconnected, eventually, listen, providerIdOf, record, secondNode, subscribe, TEST_REDIS_URL } from './support';

const changed = (centreId: string): AppointmentChanged => ({ centreId, appointmentIds: [crypto.randomUUID()], kind: 'created' });
const describeWithRedis = TEST_REDIS_URL ? describe.each(DB_KINDS) : describe.skip.each(DB_KINDS);

describeWithRedis('two app nodes sharing rooms through Redis on %s', (kind) => {
  let nodeA: TestApp;
  let nodeB: Awaited<ReturnType<typeof secondNode>>;
  let urlA: string;
  let urlB: string;
  let clinic: TestClinic;
  beforeAll(async () => {
    nodeA = await createTestApp(kind, { redisUrl: TEST_REDIS_URL });
    nodeB = await secondNode(nodeA);
    urlA = await listen(nodeA);
    urlB = await listen(nodeB);
    clinic = await createClinic(nodeA.ctx);
  });
  afterEach(() => closeClients());
  afterAll(async () => {
    await nodeB.close();
    await nodeA.close();
  });

  it('an event published on node A reaches a client of node B, and only that centre’s', async () => {
    const other = await createClinic(nodeA.ctx);
    const onB = await connect(urlB, clinic.owner.token);
    const onA = await connect(urlA, other.owner.token);
    expect(await subscribe(onB, clinic.centreId)).toMatchObject({ ok: true });
    expect(await subscribe(onA, other.centreId)).toMatchObject({ ok: true });
    const seenOnB = record(onB, 'appointment_changed');
    const seenOnA = record(onA, 'appointment_changed');

    const fromA = changed(clinic.centreId);
    nodeA.ctx.events.publish('appointment_changed', fromA);
    await eventually(() => seenOnB.length === 1);
    expect(seenOnB).toEqual([fromA]);
    // And the other way round.
    const fromB = changed(other.centreId);
    nodeB.ctx.events.publish('appointment_changed', fromB);
    await eventually(() => seenOnA.length === 1);
    expect(seenOnA).toEqual([fromB]);
    expect(seenOnB).toEqual([fromA]);
  });

  it('removing a member on node A takes their socket on node B out of the room', async () => {
    const user = await createUser(nodeA.ctx);
    await addMember(nodeA.ctx, clinic.centreId, user, 'PROVIDER');
    const socket = await connect(urlB, user.token);
    await subscribe(socket, clinic.centreId);
    const seen = record(socket, 'appointment_changed');
    const ended = record(socket, 'subscription_ended');
    const providerId = await providerIdOf(nodeA.ctx, clinic.centreId, user.userId);
    const removal = await nodeA.app.inject({
      method: 'DELETE',
      url: `/api/centres/${clinic.centreId}/settings/providers/${providerId}`,
      headers: clinic.owner.headers,
    });
    expect(removal.statusCode).toBe(204);
    await eventually(() => ended.length === 1);

    const watcher = await connect(urlB, clinic.owner.token);
    await subscribe(watcher, clinic.centreId);
    const watched = record(watcher, 'appointment_changed');
    nodeA.ctx.events.publish('appointment_changed', changed(clinic.centreId));
    await eventually(() => watched.length === 1);
    expect(seen).toEqual([]);
  });

  it('signing out on node A closes the session’s socket on node B', async () => {
    const user = await createUser(nodeA.ctx);
    await addMember(nodeA.ctx, clinic.centreId, user, 'PROVIDER');
    const signin = await nodeA.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password: 'Secret_123' } });
    const { signInToken, refreshToken } = signin.json() as { signInToken: string; refreshToken: string };
    const socket = await connect(urlB, signInToken);
    const closed = disconnected(socket);
    expect((await nodeA.app.inject({ method: 'POST', url: '/api/auth/signout', payload: { token: refreshToken } })).statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });

  it('a node whose REDIS_URL cannot be reached does not start', async () => {
    const ctx = await createContext({ ...nodeA.ctx.config, redisUrl: 'redis://127.0.0.1:1' }, nodeA.database, nodeA.app.log);
    await expect(buildApp(ctx)).rejects.toThrow(/REDIS_URL/);
    await ctx.outbox.stop();
  });
});

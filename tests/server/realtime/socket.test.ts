/**
 * The live socket (README "Live updates"): the handshake token is checked like a request's, a
 * socket follows one centre at a time and only one of the user's centres, and events published
 * on the domain event bus reach exactly the sockets following their centre.
 */
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import type { AppointmentChanged } from '../../../src/shared/api/realtime';
import { addMember, createClinic, createUser, type TestClinic, type TestUser } from '../support/fixtures';
import { createTestApp, DB_KINDS, type TestApp } from '../support/testApp';
import { closeClients, connect, disconnected, eventually, listen, record, refusal, subscribe } from './support';

const SECRET = 'test-secret-test-secret-test-secret';
const changed = (centreId: string, id = crypto.randomUUID()): AppointmentChanged => ({ centreId, appointmentIds: [id], kind: 'moved' });

describe.each(DB_KINDS)('live socket on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let a: TestClinic;
  let b: TestClinic;
  /** A provider in both centres (switches clinic). */
  let both: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    url = await listen(t);
    a = await createClinic(t.ctx, { name: 'Praxis A' });
    b = await createClinic(t.ctx, { name: 'Praxis B' });
    both = await createUser(t.ctx);
    await addMember(t.ctx, a.centreId, both, 'PROVIDER');
    await addMember(t.ctx, b.centreId, both, 'PROVIDER');
  });
  afterEach(() => closeClients());
  afterAll(() => t.close());

  const publish = (event: AppointmentChanged) => t.ctx.events.publish('appointment_changed', event);

  it('a member subscribes to their centre and receives its events', async () => {
    const socket = await connect(url, a.owner.token);
    expect(await subscribe(socket, a.centreId)).toEqual({ ok: true, centreId: a.centreId });
    const seen = record(socket, 'appointment_changed');
    const event = { ...changed(a.centreId), by: a.owner.userId };
    publish(event);
    await eventually(() => seen.length === 1);
    expect(seen[0]).toEqual(event);
  });

  it('refuses a missing, malformed, forged, expired or outdated token with connect_error unauthorized', async () => {
    expect(await refusal(url, undefined)).toBe('unauthorized');
    expect(await refusal(url, 42)).toBe('unauthorized');
    expect(await refusal(url, 'not-a-jwt')).toBe('unauthorized');
    const sign = (secret: string, exp: string) =>
      new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(a.owner.userId)
        .setIssuer('kura')
        .setAudience('kura-api')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    expect(await refusal(url, await sign('another-secret-another-secret-1234', '10m'))).toBe('unauthorized');
    expect(await refusal(url, await sign(SECRET, '10 minutes ago'))).toBe('unauthorized');
    expect(await refusal(url, await sign(SECRET, '10m'))).toBe('connected');

    // Token version: a password reset or deletion raises it, older tokens stop at once.
    const user = await createUser(t.ctx);
    await t.ctx.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.userId));
    expect(await refusal(url, user.token)).toBe('unauthorized');
  });

  it('refuses a session that was signed out, and signing out closes its open sockets', async () => {
    const user = await createUser(t.ctx);
    await addMember(t.ctx, a.centreId, user, 'PROVIDER');
    const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password: 'Secret_123' } });
    expect(signin.statusCode).toBe(200);
    const { signInToken, refreshToken } = signin.json() as { signInToken: string; refreshToken: string };
    const socket = await connect(url, signInToken);
    // Another session of the same user stays connected.
    const otherSession = await connect(url, user.token);
    const closed = disconnected(socket);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signout', payload: { token: refreshToken } })).statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect(await refusal(url, signInToken)).toBe('unauthorized');
    expect(otherSession.connected).toBe(true);
    expect(await subscribe(otherSession, a.centreId)).toEqual({ ok: true, centreId: a.centreId });
  });

  it("another centre's id is refused like an unknown one, and its events never arrive", async () => {
    const socket = await connect(url, a.owner.token);
    const seen = record(socket, 'appointment_changed');
    expect(await subscribe(socket, b.centreId)).toEqual({ ok: false, code: 'notFound' });
    expect(await subscribe(socket, crypto.randomUUID())).toEqual({ ok: false, code: 'notFound' });
    expect(await subscribe(socket, 'centre-a')).toEqual({ ok: false, code: 'notFound' });
    expect(await subscribe(socket, undefined)).toEqual({ ok: false, code: 'badRequest' });

    publish(changed(b.centreId));
    // One connection keeps order: once a later event of the own centre is here, B's would be too.
    expect(await subscribe(socket, a.centreId)).toEqual({ ok: true, centreId: a.centreId });
    const marker = changed(a.centreId);
    publish(changed(b.centreId));
    publish(marker);
    await eventually(() => seen.length > 0);
    expect(seen).toEqual([marker]);
  });

  it('a refused subscribe joins nothing, even after a good one', async () => {
    const socket = await connect(url, a.owner.token);
    const seen = record(socket, 'appointment_changed');
    expect(await subscribe(socket, a.centreId)).toMatchObject({ ok: true });
    expect(await subscribe(socket, b.centreId)).toEqual({ ok: false, code: 'notFound' });
    // The socket asked to follow B instead: A's events stop too.
    publish(changed(a.centreId));
    publish(changed(b.centreId));
    const watcher = await connect(url, a.owner.token);
    const watched = record(watcher, 'appointment_changed');
    await subscribe(watcher, a.centreId);
    const marker = changed(a.centreId);
    publish(marker);
    await eventually(() => watched.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });

  it('switching clinic leaves the previous centre room', async () => {
    const socket = await connect(url, both.token);
    const seen = record(socket, 'appointment_changed');
    expect(await subscribe(socket, a.centreId)).toMatchObject({ ok: true });
    const inA = changed(a.centreId);
    publish(inA);
    await eventually(() => seen.length === 1);

    expect(await subscribe(socket, b.centreId)).toEqual({ ok: true, centreId: b.centreId });
    publish(changed(a.centreId));
    const inB = changed(b.centreId);
    publish(inB);
    await eventually(() => seen.length >= 2);
    expect(seen).toEqual([inA, inB]);
  });

  it('forwards the invoicing progress events to the centre room', async () => {
    const socket = await connect(url, a.owner.token);
    await subscribe(socket, a.centreId);
    const started = record(socket, 'invoice_bulk_started');
    const progress = record(socket, 'invoice_bulk_progress');
    const finish = record(socket, 'invoice_bulk_finish');
    const bulkId = crypto.randomUUID();
    t.ctx.events.publish('invoice_bulk_started', { centreId: a.centreId, bulkId, total: 3, by: a.owner.userId });
    t.ctx.events.publish('invoice_bulk_progress', { centreId: a.centreId, bulkId, done: 2, successful: 1, failed: 1, skipped: 0, total: 3 });
    t.ctx.events.publish('invoice_bulk_finish', { centreId: a.centreId, bulkId, done: 3, successful: 2, failed: 1, skipped: 0, total: 3, failures: [], outcome: 'completed' });
    await eventually(() => finish.length === 1);
    expect(started).toEqual([{ centreId: a.centreId, bulkId, total: 3, by: a.owner.userId }]);
    expect(progress).toEqual([{ centreId: a.centreId, bulkId, done: 2, successful: 1, failed: 1, skipped: 0, total: 3 }]);
  });

  it('serves websockets only: long-polling requests are refused', async () => {
    // No HTTP requests beside Fastify's (rate limits, headers), and no sticky sessions needed.
    const polling = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(400);
  });
});

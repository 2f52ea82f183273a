/**
 * Live-socket test helpers: test apps listening on a real port, socket.io clients connected to
 * them, and waiting for (or for the absence of) events.
 */
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { buildApp } from '../../../src/server/app';
import type { Config } from '../../../src/server/config';
import type { AppContext } from '../../../src/server/context';
import { centreProviders } from '../../../src/server/db/schema';
import { createContext } from '../../../src/server/createContext';
import {
  REALTIME_PATH,
  type ClientToServerEvents,
  type ConnectErrorData,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
  type SubscribeAck,
} from '../../../src/shared/api/realtime';
import type { TestApp } from '../support/testApp';

export type LiveClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Redis for the adapter tests; they are skipped without it. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** Starts the test app on a free port; its base URL. */
export async function listen(t: Pick<TestApp, 'app'>): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A second app node on the first one's database (as two servers behind a load balancer). */
export async function secondNode(first: TestApp, overrides: Partial<Config> = {}): Promise<Pick<TestApp, 'app' | 'ctx'> & { close(): Promise<void> }> {
  const ctx = await createContext({ ...first.ctx.config, ...overrides }, first.database, first.app.log);
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await ctx.outbox.stop();
    },
  };
}

const open = new Set<LiveClient>();

function client(url: string, token: unknown): LiveClient {
  const socket: LiveClient = connectSocket(url, { path: REALTIME_PATH, transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  open.add(socket);
  return socket;
}

/** A connected client; rejects with the connect_error's code. */
export function connect(url: string, token: unknown): Promise<LiveClient> {
  const socket = client(url, token);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err: Error & { data?: ConnectErrorData }) => reject(new Error(err.data?.code ?? err.message)));
  });
}

/** The code a refused handshake answers with. */
export const refusal = (url: string, token: unknown): Promise<string> =>
  connect(url, token).then(
    () => 'connected',
    (err: Error) => err.message,
  );

export const subscribe = (socket: LiveClient, centreId: unknown): Promise<SubscribeAck> =>
  socket.timeout(5000).emitWithAck('subscribe', { centreId } as { centreId: string });

/** Every payload of the event the client receives from now on. */
export function record<K extends ServerEventName>(socket: LiveClient, name: K): ServerEventPayload<K>[] {
  const seen: ServerEventPayload<K>[] = [];
  const listener = (payload: ServerEventPayload<K>) => seen.push(payload);
  // socket.io-client's typings cannot follow a generic event name.
  (socket.on as (name: K, listener: (payload: ServerEventPayload<K>) => void) => LiveClient).call(socket, name, listener);
  return seen;
}

/** Waits until `check` holds (events travel asynchronously), at most `ms`. */
export async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Resolves with the reason when the client is disconnected within `ms`; rejects otherwise (the
 * minute sweep would disconnect it too, later).
 */
export const disconnected = (socket: LiveClient, ms = 5000): Promise<string> =>
  new Promise((resolve, reject) => {
    if (socket.disconnected) return resolve('already');
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/** The member's provider record id in the centre (the id the team calls take). */
export async function providerIdOf(ctx: AppContext, centreId: string, userId: string): Promise<string> {
  const [cp] = await ctx.db
    .select({ id: centreProviders.id })
    .from(centreProviders)
    .where(and(eq(centreProviders.userId, userId), eq(centreProviders.centreId, centreId)));
  return cp.id;
}

export function closeClients(): void {
  for (const socket of open) socket.close();
  open.clear();
}

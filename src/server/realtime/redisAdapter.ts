/**
 * With REDIS_URL, the socket.io Redis adapter: a broadcast to a room, a socket leaving a room or
 * a disconnect reaches the sockets of every app node, so a change saved on one node shows on
 * calendars connected to another. Two connections: one publishes, one subscribes.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { FastifyBaseLogger } from 'fastify';

/** Attempts at start before the node gives up (a wrong REDIS_URL must not start a node that shares nothing). */
const START_ATTEMPTS = 5;
const MAX_RETRY_DELAY_MS = 5000;

export interface RedisAdapterHandle {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

export async function connectRedisAdapter(url: string, log: FastifyBaseLogger): Promise<RedisAdapterHandle> {
  let started = false;
  const reconnectStrategy = (retries: number, cause: Error): number | Error =>
    !started && retries >= START_ATTEMPTS
      ? new Error(`REDIS_URL: Redis cannot be reached (${cause.message})`)
      : Math.min(100 * 2 ** retries, MAX_RETRY_DELAY_MS);
  const pub = createClient({ url, socket: { reconnectStrategy } });
  const sub = pub.duplicate();
  for (const [name, client] of [['publisher', pub], ['subscriber', sub]] as const) {
    // Logged once per outage, not once per retry.
    let healthy = true;
    client.on('error', (err: unknown) => {
      if (healthy) log.error({ err }, `live socket: Redis ${name} connection lost; retrying`);
      healthy = false;
    });
    client.on('ready', () => {
      if (!healthy) log.info(`live socket: Redis ${name} connection back`);
      healthy = true;
    });
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy();
    throw error;
  }
  started = true;
  return {
    adapter: createAdapter(pub, sub),
    async close() {
      // close() sends what is queued (the adapter's unsubscribes) before it disconnects.
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}

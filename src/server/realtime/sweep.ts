/**
 * The safety net behind the revocation events: every minute each socket of this node is checked
 * again like a request. A token that expired or whose session ended (by any path, e.g. refresh-
 * token reuse) disconnects the socket, and the client reconnects with a fresh token or stops; a
 * membership that ended (e.g. the centre was deleted) takes the socket out of the centre's room.
 */
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../errors';
import { tokenOf, type Authenticate } from './handshake';
import { centreRoom, subscribedCentre, type RealtimeServer, type RealtimeSocket } from './types';

export const SWEEP_INTERVAL_MS = 60_000;

async function checkAgain(socket: RealtimeSocket, authenticate: Authenticate): Promise<void> {
  let roles;
  try {
    ({ roles } = await authenticate(tokenOf(socket)));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) {
      socket.disconnect(true);
      return;
    }
    throw error;
  }
  const centreId = subscribedCentre(socket);
  if (centreId && !roles.some((role) => role.centreId === centreId)) {
    socket.emit('subscription_ended', { centreId, reason: 'membershipEnded' });
    await socket.leave(centreRoom(centreId));
  }
}

export interface Sweep {
  /** One pass over this node's sockets now (tests; the timer calls it every minute). */
  run(): Promise<void>;
  stop(): void;
}

export function startSweep(io: RealtimeServer, authenticate: Authenticate, log: FastifyBaseLogger): Sweep {
  let running: Promise<void> | null = null;
  const pass = async () => {
    for (const socket of [...io.of('/').sockets.values()]) {
      if (socket.connected) await checkAgain(socket, authenticate);
    }
  };
  const run = () => {
    running ??= pass()
      .catch((err: unknown) => log.error({ err }, 'live socket: sweep failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    run,
    stop: () => clearInterval(timer),
  };
}

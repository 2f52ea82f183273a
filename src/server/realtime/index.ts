/**
 * The live socket (DESIGN §8, README "Live updates"): socket.io on the app's HTTP server at
 * /socket.io, registered with the common service. The handshake token is checked like a request
 * (handshake.ts), `subscribe` joins one centre's room (subscriptions.ts), domain events from the
 * bus go to the rooms (forwarding.ts). With REDIS_URL the rooms span every app node.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { REALTIME_PATH } from '../../shared/api/realtime';
import { forwardDomainEvents } from './forwarding';
import { handshake, type Authenticate } from './handshake';
import { handleSubscribe } from './subscriptions';
import { startSweep } from './sweep';
import { sessionRoom, userRoom, type RealtimeServer } from './types';

/** Client messages are a subscribe of a few dozen bytes. */
const MAX_MESSAGE_BYTES = 4 * 1024;

export interface RealtimeHandle {
  io: RealtimeServer;
  /** Checks every socket of this node again now (normally every minute). */
  sweep(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHandle;
  }
}

export const realtime = fp(
  async function realtime(app: FastifyInstance) {
    const { ctx } = app;
    const io: RealtimeServer = new Server(app.server, {
      path: REALTIME_PATH,
      serveClient: false,
      // Websocket only: no long-polling requests beside Fastify, and no sticky sessions behind a load balancer.
      transports: ['websocket'],
      maxHttpBufferSize: MAX_MESSAGE_BYTES,
    });
    // The Redis client (some 500 modules) loads only when REDIS_URL asks for it.
    const redis = ctx.config.redisUrl ? await (await import('./redisAdapter')).connectRedisAdapter(ctx.config.redisUrl, app.log) : null;
    if (redis) io.adapter(redis.adapter);

    const authenticate: Authenticate = (token) => app.authenticateToken(token);
    io.use(handshake(authenticate, app.log));
    io.on('connection', (socket) => {
      const { userId, sessionId } = socket.data;
      void socket.join(sessionId ? [userRoom(userId), sessionRoom(sessionId)] : [userRoom(userId)]);
      socket.on('subscribe', handleSubscribe(socket, authenticate, app.log));
    });
    const stopForwarding = forwardDomainEvents(ctx.events, io);
    const sweep = startSweep(io, authenticate, app.log);
    app.decorate('realtime', { io, sweep: sweep.run });

    // Before the HTTP server closes: it waits for open connections, websockets included.
    app.addHook('preClose', async () => {
      sweep.stop();
      stopForwarding();
      io.local.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
      await redis?.close();
    });
  },
  { name: 'realtime' },
);

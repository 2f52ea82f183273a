/**
 * `subscribe {centreId}`: the socket joins the centre's room if the user holds any role there
 * (the rule of `config.access` centre routes), leaving the room of the centre it followed before.
 * The check runs like a request (src/server/plugins/access.ts): the handshake token is verified
 * again and the roles are read fresh, so a token that expired or a session that ended since the
 * handshake disconnects the socket.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '../../shared/validators/uuid';
import { HttpError } from '../errors';
import type { SubscribeAck } from '../../shared/api/realtime';
import type { Authenticate } from './handshake';
import { tokenOf } from './handshake';
import { centreRoom, subscribedCentre, type RealtimeSocket } from './types';

/** Subscribes allowed per socket and minute (each costs two queries). */
export const SUBSCRIBES_PER_MINUTE = 30;

interface SubscribeState {
  /** Bumped by each subscribe: an older one still checking must not join after a newer one. */
  latest: number;
  windowStart: number;
  inWindow: number;
}

export function handleSubscribe(socket: RealtimeSocket, authenticate: Authenticate, log: FastifyBaseLogger) {
  const state: SubscribeState = { latest: 0, windowStart: 0, inWindow: 0 };

  return async (request: unknown, ack: unknown): Promise<void> => {
    // Without an ack function the client cannot learn the outcome; such calls are ignored.
    if (typeof ack !== 'function') return;
    const reply = (answer: SubscribeAck) => (ack as (answer: SubscribeAck) => void)(answer);
    const now = Date.now();
    if (now - state.windowStart >= 60_000) Object.assign(state, { windowStart: now, inWindow: 0 });
    if (++state.inWindow > SUBSCRIBES_PER_MINUTE) return reply({ ok: false, code: 'tooManyRequests' });

    const centreId = request && typeof request === 'object' && 'centreId' in request ? request.centreId : undefined;
    if (typeof centreId !== 'string' || centreId === '') return reply({ ok: false, code: 'badRequest' });
    const attempt = ++state.latest;
    // The previous centre's events stop at once, whatever the outcome (the user switched clinic).
    const previous = subscribedCentre(socket);
    if (previous && previous !== centreId) await socket.leave(centreRoom(previous));

    let member: boolean;
    try {
      const auth = await authenticate(tokenOf(socket));
      member = isUuid(centreId) && auth.roles.some((role) => role.centreId === centreId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        // Expired or revoked since the handshake: the client reconnects with a fresh token, or stops.
        socket.disconnect(true);
        return;
      }
      log.error({ err: error }, 'live socket: subscribe check failed');
      return reply({ ok: false, code: 'unavailable' });
    }
    if (attempt !== state.latest) return reply({ ok: false, code: 'superseded' });
    // Another centre's id answers like an unknown one, so ids cannot be probed.
    if (!member) {
      await socket.leave(centreRoom(centreId));
      return reply({ ok: false, code: 'notFound' });
    }
    await socket.join(centreRoom(centreId));
    reply({ ok: true, centreId });
  };
}

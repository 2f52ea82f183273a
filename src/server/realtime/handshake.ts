/**
 * The handshake check: `auth.token` is an access token, checked exactly like an HTTP request's
 * bearer token (signature, expiry, token version, live session, user not deleted). A refused
 * socket gets `connect_error` with `data.code`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { decodeJwt } from 'jose';
import type { AuthContext } from '../plugins/access';
import { HttpError } from '../errors';
import type { ConnectErrorData } from '../../shared/api/realtime';
import type { RealtimeSocket } from './types';

export type Authenticate = (token: string) => Promise<AuthContext>;

/** Kept on this node only (not in socket.data, which other nodes can fetch). */
const handshakeTokens = new WeakMap<RealtimeSocket, string>();
/** The token the socket connected with; the sweep and subscribe check it again. */
export const tokenOf = (socket: RealtimeSocket): string => handshakeTokens.get(socket) ?? '';

class ConnectRefused extends Error {
  readonly data: ConnectErrorData;
  constructor(data: ConnectErrorData) {
    super(data.code);
    this.data = data;
  }
}

export function handshake(authenticate: Authenticate, log: FastifyBaseLogger) {
  return async (socket: RealtimeSocket, next: (err?: Error) => void): Promise<void> => {
    const auth: unknown = socket.handshake.auth;
    const token = auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string' ? auth.token : '';
    let userId: string;
    try {
      ({ userId } = await authenticate(token));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) return next(new ConnectRefused({ code: 'unauthorized' }));
      log.error({ err: error }, 'live socket: handshake check failed');
      return next(new ConnectRefused({ code: 'unavailable' }));
    }
    // Verified above; only the session id is read from it.
    const sid = decodeJwt(token).sid;
    const sessionId = typeof sid === 'string' ? sid : undefined;
    socket.data = sessionId ? { userId, sessionId } : { userId };
    handshakeTokens.set(socket, token);
    next();
  };
}

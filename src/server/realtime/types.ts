/** The socket.io server and socket types of the live socket, and its room names. */
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/api/realtime';

/** Messages between app nodes (through the Redis adapter); none so far. */
export type InterServerEvents = Record<string, never>;

/** Per socket, set at the handshake. Sent between nodes by fetchSockets(), so it holds no token. */
export interface SocketData {
  userId: string;
  /** The session (refresh-token family) of the handshake token, when it names one. */
  sessionId?: string;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

const CENTRE_PREFIX = 'centre:';
/** A centre's subscribers. A socket is in at most one centre room. */
export const centreRoom = (centreId: string) => `${CENTRE_PREFIX}${centreId}`;
/** Every socket of a user, to disconnect them all or tell them a membership ended. */
export const userRoom = (userId: string) => `user:${userId}`;
/** The sockets of one session (sign-out ends them). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The centre the socket is subscribed to: its rooms are the truth, since other nodes can change them. */
export function subscribedCentre(socket: RealtimeSocket): string | null {
  for (const room of socket.rooms) if (room.startsWith(CENTRE_PREFIX)) return room.slice(CENTRE_PREFIX.length);
  return null;
}

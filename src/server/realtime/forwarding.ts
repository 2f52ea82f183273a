/**
 * Domain events → sockets. Centre events go to the centre's room; an ended membership takes the
 * user's sockets out of that room; revoked sessions disconnect their sockets. Through the Redis
 * adapter each of these reaches the sockets on every node.
 */
import { CENTRE_EVENT_NAMES, type CentreEventName, type CentreEvents, type ServerToClientEvents } from '../../shared/api/realtime';
import type { DomainEventBus } from '../events/bus';
import { centreRoom, sessionRoom, userRoom, type RealtimeServer } from './types';

function emitToCentre<K extends CentreEventName>(io: RealtimeServer, name: K, payload: CentreEvents[K]): void {
  // socket.io's typings cannot follow a generic event name; CentreEvents pairs name and payload.
  io.to(centreRoom(payload.centreId)).emit(name, ...([payload] as Parameters<ServerToClientEvents[K]>));
}

/** Starts forwarding; returns the function that stops it. */
export function forwardDomainEvents(bus: DomainEventBus, io: RealtimeServer): () => void {
  const stops = CENTRE_EVENT_NAMES.map((name) => bus.on(name, (payload) => emitToCentre(io, name, payload)));
  stops.push(
    bus.on('membership_ended', ({ centreId, userId }) => {
      // To all the user's sockets: a client subscribed to another centre ignores it.
      io.to(userRoom(userId)).emit('subscription_ended', { centreId, reason: 'membershipEnded' });
      io.in(userRoom(userId)).socketsLeave(centreRoom(centreId));
    }),
    bus.on('sessions_revoked', ({ userId, sessionId }) => {
      io.in(sessionId ? sessionRoom(sessionId) : userRoom(userId)).disconnectSockets(true);
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}

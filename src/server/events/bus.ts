/**
 * The in-process domain event bus (DESIGN §8): services publish what happened after their
 * transaction commits; the socket layer (src/server/realtime) and the job queue listen.
 * Services never call the socket.
 *
 * Delivery is in process only: each app node's listeners hear that node's events. The socket
 * layer spreads them to the other nodes through the Redis adapter.
 */
import type { CentreEvents } from '../../shared/api/realtime';

/** Everything the bus carries: the centre events the socket forwards, plus events about access. */
export interface DomainEvents extends CentreEvents {
  /** A member left or was removed from a centre: their roles there are gone. */
  membership_ended: { centreId: string; userId: string };
  /** Sessions ended: one (`sessionId`, sign-out) or all of the user's (password reset, account deletion). */
  sessions_revoked: { userId: string; sessionId?: string };
}
export type DomainEventName = keyof DomainEvents;

/** A returned promise is awaited for its error only. */
export type EventListener<P> = (payload: P) => unknown;
/** Called when a listener throws or rejects: the publisher's change is committed and must not fail. */
export type ListenerErrorHandler = (error: unknown, type: string) => void;

export class EventBus<Events extends object> {
  private readonly listeners = new Map<keyof Events, Set<EventListener<Events[keyof Events]>>>();

  constructor(private readonly onListenerError: ListenerErrorHandler = () => {}) {}

  /** Listens to one event type; returns the function that stops listening. */
  on<K extends keyof Events>(type: K, listener: EventListener<Events[K]>): () => void {
    const set = this.listeners.get(type) ?? new Set();
    this.listeners.set(type, set);
    // Stored with the map's value type; publish() only ever calls it with Events[K].
    const stored = listener as unknown as EventListener<Events[keyof Events]>;
    set.add(stored);
    return () => {
      set.delete(stored);
    };
  }

  /** Calls every listener of the type now; a failing listener is reported and the others still run. */
  publish<K extends keyof Events>(type: K, payload: Events[K]): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) {
      try {
        const result = listener(payload);
        if (result instanceof Promise) result.catch((error: unknown) => this.onListenerError(error, String(type)));
      } catch (error) {
        this.onListenerError(error, String(type));
      }
    }
  }
}

export type DomainEventBus = EventBus<DomainEvents>;

export const createDomainEventBus = (onListenerError?: ListenerErrorHandler): DomainEventBus => new EventBus<DomainEvents>(onListenerError);

/**
 * Events collected during a transaction, published only once it has committed: a rolled-back
 * change must not tell anyone it happened.
 */
export class PendingEvents<Events extends object = DomainEvents> {
  private queued: (() => void)[] = [];

  constructor(private readonly bus: EventBus<Events>) {}

  add<K extends keyof Events>(type: K, payload: Events[K]): void {
    this.queued.push(() => this.bus.publish(type, payload));
  }

  /** Publishes what was added, in order, once. */
  flush(): void {
    const queued = this.queued;
    this.queued = [];
    for (const publish of queued) publish();
  }

  /** Forgets what was added (the work failed). */
  discard(): void {
    this.queued = [];
  }
}

/**
 * Runs `work` (typically `db.transaction(...)`) and publishes the events it added once it
 * resolved; if it throws, nothing is published and the error goes on.
 *
 *   await publishAfterCommit(ctx.events, (events) => db.transaction(async (tx) => {
 *     ...;
 *     events.add('appointment_changed', { centreId, appointmentIds: [id], kind: 'moved', by: auth.userId });
 *   }));
 */
export async function publishAfterCommit<T, Events extends object = DomainEvents>(
  bus: EventBus<Events>,
  work: (events: PendingEvents<Events>) => Promise<T>,
): Promise<T> {
  const events = new PendingEvents(bus);
  let result: T;
  try {
    result = await work(events);
  } catch (error) {
    events.discard();
    throw error;
  }
  events.flush();
  return result;
}

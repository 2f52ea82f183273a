import { createContext, useContext, useEffect, useRef } from 'react';
import type { ServerEventName, ServerEventPayload } from '../../shared/api/realtime';

/**
 * `off`: signed out; `connecting`: the socket check runs; `live`: connected; `failed`: the
 * handshake or a reconnect failed, the socket is closed and the app carries on without it
 * (spec §4 "Live socket"). The next clinic switch tries again.
 */
export type RealtimeStatus = 'off' | 'connecting' | 'live' | 'failed';

export type RealtimeListener<K extends ServerEventName> = (payload: ServerEventPayload<K>) => void;

export interface RealtimeValue {
  status: RealtimeStatus;
  /**
   * The first connection attempt of this sign-in has ended (connected or failed). The page guard
   * (spec §2) keeps pages that need the socket on the loading screen until then; a later
   * reconnect does not bring the loading screen back.
   */
  checkDone: boolean;
  /** Listens to a server event; returns the function that stops listening. */
  listen<K extends ServerEventName>(name: K, listener: RealtimeListener<K>): () => void;
}

const NO_SOCKET: RealtimeValue = { status: 'off', checkDone: true, listen: () => () => {} };

export const RealtimeContext = createContext<RealtimeValue>(NO_SOCKET);

export const useRealtimeStatus = (): RealtimeStatus => useContext(RealtimeContext).status;

/** For the page guard (spec §2): pages that need the live socket wait until this is true. */
export const useSocketCheckDone = (): boolean => useContext(RealtimeContext).checkDone;

/**
 * Calls `handler` for each `name` event of the subscribed centre while the component is mounted.
 * Cached appointment queries are refetched by the provider already; this is for anything else
 * (e.g. the bulk-invoice progress bar).
 */
export function useRealtimeEvent<K extends ServerEventName>(name: K, handler: RealtimeListener<K>): void {
  const { listen } = useContext(RealtimeContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => listen(name, (payload) => latest.current(payload)), [listen, name]);
}

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ServerEventName, ServerEventPayload } from '../../shared/api/realtime';
import { useSession } from '../session/SessionContext';
import { reportError } from '../session/reportError';
import { connectSocketIo } from './connectSocketIo';
import { freshAccessToken } from './freshAccessToken';
import { liveQueriesOf, staleQueriesAfter } from './invalidation';
import { LiveConnection, type SocketFactory } from './liveConnection';
import { RealtimeContext, type RealtimeListener, type RealtimeStatus, type RealtimeValue } from './RealtimeContext';

export interface RealtimeProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Tests pass a fake socket. */
  createSocket?: SocketFactory;
}

type AnyListener = (payload: ServerEventPayload<ServerEventName>) => void;

/**
 * The one live socket of the signed-in app (README "Live updates"), inside <SessionProvider>: it
 * connects while a user is signed in, follows the active centre, refetches the cached queries an
 * event makes stale and hands events to `useRealtimeEvent` listeners.
 */
export function RealtimeProvider({ queryClient, children, createSocket = connectSocketIo }: RealtimeProviderProps) {
  const { user, activeCentre } = useSession();
  const userId = user?.user_id ?? null;
  const centreId = activeCentre?.centre_id ?? null;
  const [status, setStatus] = useState<RealtimeStatus>('off');
  const [checkDone, setCheckDone] = useState(false);
  const connection = useRef<LiveConnection | null>(null);
  const centreRef = useRef(centreId);
  centreRef.current = centreId;
  const listeners = useRef(new Map<ServerEventName, Set<AnyListener>>());

  useEffect(() => {
    if (!userId) return;
    const live = new LiveConnection({
      createSocket,
      accessToken: () => freshAccessToken(),
      onStatus(next) {
        setStatus(next);
        if (next === 'live' || next === 'failed') setCheckDone(true);
      },
      onEvent(name, payload) {
        // Only the followed centre's events (one left over from before a clinic switch is dropped).
        if (payload.centreId !== centreRef.current) return;
        for (const queryKey of staleQueriesAfter(name, payload)) void queryClient.invalidateQueries({ queryKey });
        for (const listener of [...(listeners.current.get(name) ?? [])]) listener(payload);
      },
      onReconnect(centre) {
        for (const queryKey of liveQueriesOf(centre)) void queryClient.invalidateQueries({ queryKey });
      },
      onError: reportError,
    });
    connection.current = live;
    live.start(centreRef.current);
    return () => {
      live.stop();
      connection.current = null;
      setStatus('off');
      setCheckDone(false);
    };
  }, [userId, createSocket, queryClient]);

  useEffect(() => connection.current?.setCentre(centreId), [centreId]);

  const listen = useCallback(<K extends ServerEventName>(name: K, listener: RealtimeListener<K>) => {
    const set = listeners.current.get(name) ?? new Set<AnyListener>();
    listeners.current.set(name, set);
    // Stored with the map's value type; onEvent only calls it with this name's payload.
    const stored = listener as unknown as AnyListener;
    set.add(stored);
    return () => {
      set.delete(stored);
    };
  }, []);

  // Signed out there is nothing to wait for.
  const value = useMemo<RealtimeValue>(() => ({ status, checkDone: checkDone || !userId, listen }), [status, checkDone, userId, listen]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

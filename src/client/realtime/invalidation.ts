import type { QueryKey } from '@tanstack/react-query';
import type { ServerEventName, ServerEventPayload } from '../../shared/api/realtime';
import { appointmentsQueryKey } from '../api/queryKeys';

/** Cached queries an event makes stale: the page refetches them through the API. */
export function staleQueriesAfter<K extends ServerEventName>(name: K, payload: ServerEventPayload<K>): QueryKey[] {
  if (name === 'appointment_changed') return [appointmentsQueryKey(payload.centreId)];
  return [];
}

/** What may have changed while the socket was away (a reconnect refetches it). */
export const liveQueriesOf = (centreId: string): QueryKey[] => [appointmentsQueryKey(centreId)];

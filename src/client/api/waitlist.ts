/**
 * The waitlist's staff calls (issue 10 §6; README "Online booking"): the line of a centre, taking
 * an entry off it, and offering free slots at once. Keyed under the appointments of the centre,
 * so the live socket's `appointment_changed` (a cancellation that the offer job answers) refetches.
 */
import { useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '../../shared/api/waitlist';
import { apiFetch } from './http';
import { appointmentsQueryKey } from './queryKeys';

const id = encodeURIComponent;

export function useWaitlist(centreId: string | null, status: 'open' | 'all') {
  return useQuery({
    queryKey: appointmentsQueryKey(centreId ?? '', 'waitlist', status),
    queryFn: ({ signal }) => apiFetch<WaitlistEntry[]>(`/api/waitlist?centreId=${id(centreId as string)}${status === 'all' ? '&status=all' : ''}`, { signal }),
    enabled: centreId !== null,
    refetchInterval: 60_000,
  });
}

export const removeWaitlistEntry = (centreId: string, entryId: string) => apiFetch<WaitlistEntry>(`/api/waitlist/${id(entryId)}?centreId=${id(centreId)}`, { method: 'DELETE' });

export const offerNow = (centreId: string) => apiFetch<{ offered: number }>(`/api/waitlist/offer-now?centreId=${id(centreId)}`, { method: 'POST', body: {} });

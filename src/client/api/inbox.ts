/**
 * The booking inbox's calls (README "Booking inbox"): the open-request count of the menu, the
 * requests and the online cancellations, confirm and deny. Every query keys under
 * `appointmentsQueryKey(centreId, 'inbox', …)`, so the live socket's `appointment_changed` (a new
 * online request, a colleague's answer, the expiry job) refetches them, the count included.
 */
import { useQuery } from '@tanstack/react-query';
import type { InboxCountReply } from '../../shared/api/inbox';
import type { ChangeReply, ListedAppointment } from './appointments';
import { apiFetch } from './http';
import { appointmentsQueryKey } from './queryKeys';

const id = encodeURIComponent;

/** A request row: the appointment, its client's name and when it is denied by itself (null: never). */
export type InboxRequest = ListedAppointment & { expiresAt: string | null };

const inboxPath = (centreId: string, what: 'count' | 'requests' | 'cancelled') => `/api/appointments/centre/${id(centreId)}/inbox/${what}`;

export function useInboxCount(centreId: string | null) {
  return useQuery({
    queryKey: appointmentsQueryKey(centreId ?? '', 'inbox', 'count'),
    queryFn: ({ signal }) => apiFetch<InboxCountReply>(inboxPath(centreId as string, 'count'), { signal }),
    enabled: centreId !== null,
    // The socket refreshes it; without a socket, a glance now and then.
    refetchInterval: 5 * 60_000,
  });
}

/** Open requests, the newest first (the server's order). */
export function useInboxRequests(centreId: string | null) {
  return useQuery({
    queryKey: appointmentsQueryKey(centreId ?? '', 'inbox', 'requests'),
    queryFn: ({ signal }) => apiFetch<InboxRequest[]>(inboxPath(centreId as string, 'requests'), { signal }),
    enabled: centreId !== null,
    refetchOnWindowFocus: false,
  });
}

/** Appointments clients cancelled online, the latest cancel first. */
export function useOnlineCancellations(centreId: string | null) {
  return useQuery({
    queryKey: appointmentsQueryKey(centreId ?? '', 'inbox', 'cancelled'),
    queryFn: ({ signal }) => apiFetch<ListedAppointment[]>(inboxPath(centreId as string, 'cancelled'), { signal }),
    enabled: centreId !== null,
    refetchOnWindowFocus: false,
  });
}

export const confirmRequest = (appointmentId: string) => apiFetch<ChangeReply>(`/api/appointments/${id(appointmentId)}/confirm`, { method: 'POST', body: {} });

export const denyRequest = (appointmentId: string, message: string) =>
  apiFetch<ChangeReply>(`/api/appointments/${id(appointmentId)}/deny`, { method: 'POST', body: message.trim() ? { message: message.trim() } : {} });

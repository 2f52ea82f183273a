/**
 * The finished appointments not yet billed (status FINISHED: an invoice stamps its appointments
 * BILLED) through the appointments list call, filtered by therapist and date range on the server;
 * keyed under the appointments key, so the socket's appointment_changed refetches it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, parseBody } from '../../api/http';
import { appointmentsQueryKey } from '../../api/queryKeys';
import { PAGE_SIZE, totalOf } from '../../api/calendarPaths';
import type { ListedAppointment } from '../../api/appointments';
import { CONTACT_NAMES_PARAM } from '../../../shared/api/appointments';

export interface UnbilledFilter {
  therapist: string;
  from: string | null;
  to: string | null;
}

export function unbilledPath(centreId: string, f: UnbilledFilter): string {
  const q = new URLSearchParams({ centreId, status: 'FINISHED', range: JSON.stringify([0, PAGE_SIZE - 1]), sort: JSON.stringify(['startsAt', 'ASC']), [CONTACT_NAMES_PARAM]: 'true' });
  if (f.therapist) q.set('therapist', f.therapist);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  return `/api/appointments?${q.toString()}`;
}

/** The first 1,000 (oldest first) and how many there are in all. */
export function useUnbilledAppointments(centreId: string | null, filter: UnbilledFilter) {
  return useQuery({
    queryKey: appointmentsQueryKey(centreId ?? '', 'unbilled', filter),
    enabled: Boolean(centreId),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const reply = await apiRequest(unbilledPath(centreId as string, filter), { signal });
      const rows = parseBody(reply) as ListedAppointment[];
      return { rows, total: totalOf(reply.headers.get('Content-Range'), rows.length) };
    },
  });
}

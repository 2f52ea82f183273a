/**
 * The finished appointments not yet billed (status FINISHED: an invoice stamps its appointments
 * BILLED) through the appointments list call, filtered by therapist and date range on the server;
 * keyed under the appointments key, so the socket's appointment_changed refetches it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, parseBody } from '../../api/http';
import { appointmentsQueryKey } from '../../api/queryKeys';
import type { ListedAppointment } from '../../api/appointments';

// Not calendarPaths' helpers nor shared/api/appointments' CONTACT_NAMES_PARAM ('contactNames'):
// sharing those modules with the calendar splits them into chunks of their own in the calendar's
// first download (its 300 kB budget).
/** The server's largest page (src/server/listParams.ts MAX_PAGE_SIZE). */
const PAGE_SIZE = 1000;
const totalOf = (contentRange: string | null, fallback: number) => Number(/\/(\d+)$/.exec(contentRange ?? '')?.[1] ?? fallback);

export interface UnbilledFilter {
  therapist: string;
  from: string | null;
  to: string | null;
}

export function unbilledPath(centreId: string, f: UnbilledFilter): string {
  const q = new URLSearchParams({ centreId, status: 'FINISHED', range: JSON.stringify([0, PAGE_SIZE - 1]), sort: JSON.stringify(['startsAt', 'ASC']), contactNames: 'true' });
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

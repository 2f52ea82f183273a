/**
 * What the calendar shows for a range: the appointments (plus the next period prefetched), the
 * centre's therapists, their effective working hours and their Google busy time. Appointments key
 * under appointmentsQueryKey (the live socket refetches them); the schedule under
 * SCHEDULE_QUERY_KEY (saving hours or days off clears it, spec §4).
 */
import { useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/http';
import { appointmentsQueryKey, SCHEDULE_QUERY_KEY } from '../../../api/queryKeys';
import { busyPath, providersPath, schedulePath } from '../../../api/calendarPaths';
import { fetchRange, useAppointmentRange } from '../../../api/appointments';
import { useApiQuery } from '../../../api/useApiQuery';
import type { CentreProvider } from '../../../../shared/api/centres';
import type { EffectiveSchedule } from '../../../../shared/api/schedules';
import type { DateRange } from './calendarRange';

export interface BusyBlock {
  providerId: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

const scheduleQuery = (centreId: string | null, range: DateRange) => ({
  queryKey: [SCHEDULE_QUERY_KEY, centreId, range.from, range.to],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<EffectiveSchedule>(schedulePath(centreId as string, range.from, range.to), { signal }),
  staleTime: 60_000,
});
const busyQuery = (centreId: string | null, range: DateRange) => ({
  queryKey: [SCHEDULE_QUERY_KEY, 'busy', centreId, range.from, range.to],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<BusyBlock[]>(busyPath(centreId as string, range.from, range.to), { signal }),
  staleTime: 60_000,
});

export function useCalendarData(centreId: string | null, range: DateRange, next: DateRange) {
  const queryClient = useQueryClient();
  const appointments = useAppointmentRange(centreId, range.from, range.to);
  const providers = useApiQuery<CentreProvider[]>(centreId ? providersPath(centreId) : null);
  const schedule = useQuery({ ...scheduleQuery(centreId, range), enabled: centreId !== null, placeholderData: keepPreviousData, refetchOnWindowFocus: false });
  const busy = useQuery({ ...busyQuery(centreId, range), enabled: centreId !== null, placeholderData: keepPreviousData, refetchOnWindowFocus: false });

  // One period of prefetch (issue 9 §5): the next page is painted from the cache in one render,
  // its shade and busy time with it (arriving later, they would render the whole grid again).
  useEffect(() => {
    if (!centreId) return;
    void queryClient.prefetchQuery({
      queryKey: appointmentsQueryKey(centreId, 'range', next.from, next.to),
      queryFn: ({ signal }) => fetchRange(centreId, next.from, next.to, signal),
      staleTime: 30_000,
    });
    void queryClient.prefetchQuery(scheduleQuery(centreId, next));
    void queryClient.prefetchQuery(busyQuery(centreId, next));
  }, [centreId, next, queryClient]);

  const therapists = useMemo(() => (providers.data ?? []).filter((p) => p.active), [providers.data]);
  return {
    appointments: appointments.data,
    appointmentsError: appointments.error,
    loading: appointments.isFetching,
    reload: appointments.refetch,
    therapists,
    schedule: schedule.data,
    busy: busy.data ?? [],
  };
}

/**
 * The "Restore deleted appointments" table's calls (README "Appointments"): the centre's
 * appointments deleted within the last 30 days, and restoring one (409 appointmentOverlap naming
 * the clash when its slot was taken meanwhile).
 */
import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '../../generated/appointment.gen';
import { apiFetch } from './http';
import { appointmentsQueryKey } from './queryKeys';

const id = encodeURIComponent;

export const restoreAppointment = (appointmentId: string) => apiFetch<Appointment>(`/api/appointments/${id(appointmentId)}/restore`, { method: 'POST' });

/** Latest deletion first (the server's order); keyed with the appointments, so a restore or a deletion elsewhere refreshes it. */
export function useDeletedAppointments(centreId: string | null) {
  return useQuery({
    queryKey: appointmentsQueryKey(centreId ?? '', 'deleted'),
    queryFn: ({ signal }) => apiFetch<Appointment[]>(`/api/appointments/centre/${id(centreId as string)}/deleted`, { signal }),
    enabled: centreId !== null,
    refetchOnWindowFocus: false,
  });
}

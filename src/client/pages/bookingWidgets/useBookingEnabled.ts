/** Whether the active practice takes online bookings (its owner's switch; widgets show nothing while it is off). */
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/http';

export function useBookingEnabled(centreId: string | null): boolean | undefined {
  const presence = useQuery({
    queryKey: ['onlinePresence', centreId],
    queryFn: () => apiFetch<{ bookingEnabled?: boolean }>(`/api/clinics/${encodeURIComponent(centreId ?? '')}/settings/online-presence`),
    enabled: Boolean(centreId),
  });
  return presence.data ? presence.data.bookingEnabled === true : undefined;
}

/**
 * Open finance screens follow the daily dunning job (README "Live updates"): `invoices_changed`
 * refetches every invoice query — the finance screens' and react-admin's list, both keyed under
 * `invoices`. Listened to here, in the lazily loaded pages, so the first download does not grow.
 */
import { useQueryClient } from '@tanstack/react-query';
import { INVOICES_QUERY_KEY } from '../../api/invoices';
import { useRealtimeEvent } from '../../realtime/RealtimeContext';

export function useInvoicesLive(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('invoices_changed', () => void queryClient.invalidateQueries({ queryKey: [INVOICES_QUERY_KEY] }));
}

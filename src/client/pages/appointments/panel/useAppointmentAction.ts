import { useCallback, useState } from 'react';
import { useAppointmentsChanged } from '../../../api/appointments';

/**
 * Runs one write of a panel section: remembers its failure (shown beside the section's action,
 * not in a modal) and refreshes every appointment view of the centre after a success.
 */
export function useAppointmentAction(centreId: string) {
  const changed = useAppointmentsChanged(centreId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(
    async <T,>(call: () => Promise<T>): Promise<T | undefined> => {
      setBusy(true);
      setError(null);
      try {
        const result = await call();
        await changed();
        return result;
      } catch (failure) {
        setError(failure);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [changed],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, busy, error, clearError };
}

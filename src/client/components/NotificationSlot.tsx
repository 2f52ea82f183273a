import { lazy, Suspense, useState } from 'react';
import { useNotificationContext } from 'react-admin';

const AppSnackbar = lazy(() => import('./AppSnackbar').then((m) => ({ default: m.AppSnackbar })));

/**
 * Where react-admin's notifications show (AppSnackbar.tsx). The snackbar is downloaded with the
 * first notification, not with the first page; it then stays mounted.
 */
export function NotificationSlot() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppSnackbar />
    </Suspense>
  );
}

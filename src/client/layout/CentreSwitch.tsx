import { lazy, Suspense } from 'react';
import { useSession } from '../session/SessionContext';

// MUI's Select (menu, popover, modal) is downloaded only by users of more than one practice.
const CentreSelect = lazy(() => import('./CentreSelect').then((m) => ({ default: m.CentreSelect })));

/** Shown when the user belongs to more than one practice: picks the active one. */
export function CentreSwitch() {
  const { centres, activeCentre } = useSession();
  if (centres.length < 2 || !activeCentre) return null;
  return (
    <Suspense fallback={null}>
      <CentreSelect />
    </Suspense>
  );
}

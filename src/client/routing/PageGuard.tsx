import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-admin';
import { LoadingScreen } from '../components/LoaderOverlay';
import { features } from '../config/features';
import { useSession } from '../session/SessionContext';
import { hasBothTokens } from '../session/tokenStorage';
import { decidePageGuard } from './pageGuard';

/** Applies the page guard (pageGuard.ts) around the whole app. */
export function PageGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  const decision = decidePageGuard({
    pathname,
    hasUser: session.user !== null,
    hasBothTokens: hasBothTokens(),
    loading: session.loading,
    loadFailed: session.loadFailed,
    flags: features,
  });
  const { reloadUser, signOut } = session;

  useEffect(() => {
    if (decision.kind === 'loadUser') void reloadUser();
    else if (decision.kind === 'logout') void signOut();
  }, [decision.kind, reloadUser, signOut]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'render') return <>{children}</>;
  return <LoadingScreen />;
}

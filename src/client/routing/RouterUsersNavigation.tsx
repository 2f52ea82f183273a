import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { UsersNavigationContext, type UsersNavigation } from '../shell/usersNavigation';
import { enabledOnly } from './featureGate';
import { findRoute } from './matchRoutePath';
import { usersRoutes } from './usersRoutes';

/** The /users pages inside the full app (App.tsx): their navigation is react-router's. */
export function RouterUsersNavigation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<UsersNavigation>(
    () => ({
      pathname,
      search,
      params: findRoute(enabledOnly(usersRoutes), pathname)?.params ?? {},
      navigate: (to, options) => void navigate(to, options),
    }),
    [pathname, search, navigate],
  );
  return <UsersNavigationContext.Provider value={value}>{children}</UsersNavigationContext.Provider>;
}

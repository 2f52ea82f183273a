import { createContext, useCallback, useContext, type MouseEvent } from 'react';
import type { RouteParams } from '../routing/matchRoutePath';

/**
 * Where a /users page is and how it moves on. The pages read it through the hooks below, never
 * from react-router: the light /users shell provides it with the History API (no router in its
 * first download), the full app from react-router (routing/RouterUsersNavigation.tsx).
 */
export interface UsersNavigation {
  pathname: string;
  search: string;
  /** The `:params` of the /users route that matches `pathname` (routing/usersRoutes.tsx). */
  params: RouteParams;
  navigate(to: string, options?: { replace?: boolean }): void;
}

export const UsersNavigationContext = createContext<UsersNavigation | null>(null);

function useUsersNavigation(): UsersNavigation {
  const value = useContext(UsersNavigationContext);
  if (!value) throw new Error('/users pages render inside the /users shell or <RouterUsersNavigation>');
  return value;
}

export const useNavigate = () => useUsersNavigation().navigate;
export const useParams = <T extends RouteParams = RouteParams>() => useUsersNavigation().params as Partial<T>;
export function useLocation() {
  const { pathname, search } = useUsersNavigation();
  return { pathname, search };
}

/** An in-app link's click: a plain left click navigates here; with a modifier key the browser opens it as usual. */
export function useLinkClick(to: string) {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      navigate(to);
    },
    [navigate, to],
  );
}

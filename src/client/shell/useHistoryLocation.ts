import { useCallback, useEffect, useState } from 'react';

interface HistoryLocation {
  pathname: string;
  search: string;
}

const current = (): HistoryLocation => ({ pathname: window.location.pathname, search: window.location.search });

/**
 * The browser's address for the /users shell, with the History API alone (react-router's data
 * router comes with the full app): navigate pushes or replaces an entry, Back and Forward
 * (popstate) are followed.
 */
export function useHistoryLocation() {
  const [location, setLocation] = useState(current);
  useEffect(() => {
    const follow = () => setLocation(current());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const navigate = useCallback((to: string, options?: { replace?: boolean }) => {
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    setLocation(current());
  }, []);
  return { ...location, navigate };
}

import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';

/** The side menu collapses below this window width (spec §2, §9). */
export const MENU_COLLAPSE_WIDTH = 1025;
const NARROW_QUERY = `(max-width: ${MENU_COLLAPSE_WIDTH - 0.02}px)`;

/**
 * Collapses the menu when the window is (or becomes) narrower than 1025 px and opens it again
 * when it grows past that; in between the user's own toggle is kept.
 */
export function useAutoCollapseMenu(): void {
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW_QUERY);
    if (query.matches) setOpen(false);
    const onChange = (event: MediaQueryListEvent) => setOpen(!event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setOpen]);
}

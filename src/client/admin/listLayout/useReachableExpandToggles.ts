/**
 * react-admin's row expand toggle is aria-hidden and out of the tab order (it counts on the row
 * click, which in our lists opens the record). On a phone the toggle is the way to a row's hidden
 * columns, so this makes every toggle under `ref` a focusable, named button again as rows render
 * (MUI's ButtonBase already answers Enter and Space on it).
 */
import { useEffect, type RefObject } from 'react';

function reveal(root: HTMLElement) {
  for (const toggle of root.querySelectorAll<HTMLElement>('.RaDatagrid-expandIcon[aria-hidden]')) {
    toggle.removeAttribute('aria-hidden');
    toggle.tabIndex = 0;
  }
}

export function useReachableExpandToggles(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!root || !active) return undefined;
    reveal(root);
    const observer = new MutationObserver(() => reveal(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [ref, active]);
}

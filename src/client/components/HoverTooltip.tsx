import { cloneElement, useSyncExternalStore, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material';
import { firstPagePainted } from '../routing/firstPagePainted';

type TooltipComponent = typeof import('@mui/material/Tooltip').default;

// MUI's Tooltip (popper, grow transition) is downloaded once the first page has painted, not
// with it (README "Client bundle"); elements rendered before then get it as soon as it is there.
let Tooltip: TooltipComponent | null = null;
const listeners = new Set<() => void>();
void firstPagePainted
  .then(() => import('@mui/material/Tooltip'))
  .then((m) => {
    Tooltip = m.default;
    for (const listener of listeners) listener();
  })
  // A hint that failed to download stays the element's accessible name; the next visit tries again.
  .catch(() => undefined);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * MUI's <Tooltip>. Until its code has arrived the element is shown without it, with the
 * accessible name the tooltip gives it.
 */
export function HoverTooltip({ title, children, ...rest }: Omit<TooltipProps, 'children'> & { children: ReactElement<{ 'aria-label'?: string }> }) {
  const Loaded = useSyncExternalStore(subscribe, () => Tooltip);
  if (Loaded) {
    return (
      <Loaded title={title} {...rest}>
        {children}
      </Loaded>
    );
  }
  return typeof title === 'string' && !children.props['aria-label'] ? cloneElement(children, { 'aria-label': title }) : children;
}

import { cloneElement, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material';
import { loadAfterPaint } from '../routing/loadAfterPaint';

type TooltipComponent = typeof import('@mui/material/Tooltip').default;

// MUI's Tooltip (popper, grow transition) is downloaded once the first page has painted, not
// with it (README "Client bundle"); elements rendered before then get it as soon as it is there.
// A hint that failed to download stays the element's accessible name.
const tooltip = loadAfterPaint<TooltipComponent>(() => import('@mui/material/Tooltip').then((m) => m.default));

/**
 * MUI's <Tooltip>. Until its code has arrived the element is shown without it, with the
 * accessible name the tooltip gives it.
 */
export function HoverTooltip({ title, children, ...rest }: Omit<TooltipProps, 'children'> & { children: ReactElement<{ 'aria-label'?: string }> }) {
  const Loaded = tooltip.useLoaded();
  if (Loaded) {
    return (
      <Loaded title={title} {...rest}>
        {children}
      </Loaded>
    );
  }
  return typeof title === 'string' && !children.props['aria-label'] ? cloneElement(children, { 'aria-label': title }) : children;
}

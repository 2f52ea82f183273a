import { cloneElement, lazy, Suspense, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material';

// MUI's Tooltip (popper, grow transition) is downloaded when a hint is first wanted, not with the
// first page (README "Client bundle").
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

type ChildProps = { onMouseOver?: (event: MouseEvent<HTMLElement>) => void; onFocus?: (event: FocusEvent<HTMLElement>) => void; 'aria-label'?: string };

/**
 * MUI's <Tooltip>, loaded on the first hover or focus of its element: until then the element gets
 * the accessible name the tooltip would give it; then the tooltip opens at once (it is controlled
 * from here, so the hover that asked for it shows it) and behaves as MUI's from there on.
 */
export function HoverTooltip({ title, children, ...rest }: Omit<TooltipProps, 'open' | 'onOpen' | 'onClose' | 'children'> & { children: ReactElement<ChildProps> }) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  if (!wanted) {
    const want = () => {
      setWanted(true);
      setOpen(true);
    };
    return cloneElement(children, {
      ...(typeof title === 'string' && !children.props['aria-label'] ? { 'aria-label': title } : {}),
      onMouseOver: (event: MouseEvent<HTMLElement>) => {
        children.props.onMouseOver?.(event);
        want();
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        children.props.onFocus?.(event);
        want();
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} {...rest}>
        {children}
      </Tooltip>
    </Suspense>
  );
}

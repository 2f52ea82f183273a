/**
 * react-big-calendar's month "+N more" popup positions itself with react-overlays' Overlay and
 * Popper's engine (7 kB gzipped). The build points the library's import here
 * (scripts/vite/lazyCalendarOverlay.ts), so that code is fetched once the calendar has painted,
 * not with it. Opened before it has arrived, the popup shows as soon as it is there.
 */
import type { ComponentProps } from 'react';
import { loadAfterPaint } from '../../../routing/loadAfterPaint';

type OverlayComponent = typeof import('react-overlays/esm/Overlay').default;

const overlay = loadAfterPaint<OverlayComponent>(() => import('react-overlays/esm/Overlay').then((m) => m.default));

export function Overlay(props: ComponentProps<OverlayComponent>) {
  const Component = overlay.useLoaded(true);
  return Component ? <Component {...props} /> : null;
}

/**
 * react-big-calendar's month "+N more" popup positions itself with react-overlays' Overlay and
 * Popper's engine (7 kB gzipped). The build points the library's import here
 * (scripts/vite/lazyCalendarOverlay.ts), so that code is fetched once the calendar has painted,
 * not with it (README "Client bundle"). Shown before it has arrived, the popup opens as soon as it
 * is there.
 */
import { useSyncExternalStore, type ComponentProps } from 'react';
import { firstPagePainted } from '../../../routing/firstPagePainted';

type OverlayComponent = typeof import('react-overlays/esm/Overlay').default;

let Loaded: OverlayComponent | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  loading ??= import('react-overlays/esm/Overlay')
    .then((m) => {
      Loaded = m.default;
      for (const listener of listeners) listener();
    })
    // Failed to download: the next popup asks again.
    .catch(() => {
      loading = null;
    });
  return loading;
}
void firstPagePainted.then(load);

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!Loaded) void load();
  return () => listeners.delete(listener);
}

export function Overlay(props: ComponentProps<OverlayComponent>) {
  const Component = useSyncExternalStore(subscribe, () => Loaded);
  return Component ? <Component {...props} /> : null;
}
